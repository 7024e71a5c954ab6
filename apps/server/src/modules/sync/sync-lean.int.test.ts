// The sync's lean answers (protocol 2, docs/sync.md), on PGlite and PostgreSQL: an idle pull is a
// bare GET answered 204 with the document-only headers left out, cursors are short (and the long
// ones of earlier servers still read), a push answers versions and the fields the server set, and a
// browser on protocol 2 still ends with the server's rows field for field. A client of protocol 1
// (an old browser, no `v`) gets the answers it knows.
import 'fake-indexeddb/auto';

import { certificateEntity, workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { deleteLocalRow, queueLocalAction, saveLocalRow } from '../../../../web/src/offline/local-writes';
import { PULL_CURSOR_KEY, pullChanges, pushOutbox, syncOnce } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';
import { compactChangeFeed } from './feed-compaction';
import { SimulatedLink } from './link-simulator';

type Cookie = { cookie: string };

describe.each(TEST_DATABASES)('sync, lean answers (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
  });
  const opened: MarsLocalDb[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  const pull = (who: Cookie, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/sync/pull', headers: { cookie: who.cookie }, query });

  async function cursorAtEnd(who: Cookie, v?: string): Promise<string> {
    await feedReleased(t.db);
    let cursor: string | undefined;
    for (;;) {
      const page = (
        await pull(who, { ...(cursor ? { cursor } : {}), limit: '1000', ...(v ? { v } : {}) })
      ).json();
      cursor = page.cursor;
      if (!page.more) return cursor!;
    }
  }

  const certificate = (vesselId: string, overrides: Record<string, unknown> = {}) => ({
    vessel_id: vesselId,
    certificate_type: 'statutory',
    certificate_number: `IOPP-${uuidv7().slice(-6)}`,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
    ...overrides,
  });
  const aurora = async () =>
    (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`)).rows[0]!.id;

  it('answers a protocol-2 push with versions and the fields the server set; protocol 1 with whole rows', async () => {
    const master = await signedIn(t.app, 'master@mars.demo');
    const vessel = await aurora();
    const push = (v: string | undefined, mutations: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sync/push',
        headers: { cookie: master.cookie, ...CSRF },
        ...(v ? { query: { v } } : {}),
        payload: { mutations },
      });
    const start = await cursorAtEnd(master, '2');
    const id = uuidv7();
    const made = {
      mutationId: uuidv7(),
      table: 'certificates',
      rowId: id,
      op: 'upsert',
      values: certificate(vessel),
    };
    const lean = (await push('2', [made])).json();
    const [applied] = lean.outcomes;
    expect(applied).toMatchObject({ status: 'applied', version: 1 });
    expect(applied.mutationId).toBeUndefined();
    expect(applied.row).toBeUndefined();
    // What the browser did not send: the organization, the state, the stamps, the empty fields.
    expect(applied.set).toMatchObject({ status: 'valid', remarks: null, deleted_at: null });
    expect(Object.keys(applied.set)).toEqual(
      expect.arrayContaining(['organization_id', 'created_at', 'updated_by']),
    );
    for (const name of Object.keys(made.values)) expect(applied.set).not.toHaveProperty(name);

    // An edit answers its version and the server's stamps, not the field it carried.
    const edit = {
      mutationId: uuidv7(),
      table: 'certificates',
      rowId: id,
      op: 'upsert',
      values: { remarks: 'x' },
      baseVersion: 1,
    };
    const edited = (await push('2', [edit])).json().outcomes[0];
    expect(edited).toMatchObject({ status: 'applied', version: 2 });
    expect(edited.set).not.toHaveProperty('remarks');
    expect(edited.set).not.toHaveProperty('certificate_name');

    // A retry answers the stored outcome, whole; an old client (no v) gets whole rows with their ids.
    expect((await push('2', [edit])).json().outcomes[0]).toMatchObject({
      mutationId: edit.mutationId,
      status: 'applied',
      row: { id, remarks: 'x', version: 2 },
    });
    const second = { ...edit, mutationId: uuidv7(), values: { remarks: 'y' }, baseVersion: 2 };
    expect((await push(undefined, [second])).json().outcomes[0]).toMatchObject({
      mutationId: second.mutationId,
      row: { id, remarks: 'y', version: 3, certificate_name: made.values.certificate_name },
    });

    // The pull: protocol 2 names the id and version beside the row only, and 'deleted' only when so.
    await feedReleased(t.db);
    const lean2 = (await pull(master, { cursor: start, limit: '1000', v: '2' })).json();
    const mine = lean2.changes.find((change: { id: string }) => change.id === id);
    expect(mine).toMatchObject({ table: 'certificates', id, version: 3, row: { remarks: 'y' } });
    expect(mine.deleted).toBeUndefined();
    expect(mine.row).not.toHaveProperty('id');
    expect(mine.row).not.toHaveProperty('version');
    const whole = (await pull(master, { cursor: start, limit: '1000' })).json();
    expect(whole.changes.find((change: { id: string }) => change.id === id)).toMatchObject({
      deleted: false,
      version: 3,
      row: { id, version: 3, remarks: 'y' },
    });
  });

  it('brings a protocol-2 browser to the server rows field for field (writes chained across batches), without its own writes pulled back', async () => {
    const vessel = await aurora();
    const device = async (email: string) => {
      const db = new MarsLocalDb(`mars-lean-${email}-${uuidv7()}`);
      opened.push(db);
      await db.open();
      const link = new SimulatedLink(t.app, { headers: await signedIn(t.app, email) });
      return { db, link, transport: fetchTransport(link.fetch, 'http://mars.ship/api/v1/sync') };
    };
    const ship = await device('master@mars.demo');
    const shore = await device('admin@mars.demo');
    // Both hold the feed up to here (their first load, not what this test is about).
    const end = await cursorAtEnd(admin, '2');
    for (const one of [ship, shore]) await one.db._sync.put({ key: PULL_CURSOR_KEY, value: end });

    const engineer = (
      await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'engineer@mars.demo'`)
    ).rows[0]!.id;
    const equipment = (
      await t.db.query<{ id: string }>('SELECT id FROM equipment WHERE vessel_id = $1 LIMIT 1', [vessel])
    ).rows[0]!.id;
    const first = String((await saveLocalRow(ship.db, certificateEntity, certificate(vessel))).id);
    await saveLocalRow(ship.db, certificateEntity, { id: first, issuing_authority: 'DNV' });
    await saveLocalRow(ship.db, certificateEntity, { id: first, remarks: 'third write, second batch' });
    const gone = String((await saveLocalRow(ship.db, certificateEntity, certificate(vessel))).id);
    await deleteLocalRow(ship.db, certificateEntity, gone);
    const order = String(
      (
        await saveLocalRow(ship.db, workOrderEntity, {
          vessel_id: vessel,
          title: 'Renew ballast pump bearings',
          description: 'Bearings noisy at the last round; renew both.',
          work_type: 'corrective',
          priority: 'high',
          equipment_id: equipment,
          assigned_to: engineer,
          due_date: '2026-12-01',
        })
      ).id,
    );
    await saveLocalRow(ship.db, workOrderEntity, { id: order, priority: 'critical' });
    await queueLocalAction(ship.db, workOrderEntity, { id: order, action: 'start' });

    // Two writes a batch: each row's writes fall into several batches.
    expect(await pushOutbox(ship.db, ship.transport, { batchSize: 2 })).toMatchObject({
      conflicts: 0,
      rejected: 0,
    });
    expect(await ship.db._outbox.count()).toBe(0);
    await feedReleased(t.db);
    await syncOnce(shore.db, shore.transport);
    for (const [table, id] of [
      ['certificates', first],
      ['workOrders', order],
    ] as const) {
      const there = await shore.db.rows(table).get(id);
      expect(there).toBeDefined();
      expect(await ship.db.rows(table).get(id), `${table} ${id}`).toEqual(there);
    }
    expect(await ship.db.rows('workOrders').get(order)).toMatchObject({
      status: 'in_progress',
      priority: 'critical',
    });
    expect(await ship.db.rows('certificates').get(first)).toMatchObject({
      version: 3,
      issuingAuthority: 'DNV',
    });
    expect(await ship.db.rows('certificates').get(gone)).toBeUndefined();
    expect(await shore.db.rows('certificates').get(gone)).toBeUndefined();
    expect(ship.link.counters.requests).toBe(4);

    // The writer's own writes do not come back to it; the row a hook of its work order touched (the
    // equipment's) does.
    const lines = await t.db.query<{ entity_table: string; origin: string | null }>(
      `SELECT DISTINCT entity_table, origin FROM sync_changes WHERE row_id = ANY($1::uuid[]) OR origin IS NULL AND entity_table = 'equipment' AND row_id = $2`,
      [[first, gone, order], equipment],
    );
    expect(lines.rows.filter((line) => line.origin === null).map((line) => line.entity_table)).toEqual([
      'equipment',
    ]);
    expect((await pullChanges(ship.db, ship.transport)).changes).toBe(1);
    // A change of no push (a job, a hook), then the writer's own edit of another field, and the
    // feed compacted: the other change's line stays, so the row comes back with both.
    await t.db.query(`UPDATE certificates SET remarks = 'set by a job' WHERE id = $1`, [first]);
    await saveLocalRow(
      ship.db,
      certificateEntity,
      { id: first, survey_station: 'Busan' },
      { baseVersion: 3 },
    );
    expect(await pushOutbox(ship.db, ship.transport)).toMatchObject({ applied: 1 });
    await feedReleased(t.db);
    await compactChangeFeed(t.db);
    expect((await pullChanges(ship.db, ship.transport)).changes).toBe(1);
    expect(await ship.db.rows('certificates').get(first)).toMatchObject({
      remarks: 'set by a job',
      surveyStation: 'Busan',
      version: 4,
    });
    // Another device's pull brings what the writer wrote.
    await syncOnce(shore.db, shore.transport);
    expect(await shore.db.rows('certificates').get(first)).toEqual(
      await ship.db.rows('certificates').get(first),
    );
  });

  it('answers an idle pull of protocol 2 with 204 and no document headers; protocol 1 with its body', async () => {
    const cursor = await cursorAtEnd(admin, '2');
    // Short: the epoch's 8 digits, the transaction id and the sequence in base 36.
    expect(cursor).toMatch(/^[0-9a-f]{8}\.[0-9a-z]+\.[0-9a-z]+$/);
    const idle = await pull(admin, { cursor, limit: '1000', v: '2' });
    expect(idle.statusCode).toBe(204);
    expect(idle.rawPayload.length).toBe(0);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-ratelimit-remaining']) {
      expect(idle.headers[name]).toBeUndefined();
    }
    expect(idle.headers['x-content-type-options']).toBe('nosniff');
    expect(idle.headers['cross-origin-resource-policy']).toBe('same-origin');

    // An old client: no `v`, the body it knows.
    const old = await pull(admin, { cursor, limit: '1000' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ changes: [], cursor, more: false, reset: false });
  });

  it('reads the long cursors of earlier servers and answers with a short one', async () => {
    const cursor = await cursorAtEnd(admin);
    const { epoch } = (await t.db.query<{ epoch: string }>('SELECT epoch FROM sync_feed')).rows[0]!;
    const [, xid, seq] = cursor.split('.') as [string, string, string];
    const long = `${epoch}.${fromBase36(xid)}.${fromBase36(seq)}`;
    const answer = await pull(admin, { cursor: long, limit: '1000', v: '2' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ changes: [], cursor, reset: false });
    // Another feed's short cursor starts over.
    const foreign = (await pull(admin, { cursor: `00000000.${xid}.${seq}`, limit: '5', v: '2' })).json();
    expect(foreign).toMatchObject({ reset: true, more: true });
    expect((await pull(admin, { cursor: 'abcdef01.!.1', v: '2' })).statusCode).toBe(400);
  });
});

function fromBase36(digits: string): bigint {
  let value = 0n;
  for (const digit of digits) value = value * 36n + BigInt(parseInt(digit, 36));
  return value;
}
