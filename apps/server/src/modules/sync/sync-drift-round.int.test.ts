// The drift check's round across days (apps/web/src/offline/sync-runner.ts and drift-repair.ts;
// sync-design.md 6.8, phase 2 resumable) against the real server: the browser's runner on
// fake-indexeddb, over its own transport and byte counting, through the simulated link. A table of
// many rows drifts in every bucket (rows changed on the server behind the feed, rows lost here);
// the first day's budget leaves room for the roots, the tree and a few bucket listings; the next
// day goes on from the stored frontier (no roots, no tree, no bucket listed twice) and ends with
// every table's root equal to the server's.
import 'fake-indexeddb/auto';

import type { SyncRootsAnswer } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { localTree } from '../../../../web/src/offline/drift-check';
import { DRIFT_DESCENT_KEY } from '../../../../web/src/offline/drift-repair';
import type { DriftDescent } from '../../../../web/src/offline/drift-repair';
import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { createSyncRunner } from '../../../../web/src/offline/sync-runner';
import { DAILY_BUDGET_BYTES, PHASE_2_MIN_BYTES_LEFT } from '../../../../web/src/offline/sync-schedule';
import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';
import { SimulatedLink } from './link-simulator';

const BASE = 'http://mars.ship/api/v1/sync';
/** Rows added to the table, and of them those changed on the server behind the feed, and lost here. */
const ADDED = 600;
const CHANGED = 250;
const LOST = 30;
/** What the first day leaves above phase 2's 100 KB: the sync, the roots, the tree and a few buckets. */
const FIRST_DAY_ROOM = 30 * 1024;

let databases = 0;

