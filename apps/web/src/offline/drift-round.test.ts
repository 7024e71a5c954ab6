// The drift check's round across days (sync-runner.ts, drift-repair.ts; sync-design.md 6.8, phase 2
// resumable): a round the budget cuts short stores its frontier in `_sync.descent`, and the next
// check goes on from it: the roots and the buckets already listed are not asked for again. A
// frontier that a pull has made stale has its table's tree read again first. The server is scripted
// over a second offline database (its tree hashed as the browser hashes its own), each drift request
// charged to the day's ledger as the link's bytes would be.
import 'fake-indexeddb/auto';

import { entityOfSyncTable, workOrderEntity } from '@mars/domain';
import type { SyncChange } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { bucketOf, localTree } from './drift-check';
import { DRIFT_DESCENT_KEY } from './drift-repair';
import type { DriftDescent } from './drift-repair';
import { MarsLocalDb } from './local-db';
import { saveLocalRow } from './local-writes';
import type { SyncTransport } from './sync-transport';
import { createSyncRunner } from './sync-runner';
import { DAILY_BUDGET_BYTES, recordTraffic } from './sync-schedule';
import type { BudgetLedger } from './sync-schedule';

const opened: MarsLocalDb[] = [];
let count = 0;
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function freshDb(name: string): Promise<MarsLocalDb> {
  count += 1;
  const db = new MarsLocalDb(`mars-round-${name}-${count}`);
  opened.push(db);
  await db.open();
  return db;
}

/** An id in bucket `key` (its last hex digit). */
const id = (n: number, key: string) => `0190a3c2-7b1e-7c3d-8e4f-${String(n).padStart(11, '0')}${key}`;
/** Rows of a bucket listing at most (the server's is 5,000; 2 here so that `after` pages). */
const PAGE = 2;
const DRIFT_REQUEST_BYTES = 1024;

/**
 * A server whose workOrders are `server`'s: the roots, trees, bucket pages and rows are answered
 * from it; every drift request costs DRIFT_REQUEST_BYTES of the device's ledger. The pull hands
 * out `feed` (then empties it) with a new cursor; the push leaves the writes of `unacked` waiting;
 * the listing of bucket `failing` is cut.
 */
function scriptedServer(device: MarsLocalDb, server: MarsLocalDb, clock: () => Date) {
  const calls: string[] = [];
  const state = { feed: [] as SyncChange[], cursor: 1, unacked: new Set<string>(), failing: '' };
  const charge = async () => {
    const ledger = (await device._sync.get('budgetLedger'))?.value as BudgetLedger | undefined;
    const value = recordTraffic(ledger, { sentBytes: 0, receivedBytes: DRIFT_REQUEST_BYTES }, clock());
    await device._sync.put({ key: 'budgetLedger', value });
  };
  const serverRows = async (table: string) =>
    (await server.rows(table).toArray()).sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
  const transport: SyncTransport = {
    async push({ mutations }) {
      calls.push(`push ${mutations.length}`);
      const acked = mutations.filter((mutation) => !state.unacked.has(mutation.rowId ?? ''));
      return {
        outcomes: acked.map((m) => ({ mutationId: m.mutationId, status: 'applied' as const, version: 1 })),
        serverTime: clock().toISOString(),
      };
    },
    async pull() {
      calls.push('pull');
      const changes = state.feed.splice(0);
      if (changes.length > 0) state.cursor += 1;
      return { changes, cursor: `c${state.cursor}`, more: false, reset: false };
    },
    async roots() {
      calls.push('roots');
      await charge();
      const tables = server.tables.map((table) => table.name).filter((name) => entityOfSyncTable(name));
      return {
        roots: await Promise.all(
          tables.map(async (table) => ({ table, root: (await localTree(server, table)).root })),
        ),
      };
    },
    async tree(table) {
      calls.push(`tree ${table}`);
      await charge();
      return { table, ...(await localTree(server, table)) };
    },
    async bucket(table, key, after) {
      calls.push(`bucket ${table} ${key}${after ? ` after ${after.slice(-3)}` : ''}`);
      if (key === state.failing) throw new TypeError('Failed to fetch (link cut)');
      await charge();
      const rows = (await serverRows(table))
        .filter((row) => bucketOf(String(row.id)) === key && (!after || String(row.id) > after))
        .slice(0, PAGE)
        .map((row) => ({ id: String(row.id), version: Number(row.version) }));
      return { rows, more: rows.length === PAGE };
    },
    async rows(table, ids) {
      calls.push(`rows ${table} ${ids.map((one) => one.slice(-3)).join(',')}`);
      await charge();
      const changes = await Promise.all(
        ids.map(async (one) => {
          const row = await server.rows(table).get(one);
          return row
            ? { table, id: one, version: Number(row.version), row: { title: row.title } }
            : { table, id: one, deleted: true };
        }),
      );
      return { table, changes };
    },
  };
  return { transport, calls, state };
}

/** Both sides hold buckets 1 to 4; bucket 1 (two pages) has a row changed on the server, bucket 2 one
 * deleted there, bucket 3 one lost here; bucket 4 is equal. */
