// The drift repair (apps/web/src/offline/drift-repair.ts) against the real server: rows changed on
// the server behind the feed's back, and local rows lost or damaged, are found by the hash trees and
// fetched by id (`GET /api/v1/sync/rows`), only those, until the local root is the server's; a row
// with a write waiting in the outbox is left alone. The route: bounded ids, known tables, and
// another organization's ids answered as deletions.
import 'fake-indexeddb/auto';

import { workOrderEntity } from '@mars/domain';
import type { SyncRootsAnswer } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import { Dexie } from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { localTree } from '../../../../web/src/offline/drift-check';
import type { RepairTransport } from '../../../../web/src/offline/drift-repair';
import { repairDrift } from '../../../../web/src/offline/drift-repair';
import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { saveLocalRow } from '../../../../web/src/offline/local-writes';
import { pullChanges } from '../../../../web/src/offline/sync-engine';
import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, syncTransport } from '../../test-support';

/** The drift routes through inject; counts the rows fetched by id. */
function injectRepair(app: FastifyInstance, cookie: string) {
  const fetched: string[] = [];
  const get = async (url: string, query: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie }, query });
    if (response.statusCode !== 200) throw new Error(`${url} ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const transport: RepairTransport = {
    tree: (table) => get('/api/v1/sync/tree', { table }),
    bucket: (table, bucket, after) =>
      get('/api/v1/sync/tree/bucket', { table, bucket, ...(after ? { after } : {}) }),
    rows: (table, ids) => {
      fetched.push(...ids);
      return get('/api/v1/sync/rows', { table, ids: ids.join(','), v: '2' });
    },
  };
  return { transport, fetched };
}

let databases = 0;
const opened: MarsLocalDb[] = [];
async function browser(): Promise<MarsLocalDb> {
  databases += 1;
  const db = new MarsLocalDb(`mars-drift-${databases}`);
  opened.push(db);
  await db.open();
  return db;
}

describe('the drift repair against the server (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp('pglite');
    cookie = (await signedIn(t.app, 'master@mars.demo')).cookie;
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  /** A write to the server's table that the change feed does not hear of. */
  async function behindTheFeed(sql: string, params: unknown[]): Promise<void> {
    await t.db.query('ALTER TABLE work_orders DISABLE TRIGGER sync_log_work_orders');
    await t.db.query(sql, params);
    await t.db.query('ALTER TABLE work_orders ENABLE TRIGGER sync_log_work_orders');
  }

  it('fetches only the differing rows and brings the table to the server’s root; a waiting write stays', async () => {
    const ship = await browser();
    await pullChanges(ship, syncTransport(t.app, cookie));
    const { transport, fetched } = injectRepair(t.app, cookie);
    const rows = await ship.rows('workOrders').toArray();
    expect(rows.length).toBeGreaterThan(5);
    const [changed, gone, lost, damaged, waiting] = rows.map((row) => String(row.id));
    await behindTheFeed(
      `UPDATE work_orders SET version = version + 1, title = 'Changed behind the feed' WHERE id = $1`,
      [changed],
    );
    await behindTheFeed(`UPDATE work_orders SET deleted_at = now(), version = version + 1 WHERE id = $1`, [
      gone,
    ]);
    await ship.rows('workOrders').delete(lost!);
    await ship.rows('workOrders').update(damaged!, { version: 999, title: 'Damaged here' });
    // A row changed on the server that also has a write waiting here: in flight, not drift.
    await behindTheFeed(`UPDATE work_orders SET version = version + 1 WHERE id = $1`, [waiting]);
    await saveLocalRow(ship, workOrderEntity, { id: waiting, title: 'Written at sea' });

    // The daily check's one request names the table that drifted, and only that one.
    const roots = (await apiCall(t.app, 'GET', '/api/v1/sync/roots', { cookie })).json() as SyncRootsAnswer;
    const differing = [];
    for (const { table, root } of roots.roots) {
      if (ship.tables.some((local) => local.name === table) && root !== (await localTree(ship, table)).root)
        differing.push(table);
    }
    expect(differing).toEqual(['workOrders']);

    const repair = await repairDrift(ship, transport, 'workOrders');
    expect(repair).toMatchObject({
      table: 'workOrders',
      same: false,
      fetched: 4,
      updated: 3,
      deleted: 1,
      skipped: 0,
    });
    expect(fetched.sort()).toEqual([changed, gone, lost, damaged].sort());
    expect(await ship.rows('workOrders').get(changed!)).toMatchObject({ title: 'Changed behind the feed' });
    expect(await ship.rows('workOrders').get(gone!)).toBeUndefined();
    expect(await ship.rows('workOrders').get(lost!)).toBeDefined();
    const server = (
      await t.db.query<{ version: number; title: string }>(
        `SELECT version, title FROM work_orders WHERE id = $1`,
        [damaged],
      )
    ).rows[0]!;
    expect(await ship.rows('workOrders').get(damaged!)).toMatchObject({
      version: server.version,
      title: server.title,
    });
    expect(await ship.rows('workOrders').get(waiting!)).toMatchObject({ title: 'Written at sea' });
    expect(await ship._outbox.count()).toBe(1);

    // The waiting write gone (say, given up): the next repair fetches that one row, and the roots meet.
    await ship._outbox.clear();
    fetched.length = 0;
    expect(await repairDrift(ship, transport, 'workOrders')).toMatchObject({ fetched: 1, updated: 1 });
    expect(fetched).toEqual([waiting]);
    expect((await localTree(ship, 'workOrders')).root).toBe((await transport.tree('workOrders')).root);
    expect(await repairDrift(ship, transport, 'workOrders')).toMatchObject({ same: true, fetched: 0 });
  });

  it('answers the rows asked for as the pull does, and the others as deletions, never another organization’s', async () => {
    const get = (query: Record<string, string>, as = cookie) =>
      t.app.inject({ method: 'GET', url: '/api/v1/sync/rows', headers: { cookie: as }, query });
    const [own] = (await t.db.query<{ id: string }>(`SELECT id FROM work_orders ORDER BY id LIMIT 1`)).rows;
    const other = (await signedIn(t.app, 'admin@other.demo')).cookie;
    const unknown = uuidv4();
    const mine = await get({ table: 'workOrders', ids: `${own!.id.toUpperCase()},${unknown}` });
    expect(mine.statusCode).toBe(200);
    const answer = mine.json();
    expect(answer.changes).toHaveLength(2);
    expect(answer.changes[0]).toMatchObject({
      table: 'workOrders',
      id: own!.id,
      deleted: false,
      row: { id: own!.id },
    });
    expect(answer.changes[1]).toEqual({ table: 'workOrders', id: unknown, deleted: true });
    // Protocol 2: the pull's lean form.
    const lean = (await get({ table: 'workOrders', ids: own!.id, v: '2' })).json().changes[0];
    expect(lean.deleted).toBeUndefined();
    expect(lean.row.id).toBeUndefined();
    expect(typeof lean.version).toBe('number');
    // Another organization's user learns nothing of the row: a deletion, without a version or values.
    const foreign = await get({ table: 'workOrders', ids: own!.id }, other);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().changes).toEqual([{ table: 'workOrders', id: own!.id, deleted: true }]);

    const refused = async (query: Record<string, string>, field: string) => {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().error.details.fields)).toEqual([field]);
    };
    await refused({ table: 'workOrders', ids: 'not-a-uuid' }, 'ids');
    await refused({ table: 'workOrders', ids: Array.from({ length: 101 }, () => uuidv4()).join(',') }, 'ids');
    await refused({ table: 'workOrders', ids: `${own!.id},` }, 'ids');
    await refused({ table: 'noSuchTable', ids: own!.id }, 'table');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/sync/rows?table=workOrders&ids=${own!.id}` }))
        .statusCode,
    ).toBe(401);
  });
});
