// The sync's schedule and status as the header shows them: a first run at once, pending changes,
// offline, a failure with its text and a wait before the next try, the bytes of the day counted and
// the budget spent until the Master overrides it. The engine's exchange with the real server is
// tested in apps/server/src/modules/sync/sync-client.int.test.ts; here the server's answers are scripted.
import 'fake-indexeddb/auto';

import { entityOfSyncTable, workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { localTree } from './drift-check';
import { MarsLocalDb } from './local-db';
import { saveLocalRow } from './local-writes';
import type { SyncTransport } from './sync-transport';
import { createSyncRunner } from './sync-runner';
import { DAILY_BUDGET_BYTES } from './sync-schedule';

const DRIFTED_ID = '0190a3c2-7b1e-7c3d-8e4f-000000000001';

const opened: MarsLocalDb[] = [];
let count = 0;
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function freshDb(): Promise<MarsLocalDb> {
  count += 1;
  const db = new MarsLocalDb(`mars-runner-${count}`);
  opened.push(db);
  await db.open();
  return db;
}

/** A server that applies every mutation and has nothing new; `fail` makes the next calls fail. */
function scriptedServer() {
  const calls: string[] = [];
  const server = { fail: false, calls };
  const transport: SyncTransport = {
    async push({ mutations }) {
      calls.push(`push ${mutations.length}`);
      if (server.fail) throw new Error('sync /push answered 502');
      return {
        outcomes: mutations.map((mutation) => ({
          mutationId: mutation.mutationId,
          status: 'applied' as const,
          version: 1,
        })),
        serverTime: new Date().toISOString(),
      };
    },
    async pull() {
      calls.push('pull');
      if (server.fail) throw new Error('sync /pull answered 502');
      return { changes: [], cursor: 'c1', more: false, reset: false, serverTime: new Date().toISOString() };
    },
  };
  return { server, transport };
}

/**
 * The transport with its pulls held until `release()`: a run caught in the middle. The gate opens
 * whether the run has asked for its pull yet or not (a run shows 'syncing' before it pulls).
 */
function heldPull(transport: SyncTransport) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: SyncTransport = {
    ...transport,
    pull: async (query) => {
      await gate;
      return transport.pull(query);
    },
  };
  return { held, release: () => release() };
}

describe('the sync runner', () => {
  it('runs at once for the first check, then says synced; a write made offline shows as pending', async () => {
    const db = await freshDb();
    const { server, transport } = scriptedServer();
    let online = true;
    const runner = createSyncRunner({ db, transport, isOnline: () => online });
    await runner.syncNow();
    expect(server.calls).toEqual(['pull']);
    expect(runner.status()).toMatchObject({ phase: 'synced', pending: 0, error: null });
    expect(runner.status()?.lastSyncAt).not.toBeNull();

    online = false;
    await saveLocalRow(db, workOrderEntity, { title: 'Renew the bearings' });
    await runner.changed();
    expect(runner.status()).toMatchObject({ phase: 'offline', pending: 1 });
    online = true;
    await runner.syncNow();
    expect(server.calls).toEqual(['pull', 'push 1', 'pull']);
    expect(runner.status()).toMatchObject({ phase: 'synced', pending: 0 });
    runner.stop();
  });

  it('is never shown as synced before its first sync has finished', async () => {
    const db = await freshDb();
    const { transport } = scriptedServer();
    const { held, release } = heldPull(transport);
    const phases: string[] = [];
    const runner = createSyncRunner({ db, transport: held, isOnline: () => true });
    runner.subscribe((status) => phases.push(status.phase));
    runner.start();
    await expect.poll(() => phases.length).toBeGreaterThan(1);
    expect(phases).not.toContain('synced');
    release();
    await expect.poll(() => runner.status()?.phase).toBe('synced');
    runner.stop();
  });

  it('finishes a run quietly when it is stopped in the middle (the user chose the remote database)', async () => {
    const db = await freshDb();
    const { transport } = scriptedServer();
    const { held, release } = heldPull(transport);
    const runner = createSyncRunner({ db, transport: held, isOnline: () => true });
    const running = runner.syncNow();
    await expect.poll(() => runner.status()?.phase).toBe('syncing');
    runner.stop();
    release();
    // The run's end told the other tabs on a channel that is closed by then: no error may escape.
    await expect(running).resolves.toBeUndefined();
    await runner.changed();
  });

  it('says why a run failed, keeps the writes, and waits before trying again', async () => {
    const db = await freshDb();
    const { server, transport } = scriptedServer();
    const runner = createSyncRunner({ db, transport, isOnline: () => true });
    await saveLocalRow(db, workOrderEntity, { title: 'Renew the bearings' });
    server.fail = true;
    await runner.syncNow();
    const failed = runner.status()!;
    expect(failed).toMatchObject({ phase: 'error', pending: 1, error: 'sync /push answered 502' });
    expect(new Date(failed.nextSyncAt!).getTime() - Date.now()).toBeGreaterThan(25_000);
    server.fail = false;
    await runner.syncNow();
    expect(runner.status()).toMatchObject({ phase: 'synced', pending: 0, error: null });
    runner.stop();
  });

  it('stops when the day’s budget is spent, until the Master overrides it', async () => {
    const db = await freshDb();
    const { server, transport } = scriptedServer();
    const today = new Date().toISOString().slice(0, 10);
    await db._sync.put({
      key: 'budgetLedger',
      value: { day: today, sentBytes: DAILY_BUDGET_BYTES, receivedBytes: 0 },
    });
    const runner = createSyncRunner({ db, transport, isOnline: () => true });
    await saveLocalRow(db, workOrderEntity, { title: 'Renew the bearings' });
    await runner.syncNow();
    expect(server.calls).toEqual([]);
    expect(runner.status()).toMatchObject({
      phase: 'budget',
      pending: 1,
      budget: { level: 'error', mayRun: false },
    });
    await runner.overrideBudget();
    expect(server.calls).toEqual(['push 1', 'pull']);
    expect(runner.status()).toMatchObject({ phase: 'synced', budget: { isOverridden: true } });
    runner.stop();
  });
});

