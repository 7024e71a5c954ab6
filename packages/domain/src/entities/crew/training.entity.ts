// Training courses of the organization (spec section 3 'Training').
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';

export const TRAINING_CATEGORIES = [
  'safety',
  'security',
  'environmental',
  'technical',
  'navigation',
  'medical',
  'management',
  'other',
] as const;

export const trainingEntity = defineEntity({
  name: 'training',
  module: 'crew',
  resource: 'trainings',
  table: 'trainings',
  scope: 'organization',
  fields: {
    course_code: { kind: 'text', required: true, maxLength: 50, filter: true, sort: true, search: true },
    title: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    category: { kind: 'enum', values: TRAINING_CATEGORIES, required: true, filter: true, sort: true },
    required: { kind: 'boolean', filter: true },
    validity_months: { kind: 'number', integer: true, min: 1, max: 240, unit: 'months', sort: true },
    description: { kind: 'longText', maxLength: 4000 },
  },
  titleField: 'title',
  titleFields: ['course_code', 'title'],
  defaultSort: 'course_code',
  list: { columns: ['course_code', 'title', 'category', 'required', 'validity_months'] },
  form: {
    sections: [
      ['course_code', 'title', 'category'],
      ['required', 'validity_months', 'description'],
    ],
  },
  stats: [{ key: 'total' }, { key: 'required', where: [{ field: 'required', op: 'eq', value: true }] }],
  writeRoles: ['super_admin', 'company_admin', 'ship_admin', 'master', 'officer', 'engineer'],
});

// The registry contract test's row (ENTITY_FIXTURES): a training course of the organization.
export const trainingFixture = defineFixture(trainingEntity, {
  row: {
    course_code: 'CT-ECDIS-01',
    title: 'ECDIS generic course (IMO model course 1.27)',
    category: 'navigation',
    required: true,
    validity_months: 60,
  },
  update: { validity_months: 48 },
});
