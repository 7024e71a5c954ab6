// The on-screen text of a failed call: the error code is the key `errors:<code>` (docs/http-api.md).
import type { TFunction } from 'i18next';

import { ApiError } from '../data/api-client';
import { durationParts } from './auth/session-timing';

/** A wait in hours, minutes or seconds (spec section 8): '45 seconds', '15 minutes', '2 hours'. */
export function waitText(t: TFunction, seconds: number): string {
  const { unit, count } = durationParts(seconds);
  return t(`auth:duration.${unit}`, { count });
}

export function errorText(t: TFunction, error: unknown, fallbackKey = 'errors:load_failed'): string {
  const fallback = t(fallbackKey);
  if (!(error instanceof ApiError)) return fallback;
  const seconds = Number(error.details.retryAfterSeconds);
  const time = Number.isFinite(seconds) && seconds > 0 ? waitText(t, seconds) : '';
  return t(`errors:${error.code}`, { defaultValue: fallback, time });
}
