// A training course of the organization.
import { defineFixture } from '../define-fixture';
import { trainingEntity } from './training.entity';

export const trainingFixture = defineFixture(trainingEntity, {
  row: {
    course_code: 'CT-ECDIS-01',
    title: 'ECDIS generic course (IMO model course 1.27)',
    category: 'navigation',
    required: true,
    validity_months: 60,
  },
  update: { validity_months: 48 },
});
