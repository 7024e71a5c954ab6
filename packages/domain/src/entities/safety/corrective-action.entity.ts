// Corrective actions (spec section 2 'corrective-actions', local table corrective_actions: status,
// severity, assignedTo, reportedBy, reportedDate, dueDate; issue 13; ISM Code 9.2): the one place
// where the actions from an incident (later also a deficiency, an audit finding, a non-conformity)
// live. Open -> in progress -> completed -> verified (the Master or an admin verifies it was
// effective, or reopens it). Overdue is computed on read. The number (CA-2026-0001) is the server's,
// per vessel and year of the report.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { SEVERITY_FIELD } from './incident.entity';
import { CORRECTIVE_ACTION_VERIFY_ROLES, CORRECTIVE_ACTION_WRITE_ROLES } from './safety-roles';

export const CORRECTIVE_ACTION_STATUSES = ['open', 'in_progress', 'completed', 'verified'] as const;
export type CorrectiveActionStatus = (typeof CORRECTIVE_ACTION_STATUSES)[number];

/** Where the action comes from (issue 13); for now only an incident is a reference. */
export const CORRECTIVE_ACTION_SOURCES = [
  'incident',
  'inspection',
  'audit',
  'non_conformity',
  'drill',
  'deficiency',
  'other',
] as const;

/** Still to be done: open or in progress. */
export const CORRECTIVE_ACTION_UNFINISHED = {
  field: 'status',
  op: 'in',
  value: ['open', 'in_progress'],
} as const;

