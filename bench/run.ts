// npm run bench: figures as ratios taken in one run (these machines are noisy), design.md section 11.
import { loadavg } from 'node:os';

import { createTestDb } from '../apps/server/src/test-support';
import { bundleSizes } from './bundle-size.bench';
import { benchAppUpdate } from './app-update.bench';
import { benchDashboardUnderLoad } from './dashboard.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchListApi } from './list-api.bench';
import { benchLocalList } from './local-list.bench';
import { printSyncBench } from './sync.bench';
import { benchWireBytes } from './wire-bytes.bench';
import { addWorkOrders, benchListScreens, benchWorkOrderApi, WORK_ORDERS } from './work-orders.bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const LOAD_CONNECTIONS = 50;

function line(label: string, value: string): void {
  console.log(`${label.padEnd(58)} ${value}`);
}

console.log(`MARS benchmarks (${SECONDS} s per measurement, ${CONNECTIONS} connections)\n`);

function ratio(a: number, b: number): string {
  return (a / b).toFixed(2);
}

const kinds: ('pglite' | 'postgres')[] = ['pglite'];
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
kinds.push('postgres');

for (const kind of kinds) {
  let db;
  try {
    db = await createTestDb(kind);
  } catch (error) {
    line(`list API on ${kind}`, `skipped (${(error as Error).message})`);
    continue;
  }
  try {
    const { api, sql, rows } = await benchListApi(db, { seconds: SECONDS, connections: CONNECTIONS });
    console.log(`List of certificates, filtered, sorted, page 5 of ${rows} rows, on ${kind}:`);
    line('  API (session, rate limit, scope, JSON) req/s', api.requestsPerSecond.toFixed(0));
    line('  same SQL straight on the database, queries/s', sql.requestsPerSecond.toFixed(0));
    line('  throughput ratio API / SQL', (api.requestsPerSecond / sql.requestsPerSecond).toFixed(2));
    line('  p99 latency API ms', api.p99Ms.toFixed(1));
    line('  p99 latency SQL ms', sql.p99Ms.toFixed(1));
    line('  p99 ratio API / SQL', (api.p99Ms / sql.p99Ms).toFixed(2));

    await addWorkOrders(db, WORK_ORDERS);
    const orders = await benchWorkOrderApi(db, { seconds: SECONDS, connections: CONNECTIONS });
    console.log(
      `List of work orders, status=open (${orders.matching} rows), sort -due_date, page 5 of ${WORK_ORDERS} rows, on ${kind}:`,
    );
    line('  API (session, rate limit, scope, JSON) req/s', orders.api.requestsPerSecond.toFixed(0));
    line('  same SQL straight on the database, queries/s', orders.sql.requestsPerSecond.toFixed(0));
    line('  throughput ratio API / SQL', ratio(orders.api.requestsPerSecond, orders.sql.requestsPerSecond));
    line('  p99 latency API ms', orders.api.p99Ms.toFixed(1));
    line('  p99 latency SQL ms', orders.sql.p99Ms.toFixed(1));
    line('  p99 ratio API / SQL', ratio(orders.api.p99Ms, orders.sql.p99Ms));

    const underLoad = await benchDashboardUnderLoad(db, { seconds: SECONDS, connections: LOAD_CONNECTIONS });
    console.log(
      `Dashboard (fleet) beside the work-order list above, ${LOAD_CONNECTIONS} connections, on ${kind}:`,
    );
    for (const [name, figures] of [
      ['work-order list', underLoad.list],
      ['dashboard', underLoad.dashboard],
      ['dashboard, a write every second', underLoad.dashboardWithWrites],
    ] as const) {
      line(`  ${name} req/s`, figures.requestsPerSecond.toFixed(0));
      line(`  ${name} p99 latency ms`, figures.p99Ms.toFixed(1));
      line(`  ${name} errors / time-outs (10 s)`, `${figures.failures} / ${figures.timeouts}`);
    }
    line('  p99 ratio dashboard / list (goal <= 3)', ratio(underLoad.dashboard.p99Ms, underLoad.list.p99Ms));
    line(
      '  p99 ratio dashboard with writes / list (goal <= 3)',
      ratio(underLoad.dashboardWithWrites.p99Ms, underLoad.list.p99Ms),
    );

    if (kind === 'postgres') {
      const wire = await benchWireBytes(db);
      if (wire) {
        console.log(
          `\nBytes on the wire in Chromium, empty cache (Accept-Encoding: ${wire.acceptEncoding}):`,
        );
        line(
          `  sign-in page, first visit (${wire.signIn.requests} requests) KiB`,
          (wire.signIn.bytes / 1024).toFixed(0),
        );
        line(
          `  dashboard after sign-in (${wire.dashboard.requests} requests) KiB`,
          (wire.dashboard.bytes / 1024).toFixed(0),
        );
        const update = await benchAppUpdate();
        line(
          `  app update, one screen changed (${update.files.length} files) KiB`,
          (update.bytes / 1024).toFixed(1),
        );
      }
      const scores = await benchLighthouse(db);
      if (scores) {
        const load = loadavg()[0]!.toFixed(1);
        console.log(`\nLighthouse, mobile (its defaults), load average ${load} (goal: performance >= 90):`);
        for (const [name, score] of [
          ['sign-in page', scores.signIn],
          ['dashboard, signed in', scores.dashboard],
        ] as const) {
          line(
            `  ${name}: performance / FCP s / LCP s / TBT ms`,
            `${score.performance} / ${(score.fcpMs / 1000).toFixed(1)} / ${(score.lcpMs / 1000).toFixed(1)} / ${score.tbtMs.toFixed(0)}`,
          );
        }
      }
      const screens = await benchListScreens(db);
      if (screens) {
        console.log(`\nList screen in Chromium, navigation to first row visible, median of 5, on ${kind}:`);
        line(`  work orders (${WORK_ORDERS} rows) ms`, screens.workOrdersMs.toFixed(0));
        line(`  certificates (${rows} rows) ms`, screens.certificatesMs.toFixed(0));
        line('  ratio work orders / certificates', ratio(screens.workOrdersMs, screens.certificatesMs));
      } else {
        console.log('\nList screen in Chromium: skipped, no apps/web/dist (run `npm run build` first).');
      }
    }
  } finally {
    await db.close();
  }
}

await printSyncBench(line);

const list = await benchLocalList();
console.log(`\nFirst list page (25 of ${list.rows} certificates of a vessel, by expiry), median of 5:`);
line('  from the local database (listLocal on fake-indexeddb) ms', list.localMs.toFixed(1));
line('  from the API (PGlite, through the server) ms', list.apiMs.toFixed(1));
line('  ratio local / API', ratio(list.localMs, list.apiMs));

const sizes = bundleSizes();
if (sizes) {
  console.log('\nJavaScript shipped, gzip (budget: initial route <= 250 KB):');
  line('  entry chunk and its static imports KB', sizes.entryKb.toFixed(1));
  line('  login route KB', sizes.loginKb.toFixed(1));
  line('  app shell (layout) KB', sizes.shellKb.toFixed(1));
} else {
  console.log('\nNo web build with a manifest: run `npm run build` first for the bundle sizes.');
}
