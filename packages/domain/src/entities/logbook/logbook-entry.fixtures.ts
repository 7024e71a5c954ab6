// A deck-log entry as an officer writes it (the contract test's clock stands at 2026-11-22 08:00 UTC).
import { defineFixture } from '../define-fixture';
import { logbookEntryEntity } from './logbook-entry.entity';

export const logbookEntryFixture = defineFixture(logbookEntryEntity, {
  row: {
    logbook_type: 'deck',
    entry_at: '2026-11-22T06:00:00.000Z',
    entry_type: 'course_change',
    title: 'Altered course for traffic',
    description: 'Altered course to starboard for a crossing vessel, CPA 1.2 NM.',
    latitude: 17.5,
    longitude: -64.25,
    course: 142,
    speed: 11.5,
  },
  update: { description: 'Altered course to starboard for a crossing vessel, CPA 1.5 NM.' },
  inputs: { reject: { reason: 'Position is missing the minutes.' } },
});