export const correctiveActionEntity = defineEntity({
  name: 'correctiveAction',
  module: 'safety',
  resource: 'corrective-actions',
  table: 'corrective_actions',
  localTable: 'corrective_actions',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    action_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    title: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    description: { kind: 'longText', required: true, maxLength: 4000, search: true },
    source: { kind: 'enum', values: CORRECTIVE_ACTION_SOURCES, required: true, filter: true, sort: true },
    incident_id: { kind: 'reference', references: 'incident', filter: true },
    /** The non-conformity (an audit's finding) the action closes. */
    non_conformity_id: {
      kind: 'reference',
      references: 'nonConformity',
      filter: true,
      // A closed finding takes no new action (modules/compliance/compliance.hooks.ts refuses it).
      pickable: [{ field: 'status', op: 'neq', value: 'closed' }],
    },
    /** The inspection deficiency it rectifies (source 'deficiency'). */
    deficiency_id: { kind: 'reference', references: 'inspectionDeficiency', filter: true },
    severity: SEVERITY_FIELD,
    assigned_to: {
      kind: 'reference',
      references: 'user',
      roles: CORRECTIVE_ACTION_WRITE_ROLES,
      required: true,
      filter: true,
    },
    reported_by: { kind: 'reference', references: 'user', filter: true },
    reported_date: { kind: 'date', required: true, sort: true },
    due_date: {
      kind: 'date',
      required: true,
      sort: true,
      order: { relation: 'notBefore', field: 'reported_date', message: 'validation:dueBeforeReported' },
    },
    /** Changed by the workflow steps, not by an edit. */
    status: {
      kind: 'enum',
      values: CORRECTIVE_ACTION_STATUSES,
      tones: { open: 'blue', in_progress: 'yellow', completed: 'teal', verified: 'green' },
      filter: true,
      sort: true,
    },
    completed_date: { kind: 'date', sort: true },
    completion_notes: { kind: 'longText', maxLength: 4000 },
    /** The evidence that the action was done (an attachment: a photo, a report). */
    evidence_id: { kind: 'attachment' },
    verified_at: { kind: 'dateTime', sort: true },
    verified_by: { kind: 'reference', references: 'user' },
    verification_notes: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    /** The due date has passed and the action is neither completed nor verified. */
    is_overdue: {
      kind: 'boolean',
      when: [CORRECTIVE_ACTION_UNFINISHED, { field: 'due_date', op: 'lt', value: todayPlus(0) }],
      filter: true,
      sort: true,
    },
  },
  titleField: 'title',
  defaultSort: 'due_date',
  list: {
    columns: [
      'action_number',
      'title',
      'source',
      'incident_id',
      'severity',
      'assigned_to',
      'due_date',
      'status',
      'is_overdue',
    ],
    dateFilterField: 'due_date',
    filterBar: ['status', 'severity', 'source', 'is_overdue', 'incident_id', 'non_conformity_id'],
  },
  form: {
    sections: [
      ['title', 'source', 'incident_id', 'non_conformity_id', 'severity'],
      ['deficiency_id'],
      ['assigned_to', 'reported_by', 'reported_date', 'due_date'],
      ['description'],
      ['completed_date', 'completion_notes'],
      ['evidence_id'],
    ],
    create: [
      ['title', 'source', 'incident_id', 'non_conformity_id', 'severity'],
      ['deficiency_id'],
      ['assigned_to', 'reported_by', 'reported_date', 'due_date'],
      ['description'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'open', where: [{ field: 'status', op: 'eq', value: 'open' }] },
    { key: 'inProgress', where: [{ field: 'status', op: 'eq', value: 'in_progress' }] },
    { key: 'overdue', where: [{ field: 'is_overdue', op: 'eq', value: true }], tone: 'danger' },
    {
      key: 'awaitingVerification',
      where: [{ field: 'status', op: 'eq', value: 'completed' }],
      tone: 'warning',
    },
    { key: 'verified', where: [{ field: 'status', op: 'eq', value: 'verified' }], tone: 'ok' },
  ],
  writeRoles: CORRECTIVE_ACTION_WRITE_ROLES,
  serverFields: ['action_number', 'verified_at', 'verified_by'],
  numbering: { field: 'action_number', prefix: 'CA', yearOf: 'reported_date' },
  requiredOnWriteOnly: ['assigned_to'],
  screen: { path: '/corrective-actions', group: 'correctiveActions', position: 10, icon: 'arrowBack' },
  workflow: {
    field: 'status',
    initial: 'open',
    actions: {
      start: {
        from: ['open'],
        to: 'in_progress',
        roles: CORRECTIVE_ACTION_WRITE_ROLES,
        tone: 'primary',
      },
      complete: {
        from: ['open', 'in_progress'],
        to: 'completed',
        roles: CORRECTIVE_ACTION_WRITE_ROLES,
        input: {
          completed_date: { kind: 'date', defaultToday: true, notAfterToday: true, column: 'completed_date' },
          completion_notes: { kind: 'longText', maxLength: 4000, column: 'completion_notes' },
        },
        tone: 'positive',
      },
      // Verification of effectiveness (ISM Code 9.2): by the Master or an admin.
      verify: {
        from: ['completed'],
        to: 'verified',
        roles: CORRECTIVE_ACTION_VERIFY_ROLES,
        refusedCode: 'corrective_action_verify_master_only',
        input: { verification_notes: { kind: 'longText', maxLength: 4000, column: 'verification_notes' } },
        sets: { verified_at: 'now', verified_by: 'user' },
        tone: 'positive',
      },
      // Not effective: the work goes on.
      reopen: {
        from: ['completed', 'verified'],
        to: 'in_progress',
        roles: CORRECTIVE_ACTION_VERIFY_ROLES,
        refusedCode: 'corrective_action_verify_master_only',
        sets: { completed_date: null, verified_at: null, verified_by: null },
        tone: 'neutral',
      },
    },
    locked: { states: ['verified'], code: 'corrective_action_verified' },
  },
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    if (row.incident_id && row.source !== 'incident') {
      errors.source = ['validation:sourceNotIncident'];
    }
    if (row.non_conformity_id && row.source !== 'non_conformity') {
      errors.source = ['validation:sourceNotNonConformity'];
    }
    if (row.deficiency_id && row.source !== 'deficiency') {
      errors.source = ['validation:sourceNotDeficiency'];
    }
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): an action after a near miss (the contract test's
// clock stands at 2026-11-22).
export const correctiveActionFixture = defineFixture(correctiveActionEntity, {
  row: {
    title: 'Shorten mooring line inspection interval',
    description: 'Inspect mooring lines monthly and record the condition in the PMS.',
    source: 'other',
    severity: 'moderate',
    reported_date: '2026-11-22',
    due_date: '2026-12-20',
  },
  update: { severity: 'serious' },
  inputs: {
    complete: { completed_date: '2026-11-21', completion_notes: 'Interval changed in the PMS.' },
    verify: { verification_notes: 'Checked at the next inspection.' },
  },
});
