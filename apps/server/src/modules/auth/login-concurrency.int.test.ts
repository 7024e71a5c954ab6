// Sign-in limits under concurrency (spec section 9): parallel wrong passwords for one email must not
// get more passwords checked than the CAPTCHA threshold and the lockout allow.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, DEMO_PASSWORD, solveCaptcha, TEST_DATABASES } from '../../test-support';
import { CAPTCHA_PER_ADDRESS_PER_MINUTE } from '../../sessions/auth.constants';

const EMAIL = 'crew@mars.demo';
const PARALLEL = 50;

describe.each(TEST_DATABASES)('sign-in limits under parallel attempts (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  // Each attempt comes from its own address, so that only the limits by email are at work.
  const attempt = (index: number, password: string, captcha?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...CSRF, 'x-forwarded-for': `198.51.100.${index % 250}` },
      payload: { email: EMAIL, password, rememberMe: false, ...(captcha ? { captcha } : {}) },
    });

  /** Every wrong password that was checked leaves one failure. */
  const failures = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM login_attempts WHERE email = $1 AND NOT succeeded`,
        [EMAIL],
      )
    ).rows[0]!.n;

  it('checks at most 3 passwords without a CAPTCHA and none past the 5th failure', async () => {
    const first = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => attempt(index, 'Wrong-Password-1!')),
    );
    expect(await failures()).toBeLessThanOrEqual(3);
    expect(first.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(3);
    expect(first.every((response) => [401, 429].includes(response.statusCode))).toBe(true);

    // With a solved CAPTCHA each, still no more than five failures are ever checked.
    const captchas = [];
    for (let index = 0; index < PARALLEL; index++) {
      // Challenges are limited per address and minute; the failures stay within 15 minutes.
      if (index % CAPTCHA_PER_ADDRESS_PER_MINUTE === 0) t.clock.advance(61_000);
      captchas.push(await solveCaptcha(t.app));
    }
    await Promise.all(captchas.map((captcha, index) => attempt(index, 'Wrong-Password-1!', captcha)));
    expect(await failures()).toBeLessThanOrEqual(5);
    expect(await failures()).toBe(5);

    // The email is locked: the right password is refused too.
    t.clock.advance(61_000);
    const right = await attempt(1, DEMO_PASSWORD, await solveCaptcha(t.app));
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('account_locked');
  });

  it('lets the right password in among parallel wrong ones and keeps its session', async () => {
    const responses = await Promise.all([
      attempt(0, 'Wrong-Password-1!'),
      attempt(1, DEMO_PASSWORD),
      attempt(2, 'Wrong-Password-1!'),
    ]);
    expect(responses[1]!.statusCode).toBe(200);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_attempts WHERE email = $1 AND succeeded`,
      [EMAIL],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