/** The scripted server with the drift routes: every table as the device holds it but workOrders, which has one row more. */
function driftServer(db: MarsLocalDb) {
  const { server, transport } = scriptedServer();
  const drifting: SyncTransport = {
    ...transport,
    async roots() {
      server.calls.push('roots');
      const tables = db.tables.map((table) => table.name).filter((name) => entityOfSyncTable(name));
      return {
        roots: await Promise.all(
          tables.map(async (table) => ({
            table,
            root: table === 'workOrders' ? 'f'.repeat(64) : (await localTree(db, table)).root,
          })),
        ),
      };
    },
    async tree(table) {
      server.calls.push(`tree ${table}`);
      const local = await localTree(db, table);
      return table === 'workOrders'
        ? {
            table,
            root: 'f'.repeat(64),
            buckets: local.buckets.map((bucket) => ({ ...bucket, hash: 'f'.repeat(64) })),
          }
        : { table, ...local };
    },
    async bucket(table, bucket) {
      server.calls.push(`bucket ${table} ${bucket}`);
      return { rows: bucket === '1' ? [{ id: DRIFTED_ID, version: 3 }] : [], more: false };
    },
    async rows(table, ids) {
      server.calls.push(`rows ${table} ${ids.join(',')}`);
      return {
        table,
        changes: ids.map((id) => ({ table, id, version: 3, row: { title: 'Lost on the way' } })),
      };
    },
  };
  return { server, transport: drifting };
}

describe('the drift check after a sync', () => {
  it('runs once a day from the day after the first sync, repairs what differs, and keeps to the budget’s phases', async () => {
    const db = await freshDb();
    const { server, transport } = driftServer(db);
    let clock = new Date('2026-11-25T08:00:00Z');
    const runner = createSyncRunner({ db, transport, isOnline: () => true, now: () => clock });
    const drift = () => server.calls.filter((call) => !call.startsWith('pu'));
    const tables = db.tables.map((table) => table.name).filter((name) => entityOfSyncTable(name));

    // The first sync (a first load) brought every row: the first check is a day later.
    await runner.syncNow();
    expect(server.calls).toEqual(['pull']);

    // A day later: every root in one request, then only the differing table is descended: its tree,
    // its differing buckets, then the one row named.
    server.calls.length = 0;
    clock = new Date('2026-11-26T09:00:00Z');
    await runner.syncNow();
    expect(drift()).toEqual([
      'roots',
      'tree workOrders',
      ...'0123456789abcdef'.split('').map((key) => `bucket workOrders ${key}`),
      `rows workOrders ${DRIFTED_ID}`,
    ]);
    expect(await db.rows('workOrders').get(DRIFTED_ID)).toMatchObject({
      version: 3,
      title: 'Lost on the way',
    });
    expect(runner.status()?.driftCheck).toMatchObject({
      at: clock.toISOString(),
      tables: tables.length,
      differing: 1,
      repaired: 1,
      deferred: 0,
    });

    // Later the same day: the sync runs, the drift check does not.
    server.calls.length = 0;
    clock = new Date('2026-11-26T20:00:00Z');
    await runner.syncNow();
    expect(server.calls).toEqual(['pull']);

    // The next day with 50 KB left (below phase 2's 100 KB): the roots are compared, no table descended.
    server.calls.length = 0;
    clock = new Date('2026-11-27T09:00:00Z');
    await db._sync.put({
      key: 'budgetLedger',
      value: { day: '2026-11-27', sentBytes: DAILY_BUDGET_BYTES - 50 * 1024, receivedBytes: 0 },
    });
    await runner.syncNow();
    expect(drift()).toEqual(['roots']);
    expect(runner.status()?.driftCheck).toMatchObject({
      at: clock.toISOString(),
      differing: 1,
      deferred: 1,
      repaired: 0,
    });

    // The day after with 5 KB left (below phase 3's 10 KB): the sync runs, the roots are not asked for.
    server.calls.length = 0;
    const before = runner.status()?.driftCheck;
    clock = new Date('2026-11-28T09:00:00Z');
    await db._sync.put({
      key: 'budgetLedger',
      value: { day: '2026-11-28', sentBytes: DAILY_BUDGET_BYTES - 5 * 1024, receivedBytes: 0 },
    });
    await runner.syncNow();
    expect(server.calls).toEqual(['pull']);
    expect(runner.status()?.driftCheck).toEqual(before);
    runner.stop();
  });
});
