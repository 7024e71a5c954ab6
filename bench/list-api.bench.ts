// The authenticated list API against the same SQL run straight on the database, on one database.
import autocannon from 'autocannon';

import type { Db } from '../apps/server/src/db/client';
import { startBenchServer } from './bench-server';
import { seedDemo } from '../apps/server/src/demo/seed-demo';
import { signedIn } from '../apps/server/src/test-support';

export type Measured = { requestsPerSecond: number; p99Ms: number };

const EXTRA_CERTIFICATES = 10_000;

export async function addCertificates(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                               issue_date, expiry_date, issuing_authority)
     SELECT gen_random_uuid(), v.organization_id, v.id, 'statutory', 'BENCH-' || n, 'Bench certificate ' || n,
            DATE '2024-01-01' + (n % 600), DATE '2026-01-01' + (n % 1800), 'Bench authority'
     FROM generate_series(1, $1) AS n, (SELECT id, organization_id FROM vessels ORDER BY name LIMIT 1) v`,
    [count],
  );
}

/** Runs fn with `connections` callers for `seconds`, timing each call. */
export async function measureDirect(
  fn: () => Promise<unknown>,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      await fn();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN,
  };
}

export async function benchListApi(db: Db, options: { seconds: number; connections: number }) {
  await seedDemo(db);
  await addCertificates(db, EXTRA_CERTIFICATES);
  const { app, address } = await startBenchServer(db, { web: false });
  try {
    const { cookie } = await signedIn(app, 'admin@mars.demo');
    const path = '/api/v1/certificates?limit=25&offset=100&sort=-expiry_date&certificate_type=statutory';
    const result = await autocannon({
      url: `${address}${path}`,
      headers: { cookie },
      connections: options.connections,
      duration: options.seconds,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} list requests failed`);
    const api: Measured = { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };

    // The SQL the list runs, with the same parameters, straight on the database.
    const { rows } = await db.query<{ organization_id: string }>(
      `SELECT organization_id FROM users WHERE email = 'admin@mars.demo'`,
    );
    const organizationId = rows[0]!.organization_id;
    const sql = await measureDirect(
      () =>
        db.query(
          `SELECT *, (SELECT count(*) FROM certificates
                      WHERE organization_id = $1 AND deleted_at IS NULL AND certificate_type = $2) AS _total
           FROM certificates
           WHERE organization_id = $1 AND deleted_at IS NULL AND certificate_type = $2
           ORDER BY expiry_date DESC, id ASC LIMIT $3 OFFSET $4`,
          [organizationId, 'statutory', 25, 100],
        ),
      options.seconds,
      options.connections,
    );
    return { api, sql, rows: EXTRA_CERTIFICATES + 3 };
  } finally {
    await app.close();
  }
}
