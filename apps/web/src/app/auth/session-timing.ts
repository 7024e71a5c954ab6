// Pure timing rules of the session and of the sign-in limits (spec sections 4 and 9).

/** Expiry is checked every 30 s. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** The 'Session Expiring Soon' warning starts at 5 minutes left. */
export const SESSION_WARNING_MS = 5 * 60_000;
/** User activity extends the session at most once per 30 s. */
export const ACTIVITY_EXTEND_INTERVAL_MS = 30_000;

export type SessionPhase = 'active' | 'warning' | 'expired';

export function millisecondsLeft(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt);
  return Number.isNaN(expiry) ? 0 : expiry - now;
}

export function sessionPhase(expiresAt: string, now: number): SessionPhase {
  const left = millisecondsLeft(expiresAt, now);
  if (left <= 0) return 'expired';
  return left <= SESSION_WARNING_MS ? 'warning' : 'active';
}

/** Countdown as m:ss (or h:mm:ss), never below 0:00. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export type DurationUnit = 'hours' | 'minutes' | 'seconds';

/**
 * A wait in one unit, 'hours, minutes or seconds' (spec section 8): seconds under a minute (rounded
 * up), else whole minutes or hours to the nearest: 900 s -> 15 minutes, 901 s -> 15 minutes,
 * 45 s -> 45 seconds, 7200 s -> 2 hours.
 */
export function durationParts(seconds: number): { unit: DurationUnit; count: number } {
  const whole = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  if (whole < 60) return { unit: 'seconds', count: whole };
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.round(whole / 3600) };
}

/** Whether activity may extend the session now (at most once per 30 s). */
export function mayExtendOnActivity(lastExtendedAt: number, now: number): boolean {
  return now - lastExtendedAt >= ACTIVITY_EXTEND_INTERVAL_MS;
}
