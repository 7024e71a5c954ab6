// Incidents and near misses (spec section 3 'Incident', states section 4, issue 13; ISM Code 9: reports
// of accidents, hazardous occurrences and non-conformities, investigated and analysed). Anyone on board
// reports; the Master and the officers investigate (root cause, immediate action, risk before and
// after on the 5 x 5 matrix of rules/risk.ts) and close; closing needs a root cause. The number
// (INC-2026-0001) is the server's, per vessel and year of the occurrence. A near miss may be reported
// without a name: the row is then kept and answered without its writer (`anonymousWhen`).
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { INCIDENT_DELETE_ROLES, INCIDENT_INVESTIGATION_ROLES, INCIDENT_REPORT_ROLES } from './safety-roles';

export const INCIDENT_STATUSES = ['reported', 'under_investigation', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Open: not closed yet (reported or under investigation). */
export const INCIDENT_OPEN_STATUSES = ['reported', 'under_investigation'] as const;

/**
 * What happened (ours: the spec names no list; the usual categories of a company's ISM occurrence
 * report, with the near miss as its own type).
 */
export const INCIDENT_TYPES = [
  'near_miss',
  'personal_injury',
  'fire',
  'collision',
  'grounding',
  'pollution',
  'equipment_failure',
  'cargo_damage',
  'security',
  'other',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Spec section 9. */
export const INCIDENT_SEVERITIES = ['minor', 'moderate', 'serious', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** A record's severity on the spec's scale, as incidents, corrective actions and non-conformities declare it. */
export const SEVERITY_FIELD = {
  kind: 'enum',
  values: INCIDENT_SEVERITIES,
  tones: { moderate: 'yellow', serious: 'orange', critical: 'red' },
  required: true,
  filter: true,
  sort: true,
} as const;

/** The shortest root cause the server accepts when an incident is closed (ours). */
export const ROOT_CAUSE_MIN_LENGTH = 10;

/** Likelihood and severity on the risk matrix (spec section 9: 1 to 5). */
const RISK_SCALE = { kind: 'number', min: 1, max: 5, integer: true } as const;

export const incidentEntity = defineEntity({
  name: 'incident',
  module: 'safety',
  resource: 'incidents',
  table: 'incidents',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    incident_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    occurred_at: { kind: 'dateTime', notInFuture: true, required: true, sort: true, utc: true },
    incident_type: {
      kind: 'enum',
      values: INCIDENT_TYPES,
      tones: { near_miss: 'cyan', personal_injury: 'orange', fire: 'red', pollution: 'grape' },
      required: true,
      filter: true,
      sort: true,
      search: true,
    },
    location: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    severity: SEVERITY_FIELD,
    lost_time_injury: { kind: 'boolean', defaultValue: false, filter: true },
    people_involved: { kind: 'text', maxLength: 500 },
    /** Who had the watch, from the logbook when the report is made (the form's default). */
    on_watch: { kind: 'text', maxLength: 500 },
    description: { kind: 'longText', required: true, maxLength: 4000, search: true },
    /** A photo of the scene (an attachment: an image or a PDF of at most 10 MB). */
    photo_id: { kind: 'attachment' },
    /** A near miss reported without a name: nobody, the Master included, learns who reported it. */
    anonymous: { kind: 'boolean', defaultValue: false, filter: true },
    /** Changed by the workflow steps (investigate, close, reopen), not by an edit. */
    status: {
      kind: 'enum',
      values: INCIDENT_STATUSES,
      tones: { reported: 'blue', under_investigation: 'yellow', closed: 'green' },
      filter: true,
      sort: true,
    },
    root_cause: { kind: 'longText', maxLength: 4000 },
    immediate_action: { kind: 'longText', maxLength: 4000 },
    risk_likelihood_before: RISK_SCALE,
    risk_severity_before: RISK_SCALE,
    risk_likelihood_after: RISK_SCALE,
    risk_severity_after: RISK_SCALE,
    investigation_started_at: { kind: 'dateTime', sort: true },
    investigated_by: { kind: 'reference', references: 'user' },
    closed_at: { kind: 'dateTime', sort: true },
    closed_by: { kind: 'reference', references: 'user' },
  },
  titleFields: ['incident_number', 'location'],
  titleField: 'location',
  defaultSort: '-occurred_at',
  list: {
    columns: [
      'incident_number',
      'occurred_at',
      'incident_type',
      'location',
      'severity',
      'lost_time_injury',
      'status',
    ],
    dateFilterField: 'occurred_at',
    filterBar: ['status', 'incident_type', 'severity', 'lost_time_injury'],
  },
  form: {
    sections: [
      ['occurred_at', 'incident_type', 'severity', 'location'],
      ['people_involved', 'on_watch', 'lost_time_injury', 'anonymous'],
      ['description'],
      ['photo_id'],
      ['root_cause', 'immediate_action'],
      ['risk_likelihood_before', 'risk_severity_before', 'risk_likelihood_after', 'risk_severity_after'],
    ],
    // A report in a minute: the investigation is the Master's and the officers' later.
    create: [
      ['occurred_at', 'incident_type', 'severity', 'location'],
      ['people_involved', 'on_watch', 'lost_time_injury', 'anonymous'],
      ['description'],
      ['photo_id'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'reported', where: [{ field: 'status', op: 'eq', value: 'reported' }], tone: 'warning' },
    {
      key: 'investigating',
      where: [{ field: 'status', op: 'eq', value: 'under_investigation' }],
      tone: 'warning',
    },
    { key: 'closed', where: [{ field: 'status', op: 'eq', value: 'closed' }], tone: 'ok' },
    {
      key: 'lostTimeInjuries',
      where: [{ field: 'lost_time_injury', op: 'eq', value: true }],
      tone: 'danger',
    },
    // The alert: lost-time injuries whose investigation is not closed.
    {
      key: 'openLostTimeInjuries',
      where: [
        { field: 'lost_time_injury', op: 'eq', value: true },
        { field: 'status', op: 'in', value: INCIDENT_OPEN_STATUSES },
      ],
      tone: 'danger',
    },
  ],
  writeRoles: INCIDENT_REPORT_ROLES,
  deleteRoles: INCIDENT_DELETE_ROLES,
  serverFields: ['incident_number', 'investigation_started_at', 'investigated_by', 'closed_at', 'closed_by'],
  numbering: { field: 'incident_number', prefix: 'INC', yearOf: 'occurred_at' },
  anonymousWhen: 'anonymous',
  screen: { path: '/safety/incidents', group: 'safety', position: 20, icon: 'alert' },
  workflow: {
    field: 'status',
    initial: 'reported',
    actions: {
      investigate: {
        from: ['reported'],
        to: 'under_investigation',
        roles: INCIDENT_INVESTIGATION_ROLES,
        refusedCode: 'incident_investigators_only',
        sets: { investigation_started_at: 'now', investigated_by: 'user' },
        tone: 'primary',
      },
      close: {
        from: ['under_investigation'],
        to: 'closed',
        roles: INCIDENT_INVESTIGATION_ROLES,
        refusedCode: 'incident_investigators_only',
        input: {
          root_cause: {
            kind: 'longText',
            required: true,
            minLength: ROOT_CAUSE_MIN_LENGTH,
            maxLength: 4000,
            requiredKey: 'validation:rootCauseRequired',
            column: 'root_cause',
          },
          immediate_action: { kind: 'longText', maxLength: 4000, column: 'immediate_action' },
        },
        sets: { closed_at: 'now', closed_by: 'user' },
        tone: 'positive',
      },
      // New facts: the investigation goes on.
      reopen: {
        from: ['closed'],
        to: 'under_investigation',
        roles: INCIDENT_INVESTIGATION_ROLES,
        refusedCode: 'incident_investigators_only',
        sets: { closed_at: null, closed_by: null },
        tone: 'neutral',
      },
    },
    locked: { states: ['closed'], code: 'incident_closed' },
    deletableIn: { states: ['reported'], code: 'incident_not_deletable' },
  },
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    if (row.anonymous === true && row.incident_type !== 'near_miss') {
      errors.anonymous = ['validation:anonymousNearMissOnly'];
    }
    const pairs = [
      ['risk_likelihood_before', 'risk_severity_before'],
      ['risk_likelihood_after', 'risk_severity_after'],
    ] as const;
    for (const [likelihood, severity] of pairs) {
      const given = [row[likelihood], row[severity]].filter((value) => value !== null && value !== undefined);
      if (given.length === 1) {
        const missing = row[likelihood] === null || row[likelihood] === undefined ? likelihood : severity;
        errors[missing] = ['validation:riskPairIncomplete'];
      }
    }
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a near miss as a rating reports it (the contract
// test's clock stands at 2026-11-22 08:00 UTC).
export const incidentFixture = defineFixture(incidentEntity, {
  row: {
    occurred_at: '2026-11-21T14:30:00.000Z',
    incident_type: 'near_miss',
    location: 'Main deck, forward mooring station',
    severity: 'moderate',
    lost_time_injury: false,
    description: 'Mooring line parted under tension during berthing; nobody in the snap-back zone.',
  },
  update: { people_involved: 'Bosun, AB on forward station' },
  inputs: {
    close: {
      root_cause: 'Line worn beyond discard criteria; inspection interval too long.',
      immediate_action: 'Line replaced; snap-back zones repainted.',
    },
  },
});
