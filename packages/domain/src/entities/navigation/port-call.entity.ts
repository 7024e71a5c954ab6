// Port calls (spec section 3 'Port call', section 4 states, section 9 'Port arrival notice 24 hours
// before'; issue 14 'Navigation'): a ship's call at a port, by UN/LOCODE and name. The number
// (PC-2026-0001) is the server's, per vessel and year of the planned arrival. The status moves only by
// the workflow's steps: planned -> arrived (ATA) -> operations (berthed, cargo or bunker work) ->
// completed (ATD), with 'delayed' before arrival. Arrival, berthing and departure must follow each
// other; the ETD must follow the ETA.
import { isAfterInstant, isUnLocode } from '../../rules/navigation';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { NAVIGATION_WRITE_ROLES } from './navigation-roles';
import { ACTUAL_TIME_TOLERANCE_MS } from './passage.entity';
import { fieldErrors } from '../refine-errors';

/** Spec section 4 (its 'unknown' is what a screen shows for a missing state, not a stored one). */
export const PORT_CALL_STATUSES = ['planned', 'arrived', 'operations', 'completed', 'delayed'] as const;
export type PortCallStatus = (typeof PORT_CALL_STATUSES)[number];

/** What the ship calls for (spec section 3 'operation'; ours: the usual purposes of a call). */
export const PORT_CALL_OPERATIONS = [
  'loading',
  'discharging',
  'loading_discharging',
  'bunkering',
  'crew_change',
  'repairs',
  'stores',
  'waiting',
  'other',
] as const;

/** Spec section 9: the port arrival notice is due 24 hours before arrival. */
export const PORT_ARRIVAL_NOTICE_HOURS = 24;

/** The states in which the arrival notice may still be sent: before the arrival. */
export const PORT_ARRIVAL_NOTICE_STATES: readonly PortCallStatus[] = ['planned', 'delayed'];

/** Whether `later` is at or after `earlier` (berthing may be the same minute as arrival). */
function notBefore(earlier: unknown, later: unknown): boolean {
  if (typeof earlier !== 'string' || typeof later !== 'string' || !earlier || !later) return true;
  return Date.parse(later) >= Date.parse(earlier);
}

/** The checks of a port call's code and times (also run on the workflow's steps by the server). */
export function portCallErrors(row: Record<string, unknown>, now: string): Record<string, string[]> {
  const { errors, add } = fieldErrors();
  if (typeof row.locode === 'string' && row.locode !== '' && !isUnLocode(row.locode)) {
    add('locode', 'validation:unLocode');
  }
  if (!isAfterInstant(row.planned_arrival, row.planned_departure)) {
    add('planned_departure', 'validation:etdBeforeEta');
  }
  if (!notBefore(row.arrived_at, row.berthed_at)) add('berthed_at', 'validation:berthingBeforeArrival');
  const lastBefore = typeof row.berthed_at === 'string' && row.berthed_at ? row.berthed_at : row.arrived_at;
  if (!isAfterInstant(lastBefore, row.departed_at)) add('departed_at', 'validation:departureBeforeArrival');
  for (const field of ['arrived_at', 'berthed_at', 'departed_at']) {
    const value = row[field];
    if (typeof value === 'string' && Date.parse(value) > Date.parse(now) + ACTUAL_TIME_TOLERANCE_MS) {
      add(field, 'validation:timeInFuture');
    }
  }
  return errors;
}

const actualTime = (column: 'arrived_at' | 'berthed_at' | 'departed_at', requiredKey: string) =>
  ({ kind: 'dateTime', utc: true, required: true, requiredKey, column }) as const;

