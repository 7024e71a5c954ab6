// Which notifications a user has read (migration 0014). A read holds the notification's revision (its
// type and date): when the notice changes, the read no longer matches and the notice is unread again.
import type { Queryable } from '../../db/client';
import type { Notification } from './notifications.repository';

export type ReadNotification = Notification & { read: boolean };

export function revisionOf(notification: Notification): string {
  return `${notification.type}|${notification.at}`;
}

/** The notifications with their read flag for the user. */
export async function withReadFlags(
  db: Queryable,
  userId: string,
  notifications: Notification[],
): Promise<ReadNotification[]> {
  const { rows } = await db.query<{ notification_id: string; revision: string }>(
    `SELECT notification_id, revision FROM notification_reads WHERE user_id = $1`,
    [userId],
  );
  const reads = new Map(rows.map((row) => [row.notification_id, row.revision]));
  return notifications.map((notification) => ({
    ...notification,
    read: reads.get(notification.id) === revisionOf(notification),
  }));
}

type Reader = { userId: string; organizationId: string; now: Date };

/** Marks the notifications read for the user (in their current revision). */
export async function markRead(db: Queryable, reader: Reader, notifications: Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db.query(
    `INSERT INTO notification_reads (user_id, organization_id, notification_id, revision, read_at)
     SELECT $1, $2, read.id, read.revision, $5 FROM unnest($3::text[], $4::text[]) AS read(id, revision)
     ON CONFLICT (user_id, notification_id) DO UPDATE SET revision = EXCLUDED.revision, read_at = EXCLUDED.read_at`,
    [
      reader.userId,
      reader.organizationId,
      notifications.map((notification) => notification.id),
      notifications.map(revisionOf),
      reader.now.toISOString(),
    ],
  );
}

/** Marks notifications unread for the user: the given ones, or all of them (undefined). */
export async function markUnread(db: Queryable, userId: string, notificationIds?: string[]): Promise<void> {
  if (notificationIds === undefined) {
    await db.query(`DELETE FROM notification_reads WHERE user_id = $1`, [userId]);
    return;
  }
  await db.query(`DELETE FROM notification_reads WHERE user_id = $1 AND notification_id = ANY($2::text[])`, [
    userId,
    notificationIds,
  ]);
}
