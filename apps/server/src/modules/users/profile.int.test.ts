// The user's own profile (issue 11): read and saved by the user for themself, bounded with a code
// per field, full_name kept as 'first last', the language at the next sign-in, the phone seen only
// by the user and the admins, and the API rate limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, CSRF, login, signedIn, TEST_DATABASES } from '../../test-support';

type Profile = {
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  position: string | null;
  department: string | null;
  language: string | null;
  version: number;
};

describe.each(TEST_DATABASES)('own profile (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const read = async (cookie: string): Promise<Profile> =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } })).json();
  const save = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: { ...CSRF, cookie }, payload });
  const valid = (version: number) => ({
    first_name: 'James Robert',
    last_name: 'Hartley',
    phone: '+44 20 7946 0958',
    position: 'Master',
    department: 'Deck',
    language: 'de',
    version,
  });

  it('reads the names split from the full name until saved, then keeps them and full_name in step', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const before = await read(cookie);
    expect(before).toMatchObject({
      email: 'master@mars.demo',
      full_name: 'James Hartley',
      first_name: 'James',
      last_name: 'Hartley',
      phone: null,
      language: null,
    });
    const saved = await save(cookie, valid(before.version));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      full_name: 'James Robert Hartley',
      first_name: 'James Robert',
      last_name: 'Hartley',
      phone: '+44 20 7946 0958',
      position: 'Master',
      department: 'Deck',
      language: 'de',
      version: before.version + 1,
    });
    // The session and the next sign-in speak the saved language and names.
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })
    ).json();
    expect(session.user).toMatchObject({ firstName: 'James Robert', lastName: 'Hartley', language: 'de' });
    expect((await login(t.app, 'master@mars.demo')).json().user.language).toBe('de');
    // Blank optional fields are stored as none.
    const cleared = await save(cookie, {
      ...valid(before.version + 1),
      phone: '  ',
      position: '',
      last_name: '',
    });
    expect(cleared.json()).toMatchObject({
      phone: null,
      position: null,
      last_name: '',
      full_name: 'James Robert',
    });
    // The log notes that the phone changed, never the number.
    const audit = await t.db.query<{ changed_fields: string }>(
      `SELECT changed_fields::text FROM audit_log WHERE entity = 'user' ORDER BY at, id`,
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(2);
    expect(audit.rows.map((row) => row.changed_fields).join()).not.toContain('7946');
  });

  it('refuses bad input with a code per field and never a 500', async () => {
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    const { version } = await read(cookie);
    const answer = await save(cookie, {
      first_name: ' ',
      last_name: 'x'.repeat(101),
      phone: 'call me',
      position: 'p'.repeat(101),
      department: 'd'.repeat(101),
      language: 'fr',
      version,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.details.fields).toEqual({
      first_name: ['validation:required'],
      last_name: ['validation:tooLong'],
      phone: ['validation:phone'],
      position: ['validation:tooLong'],
      department: ['validation:tooLong'],
      language: ['validation:invalid'],
    });
    const tooLongPhone = await save(cookie, { ...valid(version), phone: '+1 '.repeat(20) });
    expect(tooLongPhone.json().error.details.fields).toEqual({ phone: ['validation:tooLong'] });
    const noVersion = await save(cookie, { ...valid(version), version: undefined });
    expect(noVersion.json().error.details.fields).toEqual({ version: ['validation:required'] });
    const nul = await save(cookie, { ...valid(version), department: 'Deck\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.fields).toEqual({ department: ['validation:invalidCharacters'] });
    // The profile is unchanged.
    expect((await read(cookie)).version).toBe(version);
  });

  it('saves only the user’s own profile: no other user, role or email, a stale version is a conflict', async () => {
    const officer = await signedIn(t.app, 'officer@mars.demo');
    const { version } = await read(officer.cookie);
    const master = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'master@mars.demo'`);
    for (const extra of [
      { id: master.rows[0]!.id },
      { user_id: master.rows[0]!.id },
      { role: 'super_admin' },
      { email: 'x@y.z' },
    ]) {
      const answer = await save(officer.cookie, { ...valid(version), ...extra });
      expect(answer.statusCode).toBe(400);
    }
    expect((await save(officer.cookie, valid(version))).statusCode).toBe(200);
    const users = await t.db.query<{ email: string; full_name: string; role: string }>(
      `SELECT email, full_name, role FROM users WHERE email IN ('officer@mars.demo', 'master@mars.demo') ORDER BY email`,
    );
    expect(users.rows).toEqual([
      { email: 'master@mars.demo', full_name: 'James Hartley', role: 'master' },
      { email: 'officer@mars.demo', full_name: 'James Robert Hartley', role: 'officer' },
    ]);
    const stale = await save(officer.cookie, { ...valid(version), position: 'Second Officer' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current.version).toBe(version + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/profile',
          headers: { cookie: officer.cookie },
          payload: valid(version + 1),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows the phone to the user and the admins only; a rename by an admin splits the names again', async () => {
    const officer = await signedIn(t.app, 'officer@mars.demo');
    await save(officer.cookie, {
      ...valid((await read(officer.cookie)).version),
      first_name: 'Anna',
      last_name: 'Kowalska',
    });
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users?q=kowalsk', headers: { cookie: admin.cookie } })
    ).json();
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ phone: '+44 20 7946 0958', position: 'Master', department: 'Deck' });
    // No other user reads it: the users list is the admins', the profile is one's own.
    const master = await signedIn(t.app, 'master@mars.demo');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie: master.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(JSON.stringify(await read(master.cookie))).not.toContain('7946');
    const other = await signedIn(t.app, 'admin@other.demo');
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users?q=kowalsk', headers: { cookie: other.cookie } })
    ).json();
    expect(theirs.rows).toEqual([]);
    // The admin renames her: her saved names give way to the new full name.
    const row = list.rows[0];
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${row.id}`,
      headers: { ...CSRF, cookie: admin.cookie },
      payload: { email: row.email, full_name: 'Anna Maria Nowak', role: row.role, version: row.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await read(officer.cookie)).toMatchObject({
      first_name: 'Anna',
      last_name: 'Maria Nowak',
      phone: '+44 20 7946 0958',
    });
  });
});

describe.each(TEST_DATABASES)('own profile under the API rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 3 });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 429 with the wait once the user has used up the minute', async () => {
    const { cookie } = await signedIn(t.app, 'crew@mars.demo');
    const read = () => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { cookie } });
    const { version } = (await read()).json();
    for (let request = 2; request <= 3; request++) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: { ...CSRF, cookie },
        payload: {
          first_name: 'Juan',
          last_name: 'Dela Cruz',
          language: 'en',
          version: version + request - 2,
        },
      });
      expect(answer.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: { ...CSRF, cookie },
      payload: { first_name: 'Limited', language: 'en', version: version + 2 },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await read()).json().first_name).toBe('Juan');
  });
});
