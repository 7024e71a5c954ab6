// Work orders (spec section 3 'Work order', states section 4, validation section 5 'Maintenance').
// The number (WO-2026-0042, per vessel and year) is the server's; overdue is computed on read. The
// status moves only by the workflow's steps: start, complete (with the date, the running hours and
// notes), cancel, reopen; the server's maintenance hooks keep the equipment and planned jobs in step.
import { defineEntity } from '../define-entity';
import { defineFixture } from '../define-fixture';
import { todayPlus } from '../read-model';
import { MAINTENANCE_DUE_SOON_DAYS } from './equipment.entity';
import { MAINTENANCE_WRITE_ROLES } from './maintenance-roles';
import { MAX_RUNNING_HOURS } from './running-hours-reading.entity';

/** Stored statuses; 'overdue' (spec section 4) is computed: see `is_overdue`. */
export const WORK_ORDER_STATUSES = ['pending', 'open', 'in_progress', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Spec section 9. */
export const WORK_ORDER_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

/** Statuses in which the work is still to be done. */
export const WORK_ORDER_OPEN_STATUSES = ['pending', 'open', 'in_progress'] as const;

/** The work is still to be done: pending, open or in progress. */
export const WORK_ORDER_UNFINISHED = { field: 'status', op: 'in', value: WORK_ORDER_OPEN_STATUSES } as const;

export const workOrderEntity = defineEntity({
  name: 'workOrder',
  module: 'maintenance',
  resource: 'work-orders',
  table: 'work_orders',
  scope: 'vessel',
  fields: {
    /** Given by the server on create; a client's value is ignored. */
    work_order_number: { kind: 'text', maxLength: 30, filter: true, sort: true, search: true },
    title: { kind: 'text', required: true, maxLength: 200, sort: true, search: true },
    description: { kind: 'longText', required: true, maxLength: 4000, search: true },
    equipment_id: { kind: 'reference', references: 'equipment', required: true, filter: true },
    maintenance_job_id: { kind: 'reference', references: 'maintenanceJob', filter: true },
    priority: {
      kind: 'enum',
      values: WORK_ORDER_PRIORITIES,
      tones: { critical: 'red', high: 'orange', medium: 'blue' },
      required: true,
      filter: true,
      sort: true,
    },
    assigned_to: {
      kind: 'reference',
      references: 'user',
      roles: MAINTENANCE_WRITE_ROLES,
      required: true,
      filter: true,
    },
    due_date: { kind: 'date', required: true, sort: true },
    scheduled_date: {
      kind: 'date',
      sort: true,
      order: { relation: 'notAfter', field: 'due_date', message: 'validation:scheduledAfterDue' },
    },
    completed_date: { kind: 'date', sort: true },
    /** Changed by the workflow steps (start, complete, cancel, reopen), not by an edit. */
    status: {
      kind: 'enum',
      values: WORK_ORDER_STATUSES,
      tones: { open: 'blue', in_progress: 'yellow', completed: 'green', cancelled: 'dark' },
      filter: true,
      sort: true,
    },
    completion_notes: { kind: 'longText', maxLength: 4000 },
    /** The equipment's hours when the work was completed (the 'complete' step's input). */
    completion_running_hours: { kind: 'number', unit: 'h', min: 0, max: MAX_RUNNING_HOURS },
  },
  computed: {
    /** The due date has passed and the work is neither completed nor cancelled. */
    is_overdue: {
      kind: 'boolean',
      when: [WORK_ORDER_UNFINISHED, { field: 'due_date', op: 'lt', value: todayPlus(0) }],
      filter: true,
      sort: true,
    },
    /** Still to be done and due within the due-soon window (spec section 9), today included. */
    is_due_soon: {
      kind: 'boolean',
      when: [
        WORK_ORDER_UNFINISHED,
        { field: 'due_date', op: 'gte', value: todayPlus(0) },
        { field: 'due_date', op: 'lte', value: todayPlus(MAINTENANCE_DUE_SOON_DAYS) },
      ],
    },
  },
  titleField: 'title',
  defaultSort: 'due_date',
  list: {
    columns: [
      'work_order_number',
      'title',
      'equipment_id',
      'priority',
      'assigned_to',
      'due_date',
      'scheduled_date',
      'status',
      'is_overdue',
    ],
    dateFilterField: 'due_date',
  },
  form: {
    sections: [
      ['title', 'equipment_id', 'priority', 'assigned_to'],
      ['due_date', 'scheduled_date', 'description'],
      ['completed_date', 'completion_notes'],
    ],
    // A new work order: its completion is the 'complete' step's.
    create: [
      ['title', 'equipment_id', 'priority', 'assigned_to'],
      ['due_date', 'scheduled_date', 'description'],
    ],
  },
  stats: [
    { key: 'total' },
    { key: 'open', where: [{ field: 'status', op: 'in', value: ['pending', 'open'] }] },
    { key: 'inProgress', where: [{ field: 'status', op: 'eq', value: 'in_progress' }] },
    { key: 'overdue', where: [{ field: 'is_overdue', op: 'eq', value: true }], tone: 'danger' },
    { key: 'dueSoon', where: [{ field: 'is_due_soon', op: 'eq', value: true }], tone: 'warning' },
    {
      key: 'completedLast30Days',
      where: [
        { field: 'status', op: 'eq', value: 'completed' },
        { field: 'completed_date', op: 'gte', value: todayPlus(-30) },
      ],
      tone: 'ok',
    },
  ],
  writeRoles: MAINTENANCE_WRITE_ROLES,
  serverFields: ['work_order_number', 'completion_running_hours'],
  numbering: { field: 'work_order_number', prefix: 'WO' },
  // The due period a raised work order was raised for (one per job and period).
  readOnlyColumns: { due_period: { kind: 'text' } },
  // Required on a write; their columns allow null.
  requiredOnWriteOnly: ['equipment_id', 'assigned_to'],
  workflow: {
    field: 'status',
    initial: 'open',
    createStates: ['pending', 'open'],
    actions: {
      start: {
        from: ['pending', 'open'],
        to: 'in_progress',
        roles: MAINTENANCE_WRITE_ROLES,
        tone: 'primary',
      },
      complete: {
        from: ['open', 'in_progress'],
        to: 'completed',
        roles: MAINTENANCE_WRITE_ROLES,
        input: {
          completed_date: { kind: 'date', defaultToday: true, notAfterToday: true, column: 'completed_date' },
          running_hours: {
            kind: 'number',
            unit: 'h',
            min: 0,
            max: MAX_RUNNING_HOURS,
            column: 'completion_running_hours',
          },
          completion_notes: { kind: 'longText', maxLength: 4000, column: 'completion_notes' },
        },
        tone: 'positive',
      },
      cancel: {
        from: ['pending', 'open', 'in_progress'],
        to: 'cancelled',
        roles: MAINTENANCE_WRITE_ROLES,
        tone: 'danger',
      },
      // The work is to be done again: what its completion recorded goes.
      reopen: {
        from: ['completed', 'cancelled'],
        to: 'open',
        roles: MAINTENANCE_WRITE_ROLES,
        sets: { completed_date: null, completion_running_hours: null },
        tone: 'neutral',
      },
    },
  },
});

// The registry contract test's row (ENTITY_FIXTURES): a corrective work order as an engineer raises it
// (the contract test's clock stands at 2026-11-22).
export const workOrderFixture = defineFixture(workOrderEntity, {
  row: {
    title: 'Renew ballast pump bearings',
    description: 'Bearings noisy at the last round; renew both and check the alignment.',
    priority: 'high',
    due_date: '2026-12-05',
  },
  update: { priority: 'critical' },
  inputs: { complete: { completed_date: '2026-11-21', completion_notes: 'Both bearings renewed.' } },
});