async function drifted(device: MarsLocalDb, server: MarsLocalDb) {
  const both = [id(1, '1'), id(2, '1'), id(3, '1'), id(1, '2'), id(2, '2'), id(1, '3'), id(1, '4')];
  for (const one of both) {
    await device.rows('workOrders').put({ id: one, version: 1, title: 'As loaded' });
    await server.rows('workOrders').put({ id: one, version: 1, title: 'As loaded' });
  }
  await server.rows('workOrders').put({ id: id(3, '1'), version: 2, title: 'Changed ashore' });
  await server.rows('workOrders').delete(id(2, '2'));
  await server.rows('workOrders').put({ id: id(2, '3'), version: 4, title: 'Lost on the way' });
}

/** The ledger of `day` with `left` bytes of the budget left. */
async function leave(db: MarsLocalDb, day: string, left: number) {
  await db._sync.put({
    key: 'budgetLedger',
    value: { day, sentBytes: DAILY_BUDGET_BYTES - left, receivedBytes: 0 },
  });
}

const KB = 1024;

describe('the drift check’s round across days', () => {
  it('goes on the next day from the stored frontier, asking for no root or bucket again, until the roots meet', async () => {
    const [device, server] = [await freshDb('ship'), await freshDb('shore')];
    await drifted(device, server);
    let clock = new Date('2026-11-25T08:00:00Z');
    const { transport, calls } = scriptedServer(device, server, () => clock);
    const runner = createSyncRunner({ db: device, transport, isOnline: () => true, now: () => clock });
    const drift = () => calls.filter((call) => !call.startsWith('pu'));
    await runner.syncNow(); // the first sync: the first check is due a day later

    // Day 2 with 103.5 KB left: the roots, the tree, the first bucket's two pages; then less than
    // phase 2's 100 KB is left.
    clock = new Date('2026-11-26T09:00:00Z');
    await leave(device, '2026-11-26', 100 * KB + 3.5 * KB);
    calls.length = 0;
    await runner.syncNow();
    expect(drift()).toEqual([
      'roots',
      'tree workOrders',
      'bucket workOrders 1',
      'bucket workOrders 1 after 021',
    ]);
    const descent = (await device._sync.get(DRIFT_DESCENT_KEY))?.value as DriftDescent;
    expect(descent.tables).toEqual([]);
    expect(descent.current).toEqual({ table: 'workOrders', buckets: ['2', '3'], ids: [id(3, '1')] });
    const underWay = { startedAt: clock.toISOString(), differing: 1, deferred: 1, repaired: 0 };
    expect(runner.status()?.driftCheck).toMatchObject(underWay);
    expect(await device.rows('workOrders').get(id(3, '1'))).toMatchObject({ version: 1 });

    // Later that day: the sync runs; the round does not go on (no budget), and no new one begins.
    clock = new Date('2026-11-26T18:00:00Z');
    calls.length = 0;
    await runner.syncNow();
    expect(calls).toEqual(['pull']);
    expect(runner.status()?.driftCheck).toMatchObject(underWay);

    // Day 3, a new day's budget, and a new round would be due: the one under way goes on from its
    // frontier instead: the two buckets left, then the three rows.
    clock = new Date('2026-11-27T10:00:00Z');
    calls.length = 0;
    await runner.syncNow();
    expect(drift()).toEqual([
      'bucket workOrders 2',
      'bucket workOrders 3',
      'bucket workOrders 3 after 023',
      'rows workOrders 031,022,023',
    ]);
    expect((await localTree(device, 'workOrders')).root).toBe((await localTree(server, 'workOrders')).root);
    expect(await device._sync.get(DRIFT_DESCENT_KEY)).toBeUndefined();
    expect(runner.status()?.driftCheck).toMatchObject({
      at: clock.toISOString(),
      startedAt: '2026-11-26T09:00:00.000Z',
      differing: 1,
      repaired: 3,
      deferred: 0,
    });

    // The round done, the next sync begins the round that was due: its roots are all equal.
    clock = new Date('2026-11-27T10:30:00Z');
    calls.length = 0;
    await runner.syncNow();
    expect(drift()).toEqual(['roots']);
    expect(runner.status()?.driftCheck).toMatchObject({ differing: 0, deferred: 0, repaired: 0 });
    runner.stop();
  });

  it('reads the table’s tree again when a pull has come since the frontier, and never lists or overwrites a waiting write', async () => {
    const [device, server] = [await freshDb('ship'), await freshDb('shore')];
    await drifted(device, server);
    let clock = new Date('2026-11-25T08:00:00Z');
    const { transport, calls, state } = scriptedServer(device, server, () => clock);
    const runner = createSyncRunner({ db: device, transport, isOnline: () => true, now: () => clock });
    const drift = () => calls.filter((call) => !call.startsWith('pu'));
    await runner.syncNow();
    clock = new Date('2026-11-26T09:00:00Z');
    await leave(device, '2026-11-26', 100 * KB + 3.5 * KB);
    await runner.syncNow();
    expect((await device._sync.get(DRIFT_DESCENT_KEY))?.value).toMatchObject({
      current: { buckets: ['2', '3'], ids: [id(3, '1')] },
    });

    // Meanwhile the feed brings the rows of buckets 1 and 2 after all (a new cursor), the row lost in
    // bucket 3 changes ashore, and a write of it here waits: its push is not answered.
    state.feed.push(
      { table: 'workOrders', id: id(3, '1'), version: 2, row: { title: 'Changed ashore' } },
      { table: 'workOrders', id: id(2, '2'), deleted: true },
    );
    await server.rows('workOrders').put({ id: id(1, '3'), version: 5, title: 'Changed ashore again' });
    await saveLocalRow(device, workOrderEntity, { id: id(1, '3'), title: 'Written at sea' });
    state.unacked.add(id(1, '3'));

    clock = new Date('2026-11-27T07:00:00Z');
    calls.length = 0;
    await runner.syncNow();
    // The tree again: bucket 2 is equal now and not listed, the row of bucket 1 not fetched; bucket 3
    // is listed and its lost row fetched; the row with the waiting write is neither.
    expect(drift()).toEqual([
      'tree workOrders',
      'bucket workOrders 3',
      'bucket workOrders 3 after 023',
      'rows workOrders 023',
    ]);
    expect(await device.rows('workOrders').get(id(1, '3'))).toMatchObject({
      title: 'Written at sea',
      version: 1,
    });
    expect(await device._outbox.count()).toBe(1);
    expect(await device._sync.get(DRIFT_DESCENT_KEY)).toBeUndefined();
    expect(runner.status()?.driftCheck).toMatchObject({ repaired: 1, deferred: 0 });
    runner.stop();
  });

  it('tries a cut step again at the next sync, and gives a round up whose step fails three times in a row', async () => {
    const [device, server] = [await freshDb('ship'), await freshDb('shore')];
    await drifted(device, server);
    let clock = new Date('2026-11-25T08:00:00Z');
    const { transport, calls, state } = scriptedServer(device, server, () => clock);
    const runner = createSyncRunner({ db: device, transport, isOnline: () => true, now: () => clock });
    const drift = () => calls.filter((call) => !call.startsWith('pu'));
    await runner.syncNow();

    // The link is cut listing bucket 2: the sync stays done, the frontier stands after bucket 1.
    clock = new Date('2026-11-26T09:00:00Z');
    state.failing = '2';
    calls.length = 0;
    await runner.syncNow();
    expect(runner.status()).toMatchObject({ phase: 'synced', error: null });
    expect(drift()).toEqual([
      'roots',
      'tree workOrders',
      'bucket workOrders 1',
      'bucket workOrders 1 after 021',
      'bucket workOrders 2',
    ]);
    expect((await device._sync.get(DRIFT_DESCENT_KEY))?.value).toMatchObject({
      current: { buckets: ['2', '3'], ids: [id(3, '1')] },
      failures: 1,
    });

    // The next sync, the same day (the budget is there): on from bucket 2, to the end.
    state.failing = '';
    clock = new Date('2026-11-26T09:30:00Z');
    calls.length = 0;
    await runner.syncNow();
    expect(drift()).toEqual([
      'bucket workOrders 2',
      'bucket workOrders 3',
      'bucket workOrders 3 after 023',
      'rows workOrders 031,022,023',
    ]);
    expect((await localTree(device, 'workOrders')).root).toBe((await localTree(server, 'workOrders')).root);

    // A new round the next day whose step fails at every sync: the third failure gives it up.
    await server.rows('workOrders').put({ id: id(4, '2'), version: 1, title: 'New ashore' });
    state.failing = '2';
    for (const [at, failures] of [
      ['2026-11-27T10:00:00Z', 1],
      ['2026-11-27T10:30:00Z', 2],
    ] as const) {
      clock = new Date(at);
      await runner.syncNow();
      expect((await device._sync.get(DRIFT_DESCENT_KEY))?.value).toMatchObject({ failures });
    }
    clock = new Date('2026-11-27T11:00:00Z');
    await runner.syncNow();
    expect(await device._sync.get(DRIFT_DESCENT_KEY)).toBeUndefined();
    expect(runner.status()?.driftCheck).toMatchObject({
      startedAt: '2026-11-27T10:00:00.000Z',
      gaveUp: true,
    });
    // No new round before its day has come; then one finds the table again.
    calls.length = 0;
    state.failing = '';
    await runner.syncNow();
    expect(calls).toEqual(['pull']);
    clock = new Date('2026-11-28T10:00:00Z');
    await runner.syncNow();
    expect(drift()).toEqual([
      'roots',
      'tree workOrders',
      'bucket workOrders 2',
      'bucket workOrders 2 after 042',
      'rows workOrders 042',
    ]);
    expect(runner.status()?.driftCheck).toMatchObject({ repaired: 1, deferred: 0 });
    runner.stop();
  });
});
