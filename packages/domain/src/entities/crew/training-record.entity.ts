// Who completed which training when; the expiry is entered or follows from the course's validity.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { expiryState } from '../read-model';
import { CREW_CERTIFICATE_EXPIRING_DAYS } from './crew-certificate.entity';

export const trainingRecordEntity = defineEntity({
  name: 'trainingRecord',
  module: 'crew',
  resource: 'training-records',
  table: 'training_records',
  scope: 'vessel',
  fields: {
    crew_member_id: { kind: 'reference', references: 'crewMember', required: true, filter: true },
    training_id: { kind: 'reference', references: 'training', required: true, filter: true },
    completion_date: { kind: 'date', notInFuture: true, required: true, sort: true },
    expiry_date: {
      kind: 'date',
      sort: true,
      order: { relation: 'after', field: 'completion_date', message: 'validation:expiryAfterIssue' },
    },
    instructor: { kind: 'text', maxLength: 200, search: true },
    remarks: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    // A training without an expiry date stays valid.
    status: expiryState('expiry_date', CREW_CERTIFICATE_EXPIRING_DAYS),
  },
  titleField: 'completion_date',
  defaultSort: '-completion_date',
  list: {
    columns: ['crew_member_id', 'training_id', 'completion_date', 'expiry_date', 'status'],
    dateFilterField: 'completion_date',
  },
  form: {
    sections: [
      ['crew_member_id', 'training_id'],
      ['completion_date', 'expiry_date', 'instructor', 'remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    {
      key: 'expiringSoon',
      where: [{ field: 'status', op: 'eq', value: 'expiring_soon' }],
      tone: 'warning',
    },
  ],
  writeRoles: ['super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer'],
  screen: {
    path: '/crew/training',
    group: 'crew',
    position: 40,
    icon: 'school',
    // The courses the records name, a tab of the same screen.
    tabs: { courses: 'training' },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a seafarer's completed course; the seafarer and
// the course are taken from the vessel's data.
export const trainingRecordFixture = defineFixture(trainingRecordEntity, {
  row: {
    completion_date: '2026-09-18',
    expiry_date: '2031-09-17',
    instructor: 'Capt. M. Lindqvist',
  },
  update: { instructor: 'Capt. M. Lindqvist, ECDIS instructor' },
});
