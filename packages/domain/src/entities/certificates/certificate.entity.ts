// Ship certificates (spec section 3 'Certificate', validation section 5, states section 4).
import { defineEntity } from '../define-entity';

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
 * progress) and otherwise what the dates say, as `certificateStatus` of the rules does it.
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

/** Expiry horizons of the expiring view (spec section 9). */
export const CERTIFICATE_HORIZONS = [30, 60, 90] as const;

// Trusted SQL over the row's own columns; `:today` is the server's date as a parameter.
const CURRENT_STATUS_SQL = `CASE
  WHEN status IN ('cancelled', 'suspended') THEN status
  WHEN expiry_date < :today THEN 'expired'
  WHEN status = 'renewal_in_progress' THEN status
  WHEN issue_date > :today THEN 'not_yet_valid'
  WHEN expiry_date - :today <= 30 THEN 'expiring_30'
  WHEN expiry_date - :today <= 60 THEN 'expiring_60'
  WHEN expiry_date - :today <= 90 THEN 'expiring_90'
  ELSE 'valid' END`;

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
    issue_date: { kind: 'date', required: true, sort: true },
    expiry_date: { kind: 'date', required: true, sort: true, filter: true },
    issuing_authority: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    survey_station: { kind: 'text', maxLength: 200 },
    next_survey_due: { kind: 'date', sort: true },
    status: { kind: 'enum', values: CERTIFICATE_STATUSES, sort: true, defaultValue: 'valid' },
    document_id: { kind: 'attachment' },
    remarks: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    days_until_expiry: {
      kind: 'number',
      sql: '(expiry_date - :today)',
      integer: true,
      filter: true,
      sort: true,
    },
    current_status: {
      kind: 'enum',
      sql: CURRENT_STATUS_SQL,
      values: CERTIFICATE_CURRENT_STATUSES,
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
  refine: (row, { today }) => {
    const errors: Record<string, string[]> = {};
    const issueDate = row.issue_date;
    const expiryDate = row.expiry_date;
    if (typeof issueDate === 'string' && issueDate > today) errors.issue_date = ['validation:dateInFuture'];
    if (typeof issueDate === 'string' && typeof expiryDate === 'string' && expiryDate <= issueDate) {
      errors.expiry_date = ['validation:expiryAfterIssue'];
    }
    return errors;
  },
});
