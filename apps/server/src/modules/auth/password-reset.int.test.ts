// Forgotten password against a real SMTP server started by the test (smtp-server): the request, the
// mail and its link, the new password, and every way a link is refused (README 'Forgotten password').
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { PASSWORD_RESET_LINK_MINUTES } from '@mars/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../../config';
import type { SmtpReceiver } from '../../mail/test-smtp-receiver';
import { startSmtpReceiver } from '../../mail/test-smtp-receiver';
import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, DEMO_PASSWORD, login, signedIn, TEST_DATABASES } from '../../test-support';
import { PASSWORD_RESET_TOKEN_PER_ADDRESS_PER_HOUR } from '../../sessions/auth.constants';

const MINUTE = 60_000;
const PUBLIC_URL = 'https://mars.example.com';
const NEW_PASSWORD = 'Harbour-Pilot-7!';
const LINK = /https:\/\/mars\.example\.com\/reset-password#token=([A-Za-z0-9_-]{43})/;

function smtpConfig(port: number, auth?: { user: string; password: string }): Partial<ServerConfig> {
  return {
    publicUrl: PUBLIC_URL,
    mail: {
      smtp: { host: '127.0.0.1', port, secure: false, user: auth?.user, password: auth?.password },
      from: 'MARS <mars@fleet.example.com>',
      outboxDir: '/nonexistent',
    },
  };
}

function tokenOf(text: string): string {
  const match = LINK.exec(text);
  if (!match) throw new Error(`no reset link in the mail: ${text}`);
  return match[1]!;
}

