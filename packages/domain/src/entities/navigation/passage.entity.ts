// Passages (spec section 3 'Passage', section 4 states; issue 14 'Navigation'): a ship's voyage leg
// from one port to the next. The number (P-2026-0001) is the server's, per vessel and year of the
// planned departure. The status moves only by the workflow's steps: planning -> in progress (the
// actual departure) -> completed (the actual arrival), and 'delayed' from planning or underway. The
// distance is computed on the server from the ship's positions between departure and arrival
// (great-circle legs, rules/navigation.ts) unless the officer enters it; the duration and the
// average speed follow from the times and the distance. Its waypoints are stored with it, one per line
// (passage-waypoints.ts).
import { isAfterInstant, isUnLocode, MAX_PASSAGE_DISTANCE_NM } from '../../rules/navigation';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { NAVIGATION_WRITE_ROLES } from './navigation-roles';
import { parseWaypoints } from './passage-waypoints';
import { fieldErrors } from '../refine-errors';

/** Spec section 4 (its 'unknown' is what a screen shows for a missing state, not a stored one). */
export const PASSAGE_STATUSES = ['planning', 'in_progress', 'completed', 'delayed'] as const;
export type PassageStatus = (typeof PASSAGE_STATUSES)[number];

/** Where the passage's distance comes from: the positions in between, or the officer. */
export const DISTANCE_SOURCES = ['computed', 'entered'] as const;

/** An actual time may be written this far ahead of the server's clock. */
export const ACTUAL_TIME_TOLERANCE_MS = 5 * 60_000;

const ACTUAL_TIMES = ['departed_at', 'arrived_at'] as const;

/** The checks of a passage's ports and times (also run on the workflow's steps by the server). */
export function passageErrors(row: Record<string, unknown>, now: string): Record<string, string[]> {
  const { errors, add } = fieldErrors();
  for (const field of ['departure_locode', 'arrival_locode']) {
    const value = row[field];
    if (typeof value === 'string' && value !== '' && !isUnLocode(value)) add(field, 'validation:unLocode');
  }
  const waypoints = parseWaypoints(row.waypoints);
  if (!waypoints.ok) add('waypoints', waypoints.key);
  if (!isAfterInstant(row.planned_departure, row.eta)) add('eta', 'validation:etaBeforeDeparture');
  if (!isAfterInstant(row.departed_at, row.arrived_at))
    add('arrived_at', 'validation:arrivalBeforeDeparture');
  for (const field of ACTUAL_TIMES) {
    const value = row[field];
    if (typeof value === 'string' && Date.parse(value) > Date.parse(now) + ACTUAL_TIME_TOLERANCE_MS) {
      add(field, 'validation:timeInFuture');
    }
  }
  return errors;
}

