// Creating and editing users (issue 11 'People and accounts'): company and super admins manage the
// organization's users, ship admins the people of their vessels; nobody grants a role above their
// own, only a super admin manages a super admin, and no id of another organization is taken.
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';

import { apiCall, login, TEST_DATABASES } from '../../test-support';
import { failure, TEMPORARY_PASSWORD, useUsersApp, userBody, usersApi } from './users.fixtures';
import type { UserRow } from './users.fixtures';

describe.each(TEST_DATABASES)('managing users (%s)', (kind) => {
  const state = useUsersApp(kind);
  const api = usersApi(state);

  it('lists the organization’s users with their vessel_ids; a ship admin only their vessels’ people', async () => {
    const all = (await api.list(state.as.admin, '?limit=500')).json();
    expect(all.total).toBe(7);
    const master = all.rows.find((row: UserRow) => row.email === 'master@mars.demo');
    expect(master).toMatchObject({ role: 'master', vessel_ids: [state.vessels.aurora], status: 'active' });
    expect(all.rows.find((row: UserRow) => row.email === 'super@mars.demo').manageable).toBe(false);
    const page = (await api.list(state.as.admin, '?limit=2&offset=2&sort=email')).json();
    expect(page.total).toBe(7);
    expect(page.rows.map((row: UserRow) => row.email)).toEqual(['engineer@mars.demo', 'master@mars.demo']);
    const found = (await api.list(state.as.admin, '?q=hartley')).json();
    expect(found.rows.map((row: UserRow) => row.email)).toEqual(['master@mars.demo']);

    const onBoard = (await api.list(state.as.shipadmin)).json();
    expect(onBoard.rows.map((row: UserRow) => row.email).sort()).toEqual([
      'crew@mars.demo',
      'engineer@mars.demo',
      'master@mars.demo',
      'officer@mars.demo',
      'shipadmin@mars.demo',
    ]);
    const other = (await api.list(state.as.other)).json();
    expect(other.rows.map((row: UserRow) => row.email)).toEqual(['admin@other.demo']);
    expect((await api.get(state.as.other, state.userIds['master@mars.demo']!)).statusCode).toBe(404);
  });

  it('creates a Master on a vessel with a temporary password he must change before anything else', async () => {
    const id = uuidv7();
    const email = 'captain.new@mars.demo';
    const created = await api.put(
      state.as.admin,
      id,
      userBody({
        email: 'Captain.New@MARS.demo',
        full_name: 'Erik Holm',
        role: 'master',
        vessel_ids: [state.vessels.baltic],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id,
      email,
      role: 'master',
      vessel_ids: [state.vessels.baltic],
      must_change_password: true,
    });
    expect(created.body).not.toContain(TEMPORARY_PASSWORD);

    const signIn = await login(state.t.app, email, TEMPORARY_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ mustChangePassword: true, vesselIds: [state.vessels.baltic] });
    const newcomer = {
      cookie: `mars_session=${signIn.cookies.find((item) => item.name === 'mars_session')!.value}`,
    };
    const before = await apiCall(state.t.app, 'GET', '/api/v1/vessels', newcomer);
    expect(failure(before)).toMatchObject({ status: 403, code: 'password_change_required' });
    const changed = await apiCall(state.t.app, 'POST', '/api/v1/auth/password', newcomer, {
      currentPassword: TEMPORARY_PASSWORD,
      newPassword: 'Bridge-Watch-2027!',
    });
    expect(changed.statusCode).toBe(204);
    const session = await apiCall(state.t.app, 'GET', '/api/v1/auth/session', newcomer);
    expect(session.json().user.mustChangePassword).toBe(false);
    const vessels = await apiCall(state.t.app, 'GET', '/api/v1/vessels', newcomer);
    expect(vessels.json().rows.map((row: { name: string }) => row.name)).toEqual(['Baltic Pioneer']);
    expect((await api.get(state.as.admin, id)).json().must_change_password).toBe(false);
  });

  it('refuses a new user without a valid temporary password, email or free address, and stores nothing', async () => {
    const id = uuidv7();
    const cases: [Record<string, unknown>, number, string, Record<string, string[]> | undefined][] = [
      [
        { temporary_password: undefined },
        400,
        'validation_failed',
        { temporary_password: ['validation:required'] },
      ],
      [
        { temporary_password: 'short' },
        400,
        'validation_failed',
        {
          temporary_password: [
            'validation:password.minLength',
            'validation:password.uppercase',
            'validation:password.number',
            'validation:password.special',
          ],
        },
      ],
      [{ email: 'not-an-email' }, 400, 'validation_failed', { email: ['validation:email'] }],
      [{ role: 'captain' }, 400, 'validation_failed', { role: ['validation:invalid'] }],
      [{ email: 'MASTER@mars.demo' }, 409, 'email_exists', { email: ['errors:email_exists'] }],
      [{ email: 'admin@other.demo' }, 409, 'email_exists', { email: ['errors:email_exists'] }],
    ];
    for (const [overrides, status, code, fields] of cases) {
      const response = await api.put(state.as.admin, id, userBody(overrides));
      expect(failure(response), JSON.stringify(overrides)).toEqual({ status, code, fields });
    }
    expect((await api.get(state.as.admin, id)).statusCode).toBe(404);
  });

  it('lets nobody grant a role above their own', async () => {
    const superAdmin = await api.put(state.as.admin, uuidv7(), userBody({ role: 'super_admin' }));
    expect(failure(superAdmin)).toMatchObject({ status: 403, code: 'role_not_grantable' });
    const companyAdmin = await api.put(
      state.as.shipadmin,
      uuidv7(),
      userBody({ role: 'company_admin', vessel_ids: [state.vessels.aurora] }),
    );
    expect(failure(companyAdmin)).toMatchObject({ status: 403, code: 'role_not_grantable' });
    const master = await api.create(state.as.admin, { role: 'master', vessel_ids: [state.vessels.aurora] });
    const promoted = await api.put(state.as.shipadmin, master.id, {
      ...userBody({ email: master.email, role: 'company_admin', vessel_ids: [state.vessels.aurora] }),
      temporary_password: undefined,
      version: master.version,
    });
    expect(failure(promoted)).toMatchObject({ status: 403, code: 'role_not_grantable' });
    expect((await api.create(state.as.admin, { role: 'company_admin' })).role).toBe('company_admin');
    expect((await api.create(state.as.super, { role: 'super_admin' })).role).toBe('super_admin');
  });

  it('lets only a super admin manage a super admin', async () => {
    const superId = state.userIds['super@mars.demo']!;
    const current = (await api.get(state.as.admin, superId)).json<UserRow>();
    const edit = await api.put(state.as.admin, superId, {
      email: current.email,
      full_name: 'Renamed',
      role: 'super_admin',
      version: current.version,
    });
    expect(failure(edit)).toMatchObject({ status: 403, code: 'forbidden' });
    for (const action of ['deactivate', 'unlock', 'revoke-sessions']) {
      expect((await api.action(state.as.admin, superId, action)).statusCode, action).toBe(403);
      expect((await api.action(state.as.shipadmin, superId, action)).statusCode, action).toBe(404);
    }
    const second = await api.create(state.as.super, { role: 'super_admin' });
    const deactivated = await api.action(state.as.super, second.id, 'deactivate');
    expect(deactivated.json().status).toBe('inactive');
    expect((await api.get(state.as.admin, superId)).json().full_name).toBe('Sofia Lindqvist');
  });

  it('lets a ship admin manage only the people of their own vessels', async () => {
    const { aurora, baltic } = state.vessels;
    const deckhand = await api.create(state.as.shipadmin, { vessel_ids: [aurora] });
    expect(deckhand.vessel_ids).toEqual([aurora]);
    const nowhere = await api.put(state.as.shipadmin, uuidv7(), userBody());
    expect(failure(nowhere)).toMatchObject({ status: 400, fields: { vessel_ids: ['validation:required'] } });
    const elsewhere = await api.put(state.as.shipadmin, uuidv7(), userBody({ vessel_ids: [aurora, baltic] }));
    expect(failure(elsewhere)).toMatchObject({
      status: 400,
      fields: { vessel_ids: ['validation:unknownVessel'] },
    });

    // A Baltic Pioneer seafarer is none of theirs; one on both ships keeps the assignment they cannot see.
    const balticOnly = await api.create(state.as.admin, { vessel_ids: [baltic] });
    expect((await api.get(state.as.shipadmin, balticOnly.id)).statusCode).toBe(404);
    expect((await api.action(state.as.shipadmin, balticOnly.id, 'deactivate')).statusCode).toBe(404);
    const both = await api.create(state.as.admin, { vessel_ids: [aurora, baltic] });
    const seen = (await api.get(state.as.shipadmin, both.id)).json<UserRow>();
    expect(seen.vessel_ids).toEqual([aurora]);
    const renamed = await api.put(state.as.shipadmin, both.id, {
      email: both.email,
      full_name: 'Piet de Vries-Jansen',
      role: 'officer',
      vessel_ids: [aurora],
      version: seen.version,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await api.get(state.as.admin, both.id)).json()).toMatchObject({
      role: 'officer',
      vessel_ids: expect.arrayContaining([aurora, baltic]),
    });
    // Nor does a ship admin reach the organization's admins.
    expect((await api.get(state.as.shipadmin, state.userIds['admin@mars.demo']!)).statusCode).toBe(404);
  });

  it('refuses another organization’s ids: users, vessels and crew member records', async () => {
    const masterId = state.userIds['master@mars.demo']!;
    const overwrite = await api.put(state.as.other, masterId, userBody({ version: 1 }));
    expect(overwrite.statusCode).toBe(404);
    for (const action of ['deactivate', 'unlock', 'revoke-sessions']) {
      expect((await api.action(state.as.other, masterId, action)).statusCode, action).toBe(404);
    }
    const foreignVessel = await api.put(
      state.as.admin,
      uuidv7(),
      userBody({ vessel_ids: [state.vessels.southern] }),
    );
    expect(failure(foreignVessel)).toMatchObject({
      status: 400,
      fields: { vessel_ids: ['validation:unknownVessel'] },
    });
    const links = async () =>
      (
        await state.t.db.query(`SELECT id, user_id FROM personnel WHERE vessel_id = $1 ORDER BY id`, [
          state.vessels.aurora,
        ])
      ).rows;
    const before = await links();
    const crewMember = String(before[0]!.id);
    const foreignCrew = await api.put(state.as.other, uuidv7(), userBody({ crew_member_id: crewMember }));
    expect(failure(foreignCrew)).toMatchObject({
      status: 400,
      fields: { crew_member_id: ['validation:unknownReference'] },
    });
    expect(await links()).toEqual(before);
  });

  it('keeps every role without an admin’s rights out of user management', async () => {
    const target = state.userIds['crew@mars.demo']!;
    for (const cookie of [state.as.master, state.as.crew]) {
      expect(failure(await api.list(cookie))).toMatchObject({ status: 403, code: 'admin_required' });
      expect(failure(await api.get(cookie, target))).toMatchObject({ status: 403, code: 'admin_required' });
      const write = await api.put(cookie, uuidv7(), userBody({ vessel_ids: [state.vessels.aurora] }));
      expect(failure(write)).toMatchObject({ status: 403 });
      for (const action of ['deactivate', 'reactivate', 'unlock', 'revoke-sessions']) {
        expect((await api.action(cookie, target, action)).statusCode, action).toBe(403);
      }
    }
  });
});
