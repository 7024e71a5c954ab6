// Drills (spec section 3 'Drill', states section 4, local table drills; issue 13 'Drills'): a drill is
// scheduled for a day, then completed with the day it was held, its duration, the performance and the
// debrief. Overdue (spec section 4) is computed: scheduled and its day has passed. Who took part is a
// row per crew member (table drill_participants, written by PUT /api/v1/drills/:id/participants of the
// safety module, each id checked by the reference check) rather than a count; completing a drill writes
// each participant's training record (modules/safety/drill.hooks.ts). The SOLAS check per person
// (rules/drills.ts) reads the completed fire and abandon-ship drills with their participants.
import { OPERATIONAL_WRITE_ROLES } from '../../auth/roles';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';

/** The kinds of drill held on board (SOLAS III/19, V/26, MSC.350(92), MARPOL SOPEP, ISPS). */
export const DRILL_KINDS = [
  'fire',
  'abandon_ship',
  'man_overboard',
  'enclosed_space',
  'rescue_boat',
  'emergency_steering',
  'oil_spill',
  'security',
  'medical',
  'collision',
  'other',
] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** Stored states; 'overdue' (spec section 4) is computed: see `is_overdue`. */
export const DRILL_STATUSES = ['scheduled', 'completed'] as const;
export const DRILL_PERFORMANCES = ['excellent', 'satisfactory', 'needs_improvement'] as const;
export const DRILL_WRITE_ROLES = OPERATIONAL_WRITE_ROLES;
/** The most crew members one drill records (a large passenger ship's crew). */
export const MAX_DRILL_PARTICIPANTS = 500;

const SCHEDULED = { field: 'status', op: 'eq', value: 'scheduled' } as const;

export const drillEntity = defineEntity({
  name: 'drill',
  module: 'safety',
  resource: 'drills',
  table: 'drills',
  scope: 'vessel',
  fields: {
    drill_type: {
      kind: 'enum',
      values: DRILL_KINDS,
      tones: { fire: 'red', abandon_ship: 'orange', man_overboard: 'blue', enclosed_space: 'grape' },
      required: true,
      filter: true,
      sort: true,
    },
    scheduled_date: { kind: 'date', required: true, sort: true },
    conductor: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    location: { kind: 'text', maxLength: 200, search: true },
    scenario: { kind: 'longText', maxLength: 4000 },
    /** Changed by the workflow's step (complete), not by an edit. */
    status: {
      kind: 'enum',
      values: DRILL_STATUSES,
      tones: { scheduled: 'blue', completed: 'green' },
      filter: true,
      sort: true,
    },
    /** The day it was held (the 'complete' step's input). */
    held_date: { kind: 'date', sort: true },
    duration_minutes: { kind: 'number', integer: true, min: 1, max: 1440, unit: 'min', sort: true },
    performance: {
      kind: 'enum',
      values: DRILL_PERFORMANCES,
      tones: { excellent: 'green', satisfactory: 'blue', needs_improvement: 'orange' },
      filter: true,
      sort: true,
    },
    debrief: { kind: 'longText', maxLength: 4000 },
    /** The next drill of the kind; on completion the server fills it by the kind's rule when empty. */
    next_due_date: { kind: 'date', sort: true },
    /** How many crew members took part (the server counts the participant rows). */
    participant_count: { kind: 'number', integer: true, min: 0, max: MAX_DRILL_PARTICIPANTS, sort: true },
  },
  computed: {
    /** Scheduled, and its day has passed without it being completed. */
    is_overdue: {
      kind: 'boolean',
      when: [SCHEDULED, { field: 'scheduled_date', op: 'lt', value: todayPlus(0) }],
      filter: true,
      sort: true,
    },
  },
  // Named by its kind and day; the conductor is the text field a picker sorts by.
  titleField: 'conductor',
  titleFields: ['drill_type', 'scheduled_date'],
  defaultSort: '-scheduled_date',
  list: {
    columns: [
      'drill_type',
      'scheduled_date',
      'conductor',
      'location',
      'status',
      'is_overdue',
      'held_date',
      'participant_count',
      'performance',
      'next_due_date',
    ],
    dateFilterField: 'scheduled_date',
    filterBar: ['drill_type', 'status', 'is_overdue', 'performance'],
  },
  form: {
    sections: [
      ['drill_type', 'scheduled_date', 'conductor', 'location'],
      ['scenario', 'next_due_date'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'scheduled', where: [SCHEDULED] },
    { key: 'completed', where: [{ field: 'status', op: 'eq', value: 'completed' }], tone: 'ok' },
    { key: 'overdue', where: [{ field: 'is_overdue', op: 'eq', value: true }], tone: 'danger' },
    // Participation: of the completed drills, the share that records who took part (each crew
    // member a row); who on board is overdue by the SOLAS rule is the SOLAS panel's (rules/drills.ts).
    {
      key: 'participation',
      where: [{ field: 'participant_count', op: 'gt', value: 0 }],
      among: [{ field: 'status', op: 'eq', value: 'completed' }],
      tone: 'ok',
    },
  ],
  writeRoles: DRILL_WRITE_ROLES,
  screen: { path: '/safety/drills', group: 'safety', position: 30, icon: 'flame' },
  serverFields: ['participant_count'],
  workflow: {
    field: 'status',
    initial: 'scheduled',
    actions: {
      complete: {
        from: ['scheduled'],
        to: 'completed',
        roles: DRILL_WRITE_ROLES,
        input: {
          held_date: { kind: 'date', defaultToday: true, notAfterToday: true, column: 'held_date' },
          duration_minutes: {
            kind: 'number',
            integer: true,
            min: 1,
            max: 1440,
            unit: 'min',
            required: true,
            column: 'duration_minutes',
          },
          performance: { kind: 'enum', values: DRILL_PERFORMANCES, required: true, column: 'performance' },
          debrief: { kind: 'longText', maxLength: 4000, column: 'debrief' },
        },
        tone: 'positive',
      },
    },
    // A completed drill is part of the record (its participants' training records are written).
    locked: { states: ['completed'], code: 'drill_completed' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a monthly fire drill as the chief officer
// schedules it (the contract test's clock stands at 2026-11-22).
export const drillFixture = defineFixture(drillEntity, {
  row: {
    drill_type: 'fire',
    scheduled_date: '2026-11-20',
    conductor: 'C/O A. Petrov',
    location: 'Engine room, fire station 3',
    scenario: 'Fire in the purifier room; boundary cooling and casualty recovery.',
  },
  update: { location: 'Engine room, purifier flat' },
  inputs: { complete: { held_date: '2026-11-21', duration_minutes: 45, performance: 'satisfactory' } },
});
