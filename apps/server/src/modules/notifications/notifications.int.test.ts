import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Notice = { id: string; type: string; title: string; severity: string; params: Record<string, unknown> };

describe.each(TEST_DATABASES)('derived notifications (%s)', (kind) => {
  let t: TestApp;
  let other: { cookie: string };
  let organizationId: string;
  let vesselId: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    other = await signedIn(t.app, 'admin@other.demo');
    const vessel = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Southern Cross'`,
    );
    vesselId = vessel.rows[0]!.id;
    organizationId = vessel.rows[0]!.organization_id;
  });
  afterEach(async () => {
    await t.close();
  });

  const notices = async (cookie: string): Promise<Notice[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie } })).json().rows;

  it('warns of overdue work orders and of crew certificates that expire within 30 days, per organization', async () => {
    expect(await notices(other.cookie)).toEqual([]);
    const seafarer = uuidv7();
    await t.db.query(
      `INSERT INTO personnel (id, organization_id, vessel_id, first_name, last_name, rank, date_of_birth, nationality,
                              passport_number, seamans_book_number, status)
       VALUES ($1, $2, $3, 'Ana', 'Santos', 'able_seaman', '1990-01-01', 'PH', 'P1', 'S1', 'on_board')`,
      [seafarer, organizationId, vesselId],
    );
    await t.db.query(
      `INSERT INTO crew_certificates (id, organization_id, vessel_id, crew_member_id, certificate_type, certificate_number,
                                      issuing_authority, issue_date, expiry_date)
       VALUES ($1, $2, $3, $4, 'medical_fitness', 'MED-7', 'Panama', '2024-12-01', '2026-12-02'),
              ($5, $2, $3, $4, 'stcw_basic_safety', 'BST-1', 'Panama', '2022-01-01', '2027-06-01')`,
      [uuidv7(), organizationId, vesselId, seafarer, uuidv7()],
    );
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status, priority)
       VALUES ($1, $2, $3, 'Purifier overhaul', 'Overhaul', '2026-11-12', 'open', 'high'),
              ($4, $2, $3, 'Done already', 'Done', '2026-11-01', 'completed', 'high'),
              ($5, $2, $3, 'Not due yet', 'Later', '2026-11-30', 'open', 'low')`,
      [uuidv7(), organizationId, vesselId, uuidv7(), uuidv7()],
    );
    const rows = await notices(other.cookie);
    expect(rows.map((row) => [row.type, row.title, row.params.days])).toEqual([
      ['work_order_overdue', 'Purifier overhaul', 10],
      ['crew_certificate_expiring', 'Santos, Ana – Able Seaman', 10],
    ]);
    expect(rows[0]!.severity).toBe('error');
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const demo = await notices(admin.cookie);
    expect(demo.map((row) => row.title)).not.toContain('Purifier overhaul');
    expect(demo.map((row) => row.title)).not.toContain('Santos, Ana – Able Seaman');
  });
});
