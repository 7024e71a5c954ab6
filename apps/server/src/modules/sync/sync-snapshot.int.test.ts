// The snapshot file of one vessel or several (issue 12; docs/sync.md, 'A file carried on board'): the
// route answers only the vessels the user may see, in their organization, and is rate-limited; the
// browser's real code (fake-indexeddb) loads the file, refuses one of another organization or
// vessel, a damaged one, one it may not read, one older than what it holds and one without a vessel
// the device keeps, and the sync after the file brings only what changed since, converging with a
// device that loaded the same vessels over the link. Resuming a cut download: sync-snapshot-resume.
import 'fake-indexeddb/auto';

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import type { SyncSnapshot, SyncSnapshotFile } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import type { SnapshotReader } from '../../../../web/src/offline/snapshot-file';
import { loadSnapshot, readSnapshotFile } from '../../../../web/src/offline/snapshot-file';
import { syncOnce } from '../../../../web/src/offline/sync-engine';
import {
  catchingUpVessels,
  chooseVessels,
  keptVessels,
  pullKept,
} from '../../../../web/src/offline/vessel-choice';
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
import { SNAPSHOT_KEEP_MS } from './snapshot-store';
import { SimulatedLink } from './link-simulator';

let databases = 0;

describe.each(TEST_DATABASES)('the snapshot file (%s)', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let aurora: string;
  let pioneer: string;
  let dataDir: string;
  const opened: MarsLocalDb[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mars-snapshot-'));
    t = await createTestApp(kind, { dataDir });
    ({ aurora, pioneer } = await demoVesselIds(t.db));
    await feedReleased(t.db);
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function download(email: string, vessel: string) {
    const { cookie } = await signedIn(t.app, email);
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/snapshot?vessel=${vessel}`,
      headers: { cookie },
    });
  }

  async function snapshotOf(
    email: string,
    vessel: string,
  ): Promise<{ bytes: Buffer; file: SyncSnapshotFile }> {
    const answer = await download(email, vessel);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mars-nordic-aurora-.*\.marssync\.gz"$/,
    );
    return {
      bytes: answer.rawPayload,
      file: JSON.parse(gunzipSync(answer.rawPayload).toString()) as SyncSnapshotFile,
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
    const sync = async () => {
      await feedReleased(t.db);
      return syncOnce(db, transport, { limit: 1000, pull: pullKept });
    };
    return { db, link, sync };
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
    expect(file).toMatchObject({
      formatVersion: 1,
      vesselId: aurora,
      vesselName: 'Nordic Aurora',
      personal: true,
    });
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
    const { bytes } = await snapshotOf('master@mars.demo', aurora);
    const file = await readSnapshotFile(new Blob([new Uint8Array(bytes)]));
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
  async function userOf(email: string): Promise<SnapshotReader> {
    const { rows } = await t.db.query<{ organization_id: string; role: SnapshotReader['role'] }>(
      'SELECT organization_id, role FROM users WHERE email = $1',
      [email],
    );
    return { organizationId: rows[0]!.organization_id, role: rows[0]!.role, vesselIds: 'all' };
  }

  async function writeCertificate(vessel: string): Promise<string> {
    const { cookie } = await signedIn(t.app, 'admin@mars.demo');
    const id = uuidv7();
    const written = await apiCall(
      t.app,
      'PUT',
      `/api/v1/certificates/${id}`,
      { cookie },
      {
        vessel_id: vessel,
        certificate_type: 'statutory',
        certificate_number: `IAPP-${id.slice(-8)}`,
        certificate_name: 'International Air Pollution Prevention Certificate',
        issue_date: '2026-01-10',
        expiry_date: '2031-01-09',
        issuing_authority: 'Liberia Maritime Authority',
      },
    );
    expect(written.statusCode).toBeLessThan(300);
    await feedReleased(t.db);
    return id;
  }

  async function fileOf(email: string, vessels: string): Promise<SyncSnapshot> {
    const answer = await download(email, vessels);
    expect(answer.statusCode).toBe(200);
    return readSnapshotFile(new Blob([new Uint8Array(answer.rawPayload)]));
  }

  it('makes one file of two vessels, which a fresh device loads and syncs on like one loaded over the link', async () => {
    const answer = await download('admin@mars.demo', `${pioneer},${aurora}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mars-baltic-pioneer-nordic-aurora-\d{4}-\d{2}-\d{2}\.marssync\.gz"$/,
    );
    const raw = JSON.parse(gunzipSync(answer.rawPayload).toString()) as SyncSnapshotFile;
    expect(raw).toMatchObject({
      formatVersion: 2,
      vessels: [
        { id: pioneer, name: 'Baltic Pioneer' },
        { id: aurora, name: 'Nordic Aurora' },
      ],
    });
    expect(
      raw.changes
        .filter((change) => change.table === 'ships')
        .map((change) => change.id)
        .sort(),
    ).toEqual([aurora, pioneer].sort());
    // Written on shore after the file was made, one for each vessel: the sync after the file brings them.
    const later = [await writeCertificate(aurora), await writeCertificate(pioneer)];

    const onBoard = await device('admin@mars.demo');
    const file = await readSnapshotFile(new Blob([new Uint8Array(answer.rawPayload)]));
    const { rows } = await loadSnapshot(onBoard.db, file, await userOf('admin@mars.demo'));
    expect(rows).toBe(raw.changes.length);
    expect(new Set(await keptVessels(onBoard.db))).toEqual(new Set([aurora, pioneer]));
    await onBoard.sync();
    const overLink = await device('admin@mars.demo');
    await overLink.sync();
    expect(onBoard.link.counters.receivedBytes * 10).toBeLessThan(overLink.link.counters.receivedBytes);
    expect(await contents(onBoard.db)).toEqual(await contents(overLink.db));
    for (const id of later) expect(await onBoard.db.rows('certificates').get(id)).toBeDefined();
  });

  it('refuses a file of several vessels as it refuses one of a vessel, each for its reason', async () => {
    // The Master is assigned to the Aurora only: a file of both answers as an unknown vessel would.
    const both = await download('master@mars.demo', `${aurora},${pioneer}`);
    const unknown = await download('master@mars.demo', `${aurora},${uuidv7()}`);
    expect([both.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(both.json()).toEqual(unknown.json());
    expect((await download('admin@other.demo', `${aurora},${pioneer}`)).statusCode).toBe(404);
    const tooMany = await download('admin@mars.demo', Array.from({ length: 51 }, () => uuidv7()).join(','));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: { code: 'validation_failed', details: { fields: { vessel: ['validation:tooLong'] } } },
    });
    // The same vessel twice is one vessel's file.
    expect((await fileOf('admin@mars.demo', `${aurora},${aurora}`)).vessels).toEqual([
      { id: aurora, name: 'Nordic Aurora' },
    ]);

    const admin = await userOf('admin@mars.demo');
    const auroraFile = await fileOf('admin@mars.demo', aurora);
    await writeCertificate(pioneer);
    const bothFile = await fileOf('admin@mars.demo', `${aurora},${pioneer}`);
    const { db } = await device('admin@mars.demo');
    const load = (file: SyncSnapshot, who: SnapshotReader = admin) => loadSnapshot(db, file, who);
    await expect(load(bothFile, { ...admin, organizationId: 'another' })).rejects.toMatchObject({
      reason: 'otherOrganization',
    });
    await expect(load(bothFile, { ...admin, vesselIds: [aurora] })).rejects.toMatchObject({
      reason: 'notAllowed',
    });
    await expect(load(bothFile, { ...admin, role: 'officer' })).rejects.toMatchObject({ reason: 'personal' });
    await expect(load({ ...bothFile, personal: false })).rejects.toMatchObject({ reason: 'incomplete' });
    expect(await contents(db)).toEqual({});

    // A device keeping the Aurora takes the file of both, and keeps both; then the Aurora's file
    // alone would leave the Pioneer behind, and the file of both again is older than the device.
    await load(auroraFile);
    expect(await keptVessels(db)).toEqual([aurora]);
    await load(bothFile);
    expect(new Set(await keptVessels(db))).toEqual(new Set([aurora, pioneer]));
    await expect(load(auroraFile)).rejects.toMatchObject({ reason: 'otherVessels' });
    await expect(load(bothFile)).rejects.toMatchObject({ reason: 'older' });
    // A device keeping every vessel over the link takes no file of some of them; a file of all of
    // them, newer than the device, it takes, and the vessel still catching up has caught up.
    const everything = await device('admin@mars.demo');
    await chooseVessels(everything.db, [aurora], [aurora, pioneer]);
    await everything.sync();
    await chooseVessels(everything.db, [aurora, pioneer], [aurora, pioneer]);
    expect(await catchingUpVessels(everything.db)).toEqual([pioneer]);
    await expect(loadSnapshot(everything.db, auroraFile, admin)).rejects.toMatchObject({
      reason: 'otherVessels',
    });
    await writeCertificate(aurora);
    t.clock.advance(SNAPSHOT_KEEP_MS);
    const newest = await fileOf('admin@mars.demo', `${aurora},${pioneer}`);
    await loadSnapshot(everything.db, newest, admin);
    expect(await catchingUpVessels(everything.db)).toEqual([]);
    expect(new Set(await keptVessels(everything.db))).toEqual(new Set([aurora, pioneer]));
  });
});
