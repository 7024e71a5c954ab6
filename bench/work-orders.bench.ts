// The work-order list over 100,000 rows: the API against the same SQL straight on the database,
// and the time until the list screen shows its first row in Chromium (design.md section 11).

import autocannon from 'autocannon';

import { workOrderEntity } from '@mars/domain';

import { rowSource } from '../apps/server/src/crud/read-model-sql';
import type { Db } from '../apps/server/src/db/client';
import { DEMO_ADMIN, signInOnPage, startBenchServer, withBenchPage } from './bench-server';
import { signedIn } from '../apps/server/src/test-support';
import type { Measured } from './list-api.bench';
import { measureDirect } from './list-api.bench';

export const WORK_ORDERS = 100_000;
const PAGE_LOADS = 5;

async function adminOrganization(db: Db): Promise<string> {
  const { rows } = await db.query<{ organization_id: string }>(
    `SELECT organization_id FROM users WHERE email = $1`,
    [DEMO_ADMIN.email],
  );
  return rows[0]!.organization_id;
}

/**
 * `count` work orders in one set-based statement, spread over the vessels of the admin's
 * organization, a fifth in each status; numbers are unique per vessel (they are unique overall).
 */
export async function addWorkOrders(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO work_orders (id, organization_id, vessel_id, work_order_number, title, description,
                              priority, due_date, status)
     SELECT gen_random_uuid(), v.organization_id, v.id, 'WO-BENCH-' || lpad(n::text, 6, '0'),
            'Bench work order ' || n, 'Bench work order description ' || n,
            (ARRAY['critical', 'high', 'medium', 'low'])[1 + n % 4], DATE '2025-01-01' + (n % 1000),
            (ARRAY['pending', 'open', 'in_progress', 'completed', 'cancelled'])[1 + n % 5]
     FROM generate_series(1, $1) AS n
     JOIN (SELECT id, organization_id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS c
           FROM vessels WHERE organization_id = $2) v ON v.i = n % v.c`,
    [count, await adminOrganization(db)],
  );
  await db.exec('VACUUM ANALYZE work_orders');
}

export type WorkOrderFigures = { api: Measured; sql: Measured; matching: number };

/** Expects the demo seeded and the work orders added. */
export async function benchWorkOrderApi(
  db: Db,
  options: { seconds: number; connections: number },
): Promise<WorkOrderFigures> {
  const { app, address } = await startBenchServer(db, { web: false });
  try {
    const { cookie } = await signedIn(app, DEMO_ADMIN.email);
    const path = '/api/v1/work-orders?status=open&sort=-due_date&limit=25&offset=100';
    const check = await fetch(`${address}${path}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`work-order list answered ${check.status}`);
    const page = (await check.json()) as { rows: { id: string }[]; total: number };

    const result = await autocannon({
      url: `${address}${path}`,
      headers: { cookie },
      connections: options.connections,
      duration: options.seconds,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} work-order list requests failed`);
    const api: Measured = { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };

    // What listRows runs for this request (rowSource adds the computed columns in a subquery, listWhere
    // the organization scope of a company admin, orderBy the id tie-break; due_date is required, so a
    // plain DESC), with the total counted in the same statement.
    const today = new Date().toISOString().slice(0, 10);
    const params: unknown[] = [];
    const source = rowSource(workOrderEntity, params, today);
    params.push(await adminOrganization(db), 'open', 25, 100);
    const [organization, status, limit, offset] = [4, 3, 2, 1].map((back) => `$${params.length - back + 1}`);
    const where = `organization_id = ${organization} AND deleted_at IS NULL AND status = ${status}`;
    const statement = `SELECT *, (SELECT count(*) FROM ${source} WHERE ${where}) AS _total
       FROM ${source}
       WHERE ${where}
       ORDER BY due_date DESC, id ASC
       LIMIT ${limit} OFFSET ${offset}`;
    const direct = await db.query<{ id: string; _total: number }>(statement, params);
    if (direct.rows.map((row) => row.id).join() !== page.rows.map((row) => row.id).join()) {
      throw new Error('the direct SQL does not return the page the API returns');
    }
    const sql = await measureDirect(() => db.query(statement, params), options.seconds, options.connections);
    return { api, sql, matching: page.total };
  } finally {
    await app.close();
  }
}

export type ScreenFigures = { workOrdersMs: number; certificatesMs: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Median time from navigation until the first data row of the list is visible, for the work
 * orders and the certificates, on the built app. undefined when there is no web build.
 */
export async function benchListScreens(db: Db): Promise<ScreenFigures | undefined> {
  return withBenchPage(db, async (page) => {
    await page.goto('/login');
    await signInOnPage(page);

    const firstRow = page.getByTestId('entity-table-scroll').locator('tbody tr[data-index]').first();
    const timeLoads = async (path: string): Promise<number> => {
      const times: number[] = [];
      // One load first, not counted: the chunks of the screen reach the HTTP cache.
      for (let load = 0; load <= PAGE_LOADS; load++) {
        const start = performance.now();
        await page.goto(path);
        await firstRow.waitFor({ state: 'visible', timeout: 60_000 });
        if (load > 0) times.push(performance.now() - start);
      }
      return median(times);
    };
    const workOrdersMs = await timeLoads('/maintenance/work-orders');
    const certificatesMs = await timeLoads('/certificates');
    return { workOrdersMs, certificatesMs };
  });
}
