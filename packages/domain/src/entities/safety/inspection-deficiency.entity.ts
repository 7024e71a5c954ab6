// The deficiencies of an inspection (issue 13 'Inspections': rows, not text): the deficiency code of the
// inspection report, what was found, the action the inspector required (the standard action-taken code),
// the day it is due and whether it is open, rectified or closed. A corrective action is raised from a
// deficiency (correctiveAction.deficiency_id). Shown as the 'deficiencies' tab of the inspections
// screen; rectified by whoever does the work, closed by the Master or an admin ashore.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { INSPECTION_DELETE_ROLES, INSPECTION_ROLES } from './safety-roles';

/**
 * The deficiency action-taken codes of port state control, checked against the published lists
 * (packages/domain/README.md 'PSC action codes'): Paris MoU, PSCC Instruction 'Guidance on detention
 * and action taken', Annex 1 'Deficiency action taken' (manual.parismou.org, PSCC58-2025-04), and
 * the Tokyo MoU's action codes as its member administrations print them (10 deficiency rectified, 15
 * rectify at next port, 16 within 14 days, 17 master instructed to rectify before departure, 18
 * within 3 months, 30 ship detained, 99 other, specify). 10 rectified; 15 rectify at the next port;
 * 16 within 14 days; 17 the Master is instructed to rectify before departure; 18 rectify the
 * (ISM) non-conformity within 3 months; 19 rectify the major (ISM) non-conformity before departure
 * (Paris MoU; an older Tokyo MoU list gives 19 another meaning, entrance prohibition); 30 grounds
 * for detention; 99 other, specified in clear text. Inspection-level codes (12 all deficiencies
 * rectified, 20/25 delay, 35/36 release, 40-70 informing others, 80/82 substitutes, 90-97 letters of
 * warning) are not a deficiency's. Outside port state control (flag, class, vetting, internal) the
 * same codes say what was required.
 */
export const PSC_ACTION_CODES = ['10', '15', '16', '17', '18', '19', '30', '99'] as const;
export type PscActionCode = (typeof PSC_ACTION_CODES)[number];

export const DEFICIENCY_STATUSES = ['open', 'rectified', 'closed'] as const;
export type DeficiencyStatus = (typeof DEFICIENCY_STATUSES)[number];

export const inspectionDeficiencyEntity = defineEntity({
  name: 'inspectionDeficiency',
  module: 'safety',
  resource: 'inspection-deficiencies',
  table: 'inspection_deficiencies',
  scope: 'vessel',
  fields: {
    inspection_id: { kind: 'reference', references: 'inspection', required: true, filter: true },
    /** The deficiency code of the report (Paris/Tokyo MoU: five digits, e.g. 07113 fire doors). */
    code: { kind: 'text', maxLength: 20, sort: true, search: true },
    description: { kind: 'longText', required: true, maxLength: 2000, search: true },
    action_code: {
      kind: 'enum',
      values: PSC_ACTION_CODES,
      tones: { '10': 'green', '16': 'yellow', '17': 'orange', '19': 'orange', '30': 'red' },
      required: true,
      filter: true,
      sort: true,
    },
    due_date: { kind: 'date', sort: true },
    /** Changed by the workflow steps, not by an edit. */
    status: {
      kind: 'enum',
      values: DEFICIENCY_STATUSES,
      tones: { open: 'red', rectified: 'teal', closed: 'green' },
      filter: true,
      sort: true,
    },
    rectified_date: { kind: 'date', sort: true },
    rectification: { kind: 'longText', maxLength: 4000 },
  },
  titleFields: ['code', 'description'],
  titleField: 'description',
  defaultSort: 'due_date',
  list: {
    columns: ['inspection_id', 'code', 'description', 'action_code', 'due_date', 'status', 'rectified_date'],
    dateFilterField: 'due_date',
    filterBar: ['inspection_id', 'status', 'action_code'],
  },
  form: {
    sections: [['inspection_id', 'code', 'action_code', 'due_date'], ['description'], ['rectification']],
    create: [['inspection_id', 'code', 'action_code', 'due_date'], ['description']],
  },
  stats: [
    { key: 'total' },
    { key: 'open', where: [{ field: 'status', op: 'eq', value: 'open' }], tone: 'danger' },
    { key: 'rectified', where: [{ field: 'status', op: 'eq', value: 'rectified' }], tone: 'warning' },
    { key: 'closed', where: [{ field: 'status', op: 'eq', value: 'closed' }], tone: 'ok' },
  ],
  writeRoles: INSPECTION_ROLES,
  deleteRoles: INSPECTION_DELETE_ROLES,
  workflow: {
    field: 'status',
    initial: 'open',
    actions: {
      rectify: {
        from: ['open'],
        to: 'rectified',
        roles: INSPECTION_ROLES,
        input: {
          rectified_date: {
            kind: 'date',
            defaultToday: true,
            notAfterToday: true,
            column: 'rectified_date',
          },
          rectification: { kind: 'longText', maxLength: 4000, column: 'rectification' },
        },
        tone: 'positive',
      },
      // Accepted as rectified (by the inspector, the flag or the company).
      close: {
        from: ['rectified'],
        to: 'closed',
        roles: INSPECTION_DELETE_ROLES,
        refusedCode: 'deficiency_close_master_only',
        tone: 'positive',
      },
      reopen: {
        from: ['rectified', 'closed'],
        to: 'open',
        roles: INSPECTION_DELETE_ROLES,
        refusedCode: 'deficiency_close_master_only',
        sets: { rectified_date: null },
        tone: 'neutral',
      },
    },
    locked: { states: ['closed'], code: 'deficiency_closed' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a deficiency of a PSC inspection (the test fills
// the inspection with one of the same vessel; its clock stands at 2026-11-22).
export const inspectionDeficiencyFixture = defineFixture(inspectionDeficiencyEntity, {
  row: {
    code: '07113',
    description: 'Fire door to the engine control room does not close by itself.',
    action_code: '17',
    due_date: '2026-11-23',
  },
  update: { action_code: '16', due_date: '2026-12-05' },
  inputs: { rectify: { rectified_date: '2026-11-21', rectification: 'Door closer renewed and tested.' } },
});
