import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import {
  CSRF,
  createTestApp,
  forgedCaptcha,
  login,
  signedIn,
  solveCaptcha,
  TEST_DATABASES,
} from '../../test-support';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('signing in (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('signs in with the right password and answers the user with a session cookie', async () => {
    const response = await login(t.app, 'Master@Mars.Demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'master@mars.demo',
      role: 'master',
      firstName: 'James',
      lastName: 'Hartley',
      organizationName: 'MARS Demo Shipping',
      user_metadata: { full_name: 'James Hartley', role: 'master' },
    });
    expect(body.user.vesselIds).toHaveLength(1);
    const cookie = response.cookies.find((item) => item.name === 'mars_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only the hash of the session token', async () => {
    const response = await login(t.app, 'master@mars.demo');
    const token = response.cookies.find((item) => item.name === 'mars_session')!.value;
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password and counts down the attempts remaining', async () => {
    const first = await login(t.app, 'officer@mars.demo', 'wrong');
    expect(first.statusCode).toBe(401);
    expect(first.json().error).toMatchObject({
      code: 'invalid_credentials',
      details: { attemptsRemaining: 4 },
    });
    const second = await login(t.app, 'officer@mars.demo', 'wrong');
    expect(second.json().error.details.attemptsRemaining).toBe(3);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login(t.app, 'nobody@mars.demo', 'whatever');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'invalid_credentials',
      details: { attemptsRemaining: 4 },
    });
  });

  it('asks for a CAPTCHA after three failures and accepts a solved one, not a forged one', async () => {
    for (let i = 0; i < 3; i++) await login(t.app, 'engineer@mars.demo', 'wrong');
    const withoutCaptcha = await login(t.app, 'engineer@mars.demo');
    expect(withoutCaptcha.statusCode).toBe(429);
    expect(withoutCaptcha.json().error.code).toBe('captcha_required');
    expect(withoutCaptcha.headers['retry-after']).toBeDefined();

    const forged = await login(t.app, 'engineer@mars.demo', undefined, { captcha: await forgedCaptcha() });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('captcha_invalid');

    const captcha = await solveCaptcha(t.app);
    const solved = await login(t.app, 'engineer@mars.demo', undefined, { captcha });
    expect(solved.statusCode).toBe(200);
    // A solved challenge is good once.
    for (let i = 0; i < 3; i++) await login(t.app, 'engineer@mars.demo', 'wrong');
    const replayed = await login(t.app, 'engineer@mars.demo', undefined, { captcha });
    expect(replayed.json().error.code).toBe('captcha_invalid');
  });

  it('locks the email for 15 minutes after five failures, then lets the user in again', async () => {
    for (let i = 0; i < 3; i++) await login(t.app, 'crew@mars.demo', 'wrong');
    const fourth = await login(t.app, 'crew@mars.demo', 'wrong', { captcha: await solveCaptcha(t.app) });
    expect(fourth.json().error.details.attemptsRemaining).toBe(1);
    const fifth = await login(t.app, 'crew@mars.demo', 'wrong', { captcha: await solveCaptcha(t.app) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatchObject({
      code: 'account_locked',
      details: { attemptsRemaining: 0, retryAfterSeconds: 900 },
    });
    expect(fifth.headers['retry-after']).toBe('900');

    t.clock.advance(10 * MINUTE);
    const stillLocked = await login(t.app, 'crew@mars.demo');
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.details.retryAfterSeconds).toBe(300);

    // Other emails are not affected.
    expect((await login(t.app, 'officer@mars.demo')).statusCode).toBe(200);

    t.clock.advance(5 * MINUTE + 1000);
    const after = await login(t.app, 'crew@mars.demo');
    expect(after.statusCode).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    await login(t.app, 'officer@mars.demo', 'wrong');
    await login(t.app, 'officer@mars.demo', 'wrong');
    expect((await login(t.app, 'officer@mars.demo')).statusCode).toBe(200);
    const next = await login(t.app, 'officer@mars.demo', 'wrong');
    expect(next.json().error.details.attemptsRemaining).toBe(4);
  });

  it('gives 30 minutes without remember-me and 7 days with it', async () => {
    const now = t.clock.now().getTime();
    const short = (await login(t.app, 'master@mars.demo')).json();
    expect(new Date(short.session.expiresAt).getTime() - now).toBe(30 * MINUTE);
    const long = await login(t.app, 'master@mars.demo', undefined, { rememberMe: true });
    expect(new Date(long.json().session.expiresAt).getTime() - now).toBe(7 * 24 * 60 * MINUTE);
    expect(long.cookies.find((item) => item.name === 'mars_session')?.maxAge).toBe(7 * 24 * 60 * 60);
  });

  it('ends a session after 30 idle minutes and slides it with activity', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    t.clock.advance(20 * MINUTE);
    const active = await t.app.inject({ method: 'GET', url: '/api/v1/vessels', headers: { cookie } });
    expect(active.statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    // Looking at the session does not extend it.
    t.clock.advance(11 * MINUTE);
    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthenticated');
  });

  it('extends the session on request', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    t.clock.advance(25 * MINUTE);
    const extended = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/session/extend',
      headers: { cookie, ...CSRF },
    });
    expect(extended.statusCode).toBe(200);
    expect(new Date(extended.json().session.expiresAt).getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);
  });

  it('signs out: the session is revoked and its cookie no longer works', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, ...CSRF },
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('lists the sessions and revokes another device', async () => {
    const laptop = await signedIn(t.app, 'master@mars.demo');
    const phone = await signedIn(t.app, 'master@mars.demo');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: { cookie: laptop.cookie },
    });
    const rows = list.json().rows as { id: string; current: boolean }[];
    expect(rows).toHaveLength(2);
    const other = rows.find((row) => !row.current)!;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${other.id}`,
      headers: { cookie: laptop.cookie, ...CSRF },
    });
    expect(revoke.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: phone.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: laptop.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('cannot revoke another user’s session', async () => {
    const master = await signedIn(t.app, 'master@mars.demo');
    await signedIn(t.app, 'officer@mars.demo');
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'officer@mars.demo'`,
    );
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${rows[0]!.id}`,
      headers: { cookie: master.cookie, ...CSRF },
    });
    expect(response.statusCode).toBe(404);
  });

  it('changes the password only within the policy, and revokes the other sessions', async () => {
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    const other = await signedIn(t.app, 'officer@mars.demo');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: { cookie, ...CSRF },
      payload: { currentPassword: 'Mars-Demo-2026!', newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('validation_failed');
    expect(weak.json().error.details.fields.newPassword).toEqual(
      expect.arrayContaining([
        'validation:password.minLength',
        'validation:password.uppercase',
        'validation:password.number',
        'validation:password.special',
      ]),
    );

    const wrongCurrent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: { cookie, ...CSRF },
      payload: { currentPassword: 'not-it', newPassword: 'New-Passw0rd!' },
    });
    expect(wrongCurrent.json().error.code).toBe('invalid_current_password');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: { cookie, ...CSRF },
      payload: { currentPassword: 'Mars-Demo-2026!', newPassword: 'New-Passw0rd!' },
    });
    expect(changed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(401);
    expect((await login(t.app, 'officer@mars.demo')).statusCode).toBe(401);
    expect((await login(t.app, 'officer@mars.demo', 'New-Passw0rd!')).statusCode).toBe(200);
  });

  it('refuses state-changing requests without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'master@mars.demo', password: 'Mars-Demo-2026!', rememberMe: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_missing');
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(403);
  });

  it('answers password resets the same for any email, three an hour', async () => {
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', headers: CSRF, payload: { email } });
    expect((await ask('master@mars.demo')).statusCode).toBe(202);
    expect((await ask('nobody@mars.demo')).statusCode).toBe(202);
    await ask('master@mars.demo');
    await ask('master@mars.demo');
    const fourth = await ask('master@mars.demo');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('password_reset_rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61 * MINUTE);
    expect((await ask('master@mars.demo')).statusCode).toBe(202);
  });

  it('rejects a malformed sign-in with a field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: CSRF,
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });
});
