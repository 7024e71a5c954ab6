import { datesOfMonth, shiftDate, summarizeDays } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

const TODAY = '2026-11-22';
const day = (offset: number) => shiftDate(TODAY, offset);

describe.each(TEST_DATABASES)('dashboard figures (%s)', (kind) => {
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

  const dashboard = async (cookie: string, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/dashboard${query}`, headers: { cookie } })).json();

  async function certificate(expiresIn: number, status = 'valid') {
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority, status)
       VALUES ($1, $2, $3, 'statutory', $4, 'Test certificate', $5, $6, 'Panama Maritime Authority', $7)`,
      [uuidv7(), organizationId, vesselId, `T-${expiresIn}-${status}`, day(-400), day(expiresIn), status],
    );
  }

  async function workOrder(dueIn: number, status: string) {
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       VALUES ($1, $2, $3, 'Overhaul', 'Overhaul of the purifier', $4, $5)`,
      [uuidv7(), organizationId, vesselId, day(dueIn), status],
    );
  }

  async function correctiveAction(dueIn: number, status: string) {
    await t.db.query(
      `INSERT INTO corrective_actions (id, organization_id, vessel_id, action_number, title, description, source,
                                       severity, reported_date, due_date, status)
       VALUES ($1, $2, $3, $4, 'Renew fire door closer', 'Door does not close', 'other', 'moderate', $5, $6, $7)`,
      [uuidv7(), organizationId, vesselId, `CA-${status}-${dueIn}`, day(-60), day(dueIn), status],
    );
  }
  async function seafarer(status: string): Promise<string> {
    const id = uuidv7();
    await t.db.query(
      `INSERT INTO personnel (id, organization_id, vessel_id, first_name, last_name, rank, date_of_birth, nationality,
                              passport_number, seamans_book_number, status)
       VALUES ($1, $2, $3, 'Ana', $4, 'able_seaman', '1990-01-01', 'PH', 'P123', 'S123', $5)`,
      [id, organizationId, vesselId, `Sailor ${status}`, status],
    );
    return id;
  }

  it('counts the certificates, work orders, crew and rest-hour violations of the data, for the ship and the fleet', async () => {
    const before = await dashboard(other.cookie);
    expect(before.figures.certificates).toEqual({ valid: 0, expiring: 0, expired: 0 });

    await certificate(-3);
    await certificate(0);
    await certificate(30);
    await certificate(31);
    await certificate(400);
    await certificate(-10, 'cancelled');
    await workOrder(-5, 'open');
    await workOrder(-1, 'in_progress');
    await workOrder(10, 'pending');
    await workOrder(60, 'open');
    await workOrder(-20, 'completed');
    await workOrder(-20, 'cancelled');
    // Corrective actions: only the overdue ones (open or in progress past their due date) are upcoming.
    await correctiveAction(-7, 'open');
    await correctiveAction(-2, 'in_progress');
    await correctiveAction(5, 'open');
    await correctiveAction(-9, 'completed');
    await correctiveAction(-9, 'verified');
    const onBoard = await seafarer('on_board');
    await seafarer('on_board');
    await seafarer('on_leave');
    await t.db.query(
      `INSERT INTO crew_certificates (id, organization_id, vessel_id, crew_member_id, certificate_type, certificate_number,
                                      issuing_authority, issue_date, expiry_date)
       VALUES ($1, $2, $3, $4, 'medical_fitness', 'MED-1', 'Panama', '2025-01-01', $5)`,
      [uuidv7(), organizationId, vesselId, onBoard, day(12)],
    );
    const longDay = '1'.repeat(36) + '0'.repeat(12);
    for (const date of [day(-3), day(-2)]) {
      await t.db.query(
        `INSERT INTO work_rest_days (id, organization_id, vessel_id, crew_member_id, work_date, slots)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [uuidv7(), organizationId, vesselId, onBoard, date, longDay],
      );
    }
    const expectedViolations = summarizeDays(
      [
        { date: day(-3), slots: longDay },
        { date: day(-2), slots: longDay },
      ],
      datesOfMonth(TODAY.slice(0, 7)).filter((date) => date <= TODAY),
    ).reduce((sum, summary) => sum + summary.violations.length, 0);
    expect(expectedViolations).toBeGreaterThan(0);

    const expected = {
      certificates: { expired: 1, expiring: 2, valid: 2 },
      workOrders: { open: 4, overdue: 2, dueSoon: 1 },
      crew: { onBoard: 2, certificatesExpiring: 1 },
      restHourViolations: expectedViolations,
    };
    const ship = await dashboard(other.cookie, `?vessel_id=${vesselId}`);
    expect(ship.vessel).toMatchObject({
      name: 'Southern Cross',
      imo_number: '9398448',
      flag_state: 'Panama',
    });
    expect(ship.figures).toEqual(expected);
    const fleet = await dashboard(other.cookie);
    expect(fleet.vessel).toBeNull();
    expect(fleet.figures).toEqual(expected);
    expect(fleet.fleet).toHaveLength(1);
    expect(fleet.fleet[0]).toMatchObject({ name: 'Southern Cross', ...expected });
    expect(fleet.upcoming.map((task: { kind: string; days: number }) => [task.kind, task.days])).toEqual(
      [
        ['certificate', -3],
        ['work_order', -5],
        ['work_order', -1],
        ['corrective_action', -7],
        ['corrective_action', -2],
        ['certificate', 0],
        ['work_order', 10],
        ['crew_certificate', 12],
        ['certificate', 30],
      ].sort((a, b) => (a[1] as number) - (b[1] as number)),
    );
  });

  it('shows the demo fleet’s certificates and refuses a vessel of another organization', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const fleet = await dashboard(admin.cookie);
    expect(fleet.fleet.map((vessel: { name: string }) => vessel.name)).toEqual([
      'Baltic Pioneer',
      'Nordic Aurora',
    ]);
    expect(fleet.figures.certificates).toEqual({ valid: 2, expiring: 1, expired: 0 });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard?vessel_id=${vesselId}`,
      headers: { cookie: admin.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
