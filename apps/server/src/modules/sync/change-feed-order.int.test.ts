// The change feed's order across transaction ids that gain a digit (found by the sync's fault
// matrix, sync-faults.int.test.ts): a device pulling page by page gets every line once, in order; and
// the feed's compaction, after which a device at any cursor still gets every row it must.
import { numbersOfSteps } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { TestApp } from '../../test-support';
import { createTestApp, signedIn } from '../../test-support';
import { compactChangeFeed } from './feed-compaction';
import { SimulatedLink } from './link-simulator';

// Transaction ids grow past 999, 9,999, 99,999 ...: the feed's order must be the ids' order, not
// their digits' (as text, '1000' sorts before '999', and a page's cursor would leap over lines).
describe('the change feed across a power of ten in transaction ids (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('pglite');
  });
  afterEach(async () => {
    await t.close();
  });

  it('serves every line once, in order, page by page, when the ids gain a digit', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const link = new SimulatedLink(t.app, { headers: { cookie } });
    const transport = fetchTransport(link.fetch, 'http://mars.ship/api/v1/sync');
    const aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    let page = await transport.pull({ limit: 1000 });
    while (page.more) page = await transport.pull({ cursor: page.cursor, limit: 1000 });
    const start = page.cursor;

    const xid = async () =>
      Number((await t.db.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]!.xid);
    const now = await xid();
    const boundary = 10 ** String(now).length;
    expect(boundary - now).toBeLessThan(5000);
    for (let next = now; next < boundary - 6; next += 1) await xid();
    // Twelve rows, each written in a transaction of its own: their ids run from ...994 to ...1005.
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const id = uuidv7();
      ids.push(id);
      const answer = await transport.push({
        mutations: [
          {
            mutationId: uuidv7(),
            table: 'certificates',
            rowId: id,
            op: 'upsert',
            values: {
              vessel_id: aurora,
              certificate_type: 'statutory',
              certificate_number: `XID-${index}`,
              certificate_name: 'Safety Equipment Certificate',
              issue_date: '2026-01-10',
              expiry_date: '2031-01-09',
              issuing_authority: 'DNV',
            },
          },
        ],
      });
      expect(answer.outcomes[0]).toMatchObject({ status: 'applied' });
    }
    expect(await xid()).toBeGreaterThan(boundary);

    const served: string[] = [];
    let cursor = start;
    for (let round = 0; round < 20; round += 1) {
      const next = await transport.pull({ cursor, limit: 3 });
      // New rows: whole, with their ids.
      served.push(...next.changes.map((change) => change.id!));
      cursor = next.cursor;
      if (!next.more) break;
    }
    expect(served).toEqual(ids);
  });

  it('compacts the feed to the last whole line and the last line of changes of each row, and a device at any cursor still gets every change', async () => {
    const { cookie } = await signedIn(t.app, 'master@mars.demo');
    const transport = fetchTransport(
      new SimulatedLink(t.app, { headers: { cookie } }).fetch,
      'http://mars.ship/api/v1/sync',
    );
    const aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    // The rows' numbers as the browser learns them with whole rows (protocol 3 names a held row by it).
    const idOfNumber = new Map<number, string>();
    const pullAll = async (from?: string) => {
      const rows = new Map<string, { table: string; deleted: boolean; version?: number }>();
      let cursor = from;
      for (let round = 0; round < 100; round += 1) {
        // A load from nothing says so on its later pages too, as the browser's engine does.
        const page = await transport.pull({
          ...(cursor ? { cursor } : {}),
          limit: 1000,
          fresh: from === undefined,
        });
        for (const change of numbersOfSteps(page.changes)) {
          if (change.id && change.n) idOfNumber.set(change.n, change.id);
          rows.set(change.id ?? idOfNumber.get(change.n!)!, {
            table: change.table,
            deleted: change.deleted === true,
            version: change.version,
          });
        }
        cursor = page.cursor;
        if (!page.more) break;
      }
      return { rows, cursor: cursor! };
    };
    const write = async (
      rowId: string,
      op: 'upsert' | 'delete',
      values: Record<string, unknown>,
      baseVersion?: number,
    ) => {
      const answer = await transport.push({
        mutations: [
          {
            mutationId: uuidv7(),
            table: 'certificates',
            rowId,
            op,
            values,
            ...(baseVersion ? { baseVersion } : {}),
          },
        ],
      });
      expect(answer.outcomes[0]).toMatchObject({ status: 'applied' });
    };
    const everything = await pullAll();
    const start = everything.cursor;
    const gone = [...everything.rows].find(
      ([, change]) => change.table === 'certificates' && !change.deleted,
    )![0];
    const goneVersion = everything.rows.get(gone)!.version;

    const id = uuidv7();
    await write(id, 'upsert', {
      vessel_id: aurora,
      certificate_type: 'statutory',
      certificate_number: 'LL-2026-001',
      certificate_name: 'International Load Line Certificate',
      issue_date: '2026-01-10',
      expiry_date: '2031-01-09',
      issuing_authority: 'DNV',
    });
    const middle = (await pullAll(start)).cursor;
    await write(id, 'upsert', { remarks: 'Annual survey booked' }, 1);
    await write(id, 'upsert', { remarks: 'Annual survey done' }, 2);
    await write(gone, 'delete', {}, goneVersion);

    expect(await compactChangeFeed(t.db)).toBeGreaterThanOrEqual(1);
    // The row's insert (a whole line, which only a later whole one replaces) and its last edit.
    const lines = await t.db.query<{ changed: string[] | null }>(
      'SELECT changed FROM sync_changes WHERE row_id = $1 ORDER BY xid, seq',
      [id],
    );
    expect(lines.rows.map((line) => line.changed)).toEqual([null, ['remarks', 'version']]);
    expect(await compactChangeFeed(t.db)).toBe(0);

    for (const from of [start, middle]) {
      const { rows } = await pullAll(from);
      expect(rows.get(id)).toEqual({ table: 'certificates', deleted: false, version: 3 });
      expect(rows.get(gone)).toMatchObject({ deleted: true });
    }
    // From the beginning: every live row once, at its version now; the deleted one not at all (a first
    // load has nothing to take away).
    const again = await pullAll();
    expect(again.rows.get(id)).toEqual({ table: 'certificates', deleted: false, version: 3 });
    expect(again.rows.has(gone)).toBe(false);
    expect(again.rows.size).toBe(everything.rows.size);
  });
});
