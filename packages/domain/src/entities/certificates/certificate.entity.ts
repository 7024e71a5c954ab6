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
    expiry_date: { kind: 'date', required: true, sort: true },
    issuing_authority: { kind: 'text', required: true, maxLength: 200, search: true },
    survey_station: { kind: 'text', maxLength: 200 },
    next_survey_due: { kind: 'date', sort: true },
    status: { kind: 'enum', values: CERTIFICATE_STATUSES, filter: true, sort: true },
    remarks: { kind: 'longText', maxLength: 4000 },
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
      'status',
    ],
  },
  form: {
    sections: [
      ['certificate_type', 'certificate_number', 'certificate_name', 'issuing_authority'],
      ['issue_date', 'expiry_date', 'survey_station', 'next_survey_due'],
      ['status', 'remarks'],
    ],
  },
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
