// A seafarer's STCW certificate of competency; the seafarer is taken from the vessel's crew.
import { defineFixture } from '../define-fixture';
import { crewCertificateEntity } from './crew-certificate.entity';

export const crewCertificateFixture = defineFixture(crewCertificateEntity, {
  row: {
    certificate_type: 'stcw_ii_1',
    certificate_number: 'COC-CT-PH-2023-3312',
    issuing_authority: 'MARINA, Philippines',
    issue_date: '2023-06-01',
    expiry_date: '2028-05-31',
  },
  update: { remarks: 'Revalidated by MARINA.' },
});
