// Limits per client address on sign-in, password reset and CAPTCHA challenges, and the purge of old
// sign-in rows (spec section 9 'Limits').
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, DEMO_PASSWORD, TEST_DATABASES } from '../../test-support';
import {
  CAPTCHA_PER_ADDRESS_PER_MINUTE,
  LOGIN_PER_ADDRESS,
  PASSWORD_RESET_PER_ADDRESS_PER_HOUR,
} from '../../sessions/auth.constants';
import { purgeExpiredAuthRows, RESET_LINKS_KEPT_MINUTES } from './auth-purge';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('limits per client address (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const from = (address: string) => ({ ...CSRF, 'x-forwarded-for': address });
  const signIn = (address: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: from(address),
      payload: { email, password: 'Wrong-Password-1!', rememberMe: false },
    });
  const reset = (address: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: from(address),
      payload: { email },
    });
  const challenge = (address: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', headers: { 'x-forwarded-for': address } });

  it('answers 429 to sign-ins past the limit of one address, with the wait, before any password check', async () => {
    // Each attempt for another email: the limits by email never apply.
    for (let index = 0; index < LOGIN_PER_ADDRESS; index++) {
      expect((await signIn('203.0.113.7', `guess${index}@mars.demo`)).statusCode).toBe(401);
    }
    const over = await signIn('203.0.113.7', 'master@mars.demo');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      code: 'login_rate_limited',
      message: 'Too many login attempts.',
    });
    expect(Number(over.headers['retry-after'])).toBe(15 * 60);
    const checked = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts`);
    expect(checked.rows[0]!.n).toBe(LOGIN_PER_ADDRESS);

    // Another address is not affected; the first one may try again after the window.
    expect((await signIn('203.0.113.8', 'master@mars.demo')).statusCode).toBe(401);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await signIn('203.0.113.7', 'master@mars.demo')).statusCode).toBe(401);
  });

  it('lets a whole crew sign in from one address: only failed sign-ins count against it', async () => {
    const signInRight = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: from('198.51.100.20'),
        payload: { email, password: DEMO_PASSWORD, rememberMe: false },
      });
    const crew = ['master', 'officer', 'engineer', 'crew', 'shipadmin'].map((name) => `${name}@mars.demo`);
    for (let round = 0; round < Math.ceil((LOGIN_PER_ADDRESS + 5) / crew.length); round++) {
      for (const email of crew) expect((await signInRight(email)).statusCode).toBe(200);
    }
    for (let index = 0; index < LOGIN_PER_ADDRESS; index++) {
      expect((await signIn('198.51.100.20', `guess${index}@mars.demo`)).statusCode).toBe(401);
    }
    expect((await signInRight('master@mars.demo')).statusCode).toBe(429);
  });

  it('answers 429 to password resets past the limit of one address', async () => {
    for (let index = 0; index < PASSWORD_RESET_PER_ADDRESS_PER_HOUR; index++) {
      expect((await reset('203.0.113.7', `someone${index}@mars.demo`)).statusCode).toBe(202);
    }
    const over = await reset('203.0.113.7', 'master@mars.demo');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('password_reset_rate_limited');
    expect(Number(over.headers['retry-after'])).toBe(60 * 60);
    expect((await reset('203.0.113.8', 'master@mars.demo')).statusCode).toBe(202);
  });

  it('answers 429 to CAPTCHA challenges past the limit of one address', async () => {
    for (let index = 0; index < CAPTCHA_PER_ADDRESS_PER_MINUTE; index++) {
      expect((await challenge('203.0.113.7')).statusCode).toBe(200);
    }
    const over = await challenge('203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('login_rate_limited');
    expect(Number(over.headers['retry-after'])).toBe(60);
    expect((await challenge('203.0.113.8')).statusCode).toBe(200);
  });

  it('purges sign-in attempts, counters and reset requests that no limit needs any more', async () => {
    await signIn('203.0.113.7', 'master@mars.demo');
    await reset('203.0.113.7', 'master@mars.demo');
    await t.db.query(
      `UPDATE password_reset_requests SET used_at = $1 WHERE id IN (SELECT id FROM password_reset_requests LIMIT 1)`,
      [t.clock.now().toISOString()],
    );
    await reset('203.0.113.7', 'master@mars.demo');
    const count = async (table: string) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    expect(await count('login_attempts')).toBe(1);
    expect(await count('rate_limit_counters')).toBeGreaterThanOrEqual(3);
    expect(await count('password_reset_requests')).toBe(2);

    // Right away nothing goes: a used link is still told apart from an unknown one.
    await purgeExpiredAuthRows(t.db, t.clock.now());
    expect(await count('login_attempts')).toBe(1);
    expect(await count('password_reset_requests')).toBe(2);

    // Past every window, the attempts and counters go; reset requests stay a day past their expiry.
    t.clock.advance(61 * MINUTE);
    await purgeExpiredAuthRows(t.db, t.clock.now());
    expect(await count('login_attempts')).toBe(0);
    expect(await count('rate_limit_counters')).toBe(0);
    expect(await count('password_reset_requests')).toBe(2);

    t.clock.advance(RESET_LINKS_KEPT_MINUTES * MINUTE);
    await purgeExpiredAuthRows(t.db, t.clock.now());
    expect(await count('password_reset_requests')).toBe(0);
  });
});
