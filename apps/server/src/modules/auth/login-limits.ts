// Sign-in limits of spec section 9, by the email entered: 5 failures in 15 minutes lock it for
// 15 minutes; from 3 failures a CAPTCHA is required; a successful sign-in resets the count.
import type { Queryable } from '../../db/client';

import {
  CAPTCHA_AFTER_FAILURES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from './auth.constants';

export type LoginLimitState = {
  failures: number;
  attemptsRemaining: number;
  lockedForSeconds: number;
  captchaRequired: boolean;
};

const MINUTE = 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function loginLimitState(db: Queryable, email: string, now: Date): Promise<LoginLimitState> {
  // The latest failures since the last success. The lock runs 15 minutes from the failure that
  // completed five within 15 minutes (no failure is recorded while locked).
  const { rows } = await db.query<{ attempted_at: string }>(
    `SELECT attempted_at FROM login_attempts
     WHERE email = $1 AND NOT succeeded AND attempted_at > $2 AND attempted_at <= $3
       AND id > COALESCE((SELECT max(id) FROM login_attempts WHERE email = $1 AND succeeded), 0)
     ORDER BY attempted_at DESC LIMIT $4`,
    [
      email,
      new Date(now.getTime() - (LOGIN_WINDOW_MINUTES + LOGIN_LOCK_MINUTES) * MINUTE).toISOString(),
      now.toISOString(),
      LOGIN_MAX_FAILURES,
    ],
  );
  const times = rows.map((row) => new Date(row.attempted_at).getTime());
  const windowStart = now.getTime() - LOGIN_WINDOW_MINUTES * MINUTE;
  const failures = times.filter((time) => time > windowStart).length;
  let lockedForSeconds = 0;
  const newest = times[0];
  const fifthNewest = times[LOGIN_MAX_FAILURES - 1];
  if (
    newest !== undefined &&
    fifthNewest !== undefined &&
    newest - fifthNewest <= LOGIN_WINDOW_MINUTES * MINUTE
  ) {
    lockedForSeconds = Math.max(0, Math.ceil((newest + LOGIN_LOCK_MINUTES * MINUTE - now.getTime()) / 1000));
  }
  return {
    failures,
    attemptsRemaining: lockedForSeconds > 0 ? 0 : Math.max(0, LOGIN_MAX_FAILURES - failures),
    lockedForSeconds,
    captchaRequired: failures >= CAPTCHA_AFTER_FAILURES,
  };
}

export async function recordLoginAttempt(
  db: Queryable,
  input: { email: string; succeeded: boolean; now: Date; ipAddress?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO login_attempts (email, succeeded, attempted_at, ip_address) VALUES ($1, $2, $3, $4)`,
    [input.email, input.succeeded, input.now.toISOString(), input.ipAddress ?? null],
  );
}
