// A seafarer's completed course; the seafarer and the course are taken from the vessel's data.
import { defineFixture } from '../define-fixture';
import { trainingRecordEntity } from './training-record.entity';

export const trainingRecordFixture = defineFixture(trainingRecordEntity, {
  row: {
    completion_date: '2026-09-18',
    expiry_date: '2031-09-17',
    instructor: 'Capt. M. Lindqvist',
  },
  update: { instructor: 'Capt. M. Lindqvist, ECDIS instructor' },
});
