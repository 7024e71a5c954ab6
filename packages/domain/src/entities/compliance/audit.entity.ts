// Audits (spec section 2 'compliance/audits', local table audits: auditNumber, auditType,
// scheduledDate, status; issue 13; ISM Code 12.1 internal audits, 13 the flag's or class's
// verification; ISPS A/9.4 and MLC 2006 inspections alike). An audit is scheduled, held (started on
// the day it is held), completed with its summary, and closed by the admins ashore once every
// finding recorded from it (a non-conformity or an observation) is closed; the compliance module's
// hook refuses to close it before. Overdue is computed: still scheduled after its day. The number
// (AUD-2026-0001) is the server's, per vessel and year of the scheduled date.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { AUDIT_DELETE_ROLES, AUDIT_WRITE_ROLES, closeAction, reopenAction } from './compliance-roles';

export const AUDIT_STATUSES = ['scheduled', 'in_progress', 'completed', 'closed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Internal: the company's own (ISM Code 12.1); external: the flag State, a class society, a PSC/ILO body. */
export const AUDIT_TYPES = ['internal', 'external'] as const;

/** What the audit verifies. */
export const AUDIT_STANDARDS = ['ism', 'isps', 'mlc', 'company'] as const;

export const auditEntity = defineEntity({
  name: 'audit',
  module: 'compliance',
  resource: 'audits',
  table: 'audits',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    audit_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    audit_type: {
      kind: 'enum',
      values: AUDIT_TYPES,
      tones: { internal: 'blue', external: 'grape' },
      required: true,
      filter: true,
      sort: true,
    },
    standard: {
      kind: 'enum',
      values: AUDIT_STANDARDS,
      tones: { ism: 'teal', isps: 'indigo', mlc: 'orange' },
      required: true,
      filter: true,
      sort: true,
    },
    auditor: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    /** The organisation or authority that audits: the company, the flag State, a class society. */
    auditing_body: { kind: 'text', maxLength: 200, sort: true, search: true },
    scheduled_date: { kind: 'date', required: true, sort: true },
    /** The day it was held: given when it is started. */
    held_date: { kind: 'date', notInFuture: true, sort: true },
    scope: { kind: 'longText', maxLength: 4000, search: true },
    /** Changed by the workflow steps, not by an edit. */
    status: {
      kind: 'enum',
      values: AUDIT_STATUSES,
      tones: { scheduled: 'blue', in_progress: 'yellow', completed: 'teal', closed: 'green' },
      filter: true,
      sort: true,
    },
    summary: { kind: 'longText', maxLength: 4000 },
    closed_at: { kind: 'dateTime', sort: true },
    closed_by: { kind: 'reference', references: 'user' },
  },
  computed: {
    /** Still scheduled after its day. */
    is_overdue: {
      kind: 'boolean',
      when: [
        { field: 'status', op: 'eq', value: 'scheduled' },
        { field: 'scheduled_date', op: 'lt', value: todayPlus(0) },
      ],
      filter: true,
      sort: true,
    },
  },
  titleFields: ['audit_number', 'standard', 'audit_type'],
  titleFormat: '{audit_number} · {standard} {audit_type}',
  titleField: 'auditor',
  defaultSort: '-scheduled_date',
  list: {
    columns: [
      'audit_number',
      'audit_type',
      'standard',
      'auditor',
      'auditing_body',
      'scheduled_date',
      'held_date',
      'status',
      'is_overdue',
    ],
    dateFilterField: 'scheduled_date',
    filterBar: ['status', 'audit_type', 'standard', 'is_overdue'],
  },
  form: {
    sections: [
      ['audit_type', 'standard', 'scheduled_date', 'held_date'],
      ['auditor', 'auditing_body'],
      ['scope'],
      ['summary'],
    ],
    create: [['audit_type', 'standard', 'scheduled_date'], ['auditor', 'auditing_body'], ['scope']],
  },
  stats: [
    { key: 'total' },
    { key: 'scheduled', where: [{ field: 'status', op: 'eq', value: 'scheduled' }] },
    { key: 'inProgress', where: [{ field: 'status', op: 'eq', value: 'in_progress' }], tone: 'warning' },
    { key: 'completed', where: [{ field: 'status', op: 'eq', value: 'completed' }] },
    { key: 'overdue', where: [{ field: 'is_overdue', op: 'eq', value: true }], tone: 'danger' },
    { key: 'closed', where: [{ field: 'status', op: 'eq', value: 'closed' }], tone: 'ok' },
  ],
  writeRoles: AUDIT_WRITE_ROLES,
  deleteRoles: AUDIT_DELETE_ROLES,
  serverFields: ['audit_number', 'closed_at', 'closed_by'],
  numbering: { field: 'audit_number', prefix: 'AUD', yearOf: 'scheduled_date' },
  screen: { path: '/compliance/audits', group: 'compliance', position: 10, icon: 'checklist' },
  workflow: {
    field: 'status',
    initial: 'scheduled',
    actions: {
      start: {
        from: ['scheduled'],
        to: 'in_progress',
        roles: AUDIT_WRITE_ROLES,
        input: {
          held_date: { kind: 'date', defaultToday: true, notAfterToday: true, column: 'held_date' },
        },
        tone: 'primary',
      },
      complete: {
        from: ['in_progress'],
        to: 'completed',
        roles: AUDIT_WRITE_ROLES,
        input: { summary: { kind: 'longText', maxLength: 4000, column: 'summary' } },
        tone: 'positive',
      },
      // Every finding closed (the compliance module's hook checks it): by the admins ashore.
      close: closeAction(['completed']),
      reopen: reopenAction('completed'),
    },
    locked: { states: ['closed'], code: 'audit_closed' },
    deletableIn: { states: ['scheduled'], code: 'audit_not_deletable' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): an internal ISM audit (the contract test's clock
// stands at 2026-11-22).
export const auditFixture = defineFixture(auditEntity, {
  row: {
    audit_type: 'internal',
    standard: 'ism',
    auditor: 'Capt. H. Lindqvist (DPA office)',
    auditing_body: 'Company',
    scheduled_date: '2026-11-20',
    scope: 'Shipboard safety management system, ISM Code elements 1 to 12.',
  },
  update: { auditor: 'Capt. M. Berg (DPA office)' },
  inputs: {
    start: { held_date: '2026-11-21' },
    complete: { summary: 'Two non-conformities and one observation recorded.' },
  },
});
