// Incidents and near misses, and their corrective actions (issue 13): a report from any rank, the
// anonymous near miss that no answer names, the investigation that needs a root cause to close, the
// corrective action raised from an incident (in the organization only), overdue and verification.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('incidents, near misses and corrective actions (%s)', (kind) => {
  let t: TestApp;
  let crew: Cookie;
  let officer: Cookie;
  let master: Cookie;
  let aurora: string;
  const userIds: Record<string, string> = {};

  beforeEach(async () => {
    t = await createTestApp(kind);
    crew = await signedIn(t.app, 'crew@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    const users = await t.db.query<{ id: string; email: string }>(`SELECT id, email FROM users`);
    for (const user of users.rows) userIds[user.email] = user.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);

  const nearMiss = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: aurora,
    occurred_at: '2026-11-22T05:40:00.000Z',
    incident_type: 'near_miss',
    location: 'Forecastle, windlass',
    severity: 'moderate',
    lost_time_injury: false,
    description: 'Brake band of the windlass slipped while heaving; chain stopper held.',
    ...overrides,
  });

  async function report(body: Record<string, unknown>, who = crew): Promise<Row> {
    const response = await request('PUT', `/api/v1/incidents/${uuidv7()}`, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const step = (
    resource: string,
    row: Row,
    action: string,
    who: Cookie,
    input: Record<string, unknown> = {},
  ) => request('POST', `/api/v1/${resource}/${row.id}/${action}`, who, { version: row.version, ...input });

  it('takes a report from a rating, numbered per vessel and year, and shows the reporter what became of it', async () => {
    const before = (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM incidents WHERE vessel_id = $1 AND incident_number LIKE 'INC-2026-%'`,
        [aurora],
      )
    ).rows[0]!.n;
    const row = await report(nearMiss({ status: 'closed', incident_number: 'INC-1999-0001' }));
    expect(row).toMatchObject({
      status: 'reported',
      incident_number: `INC-2026-${String(Number(before) + 1).padStart(4, '0')}`,
      created_by: userIds['crew@mars.demo'],
      anonymous: false,
    });
    const investigating = await step('incidents', row, 'investigate', master);
    expect(investigating.statusCode, investigating.body).toBe(200);
    // The reporter reads the row again and sees its state.
    // The generic export lists it, found by its number.
    const csv = await request('GET', `/api/v1/incidents/export.csv?q=${String(row.incident_number)}`, master);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(String(row.incident_number));
    const seen = await request('GET', `/api/v1/incidents/${row.id}`, crew);
    expect(seen.json()).toMatchObject({
      status: 'under_investigation',
      investigated_by: userIds['master@mars.demo'],
    });
  });

  it('never tells who reported an anonymous near miss: not in the row, the list, the database or the audit', async () => {
    const row = await report(nearMiss({ anonymous: true }));
    expect(row.created_by).toBeNull();
    expect(row.updated_by).toBeNull();
    // The reporter corrects the report: still nobody's.
    const edited = await request('PUT', `/api/v1/incidents/${row.id}`, crew, {
      ...nearMiss({ anonymous: true, location: 'Forecastle, port windlass' }),
      version: row.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ created_by: null, updated_by: null });

    for (const who of [master, officer, await signedIn(t.app, 'admin@mars.demo')]) {
      const one = (await request('GET', `/api/v1/incidents/${row.id}`, who)).json();
      expect(one).toMatchObject({ anonymous: true, created_by: null, updated_by: null });
      const list = (await request('GET', `/api/v1/incidents?vessel_id=${aurora}&anonymous=true`, who)).json();
      expect(list.rows.map((listed: Row) => listed.id)).toContain(row.id);
      expect(JSON.stringify(list)).not.toContain(userIds['crew@mars.demo']);
    }
    const stored = await t.db.query(`SELECT created_by, updated_by FROM incidents WHERE id = $1`, [row.id]);
    expect(stored.rows[0]).toEqual({ created_by: null, updated_by: null });
    const audit = await t.db.query<{ user_id: string | null }>(
      `SELECT user_id FROM audit_log WHERE entity = 'incident' AND entity_id = $1`,
      [row.id],
    );
    expect(audit.rows.length).toBe(2);
    expect(audit.rows.every((entry) => entry.user_id === null)).toBe(true);
    const feed = (await request('GET', '/api/v1/activity?limit=20', master)).json();
    const entries = (feed.rows as { entityId: string; userId: string | null }[]).filter(
      (entry) => entry.entityId === row.id,
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.userId === null)).toBe(true);

    // Only a near miss may be reported without a name.
    const fire = await request(
      'PUT',
      `/api/v1/incidents/${uuidv7()}`,
      crew,
      nearMiss({ anonymous: true, incident_type: 'fire' }),
    );
    expect(fire.statusCode).toBe(400);
    expect(fire.json().error.details.fields).toEqual({ anonymous: ['validation:anonymousNearMissOnly'] });
  });

  it('lets only the Master, officers and admins investigate and close, and closing needs a root cause', async () => {
    const row = await report(nearMiss({ lost_time_injury: true, incident_type: 'personal_injury' }));
    const byCrew = await step('incidents', row, 'investigate', crew);
    expect(byCrew.statusCode).toBe(403);
    expect(byCrew.json().error.code).toBe('incident_investigators_only');
    const engineer = await signedIn(t.app, 'engineer@mars.demo');
    expect((await step('incidents', row, 'investigate', engineer)).statusCode).toBe(403);

    const investigating = (await step('incidents', row, 'investigate', officer)).json() as Row;
    expect(investigating.status).toBe('under_investigation');

    for (const rootCause of [undefined, '', '   ', 'Brake']) {
      const refused = await step('incidents', investigating, 'close', master, { root_cause: rootCause });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'validation_failed',
        details: { fields: { root_cause: ['validation:rootCauseRequired'] } },
      });
    }
    expect(
      (await step('incidents', investigating, 'close', crew, { root_cause: 'x'.repeat(20) })).statusCode,
    ).toBe(403);
    const closed = await step('incidents', investigating, 'close', master, {
      root_cause: 'Brake lining worn; no brake test in the planned maintenance.',
      immediate_action: 'Brake lining renewed and tested.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const closedRow = closed.json() as Row;
    expect(closedRow).toMatchObject({
      status: 'closed',
      root_cause: 'Brake lining worn; no brake test in the planned maintenance.',
      closed_by: userIds['master@mars.demo'],
      closed_at: '2026-11-22T08:00:00.000Z',
    });
    // Closed is locked: an edit is refused until the investigation is reopened.
    const edit = await request('PUT', `/api/v1/incidents/${row.id}`, master, {
      ...nearMiss({ incident_type: 'personal_injury', location: 'Elsewhere' }),
      version: closedRow.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('incident_closed');

    const { stats } = (await request('GET', `/api/v1/incidents/stats?vessel_id=${aurora}`, crew)).json();
    expect(stats.lostTimeInjuries).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBe(stats.reported + stats.investigating + stats.closed);
  });

  it('raises a corrective action from an incident of the organization only, computes overdue and lets only the Master verify', async () => {
    const incident = await report(nearMiss());
    const action = (overrides: Record<string, unknown> = {}) => ({
      vessel_id: aurora,
      title: 'Add windlass brake test to the PMS',
      description: 'Brake holding test every three months as a planned job.',
      source: 'incident',
      incident_id: incident.id,
      severity: 'moderate',
      assigned_to: userIds['officer@mars.demo'],
      reported_by: userIds['master@mars.demo'],
      reported_date: '2026-11-01',
      due_date: '2026-11-10',
      ...overrides,
    });
    const created = await request('PUT', `/api/v1/corrective-actions/${uuidv7()}`, master, action());
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    expect(row).toMatchObject({ status: 'open', incident_id: incident.id });
    const read = (await request('GET', `/api/v1/corrective-actions/${row.id}`, crew)).json();
    expect(read.is_overdue).toBe(true);
    expect(row.action_number).toMatch(/^CA-2026-\d{4}$/);
    const byIncident = (
      await request('GET', `/api/v1/corrective-actions?incident_id=${incident.id}&is_overdue=true`, crew)
    ).json();
    expect(byIncident.rows.map((listed: Row) => listed.id)).toEqual([row.id]);

    // Another organization's admin cannot point an action at this incident.
    const other = await signedIn(t.app, 'admin@other.demo');
    const cross = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Southern Cross'`))
      .rows[0]!.id;
    const foreign = await request(
      'PUT',
      `/api/v1/corrective-actions/${uuidv7()}`,
      other,
      action({ vessel_id: cross, assigned_to: userIds['admin@other.demo'], reported_by: null }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields).toMatchObject({
      incident_id: ['validation:unknownReference'],
    });
    // Nor may a crew member raise one; and an incident's action says it comes from an incident.
    expect((await request('PUT', `/api/v1/corrective-actions/${uuidv7()}`, crew, action())).statusCode).toBe(
      403,
    );
    const wrongSource = await request(
      'PUT',
      `/api/v1/corrective-actions/${uuidv7()}`,
      master,
      action({ source: 'audit' }),
    );
    expect(wrongSource.json().error.details.fields).toEqual({ source: ['validation:sourceNotIncident'] });

    const completed = (
      await step('corrective-actions', row, 'complete', officer, {
        completion_notes: 'Planned job added.',
      })
    ).json() as Row;
    expect(completed).toMatchObject({ status: 'completed', completed_date: '2026-11-22' });
    expect((await request('GET', `/api/v1/corrective-actions/${row.id}`, crew)).json().is_overdue).toBe(
      false,
    );
    const byOfficer = await step('corrective-actions', completed, 'verify', officer);
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error.code).toBe('corrective_action_verify_master_only');
    const verified = await step('corrective-actions', completed, 'verify', master, {
      verification_notes: 'Test done and recorded at the next round.',
    });
    expect(verified.json()).toMatchObject({ status: 'verified', verified_by: userIds['master@mars.demo'] });
  });
});
