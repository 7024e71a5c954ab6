// The answer of /api/v1/notifications: notices derived from the data of the user's vessels.
import { z } from 'zod';

export const notificationRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  title: z.string(),
  /** The values the notice's text is built from (number, vessel, days, dates). */
  params: z.record(z.string(), z.unknown()),
  link: z.string(),
  at: z.string(),
  /** Read by this user (in the notice's current form). */
  read: z.boolean(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

export const notificationsAnswerSchema = z.object({
  rows: z.array(notificationRowSchema),
  total: z.number(),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationsAnswerSchema>;
