// Risk assessments (spec section 3 'Risk assessment', states section 4, local table riskAssessments;
// issue 13 'Risk assessments'): an activity's hazards judged on the 5 × 5 matrix of spec section 9.
// The number (RA-2026-0001, per vessel and year of the assessment), the score and the level, before
// and after the controls, are the server's: it computes them from likelihood and severity with
// `riskScore` (rules/risk.ts), and a client's values are ignored. Draft -> approved (Master or admin,
// with the review date) -> under review -> approved again, or expired (withdrawn); an approved
// assessment whose review date has passed is expired on that day (`validity`, a read model).
import { OPERATIONAL_WRITE_ROLES } from '../../auth/roles';
import type { Role } from '../../auth/roles';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';

export const RISK_SCALE = [1, 2, 3, 4, 5] as const;
/** The names of the likelihood scale 1-5 (spec section 3). */
export const RISK_LIKELIHOODS = ['rare', 'unlikely', 'possible', 'likely', 'almost_certain'] as const;
/** The names of the severity scale 1-5 (spec section 3). */
export const RISK_SEVERITIES = ['negligible', 'minor', 'moderate', 'major', 'catastrophic'] as const;
export const RISK_LEVELS = ['low', 'medium', 'high', 'extreme'] as const;
export const RISK_LEVEL_TONES = { low: 'green', medium: 'yellow', high: 'orange', extreme: 'red' } as const;
export const RISK_ASSESSMENT_STATUSES = ['draft', 'approved', 'under_review', 'expired'] as const;
export const RISK_ASSESSMENT_TYPES = [
  'general',
  'task',
  'hot_work',
  'enclosed_space',
  'working_aloft',
  'cargo_operation',
  'mooring',
  'maintenance',
  'navigation',
  'management_of_change',
] as const;
/** Who approves an assessment (and withdraws it): the Master and the admins. */
export const RISK_APPROVER_ROLES = [
  'super_admin',
  'company_admin',
  'ship_admin',
  'master',
] as const satisfies readonly Role[];
/** Days before the review date in which an approved assessment is due for review. */
export const RISK_REVIEW_DUE_DAYS = 30;

const scale = { kind: 'number', integer: true, min: 1, max: 5 } as const;
const APPROVED = { field: 'status', op: 'eq', value: 'approved' } as const;

