// The answer of /api/v1/notifications: notices derived from the data of the user's vessels.
import { z } from 'zod';

import { NOTIFICATION_KINDS } from '../auth/profile';

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

/** A page of the notices (`shown`: all or the unread, `limit`, `offset`) and the user's counts. */
export const notificationsAnswerSchema = z.object({
  rows: z.array(notificationRowSchema),
  /** Every notice of the kinds the user wants. */
  total: z.number(),
  /** Those of them unread. */
  unread: z.number(),
  /** The certificate notices whatever kinds the user wants (the menu's badge). */
  certificateNotices: z.number(),
});
export type NotificationList = z.infer<typeof notificationsAnswerSchema>;

/** `GET /api/v1/notifications/preferences`: the kinds of notices wanted and the daily digest. */
export const notificationPreferencesAnswerSchema = z.object({
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  daily_digest: z.boolean(),
});

export * from './notification-pages';