describe.each(TEST_DATABASES)('forgotten password by mail (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeEach(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(kind, smtpConfig(smtp.port));
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const from = (address: string) => ({ ...CSRF, 'x-forwarded-for': address });
  const ask = (email: string, address = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: from(address),
      payload: { email },
    });
  const verify = (token: string, address = '198.51.100.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/verify',
      headers: from(address),
      payload: { token },
    });
  const confirm = (token: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      headers: from('198.51.100.1'),
      payload: { token, newPassword },
    });
  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

  it('mails a link that sets a new password once, signs out every session and ends the lock', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    // Five failed sign-ins in the last minutes: the email is locked.
    for (let minute = 1; minute <= 5; minute++) {
      await t.db.query(`INSERT INTO login_attempts (email, succeeded, attempted_at) VALUES ($1, false, $2)`, [
        'master@mars.demo',
        new Date(t.clock.now().getTime() - minute * MINUTE).toISOString(),
      ]);
    }
    expect((await login(t.app, 'master@mars.demo')).json().error.code).toBe('account_locked');

    expect((await ask(' Master@MARS.demo ')).statusCode).toBe(202);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['master@mars.demo']);
    expect(mail.from).toBe('mars@fleet.example.com');
    expect(mail.subject).toBe('Reset your MARS password');
    expect(mail.text).toContain('Hello James Hartley,');
    expect(mail.text).toContain(`within ${PASSWORD_RESET_LINK_MINUTES} minutes`);
    const token = tokenOf(mail.text);
    expect(tokenOf(mail.html)).toBe(token);

    // Only the token's SHA-256 is stored.
    const stored = await t.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM password_reset_requests WHERE email = 'master@mars.demo'`,
    );
    expect(stored.rows.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);

    expect((await verify(token)).statusCode).toBe(204);
    const weak = await confirm(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.fields.newPassword).toEqual([
      'validation:password.uppercase',
      'validation:password.number',
      'validation:password.special',
    ]);
    expect((await confirm(token)).statusCode).toBe(204);

    expect((await session(cookie)).statusCode).toBe(401);
    expect((await login(t.app, 'master@mars.demo', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, 'master@mars.demo', DEMO_PASSWORD)).statusCode).toBe(401);

    const again = await confirm(token, 'Another-Passw0rd!');
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('password_reset_token_used');
    expect((await verify(token)).json().error.code).toBe('password_reset_token_used');
    expect((await login(t.app, 'master@mars.demo', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes, and a token it never sent', async () => {
    await ask('officer@mars.demo');
    const token = tokenOf((await smtp.nextMail()).text);
    t.clock.advance((PASSWORD_RESET_LINK_MINUTES - 1) * MINUTE);
    expect((await verify(token)).statusCode).toBe(204);
    t.clock.advance(MINUTE);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('password_reset_token_expired');
    expect((await login(t.app, 'officer@mars.demo')).statusCode).toBe(200);

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('password_reset_token_invalid');
    const tooLong = await verify('A'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toEqual({ token: ['validation:tooLong'] });
  });

  it('ends the other open links of the user when one is used', async () => {
    await ask('engineer@mars.demo');
    const first = tokenOf((await smtp.nextMail()).text);
    await ask('engineer@mars.demo');
    const second = tokenOf((await smtp.nextMail()).text);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(204);
    expect((await confirm(first, 'Another-Passw0rd!')).json().error.code).toBe('password_reset_token_used');
    expect((await login(t.app, 'engineer@mars.demo', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown or deactivated email the same and mails nothing', async () => {
    await t.db.query(`UPDATE users SET status = 'inactive' WHERE email = 'crew@mars.demo'`);
    const unknown = await ask('nobody@mars.demo');
    const inactive = await ask('crew@mars.demo');
    for (const answer of [unknown, inactive]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('');
    }
    await t.app.mailer.idle();
    expect(smtp.received).toEqual([]);

    const known = await ask('master@mars.demo');
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe('');
    expect((await smtp.nextMail()).to).toEqual(['master@mars.demo']);
  });

  it('writes the mail in the language the user chose', async () => {
    await t.db.query(`UPDATE users SET language = 'de' WHERE email = 'officer@mars.demo'`);
    await ask('officer@mars.demo');
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Ihr MARS-Passwort zurücksetzen');
    expect(mail.text).toContain('Neues Passwort wählen:');
    expect(mail.text).toContain('innerhalb von 30 Minuten');
  });

  it('mails three links an hour per email, then answers 429 and mails nothing more', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await ask('master@mars.demo', `198.51.100.${10 + index}`)).statusCode).toBe(202);
    }
    const over = await ask('master@mars.demo', '198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('password_reset_rate_limited');
    await t.app.mailer.idle();
    expect(smtp.received).toHaveLength(3);
  });

  it('limits the uses of links per client address', async () => {
    for (let index = 0; index < PASSWORD_RESET_TOKEN_PER_ADDRESS_PER_HOUR; index++) {
      expect((await verify('A'.repeat(43), '203.0.113.9')).statusCode).toBe(400);
    }
    const over = await verify('A'.repeat(43), '203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('password_reset_rate_limited');
    expect(Number(over.headers['retry-after'])).toBe(60 * 60);
    const confirmOver = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      headers: from('203.0.113.9'),
      payload: { token: 'A'.repeat(43), newPassword: NEW_PASSWORD },
    });
    expect(confirmOver.statusCode).toBe(429);
    expect((await verify('A'.repeat(43), '203.0.113.10')).statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASES)('how mail leaves the server (%s)', (kind) => {
  let t: TestApp | undefined;
  let smtp: SmtpReceiver | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  it('answers before the mail server has taken the mail', async () => {
    let release!: () => void;
    smtp = await startSmtpReceiver({ acceptAfter: new Promise<void>((resolve) => (release = resolve)) });
    t = await createTestApp(kind, smtpConfig(smtp.port));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: CSRF,
      payload: { email: 'master@mars.demo' },
    });
    expect(answer.statusCode).toBe(202);
    expect(smtp.received).toEqual([]);
    release();
    expect((await smtp.nextMail()).subject).toBe('Reset your MARS password');
  });

  it('signs in to an SMTP server that asks for a user and password', async () => {
    const auth = { user: 'mars', password: 'smtp-secret' };
    smtp = await startSmtpReceiver({ auth });
    t = await createTestApp(kind, smtpConfig(smtp.port, auth));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: CSRF,
      payload: { email: 'officer@mars.demo' },
    });
    expect((await smtp.nextMail()).to).toEqual(['officer@mars.demo']);
  });

  it('writes each mail as an .eml file when no SMTP server is configured', async () => {
    t = await createTestApp(kind, { publicUrl: PUBLIC_URL });
    const outboxDir = t.app.config.mail.outboxDir;
    expect(t.app.config.mail.smtp).toBeUndefined();
    expect(t.app.mailer.destination).toContain(outboxDir);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: CSRF,
      payload: { email: 'master@mars.demo' },
    });
    await t.app.mailer.idle();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = join(outboxDir, files[0]!);
    const eml = await readFile(file, 'utf8');
    expect(eml).toContain('Subject: Reset your MARS password');
    expect(eml).toContain('To: master@mars.demo');
    expect(tokenOf(eml.replace(/=\n/g, ''))).toHaveLength(43);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
