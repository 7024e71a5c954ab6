// Navigation positions (spec section 3 'Navigation position', section 4 status, section 9 reporting;
// issue 14 'Navigation'): the ship's position at a time (UTC), with course, speed, status and the
// weather of the deck log. Latitude and longitude are stored as decimal degrees and entered and shown
// as mariners write them (53°32.4'N 009°58.7'E: rules/navigation.ts). The number (POS-2026-0042) is
// the server's, per vessel and year of the position's time. The last position of each vessel is
// answered by GET /api/v1/navigation/last-positions for the screens that need it.
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, MAX_SPEED_KNOTS } from '../../rules/navigation';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { VISIBILITY_CLASSES, WIND_DIRECTIONS } from '../logbook/logbook-entry.entity';
import { NAVIGATION_WRITE_ROLES } from './navigation-roles';

/** Spec section 4: underway, at anchor, moored, drifting. */
export const POSITION_STATUSES = ['underway', 'at_anchor', 'moored', 'drifting'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

/** Where the position came from (issue 14): taken by hand, from the GPS, or from AIS. */
export const POSITION_SOURCES = ['manual', 'gps', 'ais'] as const;

/** Spec section 9: a position report every 4 hours underway. */
export const POSITION_REPORT_INTERVAL_HOURS = 4;

export const navigationPositionEntity = defineEntity({
  name: 'navigationPosition',
  module: 'navigation',
  resource: 'navigation-positions',
  table: 'navigation_positions',
  // Spec section 3 names the offline table 'positions'.
  localTable: 'positions',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    position_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    recorded_at: { kind: 'dateTime', notInFuture: true, required: true, sort: true, utc: true },
    latitude: { kind: 'number', unit: '°', min: -LATITUDE_LIMIT, max: LATITUDE_LIMIT, required: true },
    longitude: { kind: 'number', unit: '°', min: -LONGITUDE_LIMIT, max: LONGITUDE_LIMIT, required: true },
    /** Course over ground, degrees true. */
    course: { kind: 'number', unit: '°', min: 0, max: 360 },
    /** Speed over ground. */
    speed: { kind: 'number', unit: 'kn', min: 0, max: MAX_SPEED_KNOTS },
    status: {
      kind: 'enum',
      values: POSITION_STATUSES,
      tones: { underway: 'blue', at_anchor: 'yellow', moored: 'green', drifting: 'orange' },
      required: true,
      defaultValue: 'underway',
      filter: true,
      sort: true,
    },
    source: {
      kind: 'enum',
      values: POSITION_SOURCES,
      required: true,
      defaultValue: 'manual',
      filter: true,
    },
    officer_id: { kind: 'reference', references: 'crewMember', filter: true },
    weather: { kind: 'text', maxLength: 200 },
    wind_direction: { kind: 'enum', values: WIND_DIRECTIONS },
    /** Beaufort scale. */
    wind_force: { kind: 'number', unit: 'Bft', min: 0, max: 12, integer: true },
    /** Douglas sea scale. */
    sea_state: { kind: 'number', min: 0, max: 9, integer: true },
    visibility: { kind: 'enum', values: VISIBILITY_CLASSES },
    barometric_pressure: { kind: 'number', unit: 'hPa', min: 870, max: 1090 },
    /** Under the keel's echo sounder, metres (the deepest trench is under 11,000 m). */
    water_depth_m: { kind: 'number', unit: 'm', min: 0, max: 11_000 },
    remarks: { kind: 'longText', maxLength: 2000, search: true },
  },
  titleField: 'position_number',
  defaultSort: '-recorded_at',
  list: {
    columns: [
      'position_number',
      'recorded_at',
      'latitude',
      'longitude',
      'course',
      'speed',
      'status',
      'source',
    ],
    dateFilterField: 'recorded_at',
    filterBar: ['status', 'source'],
  },
  form: {
    sections: [
      ['recorded_at', 'status', 'latitude', 'longitude', 'course', 'speed', 'source', 'officer_id'],
      [
        'weather',
        'wind_direction',
        'wind_force',
        'sea_state',
        'visibility',
        'barometric_pressure',
        'water_depth_m',
      ],
      ['remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'sinceYesterday', where: [{ field: 'recorded_at', op: 'gte', value: todayPlus(-1) }] },
    { key: 'underway', where: [{ field: 'status', op: 'eq', value: 'underway' }] },
    { key: 'manual', where: [{ field: 'source', op: 'eq', value: 'manual' }] },
  ],
  writeRoles: NAVIGATION_WRITE_ROLES,
  serverFields: ['position_number'],
  numbering: { field: 'position_number', prefix: 'POS', yearOf: 'recorded_at' },
  screen: { path: '/navigation/positions', group: 'navigation', position: 10, icon: 'mapPin' },
});

// The registry contract test's row (ENTITY_FIXTURES): a noon position in the Elbe approaches as an
// officer enters it (the contract test's clock stands at 2026-11-22 08:00 UTC).
export const navigationPositionFixture = defineFixture(navigationPositionEntity, {
  row: {
    recorded_at: '2026-11-22T04:00:00.000Z',
    latitude: 53.54,
    longitude: 9.978333,
    course: 285,
    speed: 11.4,
    status: 'underway',
    source: 'manual',
  },
  update: { remarks: 'Pilot on board off Brunsbüttel.' },
});
