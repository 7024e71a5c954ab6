import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { workOrderEntity } from '@mars/domain';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('maintenance work orders and planned jobs (%s)', (kind) => {
  let t: TestApp;
  let engineer: { cookie: string };
  let aurora: string;
  let equipmentId: string;
  let engineerId: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`);
    aurora = rows[0]!.id;
    const equipment = await t.db.query<{ id: string }>(
      `SELECT id FROM equipment WHERE vessel_id = $1 AND code = 'BP1'`,
      [aurora],
    );
    equipmentId = equipment.rows[0]!.id;
    const user = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'engineer@mars.demo'`);
    engineerId = user.rows[0]!.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? { cookie } : { cookie, ...CSRF },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const workOrderBody = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: aurora,
    title: 'Renew ballast pump bearings',
    description: 'Bearings noisy at the last round; renew both and check the alignment.',
    equipment_id: equipmentId,
    priority: 'high',
    assigned_to: engineerId,
    due_date: '2026-12-05',
    ...overrides,
  });

  async function createWorkOrder(overrides: Record<string, unknown> = {}): Promise<Row> {
    const response = await request(
      'PUT',
      `/api/v1/work-orders/${uuidv7()}`,
      engineer.cookie,
      workOrderBody(overrides),
    );
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const step = (id: string, action: string, payload: unknown = {}, cookie = engineer.cookie) =>
    request('POST', `/api/v1/work-orders/${id}/${action}`, cookie, payload);

  it('takes a work order from creation through start and completion, numbering it per vessel and year', async () => {
    const created = await createWorkOrder({ work_order_number: 'WO-1999-0001' });
    expect(created.work_order_number).toMatch(/^WO-2026-\d{4}$/);
    expect(created.status).toBe('open');
    const second = await createWorkOrder();
    const sequence = (row: Row) => Number(String(row.work_order_number).slice(8));
    expect(sequence(second)).toBe(sequence(created) + 1);

    const started = await step(created.id, 'start', { version: created.version });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', version: created.version + 1 });

    const completed = await step(created.id, 'complete', {
      completed_date: '2026-11-21',
      running_hours: 15_000,
    });
    expect(completed.json()).toMatchObject({ status: 'completed', completed_date: '2026-11-21' });
    const equipment = (await request('GET', `/api/v1/equipment/${equipmentId}`, engineer.cookie)).json();
    expect(equipment).toMatchObject({
      running_hours: 15_000,
      last_maintenance: '2026-11-21',
      status: 'operational',
    });

    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'workOrder' AND entity_id = $1 ORDER BY at, action`,
      [created.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);

    const reopened = await step(created.id, 'reopen');
    expect(reopened.json()).toMatchObject({ status: 'open', completed_date: null });
  });

  it('refuses an illegal step with 409 and names the status it is in', async () => {
    const created = await createWorkOrder();
    expect((await step(created.id, 'cancel')).json().status).toBe('cancelled');
    const complete = await step(created.id, 'complete');
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error).toMatchObject({
      code: 'invalid_transition',
      details: { status: 'cancelled' },
    });
    expect((await step(created.id, 'cancel')).statusCode).toBe(409);
    expect((await step(created.id, 'start', { version: 1 })).statusCode).toBe(409);
    expect((await step(created.id, 'archive')).statusCode).toBe(400);
  });

  it('changes the status only through the steps, never through an edit', async () => {
    const created = await createWorkOrder();
    const edit = await request('PUT', `/api/v1/work-orders/${created.id}`, engineer.cookie, {
      ...workOrderBody({ status: 'completed', work_order_number: 'WO-2026-9999' }),
      version: created.version,
    });
    expect(edit.statusCode).toBe(409);
    const title = await request('PUT', `/api/v1/work-orders/${created.id}`, engineer.cookie, {
      ...workOrderBody({ title: 'Renew ballast pump bearings and seals', work_order_number: 'WO-2026-9999' }),
      version: created.version,
    });
    expect(title.json()).toMatchObject({
      title: 'Renew ballast pump bearings and seals',
      work_order_number: created.work_order_number,
    });
  });

  it('requires equipment, description, priority, due date and assignee', async () => {
    const response = await request('PUT', `/api/v1/work-orders/${uuidv7()}`, engineer.cookie, {
      vessel_id: aurora,
      title: 'Something to do',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual(
      ['assigned_to', 'description', 'due_date', 'equipment_id', 'priority'].sort(),
    );
  });

  it('lets crew read but not write work orders or take steps', async () => {
    const created = await createWorkOrder();
    const crew = await signedIn(t.app, 'crew@mars.demo');
    expect((await request('GET', `/api/v1/work-orders/${created.id}`, crew.cookie)).statusCode).toBe(200);
    expect((await step(created.id, 'start', {}, crew.cookie)).statusCode).toBe(403);
    expect(
      (await request('PUT', `/api/v1/work-orders/${uuidv7()}`, crew.cookie, workOrderBody())).statusCode,
    ).toBe(403);
    expect((await request('POST', '/api/v1/maintenance-jobs/raise-due', crew.cookie, {})).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for another organization’s work order, on every step', async () => {
    const created = await createWorkOrder();
    const other = await signedIn(t.app, 'admin@other.demo');
    expect((await request('GET', `/api/v1/work-orders/${created.id}`, other.cookie)).statusCode).toBe(404);
    for (const action of ['start', 'complete', 'cancel', 'reopen']) {
      expect((await step(created.id, action, {}, other.cookie)).statusCode).toBe(404);
    }
    const overview = (await request('GET', '/api/v1/maintenance/overview', other.cookie)).json();
    expect(overview.overdue + overview.open + overview.inProgress).toBe(0);
  });

  it('raises the work orders of due planned jobs once per due period', async () => {
    const first = (
      await request('POST', '/api/v1/maintenance-jobs/raise-due', engineer.cookie, { vessel_id: aurora })
    ).json();
    expect(first.raised).toBeGreaterThan(0);
    expect(
      first.rows.every(
        (row: Row) => row.status === 'pending' && /^WO-2026-/.test(String(row.work_order_number)),
      ),
    ).toBe(true);
    const again = (
      await request('POST', '/api/v1/maintenance-jobs/raise-due', engineer.cookie, { vessel_id: aurora })
    ).json();
    expect(again.raised).toBe(0);
    await request('GET', `/api/v1/maintenance/overview?vessel_id=${aurora}`, engineer.cookie);
    const duplicates = await t.db.query(
      `SELECT maintenance_job_id FROM work_orders WHERE maintenance_job_id IS NOT NULL AND status <> 'completed'
       AND status <> 'cancelled' GROUP BY maintenance_job_id HAVING count(*) > 1`,
    );
    expect(duplicates.rows).toEqual([]);
  });

  it('moves the planned job on when its work order is completed', async () => {
    const { rows } = (
      await request('POST', '/api/v1/maintenance-jobs/raise-due', engineer.cookie, { vessel_id: aurora })
    ).json();
    const raised = (rows as Row[]).find((row) => row.title === 'Steering gear test and inspection')!;
    await step(raised.id, 'start');
    await step(raised.id, 'complete', { completed_date: '2026-11-22' });
    const job = (
      await request('GET', `/api/v1/maintenance-jobs/${String(raised.maintenance_job_id)}`, engineer.cookie)
    ).json();
    expect(job).toMatchObject({ last_done_date: '2026-11-22', next_due_date: '2026-12-22' });
    const next = (
      await request('POST', '/api/v1/maintenance-jobs/raise-due', engineer.cookie, { vessel_id: aurora })
    ).json();
    expect((next.rows as Row[]).some((row) => row.maintenance_job_id === raised.maintenance_job_id)).toBe(
      true,
    );
  });

  it('marks the equipment maintenance due when work is raised, and reopening undoes a completion', async () => {
    const { rows } = (
      await request('POST', '/api/v1/maintenance-jobs/raise-due', engineer.cookie, { vessel_id: aurora })
    ).json();
    const raised = (rows as Row[]).find((row) => row.title === 'Steering gear test and inspection')!;
    const equipmentUrl = `/api/v1/equipment/${String(raised.equipment_id)}`;
    const jobUrl = `/api/v1/maintenance-jobs/${String(raised.maintenance_job_id)}`;
    const jobBefore = (await request('GET', jobUrl, engineer.cookie)).json();
    expect((await request('GET', equipmentUrl, engineer.cookie)).json().status).toBe('maintenance_due');

    await step(raised.id, 'start');
    await step(raised.id, 'complete', { completed_date: '2026-11-22' });
    expect((await request('GET', equipmentUrl, engineer.cookie)).json().status).toBe('operational');
    expect((await request('GET', jobUrl, engineer.cookie)).json().next_due_date).toBe('2026-12-22');

    await step(raised.id, 'reopen');
    const job = (await request('GET', jobUrl, engineer.cookie)).json();
    expect(job).toMatchObject({
      next_due_date: raised.due_date,
      last_done_date: jobBefore.last_done_date,
    });
    const equipment = (await request('GET', equipmentUrl, engineer.cookie)).json();
    expect(equipment).toMatchObject({ status: 'maintenance_due', next_maintenance: raised.due_date });
  });

  it('counts a work order whose due date has passed as overdue until it is completed', async () => {
    const before = (
      await request('GET', `/api/v1/maintenance/overview?vessel_id=${aurora}`, engineer.cookie)
    ).json();
    const late = await createWorkOrder({ due_date: '2026-11-10' });
    const after = (
      await request('GET', `/api/v1/maintenance/overview?vessel_id=${aurora}`, engineer.cookie)
    ).json();
    expect(after.overdue).toBe(before.overdue + 1);
    expect(after.overdueWorkOrders.map((row: Row) => row.id)).toContain(late.id);
    const calendar = (
      await request(
        'GET',
        `/api/v1/maintenance/calendar?vessel_id=${aurora}&from=2026-11-01&to=2026-11-30`,
        engineer.cookie,
      )
    ).json();
    expect(calendar.items.find((item: Row) => item.id === late.id)).toMatchObject({
      is_overdue: true,
      dateKind: 'due',
    });
    const listed = await request('GET', `/api/v1/work-orders?is_overdue=true&limit=500`, engineer.cookie);
    expect(listed.json().rows.find((row: Row) => row.id === late.id)).toMatchObject({ is_overdue: true });
    expect(listed.json().total).toBe(after.overdue);
    await step(late.id, 'complete');
    const done = (
      await request('GET', `/api/v1/maintenance/overview?vessel_id=${aurora}`, engineer.cookie)
    ).json();
    expect(done.overdue).toBe(before.overdue);
  });

  it('reports the overview figures the data holds', async () => {
    const overview = (
      await request('GET', `/api/v1/maintenance/overview?vessel_id=${aurora}`, engineer.cookie)
    ).json();
    const { rows } = await t.db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE due_date < '2026-11-22' AND status IN ('pending', 'open', 'in_progress')) AS overdue,
              count(*) FILTER (WHERE due_date BETWEEN '2026-11-22' AND '2026-12-22' AND status IN ('pending', 'open', 'in_progress')) AS due_soon,
              count(*) FILTER (WHERE due_date BETWEEN '2026-08-24' AND '2026-11-22' AND status <> 'cancelled') AS due,
              count(*) FILTER (WHERE due_date BETWEEN '2026-08-24' AND '2026-11-22' AND status = 'completed') AS completed
       FROM work_orders WHERE vessel_id = $1 AND deleted_at IS NULL`,
      [aurora],
    );
    const figures = rows[0]!;
    expect(overview.overdue).toBe(Number(figures.overdue));
    expect(overview.overdue).toBeGreaterThan(0);
    expect(overview.dueSoon).toBe(Number(figures.due_soon));
    expect(overview.completionRate).toMatchObject({
      due: Number(figures.due),
      completed: Number(figures.completed),
    });
    expect(overview.completionRate.rate).toBeGreaterThan(50);
    const critical = overview.byCriticality.find(
      (row: { criticality: string }) => row.criticality === 'critical',
    );
    const equipment = await t.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM equipment WHERE vessel_id = $1 AND criticality = 'critical'`,
      [aurora],
    );
    expect(critical.equipment).toBe(Number(equipment.rows[0]!.count));
  });

  it('keeps the equipment on its latest running-hours reading and refuses a lower one', async () => {
    const { rows } = await t.db.query<{ id: string; running_hours: number }>(
      `SELECT id, running_hours FROM equipment WHERE vessel_id = $1 AND code = 'AE1'`,
      [aurora],
    );
    const engine = rows[0]!;
    const record = (hours: number) =>
      request('PUT', `/api/v1/running-hours-readings/${uuidv7()}`, engineer.cookie, {
        vessel_id: aurora,
        equipment_id: engine.id,
        reading_at: t.clock.now().toISOString(),
        hours,
      });
    const reading = await record(Number(engine.running_hours) + 120);
    expect(reading.statusCode, reading.body).toBe(201);
    expect(reading.json().recorded_by).toBe(engineerId);
    const after = (await request('GET', `/api/v1/equipment/${engine.id}`, engineer.cookie)).json();
    expect(after.running_hours).toBe(Number(engine.running_hours) + 120);
    const lower = await record(10);
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.details.fields.hours).toEqual(['validation:runningHoursDecrease']);
    // One way to record running hours: the equipment has no route of its own for them.
    const other = await request('POST', `/api/v1/equipment/${engine.id}/running-hours`, engineer.cookie, {
      hours: Number(engine.running_hours) + 200,
    });
    expect(other.statusCode).toBe(404);
  });

  it('shows scheduled and due work in the calendar and refuses a range over 62 days', async () => {
    const created = await createWorkOrder({ scheduled_date: '2026-12-01', due_date: '2026-12-05' });
    const calendar = (
      await request(
        'GET',
        `/api/v1/maintenance/calendar?vessel_id=${aurora}&from=2026-11-30&to=2026-12-06`,
        engineer.cookie,
      )
    ).json();
    const mine = calendar.items.filter((item: Row) => item.id === created.id);
    expect(mine.map((item: Row) => [item.dateKind, item.date])).toEqual([
      ['scheduled', '2026-12-01'],
      ['due', '2026-12-05'],
    ]);
    const tooLong = await request(
      'GET',
      '/api/v1/maintenance/calendar?from=2026-01-01&to=2026-06-30',
      engineer.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('offers the people of the vessel who write maintenance as assignees, never another organization’s', async () => {
    const assignable = workOrderEntity.fields.assigned_to.roles.map((role) => `role=${role}`).join('&');
    const url = `/api/v1/people?vessel_id=${aurora}&${assignable}`;
    const people = (await request('GET', url, engineer.cookie)).json();
    const names = people.rows.map((person: { full_name: string }) => person.full_name);
    expect(names).toEqual(expect.arrayContaining(['Rajesh Nair', 'James Hartley', 'Anna Kowalski']));
    expect(names).not.toContain('Juan Dela Cruz');
    expect(names).not.toContain('Olivia Grant');
    const other = await signedIn(t.app, 'admin@other.demo');
    const foreign = (await request('GET', url, other.cookie)).json();
    expect(foreign.rows.map((person: { full_name: string }) => person.full_name)).toEqual(['Olivia Grant']);
  });
});
