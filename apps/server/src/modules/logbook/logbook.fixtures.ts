// The setup the logbook's integration tests share: a seeded app, the officer and the Master signed
// in, Nordic Aurora, and helpers to write entries and take steps.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, expect } from 'vitest';

import type { ApiMethod, TestApp, TestDatabaseKind } from '../../test-support';
import { apiCall, createTestApp, signedIn } from '../../test-support';

export type EntryRow = Record<string, unknown> & { id: string; version: number; status: string };
export type Cookie = { cookie: string };

export type LogbookTestState = {
  t: TestApp;
  officer: Cookie;
  master: Cookie;
  aurora: string;
  keeperId: string;
};

/** Registers beforeEach/afterEach; the state is filled before each test. */
export function useLogbookApp(kind: TestDatabaseKind) {
  const state = {} as LogbookTestState;
  beforeEach(async () => {
    state.t = await createTestApp(kind);
    state.officer = await signedIn(state.t.app, 'officer@mars.demo');
    state.master = await signedIn(state.t.app, 'master@mars.demo');
    state.aurora = (
      await state.t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`)
    ).rows[0]!.id;
    state.keeperId = (
      await state.t.db.query<{ id: string }>(
        `SELECT p.id FROM personnel p JOIN users u ON u.id = p.user_id WHERE u.email = 'officer@mars.demo'`,
      )
    ).rows[0]!.id;
  });
  afterEach(async () => {
    await state.t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(state.t.app, method, url, who, payload);

  const deckEntry = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: state.aurora,
    logbook_type: 'deck',
    entry_at: '2026-11-22T06:00:00.000Z',
    entry_type: 'course_change',
    title: 'Altered course for traffic',
    description: 'Altered course to starboard for a crossing vessel, CPA 1.2 NM.',
    watch_keeper_id: state.keeperId,
    latitude: 17.5,
    longitude: -64.25,
    course: 142,
    speed: 11.5,
    ...overrides,
  });
  const engineEntry = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: state.aurora,
    logbook_type: 'engine',
    entry_at: '2026-11-22T06:00:00.000Z',
    entry_type: 'machinery',
    title: 'Purifier changed over',
    description: 'Changed over to the standby fuel oil purifier for cleaning.',
    watch_keeper_id: state.keeperId,
    me_rpm: 82,
    me_running_hours: 43_000,
    fuel_consumed_mt: 8.5,
    ...overrides,
  });

  async function create(body: Record<string, unknown>, who = state.officer): Promise<EntryRow> {
    const response = await request('PUT', `/api/v1/logbook-entries/${uuidv7()}`, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const step = (id: string, action: string, who: Cookie, payload: unknown = {}) =>
    request('POST', `/api/v1/logbook-entries/${id}/${action}`, who, payload);
  async function approved(body: Record<string, unknown>): Promise<EntryRow> {
    const entry = await create(body);
    expect((await step(entry.id, 'submit', state.officer)).statusCode).toBe(200);
    const response = await step(entry.id, 'approve', state.master);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const PREFIXES: Record<string, string> = { deck: 'D', engine: 'E', radio: 'R' };
  const lastNumber = async (type: string, year = 2026) =>
    Number(
      (
        await state.t.db.query<{ last_number: number }>(
          `SELECT last_number FROM entity_counters
           WHERE entity = 'logbookEntry' AND owner_id = $1 AND prefix = $2 AND year = $3`,
          [state.aurora, PREFIXES[type], year],
        )
      ).rows[0]?.last_number ?? 0,
    );

  return { state, request, deckEntry, engineEntry, create, step, approved, lastNumber };
}
