// A request counted on its fixed-window counter (rate-limit.repository.ts) and refused past the
// limit: 429 with the code the client shows and the wait (Retry-After).
import type { Queryable } from '../db/client';
import { errors } from '../plugins/errors';
import { hitRateLimit } from './rate-limit.repository';

export async function limitRate(
  db: Queryable,
  counter: { key: string; limit: number; windowMs: number; now: Date },
  refusal: { code: string; message: string },
): Promise<void> {
  const rate = await hitRateLimit(db, counter);
  if (rate.limited) throw errors.tooMany(refusal.code, refusal.message, rate.resetSeconds);
}
