// The first list page from the browser's local database against the same from the API (issue 12,
// 'Bench'): 100,000 certificates of one vessel, the list as the screen asks for it (a vessel, sorted
// by expiry, 25 rows). The local side is the browser's real code (listLocal, local-list.ts: the
// vessel's rows walked in expiry order along its [vesselId+expiryDate] index until the page is full,
// the total counted by indexes) on fake-indexeddb in Node, which stands in for the browser's
// IndexedDB; the API side is the real server on PGlite, through its request handling (inject).
// Medians of 5 runs, after one not counted.
import 'fake-indexeddb/auto';

import { certificateEntity } from '@mars/domain';
import { Dexie } from 'dexie';

import { createTestApp, signedIn } from '../apps/server/src/test-support';
import { MarsLocalDb } from '../apps/web/src/offline/local-db';
import { toLocalRow } from '../apps/web/src/offline/local-schema';
import { listLocal } from '../apps/web/src/offline/local-source';
import { fill, SYNC_BENCH_ROWS } from './sync.bench';

const RUNS = 5;
const LOAD_BATCH = 10_000;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round <= RUNS; round += 1) {
    const start = performance.now();
    await run();
    if (round > 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export type LocalListFigures = { rows: number; localMs: number; apiMs: number };

export async function benchLocalList(): Promise<LocalListFigures> {
  const t = await createTestApp('pglite', { apiRateLimitPerMinute: 1_000_000_000 });
  const db = new MarsLocalDb(`mars-bench-local-list`);
  try {
    const vessel = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    await fill(t, vessel, SYNC_BENCH_ROWS);
    const master = await signedIn(t.app, 'master@mars.demo');
    // The device holds the vessel's rows as its first load left them.
    await db.open();
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
              to_char(issue_date, 'YYYY-MM-DD') AS issue_date, to_char(expiry_date, 'YYYY-MM-DD') AS expiry_date,
              issuing_authority, survey_station, to_char(next_survey_due, 'YYYY-MM-DD') AS next_survey_due,
              status, document_id, remarks, version, created_at, updated_at, created_by, updated_by, deleted_at
       FROM certificates WHERE vessel_id = $1`,
      [vessel],
    );
    for (let start = 0; start < rows.length; start += LOAD_BATCH) {
      const batch = rows.slice(start, start + LOAD_BATCH);
      await db
        .rows('certificates')
        .bulkPut(batch.map((row) => toLocalRow({ ...row, version: Number(row.version) })));
    }
    const held = await db.rows('certificates').count();
    const query = { vessel_id: vessel, sort: '-expiry_date', limit: 25, offset: 0 };
    const localMs = await median(async () => {
      const page = await listLocal(db, certificateEntity, query);
      if (page.rows.length !== 25) throw new Error('the local list answered no full page');
    });
    const apiMs = await median(async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/certificates?vessel_id=${vessel}&sort=-expiry_date&limit=25&offset=0`,
        headers: { cookie: master.cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`the list answered ${answer.statusCode}`);
    });
    return { rows: held, localMs, apiMs };
  } finally {
    db.close();
    await Dexie.delete(db.name);
    await t.close();
  }
}
