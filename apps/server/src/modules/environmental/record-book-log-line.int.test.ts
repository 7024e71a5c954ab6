// 'Link to the e-logbook' of the garbage and ballast water record books (the oil record book's engine-log
// line: oil-record.int.test.ts): a completed entry writes its draft line into the deck log once, kept by
// the officer's own crew record, with the entry's position; who keeps the deck log may link (officers,
// the Master), engineers, the crew and the admins ashore may not; another organization finds nothing.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, Session as Cookie, TestApp } from '../../test-support';
import {
  apiCall,
  createRow,
  createTestApp,
  demoUserIds,
  demoVesselIds,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';

type Row = Record<string, unknown> & { id: string; entry_number: string };

describe.each(TEST_DATABASES)('record books: link to the deck log (%s)', (kind) => {
  let t: TestApp;
  let officer: Cookie;
  let master: Cookie;
  let engineer: Cookie;
  let vesselId: string;
  let officerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    officer = await signedIn(t.app, 'officer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    vesselId = (await demoVesselIds(t.db)).aurora;
    officerId = (await demoUserIds(t.db))['officer@mars.demo']!;
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  async function completed(resource: string, body: Record<string, unknown>): Promise<Row> {
    const entry = await createRow<Row>(t.app, resource, officer, { vessel_id: vesselId, ...body });
    const done = await request('POST', `/api/v1/${resource}/${entry.id}/complete`, officer, {});
    expect(done.statusCode, done.body).toBe(200);
    return entry;
  }
  const lineOf = async (id: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `SELECT l.*, p.user_id AS keeper_user FROM logbook_entries l
         JOIN personnel p ON p.id = l.watch_keeper_id WHERE l.id = $1`,
        [id],
      )
    ).rows[0]!;

  it('writes a garbage discharge into the deck log once, with its position', async () => {
    const entry = await completed('garbage-record-entries', {
      part: 'I',
      occurred_at: '2026-11-21T10:00:00.000Z',
      category: 'B',
      method: 'sea',
      amount_m3: 0.5,
      en_route: true,
      latitude: 40,
      longitude: -40,
    });
    const link = (who: Cookie, id = entry.id) =>
      request('POST', `/api/v1/garbage-record-book/entries/${id}/log-line`, who);
    const first = await link(officer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ entry_id: entry.id, logbook_type: 'deck', created: true });
    const line = await lineOf(first.json().logbook_entry_id);
    expect(line).toMatchObject({
      vessel_id: vesselId,
      logbook_type: 'deck',
      entry_type: 'other',
      status: 'draft',
      entry_at: '2026-11-21T10:00:00.000Z',
      keeper_user: officerId,
      remarks: `Garbage record book entry ${entry.entry_number}`,
    });
    expect(Number(line.latitude)).toBe(40);
    expect(Number(line.longitude)).toBe(-40);
    expect(String(line.title)).toBe(`GRB ${entry.entry_number}: B – Food wastes – Discharge into the sea`);
    expect(String(line.description)).toContain('Estimated amount: 0.5 m³');
    expect(String(line.description)).toMatch(/Distance from land: [\d.]+ NM/);

    const again = await link(master);
    expect(again.json()).toEqual({ ...first.json(), created: false });
    // The engineers keep the engine log, not the deck log; the crew and the admins ashore neither.
    expect((await link(engineer)).statusCode).toBe(403);
    expect((await link(await signedIn(t.app, 'crew@mars.demo'))).statusCode).toBe(403);
    expect((await link(await signedIn(t.app, 'admin@mars.demo'))).statusCode).toBe(403);
    expect((await link(master, uuidv7())).statusCode).toBe(404);
  });

  it('writes a ballast water entry into the deck log; a draft is not linked; another organization finds nothing', async () => {
    const draft = await createRow<Row>(t.app, 'ballast-record-entries', officer, {
      vessel_id: vesselId,
      code: 'H',
      operation_date: '2026-11-21',
      remarks: 'Ballast water management plan revised and approved.',
    });
    const link = (who: Cookie, id: string) =>
      request('POST', `/api/v1/ballast-record-book/entries/${id}/log-line`, who);
    const early = await link(officer, draft.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details.fields).toEqual({
      status: ['validation:recordBookLogLineNotCompleted'],
    });
    await request('POST', `/api/v1/ballast-record-entries/${draft.id}/complete`, officer, {});
    const first = await link(officer, draft.id);
    expect(first.statusCode, first.body).toBe(200);
    const line = await lineOf(first.json().logbook_entry_id);
    expect(line).toMatchObject({ logbook_type: 'deck', entry_at: '2026-11-21T12:00:00.000Z' });
    expect(String(line.title)).toBe(
      `BWRB ${draft.entry_number}: H – Additional procedures and general remarks`,
    );
    expect(String(line.description)).toContain('Ballast water management plan revised and approved.');

    // A Master of another organization (its admin, made Master for the test) finds no such entry.
    await t.db.query(`UPDATE users SET role = 'master' WHERE email = 'admin@other.demo'`);
    try {
      const other = await signedIn(t.app, 'admin@other.demo');
      expect((await link(other, draft.id)).statusCode).toBe(404);
    } finally {
      await t.db.query(`UPDATE users SET role = 'company_admin' WHERE email = 'admin@other.demo'`);
    }
    const lines = await t.db.query(`SELECT id FROM logbook_entries WHERE remarks = $1`, [
      `Ballast water record book entry ${draft.entry_number}`,
    ]);
    expect(lines.rows).toHaveLength(1);
  });
});
