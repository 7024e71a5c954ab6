// Sign-in limits of spec section 9, by the email entered: 5 failures in 15 minutes lock it for
// 15 minutes; from 3 failures a CAPTCHA is required; a successful sign-in resets the count.
import type { Db, Queryable } from '../db/client';

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

export type LoginClaim =
  | { kind: 'claimed'; attemptId: number }
  | { kind: 'locked'; state: LoginLimitState }
  | { kind: 'captcha_required'; state: LoginLimitState };

/**
 * Counts a sign-in attempt before its password is checked: under a lock per email, the limits are
 * read and, if they allow a check, a failure is recorded at once. Concurrent attempts for one email
 * thus see each other, so at most 3 passwords are checked without a CAPTCHA and none after the 5th
 * failure. A right password turns its attempt into a success (`markLoginSucceeded`). The lock is a
 * transaction-scoped advisory lock (one short transaction, never held across the password hash); on
 * PGlite, with its single connection, transactions run one after another anyway.
 */
export async function claimLoginAttempt(
  db: Db,
  input: { email: string; now: Date; ipAddress?: string; captchaVerified: boolean },
): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`login:${input.email}`]);
    const state = await loginLimitState(tx, input.email, input.now);
    if (state.lockedForSeconds > 0) return { kind: 'locked', state };
    if (state.captchaRequired && !input.captchaVerified) return { kind: 'captcha_required', state };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO login_attempts (email, succeeded, attempted_at, ip_address) VALUES ($1, false, $2, $3)
       RETURNING id`,
      [input.email, input.now.toISOString(), input.ipAddress ?? null],
    );
    return { kind: 'claimed', attemptId: rows[0]!.id };
  });
}

/** The attempt's password was right: it becomes a success, which resets the count. */
export async function markLoginSucceeded(db: Queryable, attemptId: number): Promise<void> {
  await db.query(`UPDATE login_attempts SET succeeded = true WHERE id = $1`, [attemptId]);
}

/**
 * The attempt's password was right but a second factor is still asked for: it counts neither as a
 * failure nor as a success (which would reset the count a wrong code adds to).
 */
export async function forgetLoginAttempt(db: Queryable, attemptId: number): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE id = $1`, [attemptId]);
}

/** Forgets the email's failed sign-ins: its lock and CAPTCHA requirement end (a password reset). */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE email = $1 AND NOT succeeded`, [email]);
}
