// A running-hours reading taken this morning (the contract test's clock stands at 2026-11-22 08:00
// UTC), higher than any earlier reading of the equipment.
import { defineFixture } from '../define-fixture';
import { runningHoursReadingEntity } from './running-hours-reading.entity';

export const runningHoursReadingFixture = defineFixture(runningHoursReadingEntity, {
  row: {
    reading_at: '2026-11-22T07:30:00.000Z',
    hours: 900_000,
    remarks: 'Read at the morning round.',
  },
  update: { remarks: 'Read at the morning round, counter checked.' },
});