export const riskAssessmentEntity = defineEntity({
  name: 'riskAssessment',
  module: 'safety',
  resource: 'risk-assessments',
  table: 'risk_assessments',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    assessment_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    assessment_date: { kind: 'date', required: true, sort: true },
    assessment_type: {
      kind: 'enum',
      values: RISK_ASSESSMENT_TYPES,
      required: true,
      filter: true,
      sort: true,
    },
    activity: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    location: { kind: 'text', maxLength: 200, search: true },
    hazards: { kind: 'longText', required: true, maxLength: 4000, search: true },
    likelihood: { ...scale, required: true, sort: true },
    severity: { ...scale, required: true, sort: true },
    risk_score: { kind: 'number', integer: true, min: 1, max: 25, sort: true },
    risk_level: { kind: 'enum', values: RISK_LEVELS, tones: RISK_LEVEL_TONES, filter: true, sort: true },
    controls: { kind: 'longText', maxLength: 4000 },
    residual_likelihood: { ...scale },
    residual_severity: { ...scale },
    residual_score: { kind: 'number', integer: true, min: 1, max: 25, sort: true },
    residual_level: { kind: 'enum', values: RISK_LEVELS, tones: RISK_LEVEL_TONES, filter: true, sort: true },
    assessed_by: { kind: 'text', maxLength: 200, search: true },
    review_date: { kind: 'date', sort: true },
    /** Changed by the workflow's steps (approve, review, expire), not by an edit. */
    status: {
      kind: 'enum',
      values: RISK_ASSESSMENT_STATUSES,
      tones: { approved: 'green', under_review: 'blue', expired: 'red' },
      filter: true,
      sort: true,
    },
    approved_by: { kind: 'reference', references: 'user' },
    approved_at: { kind: 'dateTime' },
  },
  computed: {
    /** The state on the day: an approved assessment past its review date is expired, near it due. */
    validity: {
      kind: 'enum',
      values: ['draft', 'approved', 'review_due', 'under_review', 'expired'],
      cases: [
        { when: [{ field: 'status', op: 'eq', value: 'expired' }], then: 'expired' },
        { when: [APPROVED, { field: 'review_date', op: 'lt', value: todayPlus(0) }], then: 'expired' },
        {
          when: [APPROVED, { field: 'review_date', op: 'lte', value: todayPlus(RISK_REVIEW_DUE_DAYS) }],
          then: 'review_due',
        },
        { when: [APPROVED], then: 'approved' },
        { when: [{ field: 'status', op: 'eq', value: 'under_review' }], then: 'under_review' },
      ],
      otherwise: 'draft',
      tones: { approved: 'green', review_due: 'orange', under_review: 'blue', expired: 'red' },
      filter: true,
      sort: true,
    },
  },
  titleField: 'activity',
  titleFields: ['assessment_number', 'activity'],
  defaultSort: '-assessment_date',
  list: {
    columns: [
      'assessment_number',
      'activity',
      'assessment_type',
      'risk_score',
      'risk_level',
      'residual_level',
      'assessment_date',
      'review_date',
      'validity',
    ],
    dateFilterField: 'assessment_date',
    filterBar: ['assessment_type', 'risk_level', 'residual_level', 'status', 'validity'],
  },
  form: {
    sections: [
      ['activity', 'assessment_type', 'assessment_date', 'location', 'assessed_by'],
      ['hazards', 'likelihood', 'severity'],
      ['controls', 'residual_likelihood', 'residual_severity'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'draft', where: [{ field: 'status', op: 'eq', value: 'draft' }] },
    {
      key: 'approved',
      where: [{ field: 'validity', op: 'in', value: ['approved', 'review_due'] }],
      tone: 'ok',
    },
    {
      key: 'highRisk',
      where: [{ field: 'risk_level', op: 'in', value: ['high', 'extreme'] }],
      tone: 'danger',
    },
    {
      key: 'residualHighRisk',
      where: [{ field: 'residual_level', op: 'in', value: ['high', 'extreme'] }],
      tone: 'danger',
    },
    { key: 'expired', where: [{ field: 'validity', op: 'eq', value: 'expired' }], tone: 'warning' },
  ],
  writeRoles: OPERATIONAL_WRITE_ROLES,
  screen: { path: '/safety/risk-assessments', group: 'safety', position: 40, icon: 'chartDots' },
  serverFields: [
    'assessment_number',
    'risk_score',
    'risk_level',
    'residual_score',
    'residual_level',
    'approved_by',
    'approved_at',
  ],
  numbering: { field: 'assessment_number', prefix: 'RA', yearOf: 'assessment_date' },
  workflow: {
    field: 'status',
    initial: 'draft',
    actions: {
      approve: {
        from: ['draft', 'under_review'],
        to: 'approved',
        roles: RISK_APPROVER_ROLES,
        refusedCode: 'risk_approval_forbidden',
        input: { review_date: { kind: 'date', required: true, column: 'review_date' } },
        sets: { approved_by: 'user', approved_at: 'now' },
        requiresValidRow: true,
        tone: 'positive',
      },
      review: {
        from: ['approved', 'expired'],
        to: 'under_review',
        roles: OPERATIONAL_WRITE_ROLES,
        tone: 'primary',
      },
      expire: {
        from: ['approved', 'under_review'],
        to: 'expired',
        roles: RISK_APPROVER_ROLES,
        refusedCode: 'risk_approval_forbidden',
        tone: 'danger',
      },
    },
    editableIn: { states: ['draft', 'under_review'], code: 'risk_assessment_not_editable' },
    deletableIn: { states: ['draft'], code: 'risk_assessment_not_deletable' },
  },
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    const given = (value: unknown) => value !== null && value !== undefined && value !== '';
    // The risk after the controls is judged on both scales or not at all.
    if (given(row.residual_likelihood) && !given(row.residual_severity))
      errors.residual_severity = ['validation:required'];
    if (given(row.residual_severity) && !given(row.residual_likelihood))
      errors.residual_likelihood = ['validation:required'];
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a hot-work assessment on deck (the contract
// test's clock stands at 2026-11-22).
export const riskAssessmentFixture = defineFixture(riskAssessmentEntity, {
  row: {
    assessment_date: '2026-11-20',
    assessment_type: 'hot_work',
    activity: 'Welding on the main deck railing',
    hazards: 'Fire from sparks near the cargo hatch; burns; fumes.',
    likelihood: 3,
    severity: 4,
    controls: 'Hot work permit, fire watch with extinguisher, hatch covered with a fire blanket.',
    residual_likelihood: 1,
    residual_severity: 4,
  },
  update: { controls: 'Hot work permit, fire watch, gas-free certificate, fire blanket.' },
  inputs: { approve: { review_date: '2027-11-20' } },
});
