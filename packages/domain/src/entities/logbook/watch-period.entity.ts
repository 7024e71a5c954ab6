// Watch periods of the watch schedule (spec section 3 'logbook_watch_periods'): who keeps which
// watch, from when. Times are 'HH:MM' UTC on a 24-hour clock; '24:00' ends the day and a period
// whose end is not after its start runs past midnight. Active periods of the same vessel and watch
// type whose dates meet must not overlap on the clock (the server refuses them, watch_overlap).
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { LOGBOOK_WRITE_ROLES } from './logbook-roles';

export const WATCH_TYPES = ['deck', 'engine'] as const;
export type WatchType = (typeof WATCH_TYPES)[number];

export const WATCH_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const watchPeriodEntity = defineEntity({
  name: 'watchPeriod',
  module: 'logbook',
  resource: 'watch-periods',
  table: 'logbook_watch_periods',
  localTable: 'logbook_watch_periods',
  scope: 'vessel',
  fields: {
    name: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    watch_type: { kind: 'enum', values: WATCH_TYPES, required: true, filter: true, sort: true },
    start_time: { kind: 'text', required: true, maxLength: 5, sort: true },
    end_time: { kind: 'text', required: true, maxLength: 5 },
    officer_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    effective_from: { kind: 'date', required: true, sort: true },
    effective_to: {
      kind: 'date',
      sort: true,
      order: { relation: 'notBefore', field: 'effective_from', message: 'validation:dateRange' },
    },
    is_active: { kind: 'boolean', filter: true, defaultValue: true },
    remarks: { kind: 'text', maxLength: 500 },
  },
  titleField: 'name',
  defaultSort: 'start_time',
  list: {
    columns: [
      'name',
      'watch_type',
      'start_time',
      'end_time',
      'officer_id',
      'effective_from',
      'effective_to',
      'is_active',
    ],
    filterBar: ['watch_type', 'is_active'],
  },
  form: {
    sections: [
      ['name', 'watch_type', 'officer_id'],
      ['start_time', 'end_time', 'effective_from', 'effective_to'],
      ['is_active', 'remarks'],
    ],
  },
  writeRoles: LOGBOOK_WRITE_ROLES,
  // Required on a write; its column allows null.
  requiredOnWriteOnly: ['officer_id'],
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    for (const field of ['start_time', 'end_time']) {
      const value = row[field];
      if (typeof value === 'string' && !WATCH_TIME_PATTERN.test(value))
        errors[field] = ['validation:timeFormat'];
    }
    // A watch that ends when it starts has no length (00:00 to 24:00 is the whole day).
    if (typeof row.start_time === 'string' && !errors.start_time && row.start_time === row.end_time)
      errors.end_time = ['validation:watchZeroLength'];
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): an earlier season's 4-to-8 deck watch (it must
// not overlap the current schedule); its officer is taken from the vessel's crew.
export const watchPeriodFixture = defineFixture(watchPeriodEntity, {
  row: {
    name: '4-8 watch',
    watch_type: 'deck',
    start_time: '04:00',
    end_time: '08:00',
    effective_from: '2019-01-01',
    effective_to: '2019-06-30',
  },
  update: { remarks: 'Kept by the second officer.' },
});
