// The dashboard reads its figures from the indexes made for it (0012_dashboard.sql), never by reading
// every work order or certificate of the fleet: the plans of the statements it runs, on a large fleet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Scope } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { createTestDb, seedDemo, TEST_DATABASES, TEST_START } from '../../test-support';
import { buildDashboard } from './dashboard.service';

const WORK_ORDERS = 20_000;
const CERTIFICATES = 20_000;

describe.each(TEST_DATABASES)('dashboard query plans on a large fleet (%s)', (kind) => {
  let db: Db;
  let scope: Scope;
  const today = TEST_START.toISOString().slice(0, 10);
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db, TEST_START);
    const { rows } = await db.query<{ organization_id: string; id: string }>(
      `SELECT organization_id, id FROM users WHERE email = 'admin@mars.demo'`,
    );
    scope = {
      organizationId: rows[0]!.organization_id,
      userId: rows[0]!.id,
      role: 'company_admin',
      vesselIds: undefined,
    };
    const vessels = `(SELECT id, organization_id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS c
                      FROM vessels WHERE organization_id = $2) v ON v.i = n % v.c`;
    await db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       SELECT gen_random_uuid(), v.organization_id, v.id, 'Work ' || n, 'Work', DATE '2024-01-01' + (n % 1500),
              (ARRAY['pending', 'open', 'in_progress', 'completed', 'cancelled'])[1 + n % 5]
       FROM generate_series(1, $1) AS n JOIN ${vessels}`,
      [WORK_ORDERS, scope.organizationId],
    );
    await db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority, status)
       SELECT gen_random_uuid(), v.organization_id, v.id, 'statutory', 'C-' || n, 'Certificate ' || n,
              DATE '2020-01-01' + (n % 1500), DATE '2025-06-01' + (n % 1500), 'Authority',
              (ARRAY['valid', 'valid', 'valid', 'renewal_in_progress', 'suspended', 'cancelled'])[1 + n % 6]
       FROM generate_series(1, $1) AS n JOIN ${vessels}`,
      [CERTIFICATES, scope.organizationId],
    );
    for (const table of ['work_orders', 'certificates']) await db.query(`VACUUM ANALYZE ${table}`);
  }, 180_000);
  afterAll(() => db.close());

  it('counts work orders and certificates from their dashboard indexes alone and never scans a whole table', async () => {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params = []) => {
        statements.push({ sql, params });
        return db.query(sql, params);
      },
    };
    await buildDashboard(recording, scope, { vesselId: undefined, today });
    const plans = await Promise.all(
      statements.map(async ({ sql, params }) =>
        (await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows
          .map((row) => Object.values(row)[0])
          .join('\n'),
      ),
    );
    const all = plans.join('\n');
    expect(all).toMatch(/Index Only Scan using work_orders_dashboard_idx/);
    expect(all).toMatch(/Index Only Scan using certificates_dashboard_idx/);
    // The upcoming tasks are read along the due and expiry dates.
    expect(all).toMatch(/Index Scan using certificates_expiry_idx/);
    expect(all).not.toMatch(/Seq Scan on (work_orders|certificates|crew_certificates)/);
  });
});
