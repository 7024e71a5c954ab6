// Lists stay fast at 100,000 rows (design.md section 11): an organization-wide page is read from an
// index in sort order, and its total is counted apart, not by numbering every matching row.
import { workOrderEntity } from '@mars/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db, Queryable } from '../db/client';
import { seedDemo } from '../demo/seed-demo';
import { createTestDb, TEST_DATABASES, TEST_START } from '../test-support';
import type { ListQuery } from './entity.repository';
import { listRows } from './entity.repository';
import type { Scope } from './scope';

const WORK_ORDERS = 20_000;

/** The statements a data function runs, with their parameters, answered by the real database. */
function recording(db: Db): Queryable & { statements: { sql: string; params: readonly unknown[] }[] } {
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  return {
    statements,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
  };
}

describe.each(TEST_DATABASES)('work-order list over the whole organization (%s)', (kind) => {
  let db: Db;
  let scope: Scope;
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
    await db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, work_order_number, title, description, due_date, status)
       SELECT gen_random_uuid(), v.organization_id, v.id, 'WO-TEST-' || n, 'Work order ' || n, 'Description',
              DATE '2025-01-01' + (n % 1000), (ARRAY['pending', 'open', 'in_progress', 'completed', 'cancelled'])[1 + n % 5]
       FROM generate_series(1, $1) AS n
       JOIN (SELECT id, organization_id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS c
             FROM vessels WHERE organization_id = $2) v ON v.i = n % v.c`,
      [WORK_ORDERS, scope.organizationId],
    );
    await db.exec('ANALYZE work_orders');
  }, 120_000);
  afterAll(() => db.close());

  const openNewestFirst: ListQuery = {
    filters: { status: 'open' },
    searchFields: [],
    today: '2026-11-22',
    sort: [{ field: 'due_date', descending: true }],
    limit: 25,
    offset: 100,
  };

  it('answers a filtered page newest first with the total of all matching rows', async () => {
    const page = await listRows(db, scope, workOrderEntity, openNewestFirst);
    const { rows } = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM work_orders
       WHERE organization_id = $1 AND deleted_at IS NULL AND status = 'open'`,
      [scope.organizationId],
    );
    expect(page.total).toBe(rows[0]!.total);
    expect(page.rows).toHaveLength(25);
    const dueDates = page.rows.map((row) => String(row.due_date));
    expect(dueDates).toEqual([...dueDates].sort().reverse());
    expect(page.rows.every((row) => row.status === 'open')).toBe(true);
  });

  it('reads the page from the status index in sort order, not by sorting every open work order', async () => {
    const recorder = recording(db);
    await listRows(recorder, scope, workOrderEntity, openNewestFirst);
    const [{ sql, params }] = recorder.statements as [{ sql: string; params: readonly unknown[] }];
    const plan = (await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toMatch(/Index Scan Backward using work_orders_list_status_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/WindowAgg/);
    expect(plan).not.toMatch(/->\s+Sort\s/);
  });

  it('keeps rows without a value last when a nullable column is sorted descending', async () => {
    await db.query(
      `UPDATE work_orders SET scheduled_date = DATE '2025-06-01'
       WHERE id = (SELECT id FROM work_orders WHERE work_order_number = 'WO-TEST-7')`,
    );
    const { rows } = await listRows(db, scope, workOrderEntity, {
      ...openNewestFirst,
      filters: {},
      sort: [{ field: 'scheduled_date', descending: true }],
      offset: 0,
      limit: 1,
    });
    expect(rows[0]!.scheduled_date).not.toBeNull();
  });
});
