// Logbook entries (spec section 3 'Logbook entry', workflow section 4, validation section 5 'Logbook').
// Deck, engine and radio logs share one table; each type has its own required data. Times are UTC
// (spec section 9). The number (D-2026-0042, per vessel, type and year), the status, the review
// columns and the hash-chain columns are the server's: a client's values for them are ignored.
// The review: draft -> submitted for review -> approved (locked) or rejected with a reason -> edited
// -> resubmitted; 'withdraw' takes a submitted entry back to draft before the Master has looked at it
// (ours: the spec is silent). Only a draft may be deleted: once submitted, an entry is part of the record.
import { FUEL_TYPES } from '../../rules/fuel';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { LOGBOOK_REVIEW_ROLES, LOGBOOK_WRITE_ROLES } from './logbook-roles';
import { fieldErrors, isEmpty } from '../refine-errors';

export const LOGBOOK_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type LogbookStatus = (typeof LOGBOOK_STATUSES)[number];

/** The shortest rejection reason the server accepts (ours: a reason must say something). */
export const REJECTION_REASON_MIN_LENGTH = 5;

export const LOGBOOK_TYPES = ['deck', 'engine', 'radio'] as const;
export type LogbookType = (typeof LOGBOOK_TYPES)[number];

/** What an entry records (ours: the events a deck, engine or radio log is written for). */
export const LOGBOOK_ENTRY_TYPES = [
  'watch',
  'noon_report',
  'departure',
  'arrival',
  'anchoring',
  'course_change',
  'bunkering',
  'drill',
  'incident',
  'machinery',
  'communication',
  'weather',
  'other',
] as const;

/** The 16 points of the compass, and calm / variable wind. */
export const WIND_DIRECTIONS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
  'calm',
  'variable',
] as const;

/** Visibility classes of spec section 9: over 10 NM, 5-10, 2-5, under 2. */
export const VISIBILITY_CLASSES = ['over_10_nm', '5_to_10_nm', '2_to_5_nm', 'under_2_nm'] as const;

/** Radio traffic by priority (ITU Radio Regulations art. 33: distress, urgency, safety; ours: routine, tests). */
export const RADIO_MESSAGE_CATEGORIES = ['distress', 'urgency', 'safety', 'routine', 'gmdss_test'] as const;

/** Spec section 5 / 9: title at least 3 and under 200 characters, description at least 10. */
export const LOGBOOK_TITLE_MIN_LENGTH = 3;
export const LOGBOOK_TITLE_MAX_LENGTH = 199;
export const LOGBOOK_DESCRIPTION_MIN_LENGTH = 10;

/** Data each logbook type requires besides the common fields (spec section 5 'Logbook'). */
export const LOGBOOK_REQUIRED_BY_TYPE: Record<LogbookType, readonly string[]> = {
  deck: ['latitude', 'longitude'],
  engine: ['me_rpm', 'me_running_hours', 'fuel_consumed_mt'],
  radio: [],
};

/** The deck log's fields a position fills (navigation/position-log-line.ts), in the order of its form. */
export const DECK_LOG_DATA_FIELDS = [
  'latitude',
  'longitude',
  'course',
  'speed',
  'wind_direction',
  'wind_force',
  'sea_state',
  'visibility',
  'barometric_pressure',
  'weather',
] as const;

/** The data each type's form adds after the title and description (the common fields always show). */
const LOGBOOK_SECTIONS_BY_TYPE = {
  deck: [[...DECK_LOG_DATA_FIELDS, 'distance_nm', 'fuel_consumed_mt']],
  engine: [
    [
      'me_rpm',
      'me_load_percent',
      'me_running_hours',
      'aux_running_hours',
      'fuel_type',
      'fuel_consumed_mt',
      'fuel_rob_mt',
      'distance_nm',
    ],
  ],
  radio: [['radio_station', 'radio_frequency', 'message_category', 'latitude', 'longitude']],
} as const;

