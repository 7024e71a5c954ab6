// Audits and their findings (issue 13): a finding recorded from an audit is numbered NC-YYYY-NNNN;
// a non-conformity closes only with its corrective actions verified, and only by an admin ashore; an
// observation needs none; an audit closes only once every finding of it is closed, and then takes no
// new finding nor a reopened one. Raising a corrective action for a non-conformity with its root cause
// starts its corrective action; none is raised for, or moved to, a closed one (also not by a sync push).
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('audits, non-conformities and their corrective actions (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let master: Cookie;
  let officer: Cookie;
  let aurora: string;
  const userIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    const users = await t.db.query<{ id: string; email: string }>(`SELECT id, email FROM users`);
    for (const user of users.rows) userIds[user.email] = user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);

  async function create(resource: string, body: Record<string, unknown>, who: Cookie): Promise<Row> {
    const response = await request('PUT', `/api/v1/${resource}/${uuidv7()}`, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function step(
    resource: string,
    row: Row,
    action: string,
    who: Cookie,
    input: Record<string, unknown> = {},
  ) {
    const response = await request('POST', `/api/v1/${resource}/${row.id}/${action}`, who, {
      version: row.version,
      ...input,
    });
    return { response, row: response.json() as Row };
  }

  async function stepOk(resource: string, row: Row, action: string, who: Cookie, input = {}) {
    const { response, row: next } = await step(resource, row, action, who, input);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    return next;
  }

  /** An internal ISM audit held yesterday. */
  async function heldAudit(): Promise<Row> {
    const audit = await create(
      'audits',
      {
        vessel_id: aurora,
        audit_type: 'internal',
        standard: 'ism',
        auditor: 'Capt. H. Lindqvist',
        auditing_body: 'Company',
        scheduled_date: '2026-11-21',
        scope: 'ISM Code elements 1 to 12.',
      },
      master,
    );
    return stepOk('audits', audit, 'start', master, { held_date: '2026-11-21' });
  }

  const finding = (auditId: string, overrides: Record<string, unknown> = {}) => ({
    vessel_id: aurora,
    audit_id: auditId,
    kind: 'non_conformity',
    title: 'Emergency fire pump not tested weekly',
    severity: 'moderate',
    identified_date: '2026-11-21',
    due_date: '2026-12-21',
    ism_clause: '10.3',
    description: 'The weekly test was missed twice in the last month.',
    ...overrides,
  });

  const action = (nonConformityId: string, overrides: Record<string, unknown> = {}) => ({
    vessel_id: aurora,
    title: 'Weekly fire pump test as a planned job',
    description: 'Added to the PMS with a logbook line as its record.',
    source: 'non_conformity',
    non_conformity_id: nonConformityId,
    severity: 'moderate',
    assigned_to: userIds['engineer@mars.demo'],
    reported_by: userIds['master@mars.demo'],
    reported_date: '2026-11-22',
    due_date: '2026-12-15',
    ...overrides,
  });

  it('shows the demo: audits on both ships, an internal ISM audit with two non-conformities and an observation', async () => {
    const audits = (await request('GET', '/api/v1/audits?limit=50', admin)).json().rows as Row[];
    expect(new Set(audits.map((row) => row.vessel_id)).size).toBe(2);
    const internal = audits.find(
      (row) =>
        row.vessel_id === aurora &&
        row.audit_type === 'internal' &&
        row.standard === 'ism' &&
        // The demo's, held months ago (not one of the audits the other tests hold).
        String(row.held_date) < '2026-11-01',
    )!;
    const findings = (await request('GET', `/api/v1/non-conformities?audit_id=${internal.id}`, master)).json()
      .rows as Row[];
    expect(findings.map((row) => row.kind).sort()).toEqual([
      'non_conformity',
      'non_conformity',
      'observation',
    ]);
    const { stats } = (
      await request('GET', `/api/v1/non-conformities/stats?vessel_id=${aurora}`, master)
    ).json();
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    // A major non-conformity found on the other ship is open: the alert ashore.
    const fleet = (await request('GET', '/api/v1/non-conformities/stats', admin)).json().stats;
    expect(fleet.majorOpen).toBeGreaterThanOrEqual(1);
    // The audit stays completed while a finding is open.
    expect(internal.status).toBe('completed');
    expect((await step('audits', internal, 'close', admin)).response.statusCode).toBe(409);
  });

  it('numbers a finding NC-YYYY-NNNN per vessel and year, and lists it under its audit', async () => {
    const audit = await heldAudit();
    expect(audit).toMatchObject({ status: 'in_progress', held_date: '2026-11-21' });
    expect(String(audit.audit_number)).toMatch(/^AUD-2026-\d{4}$/);
    const first = await create('non-conformities', finding(audit.id), officer);
    const second = await create('non-conformities', finding(audit.id, { title: 'Second finding' }), officer);
    expect(first).toMatchObject({ status: 'open', audit_id: audit.id });
    expect(String(first.nc_number)).toMatch(/^NC-2026-\d{4}$/);
    const sequence = (row: Row) => Number(String(row.nc_number).slice(-4));
    expect(sequence(second)).toBe(sequence(first) + 1);
    const listed = (await request('GET', `/api/v1/non-conformities?audit_id=${audit.id}`, master)).json();
    expect(listed.rows.map((row: Row) => row.nc_number).sort()).toEqual(
      [first.nc_number, second.nc_number].sort(),
    );
  });

  it('closes a non-conformity only with its corrective actions verified, and only by an admin ashore', async () => {
    const audit = await heldAudit();
    let nc = await create('non-conformities', finding(audit.id), officer);

    // The corrective action starts with the root cause.
    const { response: noCause } = await step('non-conformities', nc, 'startAction', officer, {
      root_cause: 'short',
    });
    expect(noCause.statusCode).toBe(400);
    expect(noCause.json().error.details.fields).toEqual({ root_cause: ['validation:ncRootCauseRequired'] });
    nc = await stepOk('non-conformities', nc, 'startAction', officer, {
      root_cause: 'The test was not a planned job in the PMS.',
    });
    expect(nc.status).toBe('corrective_action');

    // No action yet: not closed.
    const { response: without } = await step('non-conformities', nc, 'close', admin);
    expect(without.statusCode).toBe(409);
    expect(without.json().error.code).toBe('non_conformity_no_action');

    // An action of a non-conformity has that source.
    const wrongSource = await request(
      'PUT',
      `/api/v1/corrective-actions/${uuidv7()}`,
      master,
      action(nc.id, { source: 'other' }),
    );
    expect(wrongSource.statusCode).toBe(400);
    expect(wrongSource.json().error.details.fields).toEqual({
      source: ['validation:sourceNotNonConformity'],
    });
    let raised = await create('corrective-actions', action(nc.id), master);
    expect(String(raised.action_number)).toMatch(/^CA-2026-\d{4}$/);
    const ofNc = (
      await request('GET', `/api/v1/corrective-actions?non_conformity_id=${nc.id}`, officer)
    ).json();
    expect(ofNc.rows.map((row: Row) => row.id)).toEqual([raised.id]);

    // Open, then completed but not verified: still not closed.
    for (const next of ['complete', 'verify'] as const) {
      const { response } = await step('non-conformities', nc, 'close', admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'non_conformity_actions_open',
        details: { open: 1 },
      });
      raised = await stepOk(
        'corrective-actions',
        raised,
        next,
        master,
        next === 'complete' ? { completed_date: '2026-11-22' } : { verification_notes: 'Tested.' },
      );
    }
    expect(raised.status).toBe('verified');

    // Verified: the Master may not close it; an admin ashore does.
    const { response: byMaster } = await step('non-conformities', nc, 'close', master);
    expect(byMaster.statusCode).toBe(403);
    expect(byMaster.json().error.code).toBe('compliance_close_admins_only');
    const closed = await stepOk('non-conformities', nc, 'close', admin, {
      verification_notes: 'Two weekly tests recorded since.',
    });
    expect(closed).toMatchObject({
      status: 'closed',
      closed_by: userIds['admin@mars.demo'],
      verification_notes: 'Two weekly tests recorded since.',
    });
    // Closed is locked.
    const edit = await request('PUT', `/api/v1/non-conformities/${nc.id}`, officer, {
      ...finding(audit.id, { title: 'Changed' }),
      version: closed.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('non_conformity_closed');
  });

  /** The audit entries of a row, oldest first. */
  async function auditEntries(entity: string, id: string) {
    const { rows } = await t.db.query<{ action: string; changed_fields: unknown; user_id: string }>(
      `SELECT action, changed_fields, user_id FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id`,
      [entity, id],
    );
    return rows.map((row) => ({
      ...row,
      changed_fields: (typeof row.changed_fields === 'string'
        ? JSON.parse(row.changed_fields)
        : row.changed_fields) as Record<string, unknown> | null,
    }));
  }

  const get = async (resource: string, id: string): Promise<Row> =>
    (await request('GET', `/api/v1/${resource}/${id}`, admin)).json();

  it('starts the corrective action of a non-conformity with its root cause when an action is raised for it', async () => {
    const audit = await heldAudit();
    const cause = 'The weekly test was not a planned job in the PMS.';
    const nc = await create('non-conformities', finding(audit.id), officer);
    const edited = await request('PUT', `/api/v1/non-conformities/${nc.id}`, officer, {
      ...finding(audit.id),
      root_cause: cause,
      version: nc.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const raised = await create('corrective-actions', action(nc.id), master);
    const started = await get('non-conformities', nc.id);
    expect(started).toMatchObject({ status: 'corrective_action', root_cause: cause, version: 3 });
    // The step is in the audit log as the Master's, as if taken on the non-conformity.
    const entries = await auditEntries('nonConformity', nc.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      user_id: userIds['master@mars.demo'],
      changed_fields: { status: { before: 'open', after: 'corrective_action' }, step: 'startAction' },
    });
    // A second action leaves it where it is.
    await create('corrective-actions', action(nc.id, { title: 'Second action' }), master);
    expect(await get('non-conformities', nc.id)).toMatchObject({ status: 'corrective_action', version: 3 });
    expect((await auditEntries('nonConformity', nc.id)).length).toBe(entries.length);
    expect(raised.status).toBe('open');
  });

  it('raises an action for a non-conformity without its root cause, which stays open; an observation never moves', async () => {
    const audit = await heldAudit();
    const nc = await create('non-conformities', finding(audit.id), officer);
    const short = await request('PUT', `/api/v1/non-conformities/${nc.id}`, officer, {
      ...finding(audit.id),
      root_cause: 'Unknown',
      version: nc.version,
    });
    expect(short.statusCode, short.body).toBe(200);
    const raised = await create('corrective-actions', action(nc.id), master);
    expect(raised.non_conformity_id).toBe(nc.id);
    expect(await get('non-conformities', nc.id)).toMatchObject({ status: 'open', version: 2 });
    // Its root cause entered with the step, it moves as before.
    const started = await stepOk('non-conformities', { ...nc, version: 2 }, 'startAction', officer, {
      root_cause: 'The test was not a planned job in the PMS.',
    });
    expect(started.status).toBe('corrective_action');

    const observation = await create(
      'non-conformities',
      finding(audit.id, {
        kind: 'observation',
        severity: 'minor',
        title: 'Record book signed late',
        root_cause: 'Officer not aware of the same-day signing rule.',
      }),
      officer,
    );
    await create('corrective-actions', action(observation.id), master);
    expect(await get('non-conformities', observation.id)).toMatchObject({ status: 'open', version: 1 });
  });

  it('refuses a corrective action for a closed non-conformity, on create, on edit and by a sync push', async () => {
    const audit = await heldAudit();
    const observation = await create(
      'non-conformities',
      finding(audit.id, { kind: 'observation', severity: 'minor', title: 'Record book signed late' }),
      officer,
    );
    const closed = await stepOk('non-conformities', observation, 'close', admin);
    const refusedFields = { non_conformity_id: ['validation:nonConformityClosed'] };

    const created = await request('PUT', `/api/v1/corrective-actions/${uuidv7()}`, master, action(closed.id));
    expect(created.statusCode).toBe(400);
    expect(created.json().error.details.fields).toEqual(refusedFields);

    // An action of an open finding may not be moved to the closed one; other edits of it pass.
    const open = await create('non-conformities', finding(audit.id), officer);
    const raised = await create('corrective-actions', action(open.id), master);
    const moved = await request('PUT', `/api/v1/corrective-actions/${raised.id}`, master, {
      ...action(closed.id),
      version: raised.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details.fields).toEqual(refusedFields);
    const retitled = await request('PUT', `/api/v1/corrective-actions/${raised.id}`, master, {
      ...action(open.id, { title: 'Weekly fire pump test in the PMS' }),
      version: raised.version,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);

    // The same through the offline queue's push.
    const push = async (rowId: string, values: Record<string, unknown>, baseVersion?: number) =>
      (
        await request('POST', '/api/v1/sync/push', master, {
          mutations: [
            {
              mutationId: uuidv7(),
              table: 'corrective_actions',
              rowId,
              op: 'upsert',
              values,
              ...(baseVersion ? { baseVersion } : {}),
            },
          ],
        })
      ).json().outcomes[0];
    expect(await push(uuidv7(), action(closed.id))).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: refusedFields,
    });
    const current = await get('corrective-actions', raised.id);
    expect(await push(raised.id, { non_conformity_id: closed.id }, current.version)).toMatchObject({
      status: 'rejected',
      fields: refusedFields,
    });
    expect(await get('corrective-actions', raised.id)).toMatchObject({
      non_conformity_id: open.id,
      version: current.version,
    });
    expect(await get('non-conformities', closed.id)).toMatchObject({ status: 'closed' });
  });

  it('closes an observation without a corrective action', async () => {
    const audit = await heldAudit();
    const observation = await create(
      'non-conformities',
      finding(audit.id, { kind: 'observation', severity: 'minor', title: 'Record book signed late' }),
      officer,
    );
    const closed = await stepOk('non-conformities', observation, 'close', admin);
    expect(closed.status).toBe('closed');
  });

  it('closes an audit once every finding is closed; then it takes no new finding and none is reopened', async () => {
    let audit = await heldAudit();
    audit = await stepOk('audits', audit, 'complete', master, { summary: 'One observation.' });
    expect(audit).toMatchObject({ status: 'completed', summary: 'One observation.' });
    const observation = await create(
      'non-conformities',
      finding(audit.id, { kind: 'observation', severity: 'minor' }),
      master,
    );

    const { response: early } = await step('audits', audit, 'close', admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'audit_findings_open', details: { open: 1 } });
    const { response: byMaster } = await step('audits', audit, 'close', master);
    expect(byMaster.statusCode).toBe(403);
    expect(byMaster.json().error.code).toBe('compliance_close_admins_only');

    const closedFinding = await stepOk('non-conformities', observation, 'close', admin);
    audit = await stepOk('audits', audit, 'close', admin);
    expect(audit).toMatchObject({ status: 'closed', closed_by: userIds['admin@mars.demo'] });

    const late = await request('PUT', `/api/v1/non-conformities/${uuidv7()}`, master, finding(audit.id));
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details.fields).toEqual({ audit_id: ['validation:auditClosed'] });
    const { response: reopen } = await step('non-conformities', closedFinding, 'reopen', admin);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('non_conformity_audit_closed');

    // Reopened, the audit takes the finding back.
    audit = await stepOk('audits', audit, 'reopen', admin);
    expect(audit.status).toBe('completed');
    expect((await step('non-conformities', closedFinding, 'reopen', admin)).response.statusCode).toBe(200);
  });

  it("refuses a finding of another organization's audit", async () => {
    const outsider = await signedIn(t.app, 'admin@other.demo');
    const vessel = (
      await t.db.query<{ id: string }>(
        `SELECT v.id FROM vessels v JOIN organizations o ON o.id = v.organization_id
         WHERE v.organization_id <> (SELECT organization_id FROM vessels WHERE id = $1) LIMIT 1`,
        [aurora],
      )
    ).rows[0]!.id;
    const theirs = await create(
      'audits',
      {
        vessel_id: vessel,
        audit_type: 'external',
        standard: 'isps',
        auditor: 'J. Okafor',
        scheduled_date: '2026-11-20',
      },
      outsider,
    );
    const response = await request('PUT', `/api/v1/non-conformities/${uuidv7()}`, master, finding(theirs.id));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fields)).toEqual(['audit_id']);
  });
});
