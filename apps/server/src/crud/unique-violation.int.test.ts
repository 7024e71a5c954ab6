// A write that would break a unique index answers 409 naming the field, never 500.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../test-support';

describe.each(TEST_DATABASES)('unique values in the generic write path (%s)', (kind) => {
  let t: TestApp;
  let engineer: { cookie: string };
  let aurora: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`);
    aurora = rows[0]!.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const putEquipment = (id: string, body: Record<string, unknown>) =>
    apiCall(t.app, 'PUT', `/api/v1/equipment/${id}`, engineer, {
      vessel_id: aurora,
      name: 'Ballast pump No. 3',
      category: 'pumps',
      status: 'operational',
      criticality: 'normal',
      ...body,
    });

  it('answers 409 with the code field for an equipment code taken on the vessel, on create and on edit', async () => {
    const taken = await putEquipment(uuidv7(), { code: 'BP1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'already_exists',
      details: { fields: { code: ['validation:alreadyTaken'] } },
    });

    const id = uuidv7();
    const created = await putEquipment(id, { code: 'BP3' });
    expect(created.statusCode).toBe(201);
    const edit = await putEquipment(id, { code: 'BP1', version: created.json().version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.details.fields).toEqual({ code: ['validation:alreadyTaken'] });
    const { rows } = await t.db.query(`SELECT 1 FROM equipment WHERE vessel_id = $1 AND code = 'BP1'`, [
      aurora,
    ]);
    expect(rows).toHaveLength(1);
  });
});
