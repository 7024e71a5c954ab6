// Every reference a write stores points at a live row of the writer's own organization (and vessel):
// another organization's seafarers, equipment and users, deleted rows, rows of another ship and
// random ids are refused with 400 on the field, never stored and never a 500.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../test-support';

type Cookie = { cookie: string };

describe.each(TEST_DATABASES)('references stay inside the organization and vessel (%s)', (kind) => {
  let t: TestApp;
  let demoAdmin: Cookie;
  let otherAdmin: Cookie;
  let ids: {
    aurora: string;
    pioneer: string;
    southern: string;
    auroraSeafarer: string;
    pioneerSeafarer: string;
    auroraEquipment: string;
    pioneerEquipment: string;
    training: string;
    officerUser: string;
    masterUser: string;
    otherAdminUser: string;
  };

  const one = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: string }>(sql, params)).rows[0]!.id;

  beforeEach(async () => {
    t = await createTestApp(kind);
    demoAdmin = await signedIn(t.app, 'admin@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    const vessel = (name: string) => one(`SELECT id FROM vessels WHERE name = $1`, [name]);
    const aurora = await vessel('Nordic Aurora');
    const pioneer = await vessel('Baltic Pioneer');
    const user = (email: string) => one(`SELECT id FROM users WHERE email = $1`, [email]);
    const seafarer = (vesselId: string) =>
      one(`SELECT id FROM personnel WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`, [
        vesselId,
      ]);
    const equipment = (vesselId: string) =>
      one(`SELECT id FROM equipment WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`, [
        vesselId,
      ]);
    ids = {
      aurora,
      pioneer,
      southern: await vessel('Southern Cross'),
      auroraSeafarer: await seafarer(aurora),
      pioneerSeafarer: await seafarer(pioneer),
      auroraEquipment: await equipment(aurora),
      pioneerEquipment: await equipment(pioneer),
      training: await one(`SELECT id FROM trainings ORDER BY id LIMIT 1`),
      officerUser: await user('officer@mars.demo'),
      masterUser: await user('master@mars.demo'),
      otherAdminUser: await user('admin@other.demo'),
    };
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (who: Cookie, url: string, payload: Record<string, unknown>) =>
    apiCall(t.app, 'PUT', url, who, payload);
  const refused = (response: { statusCode: number; body: string; json(): unknown }, fields: string[]) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as {
      error: { code: string; details: { fields: Record<string, string[]> } };
    };
    expect(body.error.code).toBe('validation_failed');
    for (const field of fields) {
      expect(body.error.details.fields[field]).toEqual(['validation:unknownReference']);
    }
  };

  const crewCertificate = (vesselId: string, crewMemberId: string) => ({
    vessel_id: vesselId,
    crew_member_id: crewMemberId,
    certificate_type: 'medical_fitness',
    certificate_number: 'MED-2026-77',
    issuing_authority: 'Seafarers Medical Board',
    issue_date: '2026-01-10',
    expiry_date: '2028-01-09',
  });
  const workOrder = (vesselId: string, equipmentId: string, assignee: string) => ({
    vessel_id: vesselId,
    title: 'Renew impeller',
    description: 'Renew the impeller of the cooling water pump.',
    equipment_id: equipmentId,
    priority: 'medium',
    assigned_to: assignee,
    due_date: '2026-12-15',
  });
  const trainingRecord = (vesselId: string, crewMemberId: string, trainingId: string) => ({
    vessel_id: vesselId,
    crew_member_id: crewMemberId,
    training_id: trainingId,
    completion_date: '2026-10-01',
  });
  const watchPeriod = (vesselId: string, officerId: string) => ({
    vessel_id: vesselId,
    name: 'Dog watch',
    watch_type: 'deck',
    start_time: '16:00',
    end_time: '18:00',
    officer_id: officerId,
    effective_from: '2027-06-01',
  });

  it('refuses another organization’s seafarers, equipment, trainings and users, and stores nothing', async () => {
    const other = ids.southern;
    refused(
      await put(
        otherAdmin,
        `/api/v1/crew-certificates/${uuidv7()}`,
        crewCertificate(other, ids.auroraSeafarer),
      ),
      ['crew_member_id'],
    );
    refused(
      await put(
        otherAdmin,
        `/api/v1/work-orders/${uuidv7()}`,
        workOrder(other, ids.auroraEquipment, ids.officerUser),
      ),
      ['equipment_id', 'assigned_to'],
    );
    refused(
      await put(
        otherAdmin,
        `/api/v1/training-records/${uuidv7()}`,
        trainingRecord(other, ids.auroraSeafarer, ids.training),
      ),
      ['crew_member_id', 'training_id'],
    );
    refused(
      await put(otherAdmin, `/api/v1/watch-periods/${uuidv7()}`, watchPeriod(other, ids.auroraSeafarer)),
      ['officer_id'],
    );
    const stored = await t.db.query(
      `SELECT 1 FROM crew_certificates WHERE vessel_id = $1 UNION ALL SELECT 1 FROM work_orders WHERE vessel_id = $1
       UNION ALL SELECT 1 FROM training_records WHERE vessel_id = $1 UNION ALL SELECT 1 FROM logbook_watch_periods WHERE vessel_id = $1`,
      [other],
    );
    expect(stored.rows).toHaveLength(0);
  });

  it('refuses random ids as assignee, watch keeper and watch officer (400, not 500)', async () => {
    refused(
      await put(
        demoAdmin,
        `/api/v1/work-orders/${uuidv7()}`,
        workOrder(ids.aurora, ids.auroraEquipment, uuidv7()),
      ),
      ['assigned_to'],
    );
    refused(await put(demoAdmin, `/api/v1/watch-periods/${uuidv7()}`, watchPeriod(ids.aurora, uuidv7())), [
      'officer_id',
    ]);
    refused(
      await put(demoAdmin, `/api/v1/logbook-entries/${uuidv7()}`, {
        vessel_id: ids.aurora,
        logbook_type: 'deck',
        entry_at: '2026-11-22T06:00:00.000Z',
        entry_type: 'course_change',
        title: 'Altered course for traffic',
        description: 'Altered course to starboard for a crossing vessel.',
        watch_keeper_id: uuidv7(),
        latitude: 17.5,
        longitude: -64.25,
        course: 142,
        speed: 11.5,
      }),
      ['watch_keeper_id'],
    );
    const pattern = await apiCall(t.app, 'POST', '/api/v1/watch-periods/apply-pattern', demoAdmin, {
      vessel_id: ids.aurora,
      watch_type: 'engine',
      pattern: '6-on-6-off',
      effective_from: '2027-06-01',
      officer_ids: [ids.auroraSeafarer, ids.pioneerSeafarer],
    });
    refused(pattern, ['officer_ids']);
  });

  it('refuses a deleted row, a row of another ship and a user not on the ship', async () => {
    const removed = await apiCall(t.app, 'DELETE', `/api/v1/personnel/${ids.auroraSeafarer}`, demoAdmin);
    expect(removed.statusCode).toBe(204);
    refused(
      await put(
        demoAdmin,
        `/api/v1/crew-certificates/${uuidv7()}`,
        crewCertificate(ids.aurora, ids.auroraSeafarer),
      ),
      ['crew_member_id'],
    );
    refused(
      await put(
        demoAdmin,
        `/api/v1/crew-certificates/${uuidv7()}`,
        crewCertificate(ids.aurora, ids.pioneerSeafarer),
      ),
      ['crew_member_id'],
    );
    refused(
      await put(
        demoAdmin,
        `/api/v1/work-orders/${uuidv7()}`,
        workOrder(ids.aurora, ids.pioneerEquipment, ids.officerUser),
      ),
      ['equipment_id'],
    );
    // The master is on board Nordic Aurora only.
    refused(
      await put(
        demoAdmin,
        `/api/v1/work-orders/${uuidv7()}`,
        workOrder(ids.pioneer, ids.pioneerEquipment, ids.masterUser),
      ),
      ['assigned_to'],
    );
  });

  it('still accepts references to live rows of the same organization and ship', async () => {
    const seafarer = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM personnel WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
        [ids.aurora],
      )
    ).rows[0]!.id;
    const certificate = await put(
      demoAdmin,
      `/api/v1/crew-certificates/${uuidv7()}`,
      crewCertificate(ids.aurora, seafarer),
    );
    expect(certificate.statusCode, certificate.body).toBe(201);
    const order = await put(
      demoAdmin,
      `/api/v1/work-orders/${uuidv7()}`,
      workOrder(ids.aurora, ids.auroraEquipment, ids.officerUser),
    );
    expect(order.statusCode, order.body).toBe(201);
    // An organization admin may be assigned on any ship of the organization.
    const adminOrder = await put(
      otherAdmin,
      `/api/v1/work-orders/${uuidv7()}`,
      workOrder(
        ids.southern,
        await one(
          `INSERT INTO equipment (id, organization_id, vessel_id, code, name, category, status)
           SELECT $1, organization_id, id, 'BP-1', 'Ballast pump', 'pumps', 'operational' FROM vessels WHERE id = $2 RETURNING id`,
          [uuidv7(), ids.southern],
        ),
        ids.otherAdminUser,
      ),
    );
    expect(adminOrder.statusCode, adminOrder.body).toBe(201);
    const record = await put(
      demoAdmin,
      `/api/v1/training-records/${uuidv7()}`,
      trainingRecord(ids.aurora, seafarer, ids.training),
    );
    expect(record.statusCode, record.body).toBe(201);
    // Editing a row keeps a reference that has not changed, and the row can still be saved.
    const saved = record.json() as Record<string, unknown>;
    const again = await put(demoAdmin, `/api/v1/training-records/${String(saved.id)}`, {
      ...trainingRecord(ids.aurora, seafarer, ids.training),
      instructor: 'Capt. Reyes',
      version: saved.version,
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
