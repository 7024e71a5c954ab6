// The sync's schedule and status as the header shows them: a first run at once, pending changes,
// offline, a failure with its text and a wait before the next try, the bytes of the day counted and
// the budget spent until the Master overrides it. The engine's exchange with the real server is
// tested in apps/server/src/modules/sync/sync-client.int.test.ts; here the server's answers are scripted.
import 'fake-indexeddb/auto';

import { workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from './local-db';
import { saveLocalRow } from './local-writes';
import type { SyncTransport } from './sync-engine';
import { createSyncRunner } from './sync-runner';
import { DAILY_BUDGET_BYTES } from './sync-schedule';

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
