import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, solveCaptcha, TEST_DATABASES } from '../../test-support';
import { totpCodeAt } from './totp';
import { codeStep, enrol, passwordStep, post, sessionCookie } from './two-factor.test-support';

const STEP = 30_000;

describe.each(TEST_DATABASES)('two-factor authentication (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const status = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/auth/two-factor', headers: { cookie } })).json();

  it('enrols with a key shown once, a QR code and a current code, and answers ten recovery codes', async () => {
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    expect(await status(cookie)).toMatchObject({ enabled: false, recoveryCodesRemaining: 0 });
    const setup = await post(t, cookie, '/api/v1/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/MARS:officer%40mars.demo?issuer=MARS&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await post(t, cookie, '/api/v1/auth/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields.code).toEqual(['errors:invalid_two_factor_code']);
    const notDigits = await post(t, cookie, '/api/v1/auth/two-factor/confirm', { code: '12ab56' });
    expect(notDigits.json().error.details.fields.code).toEqual(['validation:twoFactorCode']);
    expect((await status(cookie)).enabled).toBe(false);

    // An authenticator app shows the code as '123 456'.
    const code = totpCodeAt(secret, t.clock.now());
    const confirm = await post(t, cookie, '/api/v1/auth/two-factor/confirm', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await status(cookie)).toMatchObject({ enabled: true, recoveryCodesRemaining: 10 });

    // The key is never answered again, and the database holds neither it nor a recovery code.
    expect((await post(t, cookie, '/api/v1/auth/two-factor/setup')).json().error.code).toBe(
      'two_factor_already_enabled',
    );
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect(session.body).not.toContain(secret);
    const stored = JSON.stringify(
      (
        await t.db.query(
          `SELECT u.*, r.code_hash FROM users u JOIN two_factor_recovery_codes r ON r.user_id = u.id`,
        )
      ).rows,
    );
    expect(stored).not.toContain(secret);
    for (const recoveryCode of recoveryCodes) expect(stored).not.toContain(recoveryCode.replace('-', ''));
  });

  it('asks for the code after the right password and opens no session before it', async () => {
    const { secret } = await enrol(t, 'officer@mars.demo');
    const sessionsBefore = (await t.db.query(`SELECT id FROM sessions`)).rows.length;
    t.clock.advance(2 * STEP);
    const { response, cookie } = await passwordStep(t, 'officer@mars.demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true, expiresAt: expect.any(String) });
    expect(sessionCookie(response)).toBe('');
    expect(response.cookies.find((item) => item.name === 'mars_2fa')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth/two-factor',
    });
    expect((await t.db.query(`SELECT id FROM sessions`)).rows).toHaveLength(sessionsBefore);

    const verified = await codeStep(t, cookie, totpCodeAt(secret, t.clock.now()));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe('officer@mars.demo');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: sessionCookie(verified) },
    });
    expect(session.statusCode).toBe(200);
    // The pending sign-in is over: its cookie opens nothing more.
    expect((await codeStep(t, cookie, totpCodeAt(secret, t.clock.now()))).json().error.code).toBe(
      'two_factor_sign_in_expired',
    );
  });

  it('accepts the code of the step before and after, never older ones, and never a code twice', async () => {
    const { secret } = await enrol(t, 'engineer@mars.demo');
    t.clock.advance(10 * STEP);
    const now = t.clock.now();
    const tooOld = await passwordStep(t, 'engineer@mars.demo');
    const refused = await codeStep(t, tooOld.cookie, totpCodeAt(secret, new Date(now.getTime() - 2 * STEP)));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_two_factor_code');

    const previousStep = await codeStep(t, tooOld.cookie, totpCodeAt(secret, new Date(now.getTime() - STEP)));
    expect(previousStep.statusCode).toBe(200);

    // The same code at another sign-in, and a code of an older step, are replays.
    const again = await passwordStep(t, 'engineer@mars.demo');
    const replay = await codeStep(t, again.cookie, totpCodeAt(secret, new Date(now.getTime() - STEP)));
    expect(replay.json().error.code).toBe('invalid_two_factor_code');
    const nextStep = await codeStep(t, again.cookie, totpCodeAt(secret, new Date(now.getTime() + STEP)));
    expect(nextStep.statusCode).toBe(200);
    const third = await passwordStep(t, 'engineer@mars.demo');
    const current = await codeStep(t, third.cookie, totpCodeAt(secret, now));
    expect(current.json().error.code).toBe('invalid_two_factor_code');
  });

  it('signs in once with each recovery code', async () => {
    const { cookie, recoveryCodes } = await enrol(t, 'master@mars.demo');
    const first = await passwordStep(t, 'master@mars.demo');
    // Typed in lower case and without the dash, it is the same code.
    const used = await codeStep(t, first.cookie, recoveryCodes[3]!.toLowerCase().replace('-', ''));
    expect(used.statusCode).toBe(200);
    expect((await status(cookie)).recoveryCodesRemaining).toBe(9);

    const second = await passwordStep(t, 'master@mars.demo');
    const reused = await codeStep(t, second.cookie, recoveryCodes[3]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_two_factor_code');
    expect((await codeStep(t, second.cookie, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('allows three codes per pending sign-in and locks the account like failed sign-ins', async () => {
    const { secret } = await enrol(t, 'crew@mars.demo');
    t.clock.advance(2 * STEP);
    const first = await passwordStep(t, 'crew@mars.demo');
    const wrong1 = await codeStep(t, first.cookie, '111111');
    expect(wrong1.json().error).toMatchObject({
      code: 'invalid_two_factor_code',
      details: { attemptsRemaining: 2 },
    });
    expect((await codeStep(t, first.cookie, '222222')).json().error.details.attemptsRemaining).toBe(1);
    const exhausted = await codeStep(t, first.cookie, '333333');
    expect(exhausted.json().error.code).toBe('two_factor_attempts_exhausted');
    // The pending sign-in is void: not even the right code opens it now.
    const afterExhausted = await codeStep(t, first.cookie, totpCodeAt(secret, t.clock.now()));
    expect(afterExhausted.json().error.code).toBe('two_factor_sign_in_expired');

    // Three failed sign-ins: the password step now asks for a CAPTCHA; two more wrong codes lock.
    const withoutCaptcha = await passwordStep(t, 'crew@mars.demo');
    expect(withoutCaptcha.response.json().error.code).toBe('captcha_required');
    const second = await passwordStep(t, 'crew@mars.demo', { captcha: await solveCaptcha(t.app) });
    expect((await codeStep(t, second.cookie, '444444')).json().error.details.attemptsRemaining).toBe(1);
    const locked = await codeStep(t, second.cookie, '555555');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      code: 'account_locked',
      details: { retryAfterSeconds: 900 },
    });
    expect((await passwordStep(t, 'crew@mars.demo')).response.json().error.code).toBe('account_locked');

    // After the lock the right code signs in.
    t.clock.advance(15 * 60_000 + 1000);
    const third = await passwordStep(t, 'crew@mars.demo', { captcha: await solveCaptcha(t.app) });
    expect((await codeStep(t, third.cookie, totpCodeAt(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('lets a pending sign-in expire after five minutes', async () => {
    const { secret } = await enrol(t, 'officer@mars.demo');
    const pending = await passwordStep(t, 'officer@mars.demo');
    t.clock.advance(5 * 60_000 + 1000);
    const late = await codeStep(t, pending.cookie, totpCodeAt(secret, t.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('two_factor_sign_in_expired');
    expect((await codeStep(t, '', '123456')).json().error.code).toBe('two_factor_sign_in_expired');
  });

  it('turns off and renews recovery codes only with the password or a code, a few tries at a time', async () => {
    const { cookie, secret, recoveryCodes } = await enrol(t, 'officer@mars.demo');
    const none = await post(t, cookie, '/api/v1/auth/two-factor/recovery-codes', {});
    expect(none.json().error.details.fields.password).toEqual(['validation:required']);
    const wrongPassword = await post(t, cookie, '/api/v1/auth/two-factor/recovery-codes', {
      password: 'nope',
    });
    expect(wrongPassword.json().error.details.fields.password).toEqual(['errors:invalid_current_password']);

    t.clock.advance(STEP);
    const renewed = await post(t, cookie, '/api/v1/auth/two-factor/recovery-codes', {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(renewed.statusCode).toBe(200);
    const newCodes: string[] = renewed.json().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    // The earlier codes stop working.
    const pending = await passwordStep(t, 'officer@mars.demo');
    expect((await codeStep(t, pending.cookie, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await codeStep(t, pending.cookie, newCodes[0]!)).statusCode).toBe(200);

    // Three checks so far in this window (the confirmation, a wrong password, the renewal): two more
    // and the next is refused, even a right one.
    for (let i = 0; i < 2; i++) {
      const wrong = await post(t, cookie, '/api/v1/auth/two-factor/disable', { password: 'wrong' });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await post(t, cookie, '/api/v1/auth/two-factor/disable', { password: 'Mars-Demo-2026!' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('two_factor_rate_limited');

    t.clock.advance(15 * 60_000);
    const off = await post(t, cookie, '/api/v1/auth/two-factor/disable', { password: 'Mars-Demo-2026!' });
    expect(off.statusCode).toBe(204);
    expect(await status(cookie)).toMatchObject({ enabled: false, recoveryCodesRemaining: 0 });
    const plain = await passwordStep(t, 'officer@mars.demo');
    expect(sessionCookie(plain.response)).not.toBe('');
  });
});
