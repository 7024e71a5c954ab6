// The first load of a vessel's data (issue 12; docs/sync.md, 'The first load'): the browser's real
// engine on fake-indexeddb against the real server through the simulated link. The server counts
// the lines once, the browser keeps its progress with each page's cursor, and a link cut in the
// middle of the load goes on from the last page applied: the pages already on the device are not
// downloaded again (requests and bytes counted), and the device ends with the same rows.
import 'fake-indexeddb/auto';

import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import type { FirstLoadProgress } from '../../../../web/src/offline/sync-engine';
import { FIRST_LOAD_KEY, PULL_CURSOR_KEY, syncOnce } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { TestApp } from '../../test-support';
import { createTestApp, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';
import type { LinkFault } from './link-simulator';
import { SimulatedLink } from './link-simulator';

const LIMIT = 250;
let databases = 0;

describe.each(TEST_DATABASES)('the first load (%s)', { timeout: 120_000 }, (kind) => {
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

  async function device(email: string, faults: (pull: number) => LinkFault = () => 'none') {
    databases += 1;
    const { cookie } = await signedIn(t.app, email);
    const db = new MarsLocalDb(`mars-first-load-${databases}`);
    await db.open();
    opened.push(db);
    const pulls: string[] = [];
    const link = new SimulatedLink(t.app, {
      headers: { cookie },
      faults: (request) => {
        if (!request.path.startsWith('/api/v1/sync/pull')) return 'none';
        pulls.push(new URL(request.path, 'http://mars.ship').searchParams.get('cursor') ?? '');
        return faults(pulls.length);
      },
    });
    const transport = fetchTransport(link.fetch, 'http://mars.ship/api/v1/sync');
    const progress: FirstLoadProgress[] = [];
    const sync = () => syncOnce(db, transport, { limit: LIMIT, onProgress: (step) => progress.push(step) });
    return { db, link, pulls, progress, sync };
  }

  async function contents(db: MarsLocalDb): Promise<Record<string, unknown[]>> {
    const tables = db.tables.filter((table) => !table.name.startsWith('_'));
    const entries = await Promise.all(
      tables.map(async (table) => [table.name, await table.orderBy(':id').toArray()] as const),
    );
    return Object.fromEntries(entries.filter(([, rows]) => rows.length > 0));
  }

  it('shows its progress and goes on after a cut from the last page applied, not from the start', async () => {
    // The load as it goes on an unbroken link: the reference.
    const whole = await device('master@mars.demo');
    const first = await whole.sync();
    const pages = first.pull.pages;
    expect(pages).toBeGreaterThan(4);
    const total = whole.progress[0]!.total;
    expect(total).toBeGreaterThan(LIMIT * (pages - 1));
    expect(whole.progress.map((step) => step.done)).toEqual([
      ...Array.from({ length: pages - 1 }, (_, index) => Math.min(total, LIMIT * (index + 1))),
      total,
    ]);
    expect(await whole.db._sync.get(FIRST_LOAD_KEY)).toBeUndefined();
    const wholeBytes = whole.link.counters.receivedBytes;

    // The link resets in the middle of the third page's answer.
    const cut = await device('master@mars.demo', (pull) => (pull === 3 ? 'reset' : 'none'));
    await expect(cut.sync()).rejects.toThrow(/Failed to fetch/);
    // Kept with it: the load began from nothing (its later pages still want no tombstones).
    const kept = (await cut.db._sync.get(FIRST_LOAD_KEY))?.value as FirstLoadProgress;
    expect(kept).toEqual({ done: 2 * LIMIT, total, fresh: true });
    const cursorAfterTwo = (await cut.db._sync.get(PULL_CURSOR_KEY))?.value as string;
    expect(cut.pulls[2]).toBe(cursorAfterTwo);
    const beforeCut = cut.link.counters.receivedBytes;

    // The next sync asks for the third page again and goes on; the first two are not asked again.
    cut.link.reset();
    const resumed = await cut.sync();
    expect(resumed.pull.pages).toBe(pages - 2);
    expect(cut.pulls.slice(3)[0]).toBe(cursorAfterTwo);
    expect(cut.pulls.slice(3).filter((cursor) => cursor === '')).toHaveLength(0);
    expect(cut.progress.at(-1)).toEqual({ done: total, total });
    expect(await cut.db._sync.get(FIRST_LOAD_KEY)).toBeUndefined();
    // What the cut cost: less than one page over the unbroken load (the half page the reset lost).
    const pageBytes = wholeBytes / pages;
    expect(cut.link.counters.receivedBytes).toBeLessThan(wholeBytes - pageBytes);
    expect(beforeCut + cut.link.counters.receivedBytes).toBeLessThan(wholeBytes + 2 * pageBytes);

    // Both devices hold the same rows, and the server has nothing more for either.
    expect(await contents(cut.db)).toEqual(await contents(whole.db));
    expect((await cut.sync()).pull.changes).toBe(0);
  });

  it('counts the first load once, for the pages of the user’s scope only', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const page = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/sync/pull?v=2&${query}`, headers: { cookie } });
    const start = await page(`limit=${LIMIT}`);
    expect(start.statusCode).toBe(200);
    const counted = start.json<{ total: number; cursor: string; more: boolean }>();
    expect(counted.more).toBe(true);
    const next = await page(`limit=${LIMIT}&cursor=${counted.cursor}`);
    expect(next.json()).not.toHaveProperty('total');
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/pull?v=2&limit=${LIMIT}`,
      headers: { cookie: admin.cookie },
    });
    expect(all.json<{ total: number }>().total).toBeGreaterThan(counted.total);
  });
});
