// Planned maintenance: a job on one piece of equipment, due by calendar interval and/or running
// hours; the server raises a work order for it once per due period.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { MAINTENANCE_DUE_SOON_DAYS } from './equipment.entity';
import { MAINTENANCE_WRITE_ROLES } from './maintenance-roles';
import { MAX_RUNNING_HOURS } from './running-hours-reading.entity';
import { WORK_ORDER_PRIORITIES } from './work-order.entity';

/** The on-board role a raised work order is assigned to. */
export const MAINTENANCE_ASSIGNEE_ROLES = ['master', 'officer', 'engineer', 'crew'] as const;

export const maintenanceJobEntity = defineEntity({
  name: 'maintenanceJob',
  module: 'maintenance',
  resource: 'maintenance-jobs',
  table: 'maintenance_jobs',
  scope: 'vessel',
  fields: {
    equipment_id: { kind: 'reference', references: 'equipment', required: true, filter: true },
    title: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    description: { kind: 'longText', maxLength: 4000, search: true },
    interval_days: { kind: 'number', integer: true, min: 1, max: 3650, sort: true },
    interval_hours: { kind: 'number', unit: 'h', min: 1, max: 100000, sort: true },
    last_done_date: { kind: 'date', sort: true },
    last_done_hours: { kind: 'number', unit: 'h', min: 0, max: MAX_RUNNING_HOURS },
    next_due_date: { kind: 'date', sort: true },
    next_due_hours: { kind: 'number', unit: 'h', min: 0, max: MAX_RUNNING_HOURS, sort: true },
    priority: { kind: 'enum', values: WORK_ORDER_PRIORITIES, filter: true },
    assignee_role: { kind: 'enum', values: MAINTENANCE_ASSIGNEE_ROLES, filter: true },
    active: { kind: 'boolean', filter: true },
  },
  computed: {
    /** Active and due by its date within the due-soon window (spec section 9), or past it. */
    due_by_date: {
      kind: 'boolean',
      when: [
        { field: 'active', op: 'eq', value: true },
        { field: 'next_due_date', op: 'lte', value: todayPlus(MAINTENANCE_DUE_SOON_DAYS) },
      ],
    },
  },
  titleField: 'title',
  defaultSort: 'next_due_date',
  list: {
    columns: [
      'title',
      'equipment_id',
      'interval_days',
      'interval_hours',
      'last_done_date',
      'next_due_date',
      'next_due_hours',
      'assignee_role',
      'active',
    ],
    dateFilterField: 'next_due_date',
  },
  form: {
    sections: [
      ['equipment_id', 'title', 'description', 'priority', 'assignee_role', 'active'],
      ['interval_days', 'interval_hours'],
      ['last_done_date', 'last_done_hours', 'next_due_date', 'next_due_hours'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'active', where: [{ field: 'active', op: 'eq', value: true }] },
    { key: 'dueSoon', where: [{ field: 'due_by_date', op: 'eq', value: true }], tone: 'warning' },
  ],
  writeRoles: MAINTENANCE_WRITE_ROLES,
  screen: { path: '/maintenance/jobs', group: 'maintenance', position: 50, icon: 'listCheck' },
  refine: (row) => {
    const errors: Record<string, string[]> = {};
    const hasDays = typeof row.interval_days === 'number';
    const hasHours = typeof row.interval_hours === 'number';
    if (!hasDays && !hasHours) errors.interval_days = ['validation:maintenanceInterval'];
    return errors;
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a planned job on a piece of the vessel's
// equipment, by calendar and by running hours.
export const maintenanceJobFixture = defineFixture(maintenanceJobEntity, {
  row: {
    title: 'Clean the plate heat exchanger',
    description: 'Open, clean and pressure-test the plates.',
    interval_days: 180,
    interval_hours: 4_000,
    last_done_date: '2026-08-10',
    priority: 'medium',
    assignee_role: 'engineer',
    active: true,
  },
  update: { interval_days: 120 },
});
