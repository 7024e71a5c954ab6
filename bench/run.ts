// npm run bench: figures as ratios taken in one run (these machines are noisy), design.md section 11.
import { createTestDb } from '../apps/server/src/test-support';
import { bundleSizes } from './bundle-size.bench';
import { benchListApi } from './list-api.bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function line(label: string, value: string): void {
  console.log(`${label.padEnd(58)} ${value}`);
}

console.log(`MARS benchmarks (${SECONDS} s per measurement, ${CONNECTIONS} connections)\n`);

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
  } finally {
    await db.close();
  }
}

const sizes = bundleSizes();
if (sizes) {
  console.log('\nJavaScript shipped, gzip (budget: initial route <= 250 KB):');
  line('  entry chunk and its static imports KB', sizes.entryKb.toFixed(1));
  line('  login route KB', sizes.loginKb.toFixed(1));
  line('  app shell (layout) KB', sizes.shellKb.toFixed(1));
} else {
  console.log('\nNo web build with a manifest: run `npm run build` first for the bundle sizes.');
}
