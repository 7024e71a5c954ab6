// Inspections (spec section 2 'safety/inspections', section 3 'Inspection', states section 4, local
// table inspections; issue 13 'Inspections'): a port state control, flag state, class, vetting or
// internal inspection is scheduled for a day, conducted (in progress) and ends completed (pass, or
// pass with deficiencies) or failed (the result is then 'fail': modules/safety/inspection.hooks.ts).
// Its deficiencies are rows of their own (inspection-deficiency.entity.ts). The number (INS-2026-0001)
// is the server's, per vessel and year of the inspection day. The pass rate is a declared stat: of the
// inspections with a result, the share that passed. Its deficiency count is the server's
// (modules/safety/inspection.hooks.ts), and a clean 'pass' is refused while deficiencies are recorded.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { INSPECTION_DELETE_ROLES, INSPECTION_ROLES } from './safety-roles';

export const INSPECTION_TYPES = ['psc', 'flag_state', 'class', 'vetting', 'internal'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

/** Spec section 4: scheduled, inProgress, completed, failed. */
export const INSPECTION_STATUSES = ['scheduled', 'in_progress', 'completed', 'failed'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Spec section 4: pass, pass with deficiencies, fail, pending. */
export const INSPECTION_RESULTS = ['pass', 'pass_with_deficiencies', 'fail', 'pending'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** The results a completed inspection may have (a failed one has 'fail'). */
export const INSPECTION_PASS_RESULTS = ['pass', 'pass_with_deficiencies'] as const;

const DECIDED = { field: 'result', op: 'in', value: ['pass', 'pass_with_deficiencies', 'fail'] } as const;

export const inspectionEntity = defineEntity({
  name: 'inspection',
  module: 'safety',
  resource: 'inspections',
  table: 'inspections',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    inspection_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    inspection_type: {
      kind: 'enum',
      values: INSPECTION_TYPES,
      tones: { psc: 'orange', flag_state: 'blue', class: 'grape', vetting: 'cyan', internal: 'teal' },
      required: true,
      filter: true,
      sort: true,
      search: true,
    },
    /** The port state control regime, flag administration, class society, oil major or company. */
    authority: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    port: { kind: 'text', maxLength: 200, sort: true, search: true },
    inspector: { kind: 'text', maxLength: 200, sort: true, search: true },
    inspection_date: { kind: 'date', required: true, sort: true },
    /** 'pending' until the inspection ends: the 'complete' step's input, 'fail' on 'fail'. */
    result: {
      kind: 'enum',
      values: INSPECTION_RESULTS,
      tones: { pass: 'green', pass_with_deficiencies: 'yellow', fail: 'red', pending: 'gray' },
      defaultValue: 'pending',
      filter: true,
      sort: true,
    },
    /** Changed by the workflow steps, not by an edit. */
    status: {
      kind: 'enum',
      values: INSPECTION_STATUSES,
      tones: { scheduled: 'blue', in_progress: 'yellow', completed: 'green', failed: 'red' },
      filter: true,
      sort: true,
    },
    remarks: { kind: 'longText', maxLength: 4000, search: true },
    completed_at: { kind: 'dateTime', sort: true },
    completed_by: { kind: 'reference', references: 'user' },
    /** How many deficiencies it records (the server counts the deficiency rows). */
    deficiency_count: { kind: 'number', integer: true, min: 0, max: 10000, sort: true },
  },
  titleFields: ['inspection_number', 'authority'],
  titleField: 'authority',
  defaultSort: '-inspection_date',
  list: {
    columns: [
      'inspection_number',
      'inspection_date',
      'inspection_type',
      'authority',
      'port',
      'inspector',
      'status',
      'result',
      'deficiency_count',
    ],
    dateFilterField: 'inspection_date',
    filterBar: ['status', 'inspection_type', 'result'],
  },
  form: {
    sections: [['inspection_type', 'inspection_date', 'authority', 'port'], ['inspector'], ['remarks']],
  },
  stats: [
    // Of the inspections with a result, the share that passed (with or without deficiencies).
    {
      key: 'passRate',
      where: [{ field: 'result', op: 'in', value: INSPECTION_PASS_RESULTS }],
      among: [DECIDED],
      tone: 'ok',
    },
    { key: 'total' },
    { key: 'scheduled', where: [{ field: 'status', op: 'eq', value: 'scheduled' }] },
    { key: 'failed', where: [{ field: 'status', op: 'eq', value: 'failed' }], tone: 'danger' },
  ],
  writeRoles: INSPECTION_ROLES,
  deleteRoles: INSPECTION_DELETE_ROLES,
  serverFields: ['inspection_number', 'result', 'completed_at', 'completed_by', 'deficiency_count'],
  numbering: { field: 'inspection_number', prefix: 'INS', yearOf: 'inspection_date' },
  screen: {
    path: '/safety/inspections',
    group: 'safety',
    position: 10,
    icon: 'search',
    tabs: { deficiencies: 'inspectionDeficiency' },
  },
  workflow: {
    field: 'status',
    initial: 'scheduled',
    actions: {
      start: { from: ['scheduled'], to: 'in_progress', roles: INSPECTION_ROLES, tone: 'primary' },
      complete: {
        from: ['scheduled', 'in_progress'],
        to: 'completed',
        roles: INSPECTION_ROLES,
        input: {
          result: { kind: 'enum', values: INSPECTION_PASS_RESULTS, required: true, column: 'result' },
          remarks: { kind: 'longText', maxLength: 4000, column: 'remarks' },
        },
        sets: { completed_at: 'now', completed_by: 'user' },
        tone: 'positive',
      },
      // Failed (a PSC detention, a class or vetting failure): the result becomes 'fail'.
      fail: {
        from: ['scheduled', 'in_progress'],
        to: 'failed',
        roles: INSPECTION_ROLES,
        input: { remarks: { kind: 'longText', maxLength: 4000, column: 'remarks' } },
        sets: { completed_at: 'now', completed_by: 'user' },
        tone: 'danger',
      },
      // A re-inspection (after a detention is lifted, or a result corrected): the result is pending again.
      reopen: {
        from: ['completed', 'failed'],
        to: 'in_progress',
        roles: INSPECTION_DELETE_ROLES,
        refusedCode: 'inspection_reopen_master_only',
        sets: { completed_at: null, completed_by: null },
        tone: 'neutral',
      },
    },
    locked: { states: ['completed', 'failed'], code: 'inspection_closed' },
    deletableIn: { states: ['scheduled'], code: 'inspection_not_deletable' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a port state control inspection as the Master
// schedules it (the contract test's clock stands at 2026-11-22).
export const inspectionFixture = defineFixture(inspectionEntity, {
  row: {
    inspection_type: 'psc',
    inspection_date: '2026-11-25',
    authority: 'Paris MoU - Netherlands (ILT)',
    port: 'Rotterdam',
    inspector: 'J. de Vries',
  },
  update: { inspector: 'J. de Vries, M. Bakker' },
  inputs: { complete: { result: 'pass_with_deficiencies', remarks: 'Two deficiencies, none detainable.' } },
});
