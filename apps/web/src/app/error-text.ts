// The on-screen text of a failed call: the error code is the key `errors:<code>` (docs/http-api.md).
import type { TFunction } from 'i18next';

import { ApiError } from '../data/api-client';

export function errorText(t: TFunction, error: unknown, fallbackKey = 'errors:load_failed'): string {
  const fallback = t(fallbackKey);
  if (!(error instanceof ApiError)) return fallback;
  const seconds = Number(error.details.retryAfterSeconds);
  const time = Number.isFinite(seconds) ? `${Math.ceil(seconds)} s` : '';
  return t(`errors:${error.code}`, { defaultValue: fallback, time });
}
