import { afterAll, beforeAll, describe, it } from 'vitest';

import type { Db } from '../../db/client';
import { seedDemo } from '../../db/seed-demo';
import { createTestDb, TEST_DATABASES, TEST_START } from '../../test-support';

describe.each(TEST_DATABASES)('scratch (%s)', (kind) => {
  let db: Db;
  let org: string;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db, TEST_START);
    org = (await db.query<{ organization_id: string }>(`SELECT organization_id FROM users WHERE email = 'admin@mars.demo'`)).rows[0]!.organization_id;
    const vessels = `(SELECT id, organization_id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS c
                      FROM vessels WHERE organization_id = $2) v ON v.i = n % v.c`;
    await db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       SELECT gen_random_uuid(), v.organization_id, v.id, 'Work ' || n, 'Work', DATE '2024-01-01' + (n % 1500),
              (ARRAY['pending', 'open', 'in_progress', 'completed', 'cancelled'])[1 + n % 5]
       FROM generate_series(1, $1) AS n JOIN ${vessels}`, [20000, org]);
    await db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority, status)
       SELECT gen_random_uuid(), v.organization_id, v.id, 'statutory', 'C-' || n, 'Certificate ' || n,
              DATE '2020-01-01' + (n % 1500), DATE '2025-06-01' + (n % 1500), 'Authority',
              (ARRAY['valid', 'valid', 'valid', 'renewal_in_progress', 'suspended', 'cancelled'])[1 + n % 6]
       FROM generate_series(1, $1) AS n JOIN ${vessels}`, [20000, org]);
    for (const table of ['work_orders', 'certificates']) await db.query(`VACUUM ANALYZE ${table}`);
  }, 180_000);
  afterAll(() => db.close());

  const jobs: [string, string, unknown[]][] = [];
  const time = async (label: string, sql: string, params: unknown[]) => {
    jobs.push([label, sql, params]);
  };
  const runAll = async () => {
    const times = new Map<string, number[]>();
    for (let round = 0; round < 60; round++) {
      for (const [label, sql, params] of jobs) {
        const start = performance.now();
        await db.query(sql, params);
        if (round >= 5) times.set(label, [...(times.get(label) ?? []), performance.now() - start]);
      }
    }
    for (const [label, list] of times) {
      list.sort((a, b) => a - b);
      console.log('T', kind, label, 'median', list[Math.floor(list.length / 2)]!.toFixed(2), 'min', list[0]!.toFixed(2));
    }
  };

  it('times', async () => {
    const t = '2026-11-22';
    await time('old certs', `SELECT c.vessel_id,
            count(*) FILTER (WHERE c.expiry_date < $2::date)::int AS expired,
            count(*) FILTER (WHERE c.expiry_date >= $2::date AND c.expiry_date <= $2::date + $3::int)::int AS expiring,
            count(*) FILTER (WHERE c.expiry_date > $2::date + $3::int)::int AS valid
     FROM certificates c WHERE c.organization_id = $1 AND c.deleted_at IS NULL AND c.status <> 'cancelled' GROUP BY c.vessel_id`, [org, t, 30]);
    const cs = `CASE WHEN (status = $2) THEN 'cancelled' WHEN (status = $3) THEN 'suspended' WHEN (expiry_date < ($4::date + 0)) THEN 'expired' WHEN status = $5 THEN 'renewal_in_progress' WHEN issue_date > ($4::date + 0) THEN 'not_yet_valid' WHEN expiry_date <= ($4::date + 30) THEN 'expiring_30' WHEN expiry_date <= ($4::date + 60) THEN 'expiring_60' WHEN expiry_date <= ($4::date + 90) THEN 'expiring_90' ELSE 'valid' END`;
    await time('new certs', `SELECT x.vessel_id, count(*) FILTER (WHERE x.current_status = ANY($6::text[])) s0, count(*) FILTER (WHERE x.current_status = $7) s1, count(*) FILTER (WHERE x.current_status = $8) s2
      FROM (SELECT certificates.*, ${cs} AS current_status FROM certificates) x WHERE x.organization_id = $1 AND x.deleted_at IS NULL GROUP BY x.vessel_id`,
      [org, 'cancelled', 'suspended', t, 'renewal_in_progress', ['valid', 'expiring_90', 'expiring_60'], 'expiring_30', 'expired']);
    await time('grouped certs', `SELECT x.vessel_id, x.current_status, count(*) FROM (SELECT certificates.*, ${cs} AS current_status FROM certificates) x WHERE x.organization_id = $1 AND x.deleted_at IS NULL GROUP BY 1, 2`,
      [org, 'cancelled', 'suspended', t, 'renewal_in_progress']);
    await time('old wo', `SELECT w.vessel_id, count(*)::int AS open, count(*) FILTER (WHERE w.due_date < $2::date)::int AS overdue,
            count(*) FILTER (WHERE w.due_date >= $2::date AND w.due_date <= $2::date + 30)::int AS "dueSoon"
     FROM work_orders w WHERE w.organization_id = $1 AND w.deleted_at IS NULL AND w.status = ANY($3::text[]) GROUP BY w.vessel_id`, [org, t, ['pending', 'open', 'in_progress']]);
    await time('new wo', `SELECT x.vessel_id, count(*) FILTER (WHERE x.status = ANY($3::text[])) s0, count(*) FILTER (WHERE x.is_overdue = true) s1, count(*) FILTER (WHERE x.is_due_soon = true) s2
     FROM (SELECT work_orders.*, COALESCE((status = ANY($3::text[]) AND due_date < ($2::date + 0)), false) AS is_overdue, COALESCE((status = ANY($3::text[]) AND due_date >= ($2::date + 0) AND due_date <= ($2::date + 30)), false) AS is_due_soon FROM work_orders) x
     WHERE x.organization_id = $1 AND x.deleted_at IS NULL AND x.status = ANY($3::text[]) GROUP BY x.vessel_id`, [org, t, ['pending', 'open', 'in_progress']]);
    await time('hull certs', `SELECT x.vessel_id, count(*) FILTER (WHERE x.current_status = ANY($6::text[])) s0, count(*) FILTER (WHERE x.expiry_date <= ($4::date + 30) AND x.current_status = $7) s1, count(*) FILTER (WHERE x.expiry_date <= ($4::date - 1) AND x.current_status = $8) s2
      FROM (SELECT certificates.*, ${cs} AS current_status FROM certificates) x WHERE x.organization_id = $1 AND x.deleted_at IS NULL GROUP BY x.vessel_id`,
      [org, 'cancelled', 'suspended', t, 'renewal_in_progress', ['valid', 'expiring_90', 'expiring_60'], 'expiring_30', 'expired']);
    const cs2 = `CASE WHEN status = ANY($2::text[]) THEN status WHEN $3 = '' THEN 'x' WHEN (expiry_date < ($4::date + 0)) THEN 'expired' WHEN status = $5 THEN 'renewal_in_progress' WHEN issue_date > ($4::date + 0) THEN 'not_yet_valid' WHEN expiry_date <= ($4::date + 30) THEN 'expiring_30' WHEN expiry_date <= ($4::date + 60) THEN 'expiring_60' WHEN expiry_date <= ($4::date + 90) THEN 'expiring_90' ELSE 'valid' END`;
    await time('grouped certs2', `SELECT x.vessel_id, x.current_status, count(*) FROM (SELECT certificates.*, ${cs2} AS current_status FROM certificates) x WHERE x.organization_id = $1 AND x.deleted_at IS NULL GROUP BY 1, 2`,
      [org, ['cancelled', 'suspended'], 'x', t, 'renewal_in_progress']);
    await time('expanded wo', `SELECT x.vessel_id, count(*) s0, count(*) FILTER (WHERE x.due_date < ($2::date + 0)) s1, count(*) FILTER (WHERE x.due_date >= ($2::date + 0) AND x.due_date <= ($2::date + 30)) s2
     FROM work_orders x
     WHERE x.organization_id = $1 AND x.deleted_at IS NULL AND x.status = ANY($3::text[]) GROUP BY x.vessel_id`, [org, t, ['pending', 'open', 'in_progress']]);
    await time('fenced certs', `SELECT x.vessel_id, count(*) FILTER (WHERE x.current_status = ANY($6::text[])) s0, count(*) FILTER (WHERE x.current_status = $7) s1, count(*) FILTER (WHERE x.current_status = $8) s2
      FROM (SELECT vessel_id, ${cs} AS current_status FROM certificates WHERE organization_id = $1 AND deleted_at IS NULL OFFSET 0) x GROUP BY x.vessel_id`,
      [org, 'cancelled', 'suspended', t, 'renewal_in_progress', ['valid', 'expiring_90', 'expiring_60'], 'expiring_30', 'expired']);
    await runAll();
  });
});
