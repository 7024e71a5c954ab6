// Notification preferences and the daily digest against a real SMTP server started by the test
// (smtp-server): the list and the bell keep to the kinds wanted; the digest goes out once a day with
// only the unread notices of those kinds, in the user's language.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../../config';
import { createMailer } from '../../mail/mailer';
import type { SmtpReceiver } from '../../mail/test-smtp-receiver';
import { startSmtpReceiver } from '../../mail/test-smtp-receiver';
import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { startDigestSchedule } from './digest-schedule';
import { sendDailyDigests } from './digest.service';

const PUBLIC_URL = 'https://mars.example.com';
const HOUR = 3_600_000;

function smtpConfig(port: number): Partial<ServerConfig> {
  return {
    publicUrl: PUBLIC_URL,
    mail: {
      smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined },
      from: 'MARS <mars@fleet.example.com>',
      outboxDir: '/nonexistent',
    },
  };
}

type Notice = { id: string; type: string; title: string; read: boolean };
type List = { rows: Notice[]; total: number; unread: number; certificateNotices: number };

describe.each(TEST_DATABASES)('notification preferences and the daily digest (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let admin: { cookie: string };
  beforeEach(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(kind, smtpConfig(smtp.port));
    admin = await signedIn(t.app, 'admin@mars.demo');
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (cookie: string): Promise<List> =>
    (await apiCall(t.app, 'GET', '/api/v1/notifications', { cookie })).json();
  // By hand where the test leaves out the CSRF header; apiCall otherwise.
  const setPreferences = (cookie: string, payload: unknown, headers?: Record<string, string>) =>
    headers === undefined
      ? apiCall(t.app, 'PUT', '/api/v1/notifications/preferences', { cookie }, payload)
      : t.app.inject({
          method: 'PUT',
          url: '/api/v1/notifications/preferences',
          headers: { ...headers, cookie },
          payload: payload as Record<string, unknown>,
        });
  const run = () => sendDailyDigests(t.db, t.app.mailer, { now: t.clock.now(), publicUrl: PUBLIC_URL });

  it('keeps the list and the unread count to the kinds the user wants', async () => {
    const preferences = await apiCall(t.app, 'GET', '/api/v1/notifications/preferences', admin);
    expect(preferences.json()).toEqual({
      kinds: ['certificates', 'work_orders', 'crew_certificates', 'corrective_actions'],
      daily_digest: false,
    });
    const all = await list(admin.cookie);
    const types = new Set(all.rows.map((row) => row.type.replace(/_(expiring|expired|overdue)$/, '')));
    expect([...types].sort()).toEqual(['certificate', 'corrective_action', 'crew_certificate', 'work_order']);

    const saved = await setPreferences(admin.cookie, { kinds: ['work_orders'], daily_digest: true });
    expect(saved.json()).toEqual({ kinds: ['work_orders'], daily_digest: true });
    const workOrders = await list(admin.cookie);
    expect(workOrders.rows.length).toBeGreaterThan(0);
    expect(workOrders.rows.every((row) => row.type === 'work_order_overdue')).toBe(true);
    expect(workOrders.total).toBe(all.rows.filter((row) => row.type === 'work_order_overdue').length);
    expect(workOrders.unread).toBe(workOrders.total);
    // The menu's certificate badge still counts the certificates.
    expect(workOrders.certificateNotices).toBe(all.certificateNotices);
    expect(all.certificateNotices).toBeGreaterThan(0);
    // Another user of the organization keeps every kind.
    const superAdmin = await signedIn(t.app, 'super@mars.demo');
    expect((await list(superAdmin.cookie)).total).toBe(all.total);

    expect((await setPreferences(admin.cookie, { kinds: [], daily_digest: false })).statusCode).toBe(200);
    expect(await list(admin.cookie)).toMatchObject({ rows: [], total: 0, unread: 0 });
  });

  it('refuses bad preferences with a code per field, without a session or the CSRF header', async () => {
    const bad = await setPreferences(admin.cookie, { kinds: ['everything'], daily_digest: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual({
      'kinds.0': ['validation:invalid'],
      daily_digest: ['validation:required'],
    });
    const tooMany = await setPreferences(admin.cookie, {
      kinds: Array(5).fill('certificates'),
      daily_digest: true,
    });
    expect(tooMany.json().error.details.fields).toEqual({ kinds: ['validation:tooLong'] });
    expect(
      (await setPreferences(admin.cookie, { kinds: [], daily_digest: true, user_id: 'x' })).statusCode,
    ).toBe(400);
    expect((await setPreferences('', { kinds: [], daily_digest: true })).statusCode).toBe(401);
    expect((await setPreferences(admin.cookie, { kinds: [], daily_digest: true }, {})).statusCode).toBe(403);
  });

  it('mails a German user once a day, with only the unread notices of the kinds wanted', async () => {
    const admins = await t.db.query<{ id: string }>(
      `UPDATE users SET language = 'de' WHERE email = 'admin@mars.demo' RETURNING id`,
    );
    const vessel = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Nordic Aurora'`,
    );
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority)
       VALUES ($1, $2, $3, 'statutory', 'IOPP-7', 'International Oil Pollution Prevention Certificate',
               '2021-12-01', '2026-12-02', 'DNV')`,
      [uuidv7(), vessel.rows[0]!.organization_id, vessel.rows[0]!.id],
    );
    await setPreferences(admin.cookie, { kinds: ['certificates'], daily_digest: true });
    const certificates = (await list(admin.cookie)).rows;
    expect(certificates).toHaveLength(2);
    const [read, ...unread] = certificates;
    await apiCall(t.app, 'POST', `/api/v1/notifications/${read!.id}/read`, admin);

    // Before the digest hour nothing goes out.
    t.clock.set(new Date('2026-11-22T05:30:00Z'));
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    t.clock.set(new Date('2026-11-22T08:00:00Z'));
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['admin@mars.demo']);
    // Two certificate notices (the demo's and the one above), one of them read.
    expect(unread).toHaveLength(1);
    expect(mail.subject).toBe('MARS: 1 ungelesene Meldung');
    expect(mail.text).toContain('diese Meldung in MARS ist ungelesen:');
    expect(mail.text).toContain('Hallo Henrik,');
    for (const notice of unread) expect(mail.text).toContain(`• ${notice.title}: Zertifikat`);
    expect(mail.text).not.toContain(`• ${read!.title}:`);
    expect(mail.text).not.toMatch(/Arbeitsauftrag|Work order/);
    expect(mail.text).toContain(`${PUBLIC_URL}/notifications`);
    expect(mail.html).toContain('Benachrichtigungen öffnen');

    // Not twice a day, however often the schedule runs (even side by side).
    t.clock.advance(HOUR);
    expect(await Promise.all([run(), run()])).toEqual([
      { sent: 0, failed: 0 },
      { sent: 0, failed: 0 },
    ]);
    const stored = await t.db.query<{ day: string }>(
      `SELECT to_char(digest_sent_on, 'YYYY-MM-DD') AS day FROM users WHERE id = $1`,
      [admins.rows[0]!.id],
    );
    expect(stored.rows[0]!.day).toBe('2026-11-22');

    // The next day it goes out again; with everything read, nothing goes out.
    t.clock.set(new Date('2026-11-23T07:00:00Z'));
    const racing = await Promise.all([run(), run()]);
    expect(racing.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(2);
    t.clock.set(new Date('2026-11-24T07:00:00Z'));
    const again = await signedIn(t.app, 'admin@mars.demo');
    const readAll = await apiCall(t.app, 'POST', '/api/v1/notifications/read-all', again);
    expect(readAll.statusCode).toBe(204);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('sends in English to an English user who opted in, nothing to those who did not', async () => {
    const officer = await signedIn(t.app, 'officer@mars.demo');
    await setPreferences(officer.cookie, {
      kinds: ['certificates', 'work_orders', 'crew_certificates'],
      daily_digest: true,
    });
    const unread = (await list(officer.cookie)).unread;
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['officer@mars.demo']);
    expect(mail.subject).toBe(`MARS: ${unread} unread notices`);
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain('turned it on in your profile');
  });

  it('is sent by the server’s schedule on start, and not again by its next runs that day', async () => {
    await setPreferences(admin.cookie, { kinds: ['certificates'], daily_digest: true });
    const runs: { sent: number; failed: number }[] = [];
    const schedule = startDigestSchedule(t.db, t.clock, {
      mailer: t.app.mailer,
      publicUrl: PUBLIC_URL,
      onRun: (result) => runs.push(result),
    });
    await schedule.idle();
    await schedule.runNow();
    schedule.stop();
    await schedule.runNow();
    expect(runs).toEqual([
      { sent: 1, failed: 0 },
      { sent: 0, failed: 0 },
    ]);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['admin@mars.demo']]);
  });

  it('gives the day back when the mail server cannot be reached, and sends on the next run', async () => {
    await setPreferences(admin.cookie, { kinds: ['work_orders'], daily_digest: true });
    const unreachable = await startSmtpReceiver();
    const deadPort = unreachable.port;
    await unreachable.close();
    const broken = createMailer(smtpConfig(deadPort).mail!, t.app.log);
    const failures: unknown[] = [];
    const failed = await sendDailyDigests(t.db, broken, {
      now: t.clock.now(),
      publicUrl: PUBLIC_URL,
      onFailure: (error) => failures.push(error),
    });
    await broken.close();
    expect(failed).toEqual({ sent: 0, failed: 1 });
    expect(failures).toHaveLength(1);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.nextMail()).subject).toMatch(/^MARS: \d+ unread notices?$/);
  });
});
