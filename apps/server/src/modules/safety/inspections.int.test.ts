// Inspections and their deficiencies (issue 13): a PSC inspection scheduled by the Master and numbered
// per vessel and year, its deficiencies as rows, a corrective action raised from one of them, the
// result that follows the 'fail' and 'reopen' steps (inspection.hooks.ts), and the pass rate and
// failed count as the declared stats answer them.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ApiMethod, Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('inspections and deficiencies (%s)', (kind) => {
  let t: TestApp;
  let crew: Session;
  let master: Session;
  let admin: Session;
  let aurora: string;
  let pioneer: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    crew = await signedIn(t.app, 'crew@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    admin = await signedIn(t.app, 'admin@mars.demo');
    const vessel = async (name: string) =>
      (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = $1`, [name])).rows[0]!.id;
    aurora = await vessel('Nordic Aurora');
    pioneer = await vessel('Baltic Pioneer');
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Session, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);

  async function put(resource: string, body: Record<string, unknown>, who: Session): Promise<Row> {
    const response = await request('PUT', `/api/v1/${resource}/${uuidv7()}`, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function step(row: Row, action: string, who: Session, input: Record<string, unknown> = {}) {
    const response = await request('POST', `/api/v1/inspections/${row.id}/${action}`, who, {
      version: row.version,
      ...input,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Promise<Row>;
  }

  const psc = (vesselId: string, date = '2026-11-20') => ({
    vessel_id: vesselId,
    inspection_type: 'psc',
    inspection_date: date,
    authority: 'Paris MoU - Netherlands (ILT)',
    port: 'Rotterdam',
    inspector: 'J. de Vries',
  });

  it('schedules a PSC inspection with two deficiencies, one leading to a corrective action', async () => {
    const refused = await request('PUT', `/api/v1/inspections/${uuidv7()}`, crew, psc(aurora));
    expect(refused.statusCode).toBe(403);

    const inspection = await put(
      'inspections',
      { ...psc(aurora), result: 'pass', status: 'completed' },
      master,
    );
    // The number, the state and the result are the server's.
    expect(inspection).toMatchObject({ status: 'scheduled', result: 'pending' });
    expect(inspection.inspection_number).toMatch(/^INS-2026-\d{4}$/);

    const deficiency = (code: string, actionCode: string, description: string) =>
      put(
        'inspection-deficiencies',
        { vessel_id: aurora, inspection_id: inspection.id, code, action_code: actionCode, description },
        master,
      );
    const door = await deficiency('07113', '17', 'Fire door to the engine control room does not close.');
    await deficiency('10111', '16', 'List of Lights not corrected to the latest Notices to Mariners.');
    expect(door.status).toBe('open');

    const listed = await request(
      'GET',
      `/api/v1/inspection-deficiencies?inspection_id=${inspection.id}`,
      master,
    );
    expect(listed.json<{ total: number }>().total).toBe(2);
    // The inspections list counts them (a third, recorded by mistake and deleted, no more).
    const mistaken = await deficiency('99999', '99', 'Recorded against the wrong inspection.');
    const deleted = await request('DELETE', `/api/v1/inspection-deficiencies/${mistaken.id}`, master);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const counted = await request(
      'GET',
      `/api/v1/inspections?inspection_number=${inspection.inspection_number}`,
      master,
    );
    const [row] = counted.json<{ rows: Row[] }>().rows;
    expect(row).toMatchObject({ id: inspection.id, deficiency_count: 2 });

    // An action raised from a deficiency says so; one naming a deficiency with another source is refused.
    const action = {
      vessel_id: aurora,
      title: 'Renew the door closer of the ECR fire door',
      description: 'Renew the closer and test the door.',
      severity: 'serious',
      assigned_to: (
        await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'officer@mars.demo'`)
      ).rows[0]!.id,
      reported_date: '2026-11-22',
      due_date: '2026-11-29',
      deficiency_id: door.id,
    };
    const wrong = await request('PUT', `/api/v1/corrective-actions/${uuidv7()}`, master, {
      ...action,
      source: 'other',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('validation:sourceNotDeficiency');
    const raised = await put('corrective-actions', { ...action, source: 'deficiency' }, master);
    expect(raised).toMatchObject({ source: 'deficiency', deficiency_id: door.id, status: 'open' });
    const actions = await request('GET', `/api/v1/corrective-actions?deficiency_id=${door.id}`, master);
    expect(actions.json<{ rows: Row[] }>().rows.map((row) => row.id)).toEqual([raised.id]);

    // With deficiencies recorded, a clean pass is refused on the result; the inspector chooses
    // 'pass with deficiencies'.
    const started = await step(row!, 'start', master);
    const clean = await request('POST', `/api/v1/inspections/${inspection.id}/complete`, master, {
      version: started.version,
      result: 'pass',
    });
    expect(clean.statusCode).toBe(400);
    expect(clean.json().error.details.fields).toEqual({ result: ['validation:passWithDeficiencies'] });
    const completed = await step(started, 'complete', master, { result: 'pass_with_deficiencies' });
    expect(completed).toMatchObject({ status: 'completed', result: 'pass_with_deficiencies' });
    // Reopening a finished inspection is the Master's or an admin's.
    const officer = await signedIn(t.app, 'officer@mars.demo');
    const notTheirs = await request('POST', `/api/v1/inspections/${completed.id}/reopen`, officer, {
      version: completed.version,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.body).toContain('inspection_reopen_master_only');
  });

  it('records a failed inspection as failed, reopens it as pending and counts the pass rate', async () => {
    // Inspections of a month without demo rows.
    const MID_2027 = 'inspection_date.gte=2027-06-01&inspection_date.lte=2027-06-30';
    const stats = async () =>
      (await request('GET', `/api/v1/inspections/stats?vessel_id=${pioneer}&${MID_2027}`, admin)).json<{
        stats: Record<string, number | null>;
      }>().stats;
    // Nothing decided yet: no pass rate rather than 0 %.
    expect(await stats()).toMatchObject({ passRate: null, total: 0, failed: 0 });

    const passed = await put('inspections', psc(pioneer, '2027-06-15'), admin);
    await step(passed, 'complete', admin, { result: 'pass' });
    const vetting = await put(
      'inspections',
      { ...psc(pioneer, '2027-06-15'), inspection_type: 'vetting' },
      admin,
    );
    const failed = await step(await step(vetting, 'start', admin), 'fail', admin, {
      remarks: 'Emergency generator did not take the load.',
    });
    expect(failed).toMatchObject({ status: 'failed', result: 'fail' });
    await put('inspections', { ...psc(pioneer, '2027-06-15'), inspection_type: 'class' }, admin);
    expect(await stats()).toMatchObject({ passRate: 50, total: 3, scheduled: 1, failed: 1 });

    // The re-inspection: reopened, pending again, then passed.
    const reopened = await step(failed, 'reopen', admin);
    expect(reopened).toMatchObject({ status: 'in_progress', result: 'pending' });
    await step(reopened, 'complete', admin, { result: 'pass_with_deficiencies' });
    expect(await stats()).toMatchObject({ passRate: 100, failed: 0 });
  });
});
