// The dashboard under 50 connections beside the work-order list under 50 connections, in one run on
// one database (the demo, 10,000 certificates and 100,000 work orders): throughput, p99 and failures.
// The dashboard is remembered until the organization's data changes (crud/unchanged-reads.ts), so it
// is also measured with a work order written every second, each write making the next visit count
// the fleet again.
import autocannon from 'autocannon';

import type { Db } from '../apps/server/src/db/client';
import { startBenchServer } from './bench-server';
import { signedIn } from '../apps/server/src/test-support';

export type LoadFigures = { requestsPerSecond: number; p99Ms: number; failures: number; timeouts: number };

async function load(url: string, cookie: string, seconds: number, connections: number): Promise<LoadFigures> {
  const result = await autocannon({ url, headers: { cookie }, connections, duration: seconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    timeouts: result.timeouts,
  };
}

/** Expects the demo seeded and the work orders added. */
export async function benchDashboardUnderLoad(
  db: Db,
  options: { seconds: number; connections: number },
): Promise<{ list: LoadFigures; dashboard: LoadFigures; dashboardWithWrites: LoadFigures }> {
  const { app, address } = await startBenchServer(db, { web: false });
  try {
    const { cookie } = await signedIn(app, 'admin@mars.demo');
    const dashboardUrl = `${address}/api/v1/dashboard`;
    const check = await fetch(dashboardUrl, { headers: { cookie } });
    if (!check.ok) throw new Error(`dashboard answered ${check.status}`);
    const listUrl = `${address}/api/v1/work-orders?status=open&sort=-due_date&limit=25&offset=100`;
    const list = await load(listUrl, cookie, options.seconds, options.connections);
    const dashboard = await load(dashboardUrl, cookie, options.seconds, options.connections);
    const writer = setInterval(() => {
      void db.query(
        `UPDATE work_orders SET title = 'Bench work order ' || now()
          WHERE id = (SELECT id FROM work_orders WHERE status = 'open' ORDER BY id LIMIT 1)`,
      );
    }, 1000);
    const dashboardWithWrites = await load(
      dashboardUrl,
      cookie,
      options.seconds,
      options.connections,
    ).finally(() => clearInterval(writer));
    return { list, dashboard, dashboardWithWrites };
  } finally {
    await app.close();
  }
}