describe.each(TEST_DATABASES)('the drift check’s round over two days (%s)', { timeout: 180_000 }, (kind) => {
  let t: TestApp;
  const opened: MarsLocalDb[] = [];
  beforeEach(async () => {
    t = await createTestApp(kind);
    await feedReleased(t.db);
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  it('lists a few buckets the first day, goes on from the frontier the next, and ends with the server’s roots', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    databases += 1;
    const db = new MarsLocalDb(`mars-drift-round-${databases}`);
    await db.open();
    opened.push(db);
    const link = new SimulatedLink(t.app, { headers: { cookie } });
    const asked: URL[] = [];
    let clock = new Date('2026-11-25T08:00:00Z');
    const runner = createSyncRunner({
      db,
      now: () => clock,
      isOnline: () => true,
      syncBase: BASE,
      fetch: (input, init) => {
        asked.push(new URL(String(input)));
        return link.fetch(input, init);
      },
    });
    const drift = () =>
      asked
        .filter((url) => !/\/(pull|push)$/.test(url.pathname))
        .map((url) =>
          `${url.pathname.slice('/api/v1/sync/'.length)} ${url.searchParams.get('bucket') ?? ''}`.trim(),
        );

    // Day 1: the first load, then many work orders of the master's vessel, brought by the next sync.
    await runner.syncNow();
    const sample = (await db.rows('workOrders').toArray())[0]!;
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date)
       SELECT gen_random_uuid(), $1, $2, 'Bulk ' || n, 'Drift round', DATE '2026-12-31' FROM generate_series(1, $3::int) n`,
      [sample.organizationId, sample.vesselId, ADDED],
    );
    await feedReleased(t.db);
    await runner.syncNow();
    expect(
      await db
        .rows('workOrders')
        .filter((row) => String(row.title).startsWith('Bulk '))
        .count(),
    ).toBe(ADDED);

    // Drift: rows changed on the server behind the feed, and rows lost here, in every bucket.
    await t.db.query('ALTER TABLE work_orders DISABLE TRIGGER sync_log_work_orders');
    await t.db.query(
      `UPDATE work_orders SET version = version + 1, title = title || ' (changed ashore)'
       WHERE id IN (SELECT id FROM work_orders WHERE title LIKE 'Bulk %' ORDER BY id LIMIT $1)`,
      [CHANGED],
    );
    await t.db.query('ALTER TABLE work_orders ENABLE TRIGGER sync_log_work_orders');
    const lost = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM work_orders WHERE title LIKE 'Bulk %' ORDER BY id DESC LIMIT $1`,
        [LOST],
      )
    ).rows.map((row) => row.id);
    await db.rows('workOrders').bulkDelete(lost);
    const serverTree = async () =>
      (await apiCall(t.app, 'GET', '/api/v1/sync/tree?table=workOrders', { cookie })).json() as {
        root: string;
        buckets: { key: string; hash: string }[];
      };
    const local = await localTree(db, 'workOrders');
    const differing = (await serverTree()).buckets
      .filter((bucket, at) => bucket.hash !== local.buckets[at]!.hash)
      .map((bucket) => bucket.key);
    expect(differing.length).toBeGreaterThan(8);

    // Day 2 with little budget: the roots, the tree and some buckets; then less than 100 KB is left.
    clock = new Date('2026-11-26T09:00:00Z');
    await db._sync.put({
      key: 'budgetLedger',
      value: {
        day: '2026-11-26',
        sentBytes: DAILY_BUDGET_BYTES - PHASE_2_MIN_BYTES_LEFT - FIRST_DAY_ROOM,
        receivedBytes: 0,
      },
    });
    asked.length = 0;
    await runner.syncNow();
    const first = drift();
    expect(first.slice(0, 2)).toEqual(['roots', 'tree']);
    const firstBuckets = first.slice(2).map((call) => call.split(' ')[1]!);
    expect(first.slice(2)).toEqual(firstBuckets.map((key) => `tree/bucket ${key}`));
    expect(firstBuckets.length).toBeGreaterThan(0);
    expect(firstBuckets.length).toBeLessThan(differing.length);
    const descent = (await db._sync.get(DRIFT_DESCENT_KEY))?.value as DriftDescent;
    expect(descent.current?.buckets).toEqual(differing.filter((key) => !firstBuckets.includes(key)));
    expect(runner.status()?.driftCheck).toMatchObject({ differing: 1, deferred: 1, repaired: 0 });
    expect(runner.status()?.budget.phase2).toBe(false);

    // Day 3, a new day's budget: on from the frontier: the buckets not yet listed, then the rows.
    clock = new Date('2026-11-27T09:00:00Z');
    asked.length = 0;
    await runner.syncNow();
    const second = drift();
    const secondBuckets = second
      .filter((call) => call.startsWith('tree/bucket '))
      .map((call) => call.split(' ')[1]!);
    // No roots, no tree: only bucket listings, and the rows once 100 are found (the rest at the end).
    expect(second.filter((call) => !call.startsWith('tree/bucket ') && call !== 'rows')).toEqual([]);
    expect([...firstBuckets, ...secondBuckets]).toEqual(differing);
    const fetched = asked
      .filter((url) => url.pathname.endsWith('/rows'))
      .flatMap((url) => url.searchParams.get('ids')!.split(','));
    expect(fetched).toHaveLength(CHANGED + LOST);
    expect(new Set(fetched).size).toBe(CHANGED + LOST);
    expect(second.filter((call) => call === 'rows')).toHaveLength(Math.ceil((CHANGED + LOST) / 100));

    expect(await db._sync.get(DRIFT_DESCENT_KEY)).toBeUndefined();
    const record = runner.status()?.driftCheck;
    expect(record).toMatchObject({
      startedAt: '2026-11-26T09:00:00.000Z',
      at: clock.toISOString(),
      differing: 1,
      repaired: CHANGED + LOST,
      deferred: 0,
    });
    expect(record!.bytes).toBeGreaterThan(FIRST_DAY_ROOM);
    expect((await localTree(db, 'workOrders')).root).toBe((await serverTree()).root);
    const roots = (await apiCall(t.app, 'GET', '/api/v1/sync/roots', { cookie })).json() as SyncRootsAnswer;
    for (const { table, root } of roots.roots) {
      if (db.tables.some((one) => one.name === table))
        expect((await localTree(db, table)).root, table).toBe(root);
    }
    expect(await db.rows('workOrders').get(lost[0]!)).toMatchObject({
      title: expect.stringMatching(/^Bulk /),
    });
    runner.stop();
  });
});
