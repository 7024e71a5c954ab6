// Ship certificates (spec section 3 'Certificate', validation section 5, states section 4).
import { CERTIFICATE_ALERT_DAYS } from '../../rules/certificates';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';

export const CERTIFICATE_TYPES = ['statutory', 'class', 'insurance', 'operational', 'other'] as const;

/** Stored statuses; 'expiring soon' and 'expired' are also computed from the dates. */
export const CERTIFICATE_STATUSES = [
  'valid',
  'expiring_soon',
  'expired',
  'renewal_in_progress',
  'suspended',
  'cancelled',
] as const;

/**
 * The status a certificate has today (spec section 4): what users set (suspended, cancelled, renewal in
 * progress) and otherwise what the dates say (`current_status` below; spec section 9's horizons).
 */
export const CERTIFICATE_CURRENT_STATUSES = [
  'valid',
  'expiring_90',
  'expiring_60',
  'expiring_30',
  'expired',
  'not_yet_valid',
  'renewal_in_progress',
  'suspended',
  'cancelled',
] as const;

/** Withdrawn by a user: neither valid nor expiring, whatever the dates say. */
const WITHDRAWN_STATUSES = ['cancelled', 'suspended'] as const;
const [EXPIRING_30, EXPIRING_60, EXPIRING_90] = CERTIFICATE_ALERT_DAYS;
const expiresWithin = (days: number) =>
  [{ field: 'expiry_date', op: 'lte', value: todayPlus(days) }] as const;

export const certificateEntity = defineEntity({
  name: 'certificate',
  module: 'certificates',
  resource: 'certificates',
  table: 'certificates',
  scope: 'vessel',
  fields: {
    certificate_type: { kind: 'enum', values: CERTIFICATE_TYPES, required: true, filter: true, sort: true },
    certificate_number: {
      kind: 'text',
      required: true,
      maxLength: 100,
      filter: true,
      sort: true,
      search: true,
    },
    certificate_name: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    issue_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    expiry_date: {
      kind: 'date',
      required: true,
      sort: true,
      filter: true,
      order: { relation: 'after', field: 'issue_date', message: 'validation:expiryAfterIssue' },
    },
    issuing_authority: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    survey_station: { kind: 'text', maxLength: 200 },
    next_survey_due: { kind: 'date', sort: true },
    status: {
      kind: 'enum',
      values: CERTIFICATE_STATUSES,
      tones: {
        valid: 'green',
        expiring_soon: 'orange',
        expired: 'red',
        renewal_in_progress: 'blue',
        suspended: 'grape',
      },
      sort: true,
      defaultValue: 'valid',
    },
    document_id: { kind: 'attachment' },
    remarks: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    // Days are counted only for certificates in force: a withdrawn one is on no expiring list.
    days_until_expiry: {
      kind: 'number',
      integer: true,
      daysUntil: 'expiry_date',
      when: [{ field: 'status', op: 'notIn', value: WITHDRAWN_STATUSES }],
      filter: true,
      sort: true,
    },
    // What users set (suspended, cancelled, renewal in progress) and otherwise what the dates say.
    current_status: {
      kind: 'enum',
      values: CERTIFICATE_CURRENT_STATUSES,
      cases: [
        { when: [{ field: 'status', op: 'eq', value: 'cancelled' }], then: 'cancelled' },
        { when: [{ field: 'status', op: 'eq', value: 'suspended' }], then: 'suspended' },
        { when: [{ field: 'expiry_date', op: 'lt', value: todayPlus(0) }], then: 'expired' },
        { when: [{ field: 'status', op: 'eq', value: 'renewal_in_progress' }], then: 'renewal_in_progress' },
        { when: [{ field: 'issue_date', op: 'gt', value: todayPlus(0) }], then: 'not_yet_valid' },
        { when: expiresWithin(EXPIRING_30), then: 'expiring_30' },
        { when: expiresWithin(EXPIRING_60), then: 'expiring_60' },
        { when: expiresWithin(EXPIRING_90), then: 'expiring_90' },
      ],
      otherwise: 'valid',
      tones: {
        valid: 'green',
        expiring_90: 'yellow',
        expiring_60: 'orange',
        expiring_30: 'orange',
        expired: 'red',
        renewal_in_progress: 'blue',
        suspended: 'grape',
      },
      filter: true,
      sort: true,
    },
  },
  titleField: 'certificate_name',
  defaultSort: 'expiry_date',
  list: {
    columns: [
      'certificate_name',
      'certificate_number',
      'certificate_type',
      'issuing_authority',
      'expiry_date',
      'days_until_expiry',
      'current_status',
      'document_id',
    ],
    filterBar: ['certificate_type', 'current_status', 'expiry_date'],
  },
  form: {
    sections: [
      ['certificate_type', 'certificate_number', 'certificate_name', 'issuing_authority'],
      ['issue_date', 'expiry_date', 'survey_station', 'next_survey_due'],
      ['status', 'document_id', 'remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    {
      key: 'valid',
      tone: 'ok',
      where: [{ field: 'current_status', op: 'in', value: ['valid', 'expiring_90', 'expiring_60'] }],
    },
    {
      key: 'expiring30',
      tone: 'warning',
      where: [{ field: 'current_status', op: 'eq', value: 'expiring_30' }],
    },
    { key: 'expired', tone: 'danger', where: [{ field: 'current_status', op: 'eq', value: 'expired' }] },
  ],
  writeRoles: ['super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer'],
  screen: { path: '/certificates', group: 'certificates', position: 10, icon: 'certificate' },
});

// The registry contract test's row (ENTITY_FIXTURES): a statutory certificate as a Master records it
// (the contract test's clock stands at 2026-11-22).
export const certificateFixture = defineFixture(certificateEntity, {
  row: {
    certificate_type: 'statutory',
    certificate_number: 'IAPP-CT-2024-0117',
    certificate_name: 'International Air Pollution Prevention Certificate',
    issue_date: '2024-03-14',
    expiry_date: '2029-03-13',
    issuing_authority: 'Lloyd’s Register on behalf of Liberia',
    survey_station: 'Hamburg',
    remarks: 'Annual survey window opens in January.',
  },
  update: { remarks: 'Annual survey endorsed in Hamburg.' },
});
