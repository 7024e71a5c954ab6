// Certificates (spec section 2 'certificates'): the list with its stat cards, filters, exports and
// the certificate form with the next annual survey window.
import { certificateEntity } from '@mars/domain';

import { EntityListPage } from '../../entity-ui/entity-list-page';
import { certificateCells } from './certificate-cells';
import { CertificateSurveyPanel } from './certificate-survey-panel';

export function CertificatesPage() {
  return (
    <EntityListPage
      entity={certificateEntity}
      cells={certificateCells}
      formExtra={(row) => <CertificateSurveyPanel row={row} />}
    />
  );
}
