// The vessels a shore user keeps offline (issue 12; docs/sync.md, 'Choosing the vessels kept
// offline'): the browser's real code (fake-indexeddb) against the real server through the link
// simulator. Only the chosen vessels are pulled and kept (every vessel's own row stays, to choose
// from); a vessel taken out has its rows removed, except a row with a change waiting, which stays
// until it is pushed; a vessel chosen again catches up and the device ends as one that loaded all; the
// daily drift check compares and repairs the kept vessels' rows only.
import 'fake-indexeddb/auto';

import type { Role } from '@mars/domain';
import { certificateEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { localTree } from '../../../../web/src/offline/drift-check';
import { repairDrift } from '../../../../web/src/offline/drift-repair';
import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { fromLocalRow } from '../../../../web/src/offline/local-schema';
import { upsertLocal } from '../../../../web/src/offline/local-source';
import { syncOnce } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import { chooseVessels, pullKept } from '../../../../web/src/offline/vessel-choice';
import type { TestApp } from '../../test-support';
import {
  apiCall,
  createTestApp,
  demoVesselIds,
  feedReleased,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';
import { SimulatedLink } from './link-simulator';

let databases = 0;

describe.each(TEST_DATABASES)('the vessels kept offline (%s)', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let aurora: string;
  let pioneer: string;
  const opened: MarsLocalDb[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  async function device(email: string) {
    databases += 1;
    const { cookie } = await signedIn(t.app, email);
    const user = await t.db.query<{ id: string; role: Role }>('SELECT id, role FROM users WHERE email = $1', [
      email,
    ]);
    const db = new MarsLocalDb(`mars-vessel-choice-${databases}`);
    await db.open();
    opened.push(db);
    const link = new SimulatedLink(t.app, { headers: { cookie } });
    const transport = fetchTransport(link.fetch, 'http://mars.ship/api/v1/sync');
    const sync = async () => {
      await feedReleased(t.db);
      return syncOnce(db, transport, { limit: 1000, pull: pullKept, now: () => t.clock.now() });
    };
    return {
      db,
      link,
      sync,
      context: { userId: user.rows[0]!.id, role: user.rows[0]!.role, now: t.clock.now() },
    };
  }

  async function vesselsHeld(db: MarsLocalDb): Promise<Set<unknown>> {
    return new Set((await db.rows('certificates').toArray()).map((row) => row.vesselId));
  }

  async function contents(db: MarsLocalDb): Promise<Record<string, unknown[]>> {
    const tables = db.tables.filter((table) => !table.name.startsWith('_'));
    const entries = await Promise.all(
      tables.map(async (table) => [table.name, await table.orderBy(':id').toArray()] as const),
    );
    return Object.fromEntries(entries.filter(([, rows]) => rows.length > 0));
  }

  const certificate = (vessel: string) => ({
    vessel_id: vessel,
    certificate_type: 'statutory',
    certificate_number: `IOPP-${uuidv7().slice(-8)}`,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
  });

  it('pulls and keeps only the chosen vessels, keeps unsent changes until pushed, and catches a vessel up', async () => {
    const shore = await device('admin@mars.demo');
    await shore.sync();
    expect(await vesselsHeld(shore.db)).toEqual(new Set([aurora, pioneer]));

    // An edit of a Pioneer certificate waits in the outbox when the Pioneer is taken out.
    const pioneerRow = (await shore.db.rows('certificates').toArray()).find(
      (row) => row.vesselId === pioneer,
    )!;
    await upsertLocal(
      shore.db,
      certificateEntity,
      String(pioneerRow.id),
      { ...fromLocalRow(pioneerRow), issuing_authority: 'Panama Maritime Authority' },
      shore.context,
    );
    const { waiting } = await chooseVessels(shore.db, [aurora], [aurora, pioneer]);
    expect(waiting).toBe(1);
    expect((await shore.db.rows('certificates').toArray()).filter((row) => row.vesselId === pioneer)).toEqual(
      [expect.objectContaining({ id: pioneerRow.id })],
    );
    // Both vessels' own rows stay: the list to choose from.
    expect(await shore.db.rows('ships').count()).toBe(2);

    // Shore writes to both vessels; the sync pushes the waiting edit, then the row goes.
    const { cookie } = await signedIn(t.app, 'admin@mars.demo');
    const ids = { aurora: uuidv7(), pioneer: uuidv7() };
    for (const [name, vessel] of [
      ['aurora', aurora],
      ['pioneer', pioneer],
    ] as const) {
      const answer = await apiCall(
        t.app,
        'PUT',
        `/api/v1/certificates/${ids[name]}`,
        { cookie },
        certificate(vessel),
      );
      expect(answer.statusCode).toBeLessThan(300);
    }
    await shore.sync();
    const pushed = await t.db.query('SELECT issuing_authority FROM certificates WHERE id = $1', [
      pioneerRow.id,
    ]);
    expect(pushed.rows[0]).toEqual({ issuing_authority: 'Panama Maritime Authority' });
    expect(await vesselsHeld(shore.db)).toEqual(new Set([aurora]));
    expect(await shore.db.rows('certificates').get(ids.aurora)).toBeDefined();
    expect(await shore.db.rows('certificates').get(ids.pioneer)).toBeUndefined();
    expect(await shore.db.rows('ships').count()).toBe(2);

    // The Pioneer chosen again: it catches up, and the device ends as one that loaded everything.
    await chooseVessels(shore.db, [aurora, pioneer], [aurora, pioneer]);
    await shore.sync();
    expect(await shore.db.rows('certificates').get(ids.pioneer)).toBeDefined();
    const fresh = await device('admin@mars.demo');
    await fresh.sync();
    expect(await contents(shore.db)).toEqual(await contents(fresh.db));
  });

  it('checks and repairs the drift of the kept vessels only', async () => {
    const shore = await device('admin@mars.demo');
    await chooseVessels(shore.db, [pioneer], [aurora, pioneer]);
    await shore.sync();
    const transport = fetchTransport(shore.link.fetch, 'http://mars.ship/api/v1/sync');
    const held = { vessels: [pioneer] };
    const differing = async () => {
      const names = [];
      for (const { table, root } of (await transport.roots(held)).roots) {
        if (shore.db.tables.some((local) => local.name === table)) {
          if (root !== (await localTree(shore.db, table)).root) names.push(table);
        }
      }
      return names;
    };
    // Loaded as chosen: the trees of the kept vessel meet the device's, table by table.
    expect(await differing()).toEqual([]);
    // Without `vessels`, the server's trees are of both vessels: they differ.
    const whole = (await transport.roots()).roots.find((root) => root.table === 'certificates')!;
    expect(whole.root).not.toBe((await localTree(shore.db, 'certificates')).root);

    // A certificate of each vessel changed behind the feed: only the kept vessel's drifts.
    const [kept = '', other = ''] = await Promise.all(
      [pioneer, aurora].map(async (vessel) => {
        const found = await t.db.query<{ id: string }>(
          'SELECT id FROM certificates WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
          [vessel],
        );
        return found.rows[0]!.id;
      }),
    );
    await t.db.query('ALTER TABLE certificates DISABLE TRIGGER sync_log_certificates');
    await t.db.query(
      `UPDATE certificates SET version = version + 1, issuing_authority = 'Changed behind the feed' WHERE id = ANY($1)`,
      [[kept, other]],
    );
    await t.db.query('ALTER TABLE certificates ENABLE TRIGGER sync_log_certificates');
    expect(await differing()).toEqual(['certificates']);
    const repair = await repairDrift(
      shore.db,
      {
        tree: (table) => transport.tree(table, held),
        bucket: (table, key, after) => transport.bucket(table, key, after, held),
        rows: (table, ids) => transport.rows(table, ids, held),
      },
      'certificates',
    );
    expect(repair).toMatchObject({ same: false, fetched: 1, updated: 1, deleted: 0 });
    expect(fromLocalRow((await shore.db.rows('certificates').get(kept))!)).toMatchObject({
      issuing_authority: 'Changed behind the feed',
    });
    expect(await shore.db.rows('certificates').get(other)).toBeUndefined();
    expect(await differing()).toEqual([]);

    // Another organization naming these vessels reads nothing of them.
    const foreign = await signedIn(t.app, 'admin@other.demo');
    const tree = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/tree?table=certificates&vessels=${pioneer}`,
      headers: { cookie: foreign.cookie },
    });
    expect(tree.statusCode).toBe(200);
    expect(tree.json<{ buckets: { count: number }[] }>().buckets.every((bucket) => bucket.count === 0)).toBe(
      true,
    );
  });

  it('loads only the chosen vessel on a device that has loaded nothing yet', async () => {
    const shore = await device('admin@mars.demo');
    await chooseVessels(shore.db, [pioneer], [aurora, pioneer]);
    await shore.sync();
    expect(await vesselsHeld(shore.db)).toEqual(new Set([pioneer]));
    expect(await shore.db.rows('ships').count()).toBe(2);
    // A vessel the user may not see is not read, whatever the device asks for.
    const other = await signedIn(t.app, 'admin@other.demo');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/pull?v=2&vessels=${aurora}`,
      headers: { cookie: other.cookie },
    });
    const changes = foreign.json<{ changes: { table: string }[] }>().changes;
    expect(changes.filter((change) => change.table === 'certificates')).toEqual([]);
  });
});
