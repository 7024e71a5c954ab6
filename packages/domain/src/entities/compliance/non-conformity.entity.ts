// Non-conformities and observations (spec section 2 'compliance/non-conformities', local table
// nonConformities: ncNumber, severity, status, identifiedDate; issue 13; ISM Code 9.1 and 10.2:
// non-conformities reported, investigated and analysed, with corrective actions that prevent
// recurrence). A finding, usually of an audit, is recorded open; its root cause starts the
// corrective action (the actions themselves are corrective actions with its reference); the admins
// ashore close it once the actions are verified as effective (the compliance module's hook refuses
// before: a non-conformity needs at least one action, all verified; an observation needs none).
// Overdue is computed: not closed after its due date. The number (NC-2026-0001) is the server's, per
// vessel and year of the day it was identified.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { ROOT_CAUSE_MIN_LENGTH, SEVERITY_FIELD } from '../safety/incident.entity';
import { closeAction, NON_CONFORMITY_WRITE_ROLES, reopenAction } from './compliance-roles';

export const NON_CONFORMITY_STATUSES = ['open', 'corrective_action', 'closed'] as const;
export type NonConformityStatus = (typeof NON_CONFORMITY_STATUSES)[number];

/** Not closed yet. */
export const NON_CONFORMITY_OPEN_STATUSES = ['open', 'corrective_action'] as const;

/**
 * A major non-conformity is a serious threat to people, the ship or the environment, or a failure of
 * the ISM Code's requirements that needs immediate action (ISM Code 1.1.10); an observation is a
 * statement of fact that needs no corrective action.
 */
export const NON_CONFORMITY_KINDS = ['non_conformity', 'major_non_conformity', 'observation'] as const;
export type NonConformityKind = (typeof NON_CONFORMITY_KINDS)[number];

