// One rule for running-hours readings, whichever way they come (the generic PUT and DELETE of
// /running-hours-readings, the one route a client records them by, and a work order's completion): no future date, not
// lower than the last earlier reading nor higher than a later one, and the equipment's running hours
// follow the newest reading by date. Hours stay within what a machine does.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Row = Record<string, unknown> & { id: string; version: number };

describe.each(TEST_DATABASES)('running-hours readings (%s)', (kind) => {
  let t: TestApp;
  let engineer: { cookie: string };
  let aurora: string;
  let equipmentId: string;

  const request = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? { cookie: engineer.cookie } : { cookie: engineer.cookie, ...CSRF },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const hoursOfEquipment = async () =>
    (await request('GET', `/api/v1/equipment/${equipmentId}`)).json().running_hours as number | null;

  const putReading = (id: string, body: Record<string, unknown>) =>
    request('PUT', `/api/v1/running-hours-readings/${id}`, {
      vessel_id: aurora,
      equipment_id: equipmentId,
      ...body,
    });

  async function reading(hours: number, readingAt: string): Promise<Row> {
    const response = await putReading(uuidv7(), { hours, reading_at: readingAt });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  beforeEach(async () => {
    t = await createTestApp(kind);
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`);
    aurora = rows[0]!.id;
    equipmentId = uuidv7();
    const created = await request('PUT', `/api/v1/equipment/${equipmentId}`, {
      vessel_id: aurora,
      code: 'HRS-1',
      name: 'Emergency generator',
      category: 'power_generation',
      status: 'operational',
      criticality: 'critical',
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a reading dated in the future, and the next real reading counts', async () => {
    await reading(10, '2026-11-20T08:00:00Z');
    const future = await putReading(uuidv7(), { hours: 20, reading_at: '2099-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details.fields).toEqual({ reading_at: ['validation:timeInFuture'] });
    const missing = await putReading(uuidv7(), { hours: 20 });
    expect(missing.json().error.details.fields).toEqual({ reading_at: ['validation:required'] });

    await reading(50, t.clock.now().toISOString());
    expect(await hoursOfEquipment()).toBe(50);
  });

  it('refuses a reading lower than the last earlier one or higher than a later one', async () => {
    await reading(100, '2026-11-10T08:00:00Z');
    await reading(200, '2026-11-20T08:00:00Z');
    const lower = await putReading(uuidv7(), { hours: 150, reading_at: '2026-11-21T08:00:00Z' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.details.fields).toEqual({ hours: ['validation:runningHoursDecrease'] });

    const aboveLater = await putReading(uuidv7(), { hours: 250, reading_at: '2026-11-15T08:00:00Z' });
    expect(aboveLater.statusCode).toBe(400);
    expect(aboveLater.json().error.details.fields).toEqual({
      hours: ['validation:runningHoursAboveLater'],
    });
    const belowEarlier = await putReading(uuidv7(), { hours: 50, reading_at: '2026-11-15T08:00:00Z' });
    expect(belowEarlier.json().error.details.fields).toEqual({ hours: ['validation:runningHoursDecrease'] });

    // A late entry between the two fits; the equipment stays on the newest reading by date.
    await reading(150, '2026-11-15T08:00:00Z');
    expect(await hoursOfEquipment()).toBe(200);
  });

  it('applies the rule to an edit of a reading and follows the newest one', async () => {
    await reading(100, '2026-11-10T08:00:00Z');
    const newest = await reading(200, '2026-11-20T08:00:00Z');
    const lowered = await putReading(newest.id, {
      hours: 90,
      reading_at: newest.reading_at,
      version: newest.version,
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().error.details.fields).toEqual({ hours: ['validation:runningHoursDecrease'] });
    const moved = await putReading(newest.id, {
      hours: 200,
      reading_at: '2099-01-01T00:00:00Z',
      version: newest.version,
    });
    expect(moved.json().error.details.fields).toEqual({ reading_at: ['validation:timeInFuture'] });

    const corrected = await putReading(newest.id, {
      hours: 180,
      reading_at: newest.reading_at,
      version: newest.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await hoursOfEquipment()).toBe(180);
  });

  it('puts the equipment back on the newest remaining reading when the newest is deleted', async () => {
    await reading(100, '2026-11-10T08:00:00Z');
    const newest = await reading(200, '2026-11-20T08:00:00Z');
    expect(await hoursOfEquipment()).toBe(200);
    const deleted = await request('DELETE', `/api/v1/running-hours-readings/${newest.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await hoursOfEquipment()).toBe(100);
    // The next reading is checked against what remains.
    await reading(150, '2026-11-21T08:00:00Z');
    expect(await hoursOfEquipment()).toBe(150);
    const audit = await t.db.query<{ after: unknown }>(
      `SELECT changed_fields->'running_hours'->'after' AS after FROM audit_log
       WHERE entity = 'equipment' AND entity_id = $1 AND action = 'update' ORDER BY id`,
      [equipmentId],
    );
    expect(audit.rows.map((row) => Number(row.after))).toEqual([100, 200, 100, 150]);
  });

  it('keeps running hours within what a machine does, on every path', async () => {
    const huge = 1e308;
    const put = await putReading(uuidv7(), { hours: huge, reading_at: '2026-11-20T08:00:00Z' });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.details.fields).toEqual({ hours: ['validation:max'] });
    const equipment = (await request('GET', `/api/v1/equipment/${equipmentId}`)).json();
    const edit = await request('PUT', `/api/v1/equipment/${equipmentId}`, {
      ...equipment,
      running_hours: 1_000_001,
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().error.details.fields)).toEqual(['running_hours']);
    const atLimit = await putReading(uuidv7(), { hours: 1_000_000, reading_at: '2026-11-20T08:00:00Z' });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(await hoursOfEquipment()).toBe(1_000_000);
  });

  it('keeps the equipment on its readings: its hours are not edited apart from them', async () => {
    await reading(100, '2026-11-20T08:00:00Z');
    const equipment = (await request('GET', `/api/v1/equipment/${equipmentId}`)).json();
    const edited = await request('PUT', `/api/v1/equipment/${equipmentId}`, {
      ...equipment,
      running_hours: 5,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.details.fields).toEqual({
      running_hours: ['validation:runningHoursFromReadings'],
    });
    const renamed = await request('PUT', `/api/v1/equipment/${equipmentId}`, {
      ...equipment,
      name: 'Emergency generator set',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await hoursOfEquipment()).toBe(100);
  });
});
