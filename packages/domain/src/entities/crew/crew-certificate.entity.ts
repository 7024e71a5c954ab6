// Certificates of competency and proficiency of a seafarer (STCW), with their expiry tracked like
// the ship's certificates.
import { CERTIFICATE_ALERT_DAYS } from '../../rules/certificates';
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { expiryState } from '../read-model';

export const CREW_CERTIFICATE_TYPES = [
  'stcw_ii_1',
  'stcw_ii_2',
  'stcw_iii_1',
  'stcw_iii_2',
  'stcw_iii_6',
  'gmdss_goc',
  'medical_fitness',
  'basic_safety_training',
  'advanced_fire_fighting',
  'proficiency_survival_craft',
  'medical_first_aid',
  'security_awareness',
  'ecdis',
  'food_handling',
  'other',
] as const;

/** Spec section 9: the first alert horizon makes a seafarer's certificate 'expiring soon'. */
export const CREW_CERTIFICATE_EXPIRING_DAYS = CERTIFICATE_ALERT_DAYS[0];

/** 'expired' from the day after expiry, 'expiring_soon' within 30 days, else 'valid'. */
export const CREW_CERTIFICATE_STATUSES = ['valid', 'expiring_soon', 'expired'] as const;

export const crewCertificateEntity = defineEntity({
  name: 'crewCertificate',
  module: 'crew',
  resource: 'crew-certificates',
  table: 'crew_certificates',
  localTable: 'crewCertifications',
  scope: 'vessel',
  fields: {
    crew_member_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    certificate_type: {
      kind: 'enum',
      values: CREW_CERTIFICATE_TYPES,
      required: true,
      filter: true,
      sort: true,
    },
    certificate_number: { kind: 'text', required: true, maxLength: 100, sort: true, search: true },
    issuing_authority: { kind: 'text', required: true, maxLength: 200, search: true },
    issue_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    expiry_date: {
      kind: 'date',
      required: true,
      sort: true,
      order: { relation: 'after', field: 'issue_date', message: 'validation:expiryAfterIssue' },
    },
    remarks: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    status: expiryState('expiry_date', CREW_CERTIFICATE_EXPIRING_DAYS),
  },
  titleField: 'certificate_number',
  defaultSort: 'expiry_date',
  list: {
    columns: [
      'crew_member_id',
      'certificate_type',
      'certificate_number',
      'issuing_authority',
      'expiry_date',
      'status',
    ],
    dateFilterField: 'expiry_date',
  },
  form: {
    sections: [
      ['crew_member_id', 'certificate_type', 'certificate_number', 'issuing_authority'],
      ['issue_date', 'expiry_date', 'remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    {
      key: 'expiringSoon',
      where: [{ field: 'status', op: 'eq', value: 'expiring_soon' }],
      tone: 'warning',
    },
    { key: 'expired', where: [{ field: 'status', op: 'eq', value: 'expired' }], tone: 'danger' },
  ],
  writeRoles: ['super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer'],
  screen: { path: '/crew/certificates', group: 'crew', position: 20, icon: 'idBadge' },
});

// The registry contract test's row (ENTITY_FIXTURES): a seafarer's STCW certificate of competency; the
// seafarer is taken from the vessel's crew.
export const crewCertificateFixture = defineFixture(crewCertificateEntity, {
  row: {
    certificate_type: 'stcw_ii_1',
    certificate_number: 'COC-CT-PH-2023-3312',
    issuing_authority: 'MARINA, Philippines',
    issue_date: '2023-06-01',
    expiry_date: '2028-05-31',
  },
  update: { remarks: 'Revalidated by MARINA.' },
});
