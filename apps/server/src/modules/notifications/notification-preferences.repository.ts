// Which kinds of notices a user wants and their daily e-mail digest (migration 0019), and the claim
// that sends a digest at most once a day.
import type { NotificationKind, Role } from '@mars/domain';

import type { Queryable } from '../../db/client';

export type NotificationPreferences = { kinds: NotificationKind[]; daily_digest: boolean };

export async function findNotificationPreferences(
  db: Queryable,
  userId: string,
): Promise<NotificationPreferences | undefined> {
  const { rows } = await db.query<NotificationPreferences>(
    `SELECT notification_kinds AS kinds, daily_digest FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

export async function storeNotificationPreferences(
  db: Queryable,
  input: { userId: string; kinds: readonly NotificationKind[]; dailyDigest: boolean; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE users SET notification_kinds = $2::text[], daily_digest = $3, updated_at = $4, version = version + 1
     WHERE id = $1`,
    [input.userId, [...new Set(input.kinds)], input.dailyDigest, input.now.toISOString()],
  );
}

/** An active user who wants the digest and has not had today's. */
export type DigestRecipient = {
  id: string;
  organization_id: string;
  email: string;
  full_name: string;
  first_name: string | null;
  role: Role;
  language: string | null;
  kinds: NotificationKind[];
  vessel_ids: string[];
  digest_sent_on: string | null;
};

export async function digestRecipients(db: Queryable, today: string): Promise<DigestRecipient[]> {
  const { rows } = await db.query<DigestRecipient>(
    `SELECT u.id, u.organization_id, u.email, u.full_name, u.first_name, u.role, u.language,
            u.notification_kinds AS kinds, to_char(u.digest_sent_on, 'YYYY-MM-DD') AS digest_sent_on,
            COALESCE((SELECT array_agg(uv.vessel_id::text) FROM user_vessels uv WHERE uv.user_id = u.id), '{}') AS vessel_ids
     FROM users u
     WHERE u.daily_digest AND u.status = 'active' AND (u.digest_sent_on IS NULL OR u.digest_sent_on < $1::date)
     ORDER BY u.id`,
    [today],
  );
  return rows;
}

/**
 * Claims today's digest of the user: true for exactly one caller a day (one UPDATE decides, so two
 * servers or two runs never both send).
 */
export async function claimDigest(db: Queryable, userId: string, today: string): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET digest_sent_on = $2::date
     WHERE id = $1 AND daily_digest AND (digest_sent_on IS NULL OR digest_sent_on < $2::date)`,
    [userId, today],
  );
  return result.affectedRows === 1;
}

/** Gives today's claim back after the mail could not be sent: a later run tries again. */
export async function releaseDigest(
  db: Queryable,
  input: { userId: string; today: string; previous: string | null },
): Promise<void> {
  await db.query(`UPDATE users SET digest_sent_on = $3::date WHERE id = $1 AND digest_sent_on = $2::date`, [
    input.userId,
    input.today,
    input.previous,
  ]);
}
