// The notifications of a user (design.md section 12), derived from the data of the vessels they may
// see, the earliest date first, each with its read flag; and marking them read or unread.
import type { NotificationKind } from '@mars/domain';
import { NOTIFICATION_KINDS, notificationKindOf } from '@mars/domain';

import type { Db } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { readerKey, unchangedReads } from '../../crud/unchanged-reads';
import { errors } from '../../plugins/errors';
import type { ReadNotification } from './notification-reads.repository';
import { markRead, markUnread, withReadFlags } from './notification-reads.repository';
import type { NotificationPreferences } from './notification-preferences.repository';
import {
  findNotificationPreferences,
  storeNotificationPreferences,
} from './notification-preferences.repository';
import type { Notification } from './notifications.repository';
import {
  certificateNotifications,
  correctiveActionNotifications,
  crewCertificateNotifications,
  workOrderNotifications,
} from './notifications.repository';

/**
 * A fleet with a large backlog has tens of thousands of notices, derived again for each reader's bell
 * every minute: they are remembered per reader, day and language until the organization's data
 * changes (crud/unchanged-reads.ts). Whether each is read is the reader's and is looked up each time.
 */
const rememberedNotices = unchangedReads<Notification[]>(1_000);

export function derivedNotifications(
  db: Db,
  scope: Scope,
  now: Date,
  language: ReaderLanguage = 'en',
): Promise<Notification[]> {
  const today = now.toISOString().slice(0, 10);
  const key = readerKey(scope, today, language);
  return rememberedNotices.read(db, scope.organizationId, key, () =>
    deriveNotifications(db, scope, today, language),
  );
}

async function deriveNotifications(
  db: Db,
  scope: Scope,
  today: string,
  language: ReaderLanguage,
): Promise<Notification[]> {
  const sources = await Promise.all([
    certificateNotifications(db, scope, today),
    workOrderNotifications(db, scope, today),
    crewCertificateNotifications(db, scope, today, language),
    correctiveActionNotifications(db, scope, today),
  ]);
  const rows: Notification[] = sources.flat();
  rows.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  return rows;
}

/** The notifications of the kinds the user wants (their profile's notification preferences). */
export function ofKinds<Row extends Notification>(rows: Row[], kinds: readonly NotificationKind[]): Row[] {
  return rows.filter((row) => {
    const kind = notificationKindOf(row.type);
    return kind !== undefined && kinds.includes(kind);
  });
}

/** Which of a user's notices a page shows: all, or only the unread; `limit` 0 gives only the counts. */
export type NotificationsPage = { shown: 'all' | 'unread'; limit: number; offset: number };

/**
 * A page of the notifications of the kinds the user wants, the earliest first, with how many there
 * are, how many of them are unread, and the certificate notices whatever the kinds (the menu's badge).
 */
export async function listNotifications(
  db: Db,
  scope: Scope,
  now: Date,
  language: ReaderLanguage,
  page: NotificationsPage,
): Promise<{ rows: ReadNotification[]; total: number; unread: number; certificateNotices: number }> {
  const [all, preferences] = await Promise.all([
    derivedNotifications(db, scope, now, language),
    findNotificationPreferences(db, scope.userId),
  ]);
  const rows = await withReadFlags(db, scope.userId, ofKinds(all, preferences?.kinds ?? NOTIFICATION_KINDS));
  const unread = rows.filter((row) => !row.read);
  const shown = page.shown === 'unread' ? unread : rows;
  return {
    rows: shown.slice(page.offset, page.offset + page.limit),
    total: rows.length,
    unread: unread.length,
    // The menu's badge beside 'Expiring' counts the certificates whatever notices the user wants.
    certificateNotices: all.filter((row) => notificationKindOf(row.type) === 'certificates').length,
  };
}

/**
 * Marks one notification read or unread. Only a notification the user has now can be marked: any
 * other id (another organization's or vessel's, or one that no longer applies) is not found.
 */
export async function markNotification(
  db: Db,
  scope: Scope,
  input: { id: string; read: boolean; now: Date },
): Promise<void> {
  const notification = (await derivedNotifications(db, scope, input.now)).find((row) => row.id === input.id);
  if (!notification) throw errors.notFound();
  if (input.read) await markRead(db, { ...scope, now: input.now }, [notification]);
  else await markUnread(db, scope.userId, [notification.id]);
}

/** Marks every notification of the user read (reads of notices gone are dropped) or unread. */
export async function markAllNotifications(
  db: Db,
  scope: Scope,
  input: { read: boolean; now: Date },
): Promise<void> {
  if (!input.read) {
    await markUnread(db, scope.userId);
    return;
  }
  const notifications = await derivedNotifications(db, scope, input.now);
  await db.transaction(async (tx) => {
    await markUnread(tx, scope.userId);
    await markRead(tx, { ...scope, now: input.now }, notifications);
  });
}

export async function notificationPreferences(db: Db, scope: Scope): Promise<NotificationPreferences> {
  const preferences = await findNotificationPreferences(db, scope.userId);
  if (!preferences) throw errors.notFound();
  return preferences;
}

/** Sets the kinds of notices the user wants and their daily digest; answers what is stored. */
export async function saveNotificationPreferences(
  db: Db,
  scope: Scope,
  input: { kinds: readonly NotificationKind[]; dailyDigest: boolean; now: Date },
): Promise<NotificationPreferences> {
  await storeNotificationPreferences(db, { userId: scope.userId, ...input });
  return notificationPreferences(db, scope);
}
