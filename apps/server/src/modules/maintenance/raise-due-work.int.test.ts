// Raising due planned work is a scheduled job of the server or an explicit action of a user who may
// write maintenance; reading the overview writes nothing.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { startDueWorkSchedule } from './due-work-schedule';

describe.each(TEST_DATABASES)('raising due maintenance work (%s)', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const counts = async () => {
    const { rows } = await t.db.query<{ work_orders: number; equipment: number; audit: number }>(
      `SELECT (SELECT count(*) FROM work_orders) AS work_orders,
              (SELECT sum(version) FROM equipment) AS equipment,
              (SELECT count(*) FROM audit_log) AS audit`,
    );
    return rows[0]!;
  };

  it('writes nothing when the overview is read', async () => {
    const engineer = await signedIn(t.app, 'engineer@mars.demo');
    const before = await counts();
    const overview = await apiCall(t.app, 'GET', '/api/v1/maintenance/overview', engineer);
    expect(overview.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('raises due work on the explicit action, once, for those who may write maintenance', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const engineer = await signedIn(t.app, 'engineer@mars.demo');
    const raise = (who: Session) => apiCall(t.app, 'POST', '/api/v1/maintenance-jobs/raise-due', who, {});
    expect((await raise(crew)).statusCode).toBe(403);
    const first = await raise(engineer);
    expect(first.statusCode).toBe(200);
    expect(first.json().raised).toBeGreaterThan(0);
    expect((await raise(engineer)).json().raised).toBe(0);
  });

  /** A due planned job on the other organization's ship, written as its admin would. */
  async function otherOrganizationDueJob(): Promise<void> {
    const admin = await signedIn(t.app, 'admin@other.demo');
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT v.id FROM vessels v JOIN organizations o ON o.id = v.organization_id
       WHERE o.id <> (SELECT organization_id FROM vessels WHERE name = 'Nordic Aurora') LIMIT 1`,
    );
    const vesselId = rows[0]!.id;
    const put = (url: string, payload: Record<string, unknown>) => apiCall(t.app, 'PUT', url, admin, payload);
    const equipmentId = uuidv7();
    const equipment = await put(`/api/v1/equipment/${equipmentId}`, {
      vessel_id: vesselId,
      code: 'ME',
      name: 'Main engine',
      category: 'propulsion',
      status: 'operational',
      criticality: 'critical',
    });
    expect(equipment.statusCode, equipment.body).toBe(201);
    const job = await put(`/api/v1/maintenance-jobs/${uuidv7()}`, {
      vessel_id: vesselId,
      equipment_id: equipmentId,
      title: 'Main engine inspection',
      interval_days: 30,
      next_due_date: '2026-11-01',
      priority: 'high',
      assignee_role: 'engineer',
      active: true,
    });
    expect(job.statusCode, job.body).toBe(201);
  }

  it('raises due work of every organization from the scheduled job, idempotently, and stops', async () => {
    await otherOrganizationDueJob();
    const before = await counts();
    const runs: number[] = [];
    const schedule = startDueWorkSchedule(t.db, t.clock, {
      intervalMs: 60 * 60_000,
      onRun: (raised) => runs.push(raised),
    });
    await schedule.idle();
    const afterFirst = await counts();
    expect(afterFirst.work_orders).toBeGreaterThan(before.work_orders);
    const { rows } = await t.db.query<{ organizations: number; system: number }>(
      `SELECT count(DISTINCT organization_id) AS organizations, count(*) FILTER (WHERE created_by IS NULL) AS system
       FROM work_orders WHERE created_at = $1`,
      [t.clock.now().toISOString()],
    );
    expect(rows[0]).toMatchObject({ organizations: 2 });
    expect(Number(rows[0]!.system)).toBe(afterFirst.work_orders - before.work_orders);

    await schedule.runNow();
    expect((await counts()).work_orders).toBe(afterFirst.work_orders);
    expect(runs[0]).toBe(afterFirst.work_orders - before.work_orders);
    expect(runs[1]).toBe(0);
    schedule.stop();
    await schedule.runNow();
    expect(runs).toHaveLength(2);
  });
});
