// The steps an admin takes on an account (issue 11): deactivate (which ends its sessions) and
// reactivate, unlock a locked sign-in, revoke the sessions, set a temporary password, link the user
// to a crew member record; and what nobody does to their own account.
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, login, signedIn, TEST_DATABASES } from '../../test-support';
import { failure, TEMPORARY_PASSWORD, useUsersApp, userBody, usersApi } from './users.fixtures';
import type { UserRow } from './users.fixtures';

describe.each(TEST_DATABASES)('account steps (%s)', (kind) => {
  const state = useUsersApp(kind);
  const api = usersApi(state);
  const session = (cookie: string) =>
    state.t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

  it('deactivates an account and ends its sessions; reactivated, it signs in again', async () => {
    const crewId = state.userIds['crew@mars.demo']!;
    const deactivated = await api.action(state.as.admin, crewId, 'deactivate');
    expect(deactivated.json()).toMatchObject({ status: 'inactive' });
    expect((await session(state.as.crew)).statusCode).toBe(401);
    expect((await login(state.t.app, 'crew@mars.demo')).statusCode).toBe(401);
    expect((await api.action(state.as.admin, crewId, 'reactivate')).json().status).toBe('active');
    expect((await login(state.t.app, 'crew@mars.demo')).statusCode).toBe(200);
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await login(state.t.app, 'master@mars.demo', 'wrong');
    // From the third failure a CAPTCHA is asked for; the lock follows two more failures.
    await state.t.db.query(
      `INSERT INTO login_attempts (email, succeeded, attempted_at) VALUES ($1, false, $2), ($1, false, $2)`,
      ['master@mars.demo', state.t.clock.now().toISOString()],
    );
    expect(failure(await login(state.t.app, 'master@mars.demo'))).toMatchObject({
      status: 429,
      code: 'account_locked',
    });
    const masterId = state.userIds['master@mars.demo']!;
    expect((await api.get(state.as.shipadmin, masterId)).json().locked_until).not.toBeNull();
    const unlocked = await api.action(state.as.shipadmin, masterId, 'unlock');
    expect(unlocked.json().locked_until).toBeNull();
    expect((await login(state.t.app, 'master@mars.demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes every session of a user', async () => {
    const second = await signedIn(state.t.app, 'master@mars.demo');
    const revoked = await api.action(
      state.as.shipadmin,
      state.userIds['master@mars.demo']!,
      'revoke-sessions',
    );
    expect(revoked.statusCode).toBe(200);
    expect((await session(state.as.master)).statusCode).toBe(401);
    expect((await session(second.cookie)).statusCode).toBe(401);
    expect((await session(state.as.shipadmin)).statusCode).toBe(200);
  });

  it('sets a temporary password: the old one and the sessions end, and it must be changed', async () => {
    const masterId = state.userIds['master@mars.demo']!;
    const weak = await api.action(state.as.admin, masterId, 'temporary-password', { password: 'abc' });
    expect(failure(weak)).toMatchObject({ status: 400, code: 'validation_failed' });
    const missing = await api.action(state.as.admin, masterId, 'temporary-password');
    expect(failure(missing)).toMatchObject({ status: 400, fields: { password: ['validation:required'] } });
    const set = await api.action(state.as.admin, masterId, 'temporary-password', {
      password: TEMPORARY_PASSWORD,
    });
    expect(set.json().must_change_password).toBe(true);
    expect((await session(state.as.master)).statusCode).toBe(401);
    expect((await login(state.t.app, 'master@mars.demo', DEMO_PASSWORD)).statusCode).toBe(401);
    const signIn = await login(state.t.app, 'master@mars.demo', TEMPORARY_PASSWORD);
    expect(signIn.json().user.mustChangePassword).toBe(true);
  });

  it('refuses to deactivate, reset or demote one’s own account', async () => {
    const adminId = state.userIds['admin@mars.demo']!;
    expect(failure(await api.action(state.as.admin, adminId, 'deactivate'))).toMatchObject({
      status: 403,
      code: 'own_account',
    });
    const reset = await api.action(state.as.admin, adminId, 'temporary-password', {
      password: TEMPORARY_PASSWORD,
    });
    expect(failure(reset)).toMatchObject({ status: 403, code: 'own_account' });
    const own = (await api.get(state.as.admin, adminId)).json<UserRow>();
    const demote = await api.put(state.as.admin, adminId, {
      email: own.email,
      full_name: own.full_name,
      role: 'crew',
      version: own.version,
    });
    expect(failure(demote)).toMatchObject({ status: 403, code: 'own_account' });
    const rename = await api.put(state.as.admin, adminId, {
      email: own.email,
      full_name: 'Henrik Sørensen',
      role: own.role,
      version: own.version,
    });
    expect(rename.json().full_name).toBe('Henrik Sørensen');
  });

  it('links a user to a crew member record of a vessel they are on, one record per user', async () => {
    const crewRows = await state.t.db.query<{
      id: string;
      vessel_id: string;
      first_name: string;
      user_id: string | null;
    }>(
      `SELECT id, vessel_id, first_name, user_id FROM personnel WHERE deleted_at IS NULL ORDER BY last_name`,
    );
    const free = (vesselId: string) =>
      crewRows.rows.find((row) => row.vessel_id === vesselId && !row.user_id)!;
    const linked = crewRows.rows.find((row) => row.user_id === state.userIds['master@mars.demo'])!;
    const seafarer = await api.create(state.as.admin, {
      vessel_ids: [state.vessels.aurora],
      crew_member_id: free(state.vessels.aurora).id,
    });
    expect(seafarer.crew_member_id).toBe(free(state.vessels.aurora).id);
    const taken = await api.put(
      state.as.admin,
      uuidv7(),
      userBody({ vessel_ids: [state.vessels.aurora], crew_member_id: linked.id }),
    );
    expect(failure(taken)).toMatchObject({
      status: 400,
      fields: { crew_member_id: ['validation:crewMemberLinked'] },
    });
    const otherShip = await api.put(state.as.admin, seafarer.id, {
      ...userBody({ email: seafarer.email, vessel_ids: [state.vessels.aurora] }),
      temporary_password: undefined,
      crew_member_id: free(state.vessels.baltic).id,
      version: seafarer.version,
    });
    expect(failure(otherShip)).toMatchObject({
      status: 400,
      fields: { crew_member_id: ['validation:crewMemberOtherVessel'] },
    });
    const unlinked = await api.put(state.as.admin, seafarer.id, {
      email: seafarer.email,
      full_name: seafarer.full_name,
      role: seafarer.role,
      crew_member_id: null,
      version: seafarer.version,
    });
    expect(unlinked.json().crew_member_id).toBeNull();
    const stored = await state.t.db.query(`SELECT user_id FROM personnel WHERE id = $1`, [
      free(state.vessels.aurora).id,
    ]);
    expect(stored.rows[0]).toEqual({ user_id: null });
  });

  it('shows account changes in the recent activity of organization admins only', async () => {
    const crewId = state.userIds['crew@mars.demo']!;
    await api.action(state.as.admin, crewId, 'deactivate');
    const activity = async (cookie: string) =>
      (
        await state.t.app.inject({ method: 'GET', url: '/api/v1/activity?limit=20', headers: { cookie } })
      ).json().rows as { entity: string; title: string; changedFields: string[] }[];
    const entry = (await activity(state.as.super)).find((row) => row.entity === 'user');
    expect(entry).toMatchObject({ title: 'Juan Dela Cruz', changedFields: ['step', 'status'] });
    expect(JSON.stringify(entry)).not.toContain('password');
    expect((await activity(state.as.shipadmin)).some((row) => row.entity === 'user')).toBe(false);
    expect((await activity(state.as.master)).some((row) => row.entity === 'user')).toBe(false);
  });

  it('answers a stale edit with 409 and the current user; a repeated create changes nothing', async () => {
    const id = uuidv7();
    const body = userBody({ vessel_ids: [state.vessels.aurora] });
    expect((await api.put(state.as.admin, id, body)).statusCode).toBe(201);
    const repeated = await api.put(state.as.admin, id, body);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().version).toBe(1);
    const first = await api.put(state.as.admin, id, {
      ...body,
      temporary_password: undefined,
      full_name: 'A',
      version: 1,
    });
    expect(first.json().version).toBe(2);
    const stale = await api.put(state.as.admin, id, {
      ...body,
      temporary_password: undefined,
      full_name: 'B',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current).toMatchObject({ full_name: 'A', version: 2 });
    const passwordAgain = await api.put(state.as.admin, id, { ...body, full_name: 'C', version: 2 });
    expect(failure(passwordAgain)).toMatchObject({
      status: 400,
      fields: { temporary_password: ['validation:temporaryPasswordOnCreate'] },
    });
  });
});
