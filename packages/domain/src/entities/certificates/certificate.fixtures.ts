// A statutory certificate as a Master records it (the contract test's clock stands at 2026-11-22).
import { defineFixture } from '../define-fixture';
import { certificateEntity } from './certificate.entity';

export const certificateFixture = defineFixture(certificateEntity, {
  row: {
    certificate_type: 'statutory',
    certificate_number: 'IAPP-CT-2024-0117',
    certificate_name: 'International Air Pollution Prevention Certificate',
    issue_date: '2024-03-14',
    expiry_date: '2029-03-13',
    issuing_authority: 'Lloyd’s Register on behalf of Liberia',
    survey_station: 'Hamburg',
    remarks: 'Annual survey window opens in January.',
  },
  update: { remarks: 'Annual survey endorsed in Hamburg.' },
});
