// Fixed-window counters kept in the database, so that several server instances share them.
import type { Queryable } from '../db/client';

export type RateLimitResult = { count: number; remaining: number; resetSeconds: number; limited: boolean };

export async function hitRateLimit(
  db: Queryable,
  input: { key: string; limit: number; windowMs: number; now: Date },
): Promise<RateLimitResult> {
  const windowStartCutoff = new Date(input.now.getTime() - input.windowMs);
  const { rows } = await db.query<{ count: number; window_start: string }>(
    `INSERT INTO rate_limit_counters (key, window_start, count, expires_at) VALUES ($1, $2, 1, $4)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit_counters.window_start <= $3 THEN 1 ELSE rate_limit_counters.count + 1 END,
       window_start = CASE WHEN rate_limit_counters.window_start <= $3 THEN $2 ELSE rate_limit_counters.window_start END,
       expires_at = CASE WHEN rate_limit_counters.window_start <= $3 THEN $4 ELSE rate_limit_counters.expires_at END
     RETURNING count, window_start`,
    [
      input.key,
      input.now.toISOString(),
      windowStartCutoff.toISOString(),
      new Date(input.now.getTime() + input.windowMs).toISOString(),
    ],
  );
  const row = rows[0]!;
  const resetMs = new Date(row.window_start).getTime() + input.windowMs - input.now.getTime();
  return {
    count: row.count,
    remaining: Math.max(0, input.limit - row.count),
    resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    limited: row.count > input.limit,
  };
}
