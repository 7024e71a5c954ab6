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

/** The translation keys the server gave for a field of a form (`details.fields.<field>`). */
export function fieldErrorKeys(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError)) return [];
  const fields = error.details.fields;
  if (typeof fields !== 'object' || fields === null) return [];
  const value = (fields as Record<string, unknown>)[field];
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}
