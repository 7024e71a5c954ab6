// Answers of the maintenance module's own routes: the overview, the calendar, raising due work.
import { z } from 'zod';

/** A work order as the overview lists it, with its equipment. */
export const workItemSchema = z.object({
  id: z.string(),
  vessel_id: z.string(),
  work_order_number: z.string().nullable(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  due_date: z.string(),
  scheduled_date: z.string().nullable(),
  assigned_to: z.string().nullable(),
  equipment_id: z.string().nullable(),
  equipment_name: z.string().nullable(),
  criticality: z.string().nullable(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const maintenanceOverviewSchema = z.object({
  today: z.string(),
  open: z.number(),
  inProgress: z.number(),
  overdue: z.number(),
  dueSoon: z.number(),
  completedLast30Days: z.number(),
  completionRate: z.object({
    days: z.number(),
    due: z.number(),
    completed: z.number(),
    rate: z.number().nullable(),
  }),
  byCriticality: z.array(
    z.object({ criticality: z.string(), equipment: z.number(), open: z.number(), overdue: z.number() }),
  ),
  /** Equipment per status. */
  equipmentByStatus: z.record(z.string(), z.number()),
  overdueWorkOrders: z.array(workItemSchema),
  dueSoonWorkOrders: z.array(workItemSchema),
});
export type MaintenanceOverview = z.infer<typeof maintenanceOverviewSchema>;

export const calendarItemSchema = z.object({
  kind: z.enum(['workOrder', 'plannedJob']),
  dateKind: z.enum(['scheduled', 'due']),
  date: z.string(),
  id: z.string(),
  vessel_id: z.string(),
  title: z.string(),
  work_order_number: z.string().nullable(),
  status: z.string().nullable(),
  priority: z.string().nullable(),
  is_overdue: z.boolean(),
  equipment_name: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const maintenanceCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(calendarItemSchema),
});
export type MaintenanceCalendar = z.infer<typeof maintenanceCalendarSchema>;
