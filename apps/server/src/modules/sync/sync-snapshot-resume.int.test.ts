// A cut snapshot download resumes on the same bytes (issue 12; docs/sync.md, 'A file carried on
// board'): the server keeps the file it built (named by its hash, its ETag) and answers byte ranges
// over a real socket as a download manager or `curl -C -` asks them (Range, If-Range); the resumed
// file is the whole file byte for byte and loads. A range past the end answers 416, a stale If-Range
// the whole new file; the rate limit counts the files built, not the ranges and re-downloads of a
// kept one; each request is checked again, so another organization or a user not allowed the
// vessel gets 404 whatever ETag it names, and another allowed user gets a file of their own.
import 'fake-indexeddb/auto';

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { loadSnapshot, readSnapshotFile } from '../../../../web/src/offline/snapshot-file';
import type { TestApp } from '../../test-support';
import { createTestApp, demoVesselIds, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';
import { hitRateLimit } from '../../sessions/rate-limit.repository';
import { SNAPSHOT_REBUILD_AFTER_LINES, SNAPSHOTS_PER_WINDOW } from './snapshot';
import { SNAPSHOT_FILES_PER_ORGANIZATION, SNAPSHOT_KEEP_MS, findKept, keepSnapshot } from './snapshot-store';

describe.each(TEST_DATABASES)('a resumable snapshot download (%s)', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let aurora: string;
  let pioneer: string;
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mars-snapshot-resume-'));
    t = await createTestApp(kind, { dataDir });
    ({ aurora, pioneer } = await demoVesselIds(t.db));
    await feedReleased(t.db);
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const cookies = new Map<string, string>();
  async function cookieOf(email: string): Promise<string> {
    if (!cookies.has(email)) cookies.set(email, (await signedIn(t.app, email)).cookie);
    return cookies.get(email)!;
  }
  beforeEach(() => cookies.clear());

  async function ask(email: string, vessels: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/snapshot?vessel=${vessels}`,
      headers: { cookie: await cookieOf(email), ...headers },
    });
  }

  it('resumes a download cut after some bytes with Range and If-Range, byte for byte, and the file loads', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/v1/sync/snapshot?vessel=${aurora}`;
    const cookie = await cookieOf('master@mars.demo');
    const whole = await fetch(url, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const etag = whole.headers.get('etag')!;
    const lastModified = whole.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);

    // The link drops after a third of the file.
    const cutAt = Math.floor(bytes.length / 3);
    const cut = await fetch(url, { headers: { cookie } });
    expect(cut.headers.get('etag')).toBe(etag);
    const reader = cut.body!.getReader();
    const parts: Uint8Array[] = [];
    for (let got = 0; got < cutAt;) {
      const { value, done } = await reader.read();
      if (done) break;
      parts.push(value);
      got += value.length;
    }
    await reader.cancel();
    const head = Buffer.concat(parts).subarray(0, cutAt);

    // The browser's download manager resumes with the file's ETag.
    const rest = await fetch(url, { headers: { cookie, range: `bytes=${cutAt}-`, 'if-range': etag } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes ${cutAt}-${bytes.length - 1}/${bytes.length}`);
    const resumed = Buffer.concat([head, Buffer.from(await rest.arrayBuffer())]);
    expect(resumed.equals(bytes)).toBe(true);
    // `curl -C -` sends the range alone; an If-Range of the file's date holds as well.
    const tail = await fetch(url, { headers: { cookie, range: `bytes=${cutAt}-` } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(cutAt))).toBe(true);
    const start = await fetch(url, { headers: { cookie, range: 'bytes=0-99', 'if-range': lastModified } });
    expect(start.status).toBe(206);
    expect(Buffer.from(await start.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    const last = await fetch(url, { headers: { cookie, range: 'bytes=-10' } });
    expect(Buffer.from(await last.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);

    // The resumed file loads on a fresh device.
    const db = new MarsLocalDb(`mars-snapshot-resume-${kind}`);
    await db.open();
    try {
      const file = await readSnapshotFile(new Blob([new Uint8Array(resumed)]));
      const { organization_id: organizationId } = (
        await t.db.query<{ organization_id: string }>(
          `SELECT organization_id FROM users WHERE email = 'master@mars.demo'`,
        )
      ).rows[0]!;
      const { rows } = await loadSnapshot(db, file, { organizationId, role: 'master', vesselIds: [aurora] });
      expect(rows).toBe(file.changes.length);
      expect(await db.rows('ships').count()).toBe(1);
    } finally {
      db.close();
      await Dexie.delete(db.name);
    }
  });

  it('answers 416 past the end, the whole new file for a stale If-Range, and a new file after many changes', async () => {
    const first = await ask('master@mars.demo', aurora);
    const etag = first.headers.etag as string;
    const size = first.rawPayload.length;
    for (const range of [`bytes=${size}-`, 'bytes=-0', `bytes=${size + 5}-${size + 9}`]) {
      const past = await ask('master@mars.demo', aurora, { range, 'if-range': etag });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      expect(past.json()).toMatchObject({ error: { code: 'range_not_satisfiable' } });
    }
    // An If-Range naming another file (or an earlier date): the whole file now, not a piece of it.
    const stale = await ask('master@mars.demo', aurora, {
      range: 'bytes=100-',
      'if-range': `"${'0'.repeat(64)}"`,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    const staleDate = await ask('master@mars.demo', aurora, {
      range: 'bytes=100-',
      'if-range': new Date(Date.parse(first.headers['last-modified'] as string) - 60_000).toUTCString(),
    });
    expect(staleDate.statusCode).toBe(200);

    // A few changes since: the same file again (the sync after loading brings them).
    await t.db.query(
      `UPDATE certificates SET issuing_authority = issuing_authority WHERE id = (SELECT id FROM certificates WHERE vessel_id = $1 LIMIT 1)`,
      [aurora],
    );
    await feedReleased(t.db);
    t.clock.advance(60 * 60_000);
    cookies.clear();
    expect((await ask('master@mars.demo', aurora)).headers.etag).toBe(etag);
    // More lines than a page of the pull since the file's cursor: a download under way still resumes
    // on the kept file, a whole download builds a new one, and then a resume naming the old file gets
    // the whole new file.
    const { rows } = await t.db.query<{ count: string }>(
      'SELECT count(*) FROM certificates WHERE vessel_id = $1',
      [aurora],
    );
    for (let round = 0; round * Number(rows[0]!.count) <= SNAPSHOT_REBUILD_AFTER_LINES; round += 1) {
      await t.db.query('UPDATE certificates SET issuing_authority = issuing_authority WHERE vessel_id = $1', [
        aurora,
      ]);
    }
    await feedReleased(t.db);
    const underWay = await ask('master@mars.demo', aurora, { range: 'bytes=100-', 'if-range': etag });
    expect(underWay.statusCode).toBe(206);
    expect(underWay.rawPayload.equals(first.rawPayload.subarray(100))).toBe(true);
    const rebuilt = await ask('master@mars.demo', aurora);
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers.etag).not.toBe(etag);
    const late = await ask('master@mars.demo', aurora, { range: 'bytes=100-', 'if-range': etag });
    expect([late.statusCode, late.headers.etag]).toEqual([200, rebuilt.headers.etag]);
    expect(late.rawPayload.equals(rebuilt.rawPayload)).toBe(true);
    const resumedNew = await ask('master@mars.demo', aurora, {
      range: 'bytes=100-',
      'if-range': rebuilt.headers.etag as string,
    });
    expect(resumedNew.statusCode).toBe(206);
    expect(resumedNew.rawPayload.equals(rebuilt.rawPayload.subarray(100))).toBe(true);

    // Past the keeping time the file is built again, and the expired one leaves the disk.
    t.clock.advance(SNAPSHOT_KEEP_MS);
    cookies.clear();
    const next = await ask('master@mars.demo', aurora, {
      range: 'bytes=100-',
      'if-range': rebuilt.headers.etag as string,
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(rebuilt.headers.etag);
    const files = await readdir(
      join(dataDir, 'sync-snapshots', ...(await organizationOf('master@mars.demo'))),
    );
    // The new file and its entry; the expired ones are gone.
    expect(files).toHaveLength(2);
    expect(files).toContain(`${(next.headers.etag as string).slice(1, -1)}.marssync.gz`);
    expect(files.filter((name) => /^[0-9a-f]{64}\.json$/.test(name))).toHaveLength(1);
  });

  async function organizationOf(email: string): Promise<[string]> {
    const { rows } = await t.db.query<{ organization_id: string }>(
      'SELECT organization_id FROM users WHERE email = $1',
      [email],
    );
    return [rows[0]!.organization_id];
  }

  it('counts the files built against the rate limit, not the ranges and downloads again of a kept one', async () => {
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@mars.demo'`);
    // All but one of the window's files are spent.
    for (let index = 0; index < SNAPSHOTS_PER_WINDOW - 1; index += 1) {
      await hitRateLimit(t.db, {
        key: `sync-snapshot:${rows[0]!.id}`,
        limit: SNAPSHOTS_PER_WINDOW,
        windowMs: 10 * 60_000,
        now: t.clock.now(),
      });
    }
    const built = await ask('admin@mars.demo', `${aurora},${pioneer}`);
    expect(built.statusCode).toBe(200);
    const etag = built.headers.etag as string;
    const size = built.rawPayload.length;
    for (let from = 0; from < size; from += Math.ceil(size / 10)) {
      const part = await ask('admin@mars.demo', `${pioneer},${aurora}`, {
        range: `bytes=${from}-`,
        'if-range': etag,
      });
      expect(part.statusCode).toBe(206);
    }
    const again = await ask('admin@mars.demo', `${aurora},${pioneer}`);
    expect([again.statusCode, again.headers.etag]).toEqual([200, etag]);
    // A file not built yet is a new one: the window is spent.
    const other = await ask('admin@mars.demo', aurora);
    expect(other.statusCode).toBe(429);
    expect(other.json()).toMatchObject({ error: { code: 'snapshot_rate_limited' } });
  });

  it('checks every range request again: another organization or vessel gets 404, another user a file of their own', async () => {
    const masters = await ask('master@mars.demo', aurora);
    const etag = masters.headers.etag as string;
    const admins = await ask('admin@mars.demo', pioneer);
    const resume = { range: 'bytes=10-', 'if-range': etag };
    const elsewhere = await ask('admin@other.demo', aurora, resume);
    expect(elsewhere.statusCode).toBe(404);
    const notAssigned = await ask('master@mars.demo', pioneer, {
      range: 'bytes=10-',
      'if-range': admins.headers.etag as string,
    });
    expect(notAssigned.statusCode).toBe(404);
    expect(notAssigned.json()).toEqual(elsewhere.json());
    // The engineer may see the vessel but not the personal fields: a file of his own, whole.
    const engineers = await ask('engineer@mars.demo', aurora, resume);
    expect(engineers.statusCode).toBe(200);
    expect(engineers.headers.etag).not.toBe(etag);
    expect(engineers.rawPayload.equals(masters.rawPayload)).toBe(false);
    // The Master's role changes: his kept file (with the personal fields) is not answered again.
    await t.db.query(`UPDATE users SET role = 'officer' WHERE email = 'master@mars.demo'`);
    cookies.delete('master@mars.demo');
    const demoted = await ask('master@mars.demo', aurora, resume);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.headers.etag).not.toBe(etag);
  });
});

