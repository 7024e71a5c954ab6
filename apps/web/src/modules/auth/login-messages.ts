// Pure rules of the sign-in screen (spec sections 2, 4, 5 and 8): remaining-attempt wording, the
// lock by the email entered, and where to go after signing in.
import type { DurationUnit } from '../../app/auth/session-timing';
import { durationParts } from '../../app/auth/session-timing';

/** The lock lasts 15 minutes when the server does not say how long (spec section 9). */
export const DEFAULT_LOCK_SECONDS = 15 * 60;

export type AttemptsNotice =
  | { key: 'attempts.locked'; count: 0; isWarning: true }
  | { key: 'attempts.remaining'; count: number; isWarning: boolean };

/** 'Account temporarily locked', '1 attempt remaining', 'N attempts remaining'; a warning at 1 or 2. */
export function attemptsNotice(attemptsRemaining: unknown): AttemptsNotice | null {
  if (typeof attemptsRemaining !== 'number' || !Number.isFinite(attemptsRemaining)) return null;
  if (attemptsRemaining <= 0) return { key: 'attempts.locked', count: 0, isWarning: true };
  return { key: 'attempts.remaining', count: attemptsRemaining, isWarning: attemptsRemaining <= 2 };
}

export type LoginLock = { email: string; until: number };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The lock applies to the email it was reported for, until its wait has passed. */
export function isLockedFor(lock: LoginLock | null, email: string, now: number): boolean {
  return lock !== null && lock.email === normalizeEmail(email) && now < lock.until;
}

export function retryAfterSeconds(details: Record<string, unknown>): number | null {
  const value = details.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function lockUntil(details: Record<string, unknown>, now: number): number {
  return now + (retryAfterSeconds(details) ?? DEFAULT_LOCK_SECONDS) * 1000;
}

export type TranslateDuration = (key: `duration.${DurationUnit}`, options: { count: number }) => string;

/** '15 minutes', '45 seconds', '2 hours' in the current language. */
export function formatWait(translate: TranslateDuration, seconds: number): string {
  const { unit, count } = durationParts(seconds);
  return translate(`duration.${unit}`, { count });
}

/**
 * Where to go after signing in: the remembered location (pathname + search + hash) when it is a
 * path of this app other than /login, else '/'.
 */
export function redirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let target: string | null = null;
  if (typeof from === 'string') {
    target = from;
  } else if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') {
      target = pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
    }
  }
  if (!target || !target.startsWith('/') || target.startsWith('//') || /^\/login(?:[/?#]|$)/.test(target)) {
    return '/';
  }
  return target;
}
