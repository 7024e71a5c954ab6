// Deletes the sign-in rows no limit needs any more (spec section 9): sign-in attempts older than the
// lockout can look back, rate-limit counters whose window has ended, password reset requests a day
// after they expired (until then a used or expired link is told apart from an unknown one), and used
// CAPTCHA challenges long past their expiry.
import type { Db } from '../../db/client';
import {
  AUTH_PURGE_INTERVAL_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_WINDOW_MINUTES,
} from '../../sessions/auth.constants';
import { CHALLENGE_MINUTES } from './captcha';

const MINUTE = 60_000;
/** How long a reset request is kept after its link expired. */
export const RESET_LINKS_KEPT_MINUTES = 24 * 60;

export type PurgeCounts = {
  loginAttempts: number;
  rateLimitCounters: number;
  passwordResetRequests: number;
  captchaChallenges: number;
};

export async function purgeExpiredAuthRows(db: Db, now: Date): Promise<PurgeCounts> {
  // loginLimitState reads failures of the last window plus the lock that may follow it.
  const attemptsBefore = new Date(now.getTime() - (LOGIN_WINDOW_MINUTES + LOGIN_LOCK_MINUTES) * MINUTE);
  // A challenge's expiry is checked against the system clock; a day's margin covers clock skew.
  const challengesBefore = new Date(now.getTime() - (CHALLENGE_MINUTES + 24 * 60) * MINUTE);
  const at = now.toISOString();
  const attempts = await db.query(`DELETE FROM login_attempts WHERE attempted_at < $1`, [
    attemptsBefore.toISOString(),
  ]);
  const counters = await db.query(`DELETE FROM rate_limit_counters WHERE expires_at <= $1`, [at]);
  const resets = await db.query(`DELETE FROM password_reset_requests WHERE expires_at <= $1`, [
    new Date(now.getTime() - RESET_LINKS_KEPT_MINUTES * MINUTE).toISOString(),
  ]);
  const challenges = await db.query(`DELETE FROM captcha_challenges_used WHERE used_at < $1`, [
    challengesBefore.toISOString(),
  ]);
  return {
    loginAttempts: attempts.affectedRows,
    rateLimitCounters: counters.affectedRows,
    passwordResetRequests: resets.affectedRows,
    captchaChallenges: challenges.affectedRows,
  };
}

/** Runs the purge now and every few minutes until the returned stop is called (server.ts). */
export function startAuthPurge(db: Db, clock: () => Date = () => new Date()): () => void {
  const run = () => {
    purgeExpiredAuthRows(db, clock()).catch((error: unknown) => {
      console.warn('[auth] purging old sign-in rows failed', error);
    });
  };
  run();
  const timer = setInterval(run, AUTH_PURGE_INTERVAL_MINUTES * MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