describe('the snapshot files kept', () => {
  it('keeps at most the bound of files of one organization, the newest', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mars-snapshot-store-'));
    try {
      const folder = { dataDir, organizationId: uuidv7() };
      const start = Date.parse('2026-11-22T08:00:00Z');
      const owners = Array.from({ length: SNAPSHOT_FILES_PER_ORGANIZATION + 3 }, (_, index) => ({
        userId: uuidv7(),
        role: 'master',
        vessels: [uuidv7()],
        at: new Date(start + index * 1000),
      }));
      for (const owner of owners) {
        await keepSnapshot(
          folder,
          owner,
          new TextEncoder().encode(`file of ${owner.userId}`),
          { cursor: 'c', createdAt: owner.at.toISOString(), fileName: 'f.marssync.gz' },
          owner.at,
        );
      }
      const now = owners.at(-1)!.at;
      const kept = await Promise.all(owners.map((owner) => findKept(folder, owner, now)));
      expect(kept.map((entry) => entry !== undefined)).toEqual(
        owners.map((_, index) => index >= owners.length - SNAPSHOT_FILES_PER_ORGANIZATION),
      );
      expect(await readdir(join(dataDir, 'sync-snapshots', folder.organizationId))).toHaveLength(
        SNAPSHOT_FILES_PER_ORGANIZATION * 2,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
