// A vessel's snapshot file (issue 12; docs/sync.md, 'A file carried on board'): the route answers
// only the vessels the user may see, in their organization, and is rate-limited; the browser's real
// code (fake-indexeddb) loads the file, refuses one of another organization or vessel, a damaged
// one, one it may not read and one older than what it holds, and the sync after the file brings
// only what changed since, converging with a device that loaded everything over the link.
import 'fake-indexeddb/auto';

import { gunzipSync } from 'node:zlib';

import type { SyncSnapshot } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import type { SnapshotReader } from '../../../../web/src/offline/snapshot-file';
import { loadSnapshot, readSnapshotFile } from '../../../../web/src/offline/snapshot-file';
import { syncOnce } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { TestApp } from '../../test-support';
import {
  apiCall,
  createTestApp,
  demoVesselIds,
  feedReleased,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';
import { hitRateLimit } from '../../sessions/rate-limit.repository';
import { SNAPSHOTS_PER_WINDOW } from './snapshot';
import { SimulatedLink } from './link-simulator';

let databases = 0;

describe.each(TEST_DATABASES)('the snapshot file (%s)', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let aurora: string;
  let pioneer: string;
  const opened: MarsLocalDb[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ aurora, pioneer } = await demoVesselIds(t.db));
    await feedReleased(t.db);
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  async function download(email: string, vessel: string) {
    const { cookie } = await signedIn(t.app, email);
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/snapshot?vessel=${vessel}`,
      headers: { cookie },
    });
  }

  async function snapshotOf(email: string, vessel: string): Promise<{ bytes: Buffer; file: SyncSnapshot }> {
    const answer = await download(email, vessel);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mars-nordic-aurora-.*\.marssync\.gz"$/,
    );
    return {
      bytes: answer.rawPayload,
      file: JSON.parse(gunzipSync(answer.rawPayload).toString()) as SyncSnapshot,
    };
  }

  async function device(email: string) {
    databases += 1;
    const { cookie } = await signedIn(t.app, email);
    const db = new MarsLocalDb(`mars-snapshot-${databases}`);
    await db.open();
    opened.push(db);
    const link = new SimulatedLink(t.app, { headers: { cookie } });
    const transport = fetchTransport(link.fetch, 'http://mars.ship/api/v1/sync');
    return { db, link, sync: () => syncOnce(db, transport, { limit: 1000 }) };
  }

  async function contents(db: MarsLocalDb): Promise<Record<string, unknown[]>> {
    const tables = db.tables.filter((table) => !table.name.startsWith('_'));
    const entries = await Promise.all(
      tables.map(async (table) => [table.name, await table.orderBy(':id').toArray()] as const),
    );
    return Object.fromEntries(entries.filter(([, rows]) => rows.length > 0));
  }

  it('answers a vessel’s rows only to the users allowed that vessel', async () => {
    const { file } = await snapshotOf('master@mars.demo', aurora);
    expect(file).toMatchObject({ vesselId: aurora, vesselName: 'Nordic Aurora', personal: true });
    expect(file.changes.length).toBeGreaterThan(100);
    expect(
      file.changes.every((change) => change.row.vessel_id === undefined || change.row.vessel_id === aurora),
    ).toBe(true);
    // Of the fleet, only the vessel's own row goes on board.
    expect(file.changes.filter((change) => change.table === 'ships').map((change) => change.id)).toEqual([
      aurora,
    ]);
    // The admin's file of the same vessel holds the same rows; the officer's leaves the personal fields out.
    expect((await snapshotOf('admin@mars.demo', aurora)).file.changes).toHaveLength(file.changes.length);
    expect((await snapshotOf('officer@mars.demo', aurora)).file.personal).toBe(false);
    // A vessel the Master is not assigned to, another organization's user, a malformed vessel, no session.
    expect((await download('master@mars.demo', pioneer)).statusCode).toBe(404);
    expect((await download('admin@other.demo', aurora)).statusCode).toBe(404);
    const malformed = await download('master@mars.demo', 'not-a-vessel');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/sync/snapshot?vessel=${aurora}` })).statusCode,
    ).toBe(401);
    // The engineer has downloaded as many files as the window allows: the next is refused.
    const { cookie } = await signedIn(t.app, 'engineer@mars.demo');
    const engineer = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'engineer@mars.demo'`,
    );
    for (let index = 0; index < SNAPSHOTS_PER_WINDOW; index += 1) {
      await hitRateLimit(t.db, {
        key: `sync-snapshot:${engineer.rows[0]!.id}`,
        limit: SNAPSHOTS_PER_WINDOW,
        windowMs: 10 * 60_000,
        now: t.clock.now(),
      });
    }
    const limited = await apiCall(t.app, 'GET', `/api/v1/sync/snapshot?vessel=${aurora}`, { cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'snapshot_rate_limited' } });
  });

  it('loads a file on board, then syncs only what changed since, and ends like a device loaded over the link', async () => {
    const { bytes } = await snapshotOf('master@mars.demo', aurora);
    const master = await t.db.query<{ organization_id: string }>(
      `SELECT organization_id FROM users WHERE email = 'master@mars.demo'`,
    );
    const reader: SnapshotReader = {
      organizationId: master.rows[0]!.organization_id,
      role: 'master',
      vesselIds: [aurora],
    };
    // Written on shore after the file was made: the sync after the file brings it.
    const { cookie } = await signedIn(t.app, 'admin@mars.demo');
    const certificateId = uuidv7();
    const written = await apiCall(
      t.app,
      'PUT',
      `/api/v1/certificates/${certificateId}`,
      { cookie },
      {
        vessel_id: aurora,
        certificate_type: 'statutory',
        certificate_number: 'IAPP-FILE-1',
        certificate_name: 'International Air Pollution Prevention Certificate',
        issue_date: '2026-01-10',
        expiry_date: '2031-01-09',
        issuing_authority: 'Liberia Maritime Authority',
      },
    );
    expect(written.statusCode).toBeLessThan(300);
    await feedReleased(t.db);

    const onBoard = await device('master@mars.demo');
    const file = await readSnapshotFile(new Blob([new Uint8Array(bytes)]));
    const progress: number[] = [];
    await loadSnapshot(onBoard.db, file, reader, { onProgress: (step) => progress.push(step.done) });
    expect(progress.at(-1)).toBe(file.changes.length);
    await onBoard.sync();
    const overLink = await device('master@mars.demo');
    await overLink.sync();
    // The sync after the file: a small part of the load over the link.
    expect(onBoard.link.counters.receivedBytes * 10).toBeLessThan(overLink.link.counters.receivedBytes);
    expect(await contents(onBoard.db)).toEqual(await contents(overLink.db));
    expect(await onBoard.db.rows('certificates').get(certificateId)).toBeDefined();

    // The same file again is older than what the device holds now.
    await expect(loadSnapshot(onBoard.db, file, reader)).rejects.toMatchObject({ reason: 'older' });
  });

  it('refuses a file of another organization or vessel, a damaged one and one the user may not read', async () => {
    const { bytes, file } = await snapshotOf('master@mars.demo', aurora);
    const { db } = await device('master@mars.demo');
    const reader: SnapshotReader = {
      organizationId: file.organizationId,
      role: 'master',
      vesselIds: [aurora],
    };
    const refused = (snapshot: SyncSnapshot, who: SnapshotReader) => loadSnapshot(db, snapshot, who);
    await expect(refused(file, { ...reader, organizationId: 'another' })).rejects.toMatchObject({
      reason: 'otherOrganization',
    });
    await expect(refused(file, { ...reader, vesselIds: [pioneer] })).rejects.toMatchObject({
      reason: 'notAllowed',
    });
    await expect(refused(file, { ...reader, role: 'officer' })).rejects.toMatchObject({ reason: 'personal' });
    await expect(refused({ ...file, personal: false }, reader)).rejects.toMatchObject({
      reason: 'incomplete',
    });
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    await expect(readSnapshotFile(new Blob([new Uint8Array(damaged)]))).rejects.toMatchObject({
      reason: 'damaged',
    });
    await expect(readSnapshotFile(new Blob(['{"format":"mars-sync-snapshot"}']))).rejects.toMatchObject({
      reason: 'damaged',
    });
    // Nothing of the refused files reached the device.
    expect(await contents(db)).toEqual({});
  });
});
