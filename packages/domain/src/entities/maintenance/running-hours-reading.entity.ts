// Running-hours readings of equipment; the equipment's running_hours follows the newest reading by
// date. One rule for every way a reading comes (the equipment's 'record reading', the generic write,
// a work order's completion): no future date, not lower than the last earlier reading, not higher
// than a later one.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { MAINTENANCE_WRITE_ROLES } from './maintenance-roles';

/** More than a century of continuous running: no machine on board reaches it. */
export const MAX_RUNNING_HOURS = 1_000_000;

/**
 * The order rule of a reading against its neighbours on the same equipment: at least the hours of
 * the last reading at or before it, at most those of the first reading after it.
 */
export function readingOrderProblems(
  hours: number,
  neighbours: { earlierHours?: number; laterHours?: number },
): Record<string, string[]> {
  if (neighbours.earlierHours !== undefined && hours < neighbours.earlierHours) {
    return { hours: ['validation:runningHoursDecrease'] };
  }
  if (neighbours.laterHours !== undefined && hours > neighbours.laterHours) {
    return { hours: ['validation:runningHoursAboveLater'] };
  }
  return {};
}

export const runningHoursReadingEntity = defineEntity({
  name: 'runningHoursReading',
  module: 'maintenance',
  resource: 'running-hours-readings',
  table: 'running_hours_readings',
  scope: 'vessel',
  fields: {
    equipment_id: { kind: 'reference', references: 'equipment', required: true, filter: true },
    reading_at: { kind: 'dateTime', notInFuture: true, required: true, sort: true },
    hours: { kind: 'number', unit: 'h', required: true, min: 0, max: MAX_RUNNING_HOURS, sort: true },
    recorded_by: { kind: 'reference', references: 'user', filter: true },
    remarks: { kind: 'text', maxLength: 500 },
  },
  titleField: 'reading_at',
  defaultSort: '-reading_at',
  list: { columns: ['reading_at', 'equipment_id', 'hours', 'recorded_by', 'remarks'] },
  form: { sections: [['equipment_id', 'reading_at', 'hours', 'remarks']] },
  writeRoles: MAINTENANCE_WRITE_ROLES,
});

// The registry contract test's row (ENTITY_FIXTURES): a running-hours reading taken this morning (the
// contract test's clock stands at 2026-11-22 08:00 UTC), higher than any earlier reading of the
// equipment.
export const runningHoursReadingFixture = defineFixture(runningHoursReadingEntity, {
  row: {
    reading_at: '2026-11-22T07:30:00.000Z',
    hours: 900_000,
    remarks: 'Read at the morning round.',
  },
  update: { remarks: 'Read at the morning round, counter checked.' },
});