export const logbookEntryEntity = defineEntity({
  name: 'logbookEntry',
  module: 'logbook',
  resource: 'logbook-entries',
  table: 'logbook_entries',
  localTable: 'logbook_entries',
  scope: 'vessel',
  fields: {
    entry_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    logbook_type: { kind: 'enum', values: LOGBOOK_TYPES, required: true, filter: true, sort: true },
    entry_at: { kind: 'dateTime', required: true, sort: true, utc: true },
    entry_type: { kind: 'enum', values: LOGBOOK_ENTRY_TYPES, required: true, filter: true, sort: true },
    title: { kind: 'text', required: true, maxLength: LOGBOOK_TITLE_MAX_LENGTH, sort: true, search: true },
    description: { kind: 'longText', required: true, maxLength: 8000, search: true },
    watch_keeper_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    watch_period_id: { kind: 'reference', references: 'watchPeriod', filter: true },
    latitude: { kind: 'number', unit: '°', min: -90, max: 90 },
    longitude: { kind: 'number', unit: '°', min: -180, max: 180 },
    course: { kind: 'number', unit: '°', min: 0, max: 360 },
    speed: { kind: 'number', unit: 'kn', min: 0, max: 60 },
    wind_direction: { kind: 'enum', values: WIND_DIRECTIONS },
    /** Beaufort scale. */
    wind_force: { kind: 'number', unit: 'Bft', min: 0, max: 12, integer: true },
    /** Douglas sea scale. */
    sea_state: { kind: 'number', min: 0, max: 9, integer: true },
    visibility: { kind: 'enum', values: VISIBILITY_CLASSES },
    barometric_pressure: { kind: 'number', unit: 'hPa', min: 870, max: 1090 },
    weather: { kind: 'text', maxLength: 200 },
    distance_nm: { kind: 'number', unit: 'NM', min: 0, max: 2000 },
    fuel_consumed_mt: { kind: 'number', unit: 'MT', min: 0, max: 1000 },
    me_rpm: { kind: 'number', unit: 'rpm', min: 0, max: 3000 },
    me_load_percent: { kind: 'number', unit: '%', min: 0, max: 120 },
    me_running_hours: { kind: 'number', unit: 'h', min: 0 },
    aux_running_hours: { kind: 'number', unit: 'h', min: 0 },
    fuel_type: { kind: 'enum', values: FUEL_TYPES },
    fuel_rob_mt: { kind: 'number', unit: 'MT', min: 0, max: 100000 },
    radio_station: { kind: 'text', maxLength: 100 },
    radio_frequency: { kind: 'text', maxLength: 50 },
    message_category: { kind: 'enum', values: RADIO_MESSAGE_CATEGORIES },
    crew_on_watch: { kind: 'text', maxLength: 500 },
    remarks: { kind: 'longText', maxLength: 4000 },
    attachment_id: { kind: 'attachment' },
    status: {
      kind: 'enum',
      values: LOGBOOK_STATUSES,
      tones: { submitted: 'blue', approved: 'green', rejected: 'red' },
      filter: true,
      sort: true,
    },
    submitted_at: { kind: 'dateTime', sort: true },
    submitted_by: { kind: 'reference', references: 'user' },
    approved_at: { kind: 'dateTime', sort: true },
    approved_by: { kind: 'reference', references: 'user', filter: true },
    rejected_at: { kind: 'dateTime' },
    rejected_by: { kind: 'reference', references: 'user' },
    rejection_reason: { kind: 'longText', maxLength: 2000 },
    chain_position: { kind: 'number', integer: true, min: 1 },
    previous_hash: { kind: 'text', maxLength: 64 },
    content_hash: { kind: 'text', maxLength: 64 },
  },
  titleField: 'title',
  defaultSort: '-entry_at',
  list: {
    columns: ['entry_number', 'entry_at', 'logbook_type', 'entry_type', 'title', 'watch_keeper_id', 'status'],
    dateFilterField: 'entry_at',
    filterBar: ['logbook_type', 'status', 'entry_type'],
  },
  form: {
    sections: [
      ['logbook_type', 'entry_at', 'entry_type', 'watch_keeper_id', 'watch_period_id'],
      ['title', 'description'],
      ['crew_on_watch', 'remarks', 'attachment_id'],
    ],
    variants: { field: 'logbook_type', at: 2, sections: LOGBOOK_SECTIONS_BY_TYPE },
  },
  stats: [
    { key: 'total' },
    { key: 'draft', where: [{ field: 'status', op: 'eq', value: 'draft' }] },
    { key: 'submitted', where: [{ field: 'status', op: 'eq', value: 'submitted' }], tone: 'warning' },
    { key: 'rejected', where: [{ field: 'status', op: 'eq', value: 'rejected' }], tone: 'danger' },
    { key: 'approved', where: [{ field: 'status', op: 'eq', value: 'approved' }], tone: 'ok' },
  ],
  writeRoles: LOGBOOK_WRITE_ROLES,
  // Required on a write; its column allows null.
  requiredOnWriteOnly: ['watch_keeper_id'],
  serverFields: [
    'entry_number',
    'submitted_at',
    'submitted_by',
    'approved_at',
    'approved_by',
    'rejected_at',
    'rejected_by',
    'rejection_reason',
    'chain_position',
    'previous_hash',
    'content_hash',
  ],
  // D-2026-0042: per vessel, logbook type and year of the entry.
  numbering: {
    field: 'entry_number',
    prefix: { field: 'logbook_type', values: { deck: 'D', engine: 'E', radio: 'R' } },
    yearOf: 'entry_at',
  },
  workflow: {
    field: 'status',
    initial: 'draft',
    actions: {
      submit: {
        from: ['draft', 'rejected'],
        to: 'submitted',
        roles: LOGBOOK_WRITE_ROLES,
        requiresValidRow: true,
        sets: { submitted_at: 'now', submitted_by: 'user' },
        tone: 'primary',
      },
      withdraw: {
        from: ['submitted'],
        to: 'draft',
        roles: LOGBOOK_WRITE_ROLES,
        sets: { submitted_at: null, submitted_by: null },
        tone: 'neutral',
      },
      // Approval seals the entry into its vessel's hash chain (the server's logbook hooks); the
      // reasons of an earlier rejection stay in the audit trail.
      approve: {
        from: ['submitted'],
        to: 'approved',
        roles: LOGBOOK_REVIEW_ROLES,
        refusedCode: 'review_master_only',
        sets: {
          approved_at: 'now',
          approved_by: 'user',
          rejected_at: null,
          rejected_by: null,
          rejection_reason: null,
        },
        tone: 'positive',
      },
      reject: {
        from: ['submitted'],
        to: 'rejected',
        roles: LOGBOOK_REVIEW_ROLES,
        refusedCode: 'review_master_only',
        input: {
          reason: {
            kind: 'longText',
            required: true,
            minLength: REJECTION_REASON_MIN_LENGTH,
            maxLength: 2000,
            requiredKey: 'validation:rejectionReasonRequired',
            column: 'rejection_reason',
          },
        },
        sets: { rejected_at: 'now', rejected_by: 'user' },
        tone: 'danger',
      },
    },
    locked: { states: ['approved'], code: 'entry_locked' },
    editableIn: { states: ['draft', 'rejected'], code: 'entry_under_review' },
    deletableIn: { states: ['draft'], code: 'entry_not_deletable' },
  },
  refine: (row, { now }) => {
    const { errors, add } = fieldErrors();
    if (typeof row.title === 'string' && row.title.trim().length < LOGBOOK_TITLE_MIN_LENGTH) {
      add('title', 'validation:logbookTitleLength');
    }
    if (
      typeof row.description === 'string' &&
      row.description.trim().length < LOGBOOK_DESCRIPTION_MIN_LENGTH
    ) {
      add('description', 'validation:logbookDescriptionLength');
    }
    if (typeof row.entry_at === 'string' && Date.parse(row.entry_at) > Date.parse(now)) {
      add('entry_at', 'validation:logbookFutureDate');
    }
    const required = LOGBOOK_REQUIRED_BY_TYPE[row.logbook_type as LogbookType] ?? [];
    for (const field of required) {
      if (isEmpty(row[field])) add(field, `validation:logbookRequired.${String(row.logbook_type)}`);
    }
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a deck-log entry as an officer writes it (the
// contract test's clock stands at 2026-11-22 08:00 UTC).
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