export const passageEntity = defineEntity({
  name: 'passage',
  module: 'navigation',
  resource: 'passages',
  table: 'passages',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    passage_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    voyage_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    departure_port: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    /** UN/LOCODE of the port of departure (DEHAM). */
    departure_locode: { kind: 'text', maxLength: 5, filter: true, search: true },
    arrival_port: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    arrival_locode: { kind: 'text', maxLength: 5, filter: true, search: true },
    /** The route as planned: canals, straits, waypoints by name. */
    route: { kind: 'longText', maxLength: 2000, search: true },
    /** One per line: latitude, longitude, name (passage-waypoints.ts), at most MAX_WAYPOINTS. */
    waypoints: { kind: 'longText', maxLength: 8000 },
    /** ETD. */
    planned_departure: { kind: 'dateTime', required: true, sort: true, utc: true },
    /** ETA. */
    eta: { kind: 'dateTime', sort: true, utc: true },
    /** ATD: set by the 'start' step. */
    departed_at: { kind: 'dateTime', sort: true, utc: true },
    /** ATA: set by the 'complete' step. */
    arrived_at: { kind: 'dateTime', sort: true, utc: true },
    distance_nm: { kind: 'number', unit: 'NM', min: 0, max: MAX_PASSAGE_DISTANCE_NM },
    distance_source: { kind: 'enum', values: DISTANCE_SOURCES },
    /** From departure to arrival (the server's). */
    duration_hours: { kind: 'number', unit: 'h', min: 0, max: 100_000 },
    /** Distance over duration (the server's). */
    average_speed_kn: { kind: 'number', unit: 'kn', min: 0, max: 1000 },
    fuel_consumed_mt: { kind: 'number', unit: 'MT', min: 0, max: 20_000 },
    status: {
      kind: 'enum',
      values: PASSAGE_STATUSES,
      tones: { planning: 'gray', in_progress: 'blue', completed: 'green', delayed: 'orange' },
      filter: true,
      sort: true,
    },
    master_id: { kind: 'reference', references: 'crewMember', filter: true },
    chief_officer_id: { kind: 'reference', references: 'crewMember', filter: true },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
  },
  titleFields: ['passage_number', 'departure_port', 'arrival_port'],
  titleFormat: '{passage_number} {departure_port} – {arrival_port}',
  titleField: 'passage_number',
  defaultSort: '-planned_departure',
  list: {
    columns: [
      'passage_number',
      'voyage_number',
      'departure_port',
      'arrival_port',
      'planned_departure',
      'departed_at',
      'arrived_at',
      'distance_nm',
      'duration_hours',
      'average_speed_kn',
      'status',
    ],
    dateFilterField: 'planned_departure',
    filterBar: ['status'],
  },
  form: {
    sections: [
      ['voyage_number', 'route', 'departure_port', 'departure_locode', 'arrival_port', 'arrival_locode'],
      ['waypoints'],
      ['planned_departure', 'eta', 'departed_at', 'arrived_at'],
      ['distance_nm', 'fuel_consumed_mt', 'master_id', 'chief_officer_id'],
      ['remarks'],
    ],
    // A new passage is planned: its actual times are the steps'.
    create: [
      ['voyage_number', 'route', 'departure_port', 'departure_locode', 'arrival_port', 'arrival_locode'],
      ['waypoints'],
      ['planned_departure', 'eta'],
      ['master_id', 'chief_officer_id', 'remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'planning', where: [{ field: 'status', op: 'eq', value: 'planning' }] },
    { key: 'inProgress', where: [{ field: 'status', op: 'eq', value: 'in_progress' }] },
    { key: 'delayed', where: [{ field: 'status', op: 'eq', value: 'delayed' }], tone: 'warning' },
    { key: 'completed', where: [{ field: 'status', op: 'eq', value: 'completed' }], tone: 'ok' },
  ],
  writeRoles: NAVIGATION_WRITE_ROLES,
  serverFields: ['passage_number', 'distance_source', 'duration_hours', 'average_speed_kn'],
  numbering: { field: 'passage_number', prefix: 'P', yearOf: 'planned_departure' },
  screen: { path: '/navigation/passages', group: 'navigation', position: 20, icon: 'route' },
  workflow: {
    field: 'status',
    initial: 'planning',
    actions: {
      start: {
        from: ['planning', 'delayed'],
        to: 'in_progress',
        roles: NAVIGATION_WRITE_ROLES,
        input: {
          departed_at: {
            kind: 'dateTime',
            utc: true,
            required: true,
            requiredKey: 'validation:departureTimeRequired',
            column: 'departed_at',
          },
        },
        tone: 'primary',
      },
      complete: {
        from: ['in_progress', 'delayed'],
        to: 'completed',
        roles: NAVIGATION_WRITE_ROLES,
        input: {
          arrived_at: {
            kind: 'dateTime',
            utc: true,
            required: true,
            requiredKey: 'validation:arrivalTimeRequired',
            column: 'arrived_at',
          },
          fuel_consumed_mt: { kind: 'number', unit: 'MT', min: 0, max: 20_000, column: 'fuel_consumed_mt' },
        },
        tone: 'positive',
      },
      delay: {
        from: ['planning', 'in_progress'],
        to: 'delayed',
        roles: NAVIGATION_WRITE_ROLES,
        tone: 'danger',
      },
    },
  },
  refine: (row, { now }) => passageErrors(row, now),
});

// The registry contract test's row (ENTITY_FIXTURES): a short-sea passage as the officer plans it (the
// contract test's clock stands at 2026-11-22 08:00 UTC).
export const passageFixture = defineFixture(passageEntity, {
  row: {
    voyage_number: 'V-2611',
    departure_port: 'Hamburg',
    departure_locode: 'DEHAM',
    arrival_port: 'Rotterdam',
    arrival_locode: 'NLRTM',
    planned_departure: '2026-11-23T06:00:00.000Z',
    eta: '2026-11-24T08:00:00.000Z',
  },
  update: {
    route: 'Elbe - German Bight - TSS off Terschelling - Maas approach',
    waypoints:
      "54°00.0'N 008°10.0'E Elbe 1\n53°40.0'N 006°30.0'E German Bight West\n52°00.0'N 003°50.0'E Maas Center",
  },
  inputs: {
    start: { departed_at: '2026-11-21T06:00:00.000Z' },
    complete: { arrived_at: '2026-11-22T07:30:00.000Z', fuel_consumed_mt: 38.5 },
  },
});
