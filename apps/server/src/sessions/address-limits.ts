// Limits per client address on the public sign-in routes (spec section 9), kept in the database
// counters so several server instances share them. request.ip is the client (trustProxy is on).
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/client';
import {
  CAPTCHA_PER_ADDRESS_PER_MINUTE,
  LOGIN_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_TOKEN_PER_ADDRESS_PER_HOUR,
} from './auth.constants';
import { limitRate } from './rate-limits';

const LIMITS = {
  login: {
    limit: LOGIN_PER_ADDRESS,
    windowMs: LOGIN_WINDOW_MINUTES * 60_000,
    code: 'login_rate_limited',
    message: 'Too many login attempts.',
  },
  // A challenge is only asked for while signing in, so its limit speaks of sign-ins.
  captcha: {
    limit: CAPTCHA_PER_ADDRESS_PER_MINUTE,
    windowMs: 60_000,
    code: 'login_rate_limited',
    message: 'Too many login attempts.',
  },
  reset: {
    limit: PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
    windowMs: 3_600_000,
    code: 'password_reset_rate_limited',
    message: 'Too many password reset attempts.',
  },
  resetToken: {
    limit: PASSWORD_RESET_TOKEN_PER_ADDRESS_PER_HOUR,
    windowMs: 3_600_000,
    code: 'password_reset_rate_limited',
    message: 'Too many password reset attempts.',
  },
} as const;

/**
 * Counts one request of the address before any work is done (so a burst is bounded atomically);
 * past the limit, a 429 with the wait (Retry-After).
 */
export async function limitAddress(
  db: Queryable,
  input: { kind: keyof typeof LIMITS; address: string; now: Date; limit?: number },
): Promise<void> {
  const { limit, windowMs, code, message } = LIMITS[input.kind];
  await limitRate(
    db,
    { key: `${input.kind}-address:${input.address}`, limit: input.limit ?? limit, windowMs, now: input.now },
    { code, message },
  );
}

/**
 * Gives back the count of a request that succeeded: a ship's whole crew signs in from one public
 * address behind its satellite link, so only failed sign-ins use up the address's budget.
 */
export async function refundAddress(
  db: Queryable,
  input: { kind: keyof typeof LIMITS; address: string },
): Promise<void> {
  await db.query(`UPDATE rate_limit_counters SET count = GREATEST(count - 1, 0) WHERE key = $1`, [
    `${input.kind}-address:${input.address}`,
  ]);
}

/**
 * Counts a step of signing in (the password, then the code of the second factor) on the address's
 * one sign-in budget, with the limit of the configuration (MARS_LOGIN_ADDRESS_LIMIT).
 */
export async function limitSignInAddress(app: FastifyInstance, address: string): Promise<void> {
  await limitAddress(app.db, {
    kind: 'login',
    address,
    now: app.clock.now(),
    limit: app.config.loginLimitPerAddress,
  });
}

/** Gives back the count of a sign-in step that succeeded (refundAddress). */
export async function refundSignInAddress(app: FastifyInstance, address: string): Promise<void> {
  await refundAddress(app.db, { kind: 'login', address });
}
