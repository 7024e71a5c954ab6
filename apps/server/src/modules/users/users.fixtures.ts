// The setup the user-management tests share: a seeded app with the demo admins signed in, the demo
// ships and users by name, and helpers for the calls of /api/v1/users.
import type { UserRow } from '@mars/domain';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach } from 'vitest';

import type { TestApp, TestDatabaseKind } from '../../test-support';
import { createTestApp, CSRF, signedIn } from '../../test-support';

export const TEMPORARY_PASSWORD = 'Welcome-Aboard-7';

export type { UserRow };

export type UsersTestState = {
  t: TestApp;
  /** Cookies of the demo users by the part of their email before the @ ('admin' of other.demo: 'other'). */
  as: Record<'super' | 'admin' | 'shipadmin' | 'master' | 'crew' | 'other', string>;
  vessels: Record<'aurora' | 'baltic' | 'southern', string>;
  userIds: Record<string, string>;
};

/** Registers beforeEach/afterEach; the state is filled before each test. */
export function useUsersApp(kind: TestDatabaseKind): UsersTestState {
  const state = {} as UsersTestState;
  beforeEach(async () => {
    state.t = await createTestApp(kind);
    const cookie = async (email: string) => (await signedIn(state.t.app, email)).cookie;
    state.as = {
      super: await cookie('super@mars.demo'),
      admin: await cookie('admin@mars.demo'),
      shipadmin: await cookie('shipadmin@mars.demo'),
      master: await cookie('master@mars.demo'),
      crew: await cookie('crew@mars.demo'),
      other: await cookie('admin@other.demo'),
    };
    const vessels = await state.t.db.query<{ id: string; name: string }>(`SELECT id, name FROM vessels`);
    const vessel = (name: string) => vessels.rows.find((row) => row.name === name)!.id;
    state.vessels = {
      aurora: vessel('Nordic Aurora'),
      baltic: vessel('Baltic Pioneer'),
      southern: vessel('Southern Cross'),
    };
    const users = await state.t.db.query<{ id: string; email: string }>(`SELECT id, email FROM users`);
    state.userIds = Object.fromEntries(users.rows.map((row) => [row.email, row.id]));
  });
  afterEach(async () => {
    await state.t.close();
  });
  return state;
}

export function userBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `seafarer-${uuidv7().slice(-8)}@mars.demo`,
    full_name: 'Piet de Vries',
    role: 'crew',
    vessel_ids: [],
    temporary_password: TEMPORARY_PASSWORD,
    ...overrides,
  };
}

export function usersApi(state: UsersTestState) {
  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
    state.t.app.inject({
      method,
      url,
      headers: { cookie, ...(method === 'GET' ? {} : CSRF) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  return {
    list: (cookie: string, query = '') => inject('GET', `/api/v1/users${query}`, cookie),
    get: (cookie: string, id: string) => inject('GET', `/api/v1/users/${id}`, cookie),
    put: (cookie: string, id: string, body: Record<string, unknown>) =>
      inject('PUT', `/api/v1/users/${id}`, cookie, body),
    action: (cookie: string, id: string, action: string, body?: object) =>
      inject('POST', `/api/v1/users/${id}/${action}`, cookie, body),
    /** Creates a user as `cookie` and answers the stored row. */
    async create(cookie: string, overrides: Record<string, unknown> = {}): Promise<UserRow> {
      const response = await inject('PUT', `/api/v1/users/${uuidv7()}`, cookie, userBody(overrides));
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<UserRow>();
    },
  };
}

/** The error code and the field codes of an answer. */
export function failure(response: LightMyRequestResponse) {
  const error = response.json().error as { code: string; details: { fields?: Record<string, string[]> } };
  return { status: response.statusCode, code: error.code, fields: error.details.fields };
}
