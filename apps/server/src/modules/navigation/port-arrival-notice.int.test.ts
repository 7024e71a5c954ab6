// The port arrival notice as a task against a real database (issue 14 'Navigation', spec section 9:
// 24 hours before arrival): a call due within a day without its notice is a task on the tasks screen
// and the dashboard's upcoming; marked sent once (by the deck), it is none; not after the arrival;
// another vessel's or organization's call is not found.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session as Cookie, TestApp } from '../../test-support';
import {
  apiCall,
  createRow,
  createTestApp,
  demoUserIds,
  demoVesselIds,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';

type Row = Record<string, unknown>;
type Task = {
  kind: string;
  id: string;
  title: string;
  detail: string | null;
  date: string;
  priority?: string;
};

describe.each(TEST_DATABASES)('the port arrival notice (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let officer: Cookie;
  let engineer: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let pioneer: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    admin = await signedIn(t.app, 'admin@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: Cookie, values: Row): Promise<Row> =>
    createRow(t.app, 'port-calls', who, {
      vessel_id: aurora,
      port_name: 'Bremerhaven',
      locode: 'DEBRV',
      operation: 'loading',
      ...values,
    });
  const mark = (who: Cookie, id: unknown) =>
    apiCall(t.app, 'POST', `/api/v1/navigation/port-calls/${String(id)}/arrival-notice`, who);
  const tasks = async (who: Cookie, query = 'limit=500'): Promise<Task[]> => {
    const response = await apiCall(t.app, 'GET', `/api/v1/tasks?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { rows: Task[] }).rows.filter((task) => task.kind === 'port_arrival_notice');
  };
  const upcoming = async (who: Cookie): Promise<Task[]> => {
    const response = await apiCall(t.app, 'GET', '/api/v1/dashboard', who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { upcoming: Task[] }).upcoming.filter(
      (task) => task.kind === 'port_arrival_notice',
    );
  };

  it('is a task from a day before the ETA until the notice is marked sent, once', async () => {
    // The clock stands at 2026-11-22 08:00 UTC: a call at 2000 is due for its notice since yesterday 2000.
    const soon = await call(officer, { planned_arrival: '2026-11-22T20:00:00.000Z' });
    const later = await call(officer, {
      port_name: 'Antwerp',
      locode: 'BEANR',
      planned_arrival: '2026-11-25T08:00:00.000Z',
    });
    const mine = await tasks(officer);
    expect(mine.find((task) => task.id === soon.id)).toMatchObject({
      title: 'Bremerhaven',
      detail: soon.port_call_number,
      date: '2026-11-21',
      priority: 'high',
    });
    expect(mine.find((task) => task.id === later.id)).toBeUndefined();
    expect((await upcoming(officer)).map((task) => task.id)).toContain(soon.id);

    const first = await mark(officer, soon.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      port_call_id: soon.id,
      arrival_notice_sent_at: '2026-11-22T08:00:00.000Z',
      created: true,
    });
    const again = await mark(admin, soon.id);
    expect(again.json()).toEqual({ ...first.json(), created: false });
    expect((await tasks(officer)).find((task) => task.id === soon.id)).toBeUndefined();
    expect((await upcoming(officer)).find((task) => task.id === soon.id)).toBeUndefined();
    const stored = (
      await t.db.query<Row>(`SELECT version, arrival_notice_sent_by FROM port_calls WHERE id = $1`, [soon.id])
    ).rows[0]!;
    expect(stored.version).toBe(2);
    expect(stored.arrival_notice_sent_by).toBe((await demoUserIds(t.db))['officer@mars.demo']);
    const audit = await t.db.query<{ changed_fields: Row }>(
      `SELECT changed_fields FROM audit_log WHERE entity = 'portCall' AND entity_id = $1 AND action = 'update'`,
      [soon.id],
    );
    expect(audit.rows.map((row) => row.changed_fields.step)).toEqual(['arrival_notice']);
    // A client cannot write it through the generic edit.
    const edit = await apiCall(t.app, 'PUT', `/api/v1/port-calls/${String(later.id)}`, officer, {
      ...later,
      arrival_notice_sent_at: '2026-11-22T07:00:00.000Z',
      version: later.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().arrival_notice_sent_at).toBeNull();
  });

  it("the demo's next port is a task; not after the arrival; the deck's only, on its own vessels", async () => {
    const hongKong = (
      await t.db.query<{ id: string; vessel_id: string }>(
        `SELECT id, vessel_id FROM port_calls WHERE port_name = 'Hong Kong' AND status = 'planned'`,
      )
    ).rows[0]!;
    const demo = await tasks(admin, `vessel_id=${hongKong.vessel_id}&limit=500`);
    expect(demo.map((task) => task.id)).toContain(hongKong.id);
    const arrived = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM port_calls WHERE vessel_id = $1 AND status = 'completed' LIMIT 1`,
        [aurora],
      )
    ).rows[0]!.id;
    await t.db.query(`UPDATE port_calls SET arrival_notice_sent_at = NULL WHERE id = $1`, [arrived]);
    const late = await mark(officer, arrived);
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().error.details.fields).toEqual({ status: ['validation:arrivalNoticeAfterArrival'] });

    const ofAurora = await call(officer, { planned_arrival: '2026-11-22T20:00:00.000Z' });
    const ofPioneer = await call(admin, { vessel_id: pioneer, planned_arrival: '2026-11-22T20:00:00.000Z' });
    expect((await mark(engineer, ofAurora.id)).statusCode).toBe(403);
    expect((await mark(officer, ofPioneer.id)).statusCode).toBe(404);
    expect((await mark(otherAdmin, ofAurora.id)).statusCode).toBe(404);
    expect((await mark(officer, 'nonsense')).statusCode).toBe(400);
    expect((await tasks(otherAdmin)).map((task) => task.id)).not.toContain(ofAurora.id);
    expect((await tasks(officer)).map((task) => task.id)).not.toContain(ofPioneer.id);
  });
});