export const nonConformityEntity = defineEntity({
  name: 'nonConformity',
  module: 'compliance',
  resource: 'non-conformities',
  table: 'non_conformities',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    nc_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    kind: {
      kind: 'enum',
      values: NON_CONFORMITY_KINDS,
      tones: { non_conformity: 'orange', major_non_conformity: 'red', observation: 'cyan' },
      required: true,
      filter: true,
      sort: true,
    },
    title: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    severity: SEVERITY_FIELD,
    identified_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    /** When its corrective action is to be done. */
    due_date: {
      kind: 'date',
      sort: true,
      order: { relation: 'notBefore', field: 'identified_date', message: 'validation:dueBeforeIdentified' },
    },
    /** The audit whose finding it is. */
    audit_id: {
      kind: 'reference',
      references: 'audit',
      filter: true,
      // No finding is recorded against a closed audit (modules/compliance/compliance.hooks.ts).
      pickable: [{ field: 'status', op: 'neq', value: 'closed' }],
    },
    /** The clause of the ISM Code (or of the audited standard) it fails, e.g. '10.3'. */
    ism_clause: { kind: 'text', maxLength: 50, sort: true, search: true },
    description: { kind: 'longText', required: true, maxLength: 4000, search: true },
    root_cause: { kind: 'longText', maxLength: 4000 },
    /** Changed by the workflow steps, not by an edit. */
    status: {
      kind: 'enum',
      values: NON_CONFORMITY_STATUSES,
      tones: { open: 'blue', corrective_action: 'yellow', closed: 'green' },
      filter: true,
      sort: true,
    },
    verification_notes: { kind: 'longText', maxLength: 4000 },
    closed_at: { kind: 'dateTime', sort: true },
    closed_by: { kind: 'reference', references: 'user' },
  },
  computed: {
    /** Not closed after its due date. */
    is_overdue: {
      kind: 'boolean',
      when: [
        { field: 'status', op: 'in', value: NON_CONFORMITY_OPEN_STATUSES },
        { field: 'due_date', op: 'lt', value: todayPlus(0) },
      ],
      filter: true,
      sort: true,
    },
  },
  titleFields: ['nc_number', 'title'],
  titleField: 'title',
  defaultSort: '-identified_date',
  list: {
    columns: [
      'nc_number',
      'kind',
      'title',
      'severity',
      'audit_id',
      'ism_clause',
      'identified_date',
      'due_date',
      'status',
      'is_overdue',
    ],
    dateFilterField: 'identified_date',
    filterBar: ['status', 'kind', 'severity', 'is_overdue', 'audit_id'],
  },
  form: {
    sections: [
      ['kind', 'severity', 'identified_date', 'due_date'],
      ['audit_id', 'ism_clause'],
      ['title'],
      ['description'],
      ['root_cause'],
      ['verification_notes'],
    ],
    create: [
      ['kind', 'severity', 'identified_date', 'due_date'],
      ['audit_id', 'ism_clause'],
      ['title'],
      ['description'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'open', where: [{ field: 'status', op: 'eq', value: 'open' }], tone: 'warning' },
    { key: 'correctiveAction', where: [{ field: 'status', op: 'eq', value: 'corrective_action' }] },
    { key: 'overdue', where: [{ field: 'is_overdue', op: 'eq', value: true }], tone: 'danger' },
    // By kind: the majors not closed yet are the alert.
    {
      key: 'majorOpen',
      where: [
        { field: 'kind', op: 'eq', value: 'major_non_conformity' },
        { field: 'status', op: 'in', value: NON_CONFORMITY_OPEN_STATUSES },
      ],
      tone: 'danger',
    },
    { key: 'nonConformities', where: [{ field: 'kind', op: 'eq', value: 'non_conformity' }] },
    { key: 'observations', where: [{ field: 'kind', op: 'eq', value: 'observation' }] },
    { key: 'closed', where: [{ field: 'status', op: 'eq', value: 'closed' }], tone: 'ok' },
  ],
  writeRoles: NON_CONFORMITY_WRITE_ROLES,
  serverFields: ['nc_number', 'closed_at', 'closed_by'],
  numbering: { field: 'nc_number', prefix: 'NC', yearOf: 'identified_date' },
  screen: {
    path: '/compliance/non-conformities',
    group: 'compliance',
    position: 20,
    icon: 'alertTriangle',
  },
  workflow: {
    field: 'status',
    initial: 'open',
    actions: {
      // The cause analysed (ISM Code 9.2): the corrective action starts.
      startAction: {
        from: ['open'],
        to: 'corrective_action',
        roles: NON_CONFORMITY_WRITE_ROLES,
        input: {
          root_cause: {
            kind: 'longText',
            required: true,
            minLength: ROOT_CAUSE_MIN_LENGTH,
            maxLength: 4000,
            requiredKey: 'validation:ncRootCauseRequired',
            column: 'root_cause',
          },
        },
        tone: 'primary',
      },
      // Its actions verified as effective (the compliance module's hook checks it): by the admins ashore.
      close: {
        ...closeAction(['open', 'corrective_action']),
        input: { verification_notes: { kind: 'longText', maxLength: 4000, column: 'verification_notes' } },
      },
      reopen: reopenAction('corrective_action'),
    },
    locked: { states: ['closed'], code: 'non_conformity_closed' },
    deletableIn: { states: ['open'], code: 'non_conformity_not_deletable' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): an observation, which closes without a corrective
// action (the contract test's clock stands at 2026-11-22).
export const nonConformityFixture = defineFixture(nonConformityEntity, {
  row: {
    kind: 'observation',
    title: 'Garbage record book entries signed late',
    severity: 'minor',
    identified_date: '2026-11-21',
    due_date: '2026-12-21',
    ism_clause: '11.1',
    description: 'Three entries of the garbage record book were signed by the officer days later.',
  },
  update: { severity: 'moderate' },
  inputs: {
    startAction: { root_cause: 'Officer in charge not aware of the same-day signing rule.' },
    close: { verification_notes: 'Entries of the last month checked: signed on the day.' },
  },
});
