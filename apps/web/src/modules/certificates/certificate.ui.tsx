// The certificate screen's parts (/certificates, spec section 2 'certificates'): its cells, and the
// next annual survey window in the form.
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { certificateCells } from './certificate-cells';
import { CertificateSurveyPanel } from './certificate-survey-panel';

export const certificateUi = defineEntityUi(() => ({
  cells: certificateCells,
  formExtra: (row) => <CertificateSurveyPanel row={row} />,
}));