export const portCallEntity = defineEntity({
  name: 'portCall',
  module: 'navigation',
  resource: 'port-calls',
  table: 'port_calls',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    port_call_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    port_name: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    /** UN/LOCODE (DEHAM); its first two letters are the country. */
    locode: { kind: 'text', maxLength: 5, filter: true, sort: true, search: true },
    country: { kind: 'text', maxLength: 60, filter: true, search: true },
    berth: { kind: 'text', maxLength: 100, search: true },
    operation: { kind: 'enum', values: PORT_CALL_OPERATIONS, required: true, filter: true },
    /** ETA. */
    planned_arrival: { kind: 'dateTime', required: true, sort: true, utc: true },
    /** ETD. */
    planned_departure: { kind: 'dateTime', sort: true, utc: true },
    /** ATA: set by the 'arrive' step. */
    arrived_at: { kind: 'dateTime', sort: true, utc: true },
    /** All fast alongside: set by the 'berth' step. */
    berthed_at: { kind: 'dateTime', sort: true, utc: true },
    /** ATD: set by the 'depart' step. */
    departed_at: { kind: 'dateTime', sort: true, utc: true },
    cargo_quantity_mt: { kind: 'number', unit: 'MT', min: 0, max: 500_000 },
    bunker_quantity_mt: { kind: 'number', unit: 'MT', min: 0, max: 20_000 },
    pilot_required: { kind: 'boolean', defaultValue: true },
    tugs_required: { kind: 'number', min: 0, max: 12, integer: true },
    agent: { kind: 'text', maxLength: 200, search: true },
    /** A port state control inspection is expected at this call. */
    psc_expected: { kind: 'boolean', defaultValue: false, filter: true },
    status: {
      kind: 'enum',
      values: PORT_CALL_STATUSES,
      tones: {
        planned: 'gray',
        arrived: 'blue',
        operations: 'yellow',
        completed: 'green',
        delayed: 'orange',
      },
      filter: true,
      sort: true,
    },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
    /** The port arrival notice marked sent (POST /navigation/port-calls/:id/arrival-notice). */
    arrival_notice_sent_at: { kind: 'dateTime', sort: true, utc: true },
    arrival_notice_sent_by: { kind: 'reference', references: 'user' },
  },
  computed: {
    /**
     * Not yet arrived, due by the end of tomorrow (UTC) and no notice sent: the arrival notice, due 24
     * hours before the ETA (spec section 9), is due today or overdue (a task: crud/work-items.ts).
     */
    arrival_notice_due: {
      kind: 'boolean',
      when: [
        { field: 'status', op: 'in', value: ['planned', 'delayed'] },
        { field: 'planned_arrival', op: 'lt', value: todayPlus(2) },
        { field: 'arrival_notice_sent_at', op: 'isNull' },
      ],
      filter: true,
    },
  },
  titleFields: ['port_call_number', 'port_name'],
  titleField: 'port_name',
  defaultSort: '-planned_arrival',
  list: {
    columns: [
      'port_call_number',
      'port_name',
      'locode',
      'operation',
      'planned_arrival',
      'arrived_at',
      'departed_at',
      'agent',
      'psc_expected',
      'arrival_notice_sent_at',
      'status',
    ],
    dateFilterField: 'planned_arrival',
    filterBar: ['status', 'operation', 'psc_expected'],
  },
  form: {
    sections: [
      ['port_name', 'locode', 'country', 'berth', 'operation', 'agent'],
      ['planned_arrival', 'planned_departure', 'arrived_at', 'berthed_at', 'departed_at'],
      ['cargo_quantity_mt', 'bunker_quantity_mt', 'pilot_required', 'tugs_required', 'psc_expected'],
      ['remarks'],
    ],
    // A new call is planned: its actual times are the steps'.
    create: [
      ['port_name', 'locode', 'country', 'berth', 'operation', 'agent'],
      ['planned_arrival', 'planned_departure'],
      ['cargo_quantity_mt', 'bunker_quantity_mt', 'pilot_required', 'tugs_required', 'psc_expected'],
      ['remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'planned', where: [{ field: 'status', op: 'in', value: ['planned', 'delayed'] }] },
    { key: 'inPort', where: [{ field: 'status', op: 'in', value: ['arrived', 'operations'] }], tone: 'ok' },
    { key: 'noticeDue', where: [{ field: 'arrival_notice_due', op: 'eq', value: true }], tone: 'warning' },
    { key: 'pscExpected', where: [{ field: 'psc_expected', op: 'eq', value: true }], tone: 'warning' },
  ],
  writeRoles: NAVIGATION_WRITE_ROLES,
  serverFields: ['port_call_number', 'arrival_notice_sent_at', 'arrival_notice_sent_by'],
  numbering: { field: 'port_call_number', prefix: 'PC', yearOf: 'planned_arrival' },
  screen: { path: '/navigation/port-calls', group: 'navigation', position: 30, icon: 'anchor' },
  workflow: {
    field: 'status',
    initial: 'planned',
    actions: {
      arrive: {
        from: ['planned', 'delayed'],
        to: 'arrived',
        roles: NAVIGATION_WRITE_ROLES,
        input: { arrived_at: actualTime('arrived_at', 'validation:arrivalTimeRequired') },
        tone: 'primary',
      },
      berth: {
        from: ['arrived'],
        to: 'operations',
        roles: NAVIGATION_WRITE_ROLES,
        input: { berthed_at: actualTime('berthed_at', 'validation:berthingTimeRequired') },
        tone: 'primary',
      },
      depart: {
        from: ['arrived', 'operations'],
        to: 'completed',
        roles: NAVIGATION_WRITE_ROLES,
        input: { departed_at: actualTime('departed_at', 'validation:departureTimeRequired') },
        tone: 'positive',
      },
      delay: {
        from: ['planned'],
        to: 'delayed',
        roles: NAVIGATION_WRITE_ROLES,
        tone: 'danger',
      },
    },
  },
  refine: (row, { now }) => portCallErrors(row, now),
});

// The registry contract test's row (ENTITY_FIXTURES): a call for discharging as the officer plans it
// (the contract test's clock stands at 2026-11-22 08:00 UTC).
export const portCallFixture = defineFixture(portCallEntity, {
  row: {
    port_name: 'Rotterdam',
    locode: 'NLRTM',
    country: 'Netherlands',
    berth: 'Maasvlakte, Europe Container Terminals',
    operation: 'discharging',
    planned_arrival: '2026-11-24T08:00:00.000Z',
    planned_departure: '2026-11-25T18:00:00.000Z',
    agent: 'Vertom Agencies, Rotterdam',
  },
  update: { psc_expected: true },
  inputs: {
    arrive: { arrived_at: '2026-11-21T06:00:00.000Z' },
    berth: { berthed_at: '2026-11-21T08:00:00.000Z' },
    depart: { departed_at: '2026-11-22T07:00:00.000Z' },
  },
});
