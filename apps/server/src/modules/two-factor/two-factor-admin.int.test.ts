import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { totpCodeAt } from './totp';
import type { Enrolled } from './two-factor.test-support';
import { codeStep, enrol, passwordStep, post, sessionCookie } from './two-factor.test-support';

describe.each(TEST_DATABASES)('two-factor authentication run by administrators (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const requireTwoFactor = (cookie: string, required: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/organization/two-factor',
      headers: { ...CSRF, cookie },
      payload: { required },
    });
  const userId = async (email: string) =>
    (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email])).rows[0]!.id;
  const reset = async (cookie: string, email: string) =>
    post(t, cookie, `/api/v1/users/${await userId(email)}/two-factor/reset`);

  it('lets the organization admins require it; a user without it may then only set it up', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    // Requiring it first needs it on for oneself: the admin would be shut out otherwise.
    const first = await requireTwoFactor(admin.cookie, true);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('two_factor_enable_first');
    const adminSetup = await post(t, admin.cookie, '/api/v1/auth/two-factor/setup');
    await post(t, admin.cookie, '/api/v1/auth/two-factor/confirm', {
      code: totpCodeAt(adminSetup.json().secret, t.clock.now()),
    });
    const shipAdmin = await signedIn(t.app, 'shipadmin@mars.demo');
    expect((await get(shipAdmin.cookie, '/api/v1/organization/two-factor')).json()).toEqual({
      required: false,
      usersWithTwoFactor: 1,
      users: 7,
    });
    const refused = await requireTwoFactor(shipAdmin.cookie, true);
    expect(refused.statusCode).toBe(403);
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await requireTwoFactor(master.cookie, true)).statusCode).toBe(403);
    expect((await get(master.cookie, '/api/v1/organization/two-factor')).statusCode).toBe(403);

    const required = await requireTwoFactor(admin.cookie, true);
    expect(required.json()).toEqual({ required: true, usersWithTwoFactor: 1, users: 7 });
    // The other organization is not affected.
    const other = await signedIn(t.app, 'admin@other.demo');
    expect((await get(other.cookie, '/api/v1/organization/two-factor')).json().required).toBe(false);
    expect((await get(other.cookie, '/api/v1/certificates')).statusCode).toBe(200);

    // Signed in with the password, the officer is told to set it up and can do nothing else.
    const officerLogin = await passwordStep(t, 'officer@mars.demo');
    expect(officerLogin.response.json().user).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSetupRequired: true,
    });
    const officer = sessionCookie(officerLogin.response);
    const blocked = await get(officer, '/api/v1/certificates');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('two_factor_setup_required');
    expect((await get(officer, '/api/v1/vessels')).statusCode).toBe(403);

    const setup = await post(t, officer, '/api/v1/auth/two-factor/setup');
    const confirm = await post(t, officer, '/api/v1/auth/two-factor/confirm', {
      code: totpCodeAt(setup.json().secret, t.clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await get(officer, '/api/v1/certificates')).statusCode).toBe(200);
    const session = await get(officer, '/api/v1/auth/session');
    expect(session.json().user.twoFactorSetupRequired).toBe(false);
    expect((await get(admin.cookie, '/api/v1/organization/two-factor')).json().usersWithTwoFactor).toBe(2);

    expect((await requireTwoFactor(admin.cookie, false)).json().required).toBe(false);
    const audit = await t.db.query(`SELECT changed_fields FROM audit_log WHERE entity = 'organization'`);
    expect(audit.rows.map((row) => row.changed_fields)).toEqual([
      { two_factor_required: true },
      { two_factor_required: false },
    ]);
  });

  it('lets an admin reset it for a user who lost the device, who then signs in with the password', async () => {
    await enrol(t, 'master@mars.demo');
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const done = await reset(admin.cookie, 'master@mars.demo');
    expect(done.statusCode).toBe(204);
    const plain = await passwordStep(t, 'master@mars.demo');
    expect(plain.response.json().user.email).toBe('master@mars.demo');
    expect(sessionCookie(plain.response)).not.toBe('');
    const recovery = await t.db.query(`SELECT id FROM two_factor_recovery_codes`);
    expect(recovery.rows).toHaveLength(0);
    // Nothing is left to reset.
    expect((await reset(admin.cookie, 'master@mars.demo')).json().error.code).toBe('two_factor_not_enabled');
    const audit = await t.db.query(
      `SELECT entity_id FROM audit_log WHERE entity = 'user' AND changed_fields = '{"two_factor":"reset"}'::jsonb`,
    );
    expect(audit.rows).toEqual([{ entity_id: await userId('master@mars.demo') }]);
  });

  it('keeps resets to the roles allowed: ship admins for their vessels, only a super admin for a super admin', async () => {
    // A second super admin, made as the first.
    await t.db.query(
      `INSERT INTO users (id, organization_id, email, password_hash, full_name, role)
       SELECT gen_random_uuid(), organization_id, 'super2@mars.demo', password_hash, 'Second Super', role
       FROM users WHERE email = 'super@mars.demo'`,
    );
    const enrolled: Record<string, Enrolled> = {};
    for (const email of [
      'officer@mars.demo',
      'crew@mars.demo',
      'admin@mars.demo',
      'super2@mars.demo',
      'shipadmin@mars.demo',
    ]) {
      enrolled[email] = await enrol(t, email);
    }
    // The crew member signs on to the organization's other ship: no longer the ship admin's people.
    await t.db.query(
      `UPDATE user_vessels SET vessel_id = (SELECT v.id FROM vessels v JOIN users u ON u.organization_id = v.organization_id
                                              WHERE u.email = 'crew@mars.demo' AND v.name <> 'Nordic Aurora' LIMIT 1)
       WHERE user_id = (SELECT id FROM users WHERE email = 'crew@mars.demo')`,
    );
    const shipAdmin = enrolled['shipadmin@mars.demo']!;
    expect((await reset(shipAdmin.cookie, 'crew@mars.demo')).statusCode).toBe(403);
    expect((await reset(shipAdmin.cookie, 'officer@mars.demo')).statusCode).toBe(204);
    expect((await reset(shipAdmin.cookie, 'admin@mars.demo')).statusCode).toBe(403);
    expect((await reset(shipAdmin.cookie, 'super2@mars.demo')).statusCode).toBe(403);
    // Their own is turned off with their password or a code, not reset.
    expect((await reset(shipAdmin.cookie, 'shipadmin@mars.demo')).statusCode).toBe(403);

    const master = await signedIn(t.app, 'master@mars.demo');
    const notAdmin = await reset(master.cookie, 'shipadmin@mars.demo');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.code).toBe('admin_required');

    // The company admin (signing in with a code now) may not reset a super admin; a super admin may.
    t.clock.advance(30_000);
    const adminLogin = await passwordStep(t, 'admin@mars.demo');
    const admin = sessionCookie(
      await codeStep(t, adminLogin.cookie, totpCodeAt(enrolled['admin@mars.demo']!.secret, t.clock.now())),
    );
    expect((await reset(admin, 'super2@mars.demo')).statusCode).toBe(403);
    expect((await reset(admin, 'shipadmin@mars.demo')).statusCode).toBe(204);
    const superAdmin = await signedIn(t.app, 'super@mars.demo');
    expect((await reset(superAdmin.cookie, 'super2@mars.demo')).statusCode).toBe(204);

    // Organization isolation: another organization's admin does not find the user.
    await enrol(t, 'engineer@mars.demo');
    const other = await signedIn(t.app, 'admin@other.demo');
    const isolated = await reset(other.cookie, 'engineer@mars.demo');
    expect(isolated.statusCode).toBe(404);
    const still = await passwordStep(t, 'engineer@mars.demo');
    expect(still.response.json().twoFactorRequired).toBe(true);
    // A malformed id is a field error, not a 500.
    const malformed = await post(t, admin, '/api/v1/users/not-an-id/two-factor/reset');
    expect(malformed.statusCode).toBe(400);
  });
});
