// The tasks screen's answer (GET /api/v1/tasks): a person's or a vessel's work in one list, from
// the entities whose rows someone has to act on. Statuses and priorities are the spec's (section 4).
import { z } from 'zod';

export const TASK_KINDS = [
  'work_order',
  'corrective_action',
  'drill',
  'certificate',
  'crew_certificate',
  'logbook_entry',
  'rest_hours',
  'port_arrival_notice',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_STATUSES = ['pending', 'scheduled', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const taskSchema = z.object({
  kind: z.enum(TASK_KINDS),
  id: z.string(),
  /** The row's name; for a drill its type, for a crew certificate or rest hours the seafarer. */
  title: z.string(),
  /** Its number, the crew certificate's type, or the month of rest hours to sign ('YYYY-MM'). */
  detail: z.string().nullable(),
  vesselId: z.string(),
  vesselName: z.string(),
  /** The day it is due by (expires on, is scheduled for, was written on). */
  date: z.string(),
  /** Days from today to that date; negative when past. */
  days: z.number(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  /** Whom it is assigned to, if anyone. */
  assignedTo: z.string().nullable(),
  /** The screen that shows it. */
  link: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksAnswerSchema = z.object({
  rows: z.array(taskSchema),
  /** More tasks are due later than the last one listed. */
  truncated: z.boolean(),
});
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;
