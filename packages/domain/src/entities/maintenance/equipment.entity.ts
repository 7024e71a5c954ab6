// Equipment of a ship (spec section 3 'Equipment', states section 4), organised as systems and their
// components through parent_id.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { MAINTENANCE_WRITE_ROLES } from './maintenance-roles';
import { MAX_RUNNING_HOURS } from './running-hours-reading.entity';

export const EQUIPMENT_CATEGORIES = [
  'propulsion',
  'power_generation',
  'fuel_treatment',
  'pumps',
  'steering',
  'lifesaving',
  'firefighting',
  'deck_machinery',
  'electrical',
  'navigation',
  'hvac',
  'other',
] as const;

export const EQUIPMENT_STATUSES = [
  'operational',
  'maintenance_due',
  'under_maintenance',
  'out_of_service',
] as const;

/** Spec section 9. */
export const EQUIPMENT_CRITICALITIES = ['critical', 'important', 'normal', 'standard'] as const;

/** Spec section 9: due within 30 days counts as due soon. */
export const MAINTENANCE_DUE_SOON_DAYS = 30;

export const equipmentEntity = defineEntity({
  name: 'equipment',
  module: 'maintenance',
  resource: 'equipment',
  table: 'equipment',
  scope: 'vessel',
  fields: {
    code: { kind: 'text', required: true, maxLength: 50, filter: true, sort: true, search: true },
    name: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    parent_id: { kind: 'reference', references: 'equipment', filter: true },
    category: { kind: 'enum', values: EQUIPMENT_CATEGORIES, required: true, filter: true, sort: true },
    location: { kind: 'text', maxLength: 200, search: true },
    status: { kind: 'enum', values: EQUIPMENT_STATUSES, required: true, filter: true, sort: true },
    criticality: {
      kind: 'enum',
      values: EQUIPMENT_CRITICALITIES,
      required: true,
      filter: true,
      sort: true,
    },
    manufacturer: { kind: 'text', maxLength: 200, search: true },
    model: { kind: 'text', maxLength: 200, search: true },
    serial_number: { kind: 'text', maxLength: 100, search: true },
    running_hours: { kind: 'number', unit: 'h', min: 0, max: MAX_RUNNING_HOURS, sort: true },
    last_maintenance: { kind: 'date', notInFuture: true, sort: true },
    next_maintenance: { kind: 'date', sort: true },
    remarks: { kind: 'longText', maxLength: 4000 },
  },
  computed: {
    maintenance_due_soon: {
      kind: 'boolean',
      when: [{ field: 'next_maintenance', op: 'lte', value: todayPlus(MAINTENANCE_DUE_SOON_DAYS) }],
      filter: true,
    },
  },
  titleField: 'name',
  titleFields: ['code', 'name'],
  titleFormat: '{code} · {name}',
  defaultSort: 'code',
  list: {
    columns: [
      'code',
      'name',
      'parent_id',
      'category',
      'location',
      'criticality',
      'status',
      'running_hours',
      'last_maintenance',
      'next_maintenance',
    ],
    dateFilterField: 'next_maintenance',
  },
  form: {
    sections: [
      ['code', 'name', 'parent_id', 'category', 'location'],
      ['status', 'criticality', 'running_hours', 'last_maintenance', 'next_maintenance'],
      ['manufacturer', 'model', 'serial_number', 'remarks'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'operational', where: [{ field: 'status', op: 'eq', value: 'operational' }], tone: 'ok' },
    {
      key: 'maintenanceDue',
      where: [{ field: 'status', op: 'eq', value: 'maintenance_due' }],
      tone: 'warning',
    },
    {
      key: 'outOfService',
      where: [{ field: 'status', op: 'eq', value: 'out_of_service' }],
      tone: 'danger',
    },
    { key: 'critical', where: [{ field: 'criticality', op: 'eq', value: 'critical' }] },
  ],
  writeRoles: MAINTENANCE_WRITE_ROLES,
  screen: { path: '/maintenance/equipment', group: 'maintenance', position: 20, icon: 'settingsCog' },
});

// The registry contract test's row (ENTITY_FIXTURES): a piece of machinery of the vessel's equipment
// tree.
export const equipmentFixture = defineFixture(equipmentEntity, {
  row: {
    code: 'CT-601-002',
    name: 'Fresh water generator',
    category: 'other',
    location: 'Engine room, lower platform',
    status: 'operational',
    criticality: 'important',
    manufacturer: 'Alfa Laval',
    model: 'JWP-26-C',
    running_hours: 4_210,
  },
  update: { location: 'Engine room, upper platform' },
});
