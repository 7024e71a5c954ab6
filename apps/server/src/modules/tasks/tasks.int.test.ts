// The tasks screen's list against a real database: the open work of the user's vessels from several
// modules, soonest first, with the spec's statuses and priorities; only one's own with mine=true;
// nothing of another organization, and bounded.
import { TASK_PRIORITIES, TASK_STATUSES } from '@mars/domain';
import type { Task } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES, TEST_START } from '../../test-support';

type Cookie = { cookie: string };
type Answer = { rows: Task[]; truncated: boolean };

describe.each(TEST_DATABASES)('tasks (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let master: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let masterId: string;
  // The server's today: the test clock's.
  const today = TEST_START.toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    admin = await signedIn(t.app, 'admin@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    masterId = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'master@mars.demo'`))
      .rows[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const tasks = async (who: Cookie, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/tasks${query}`, headers: who });
    return { status: response.statusCode, body: response.json() as Answer };
  };

  it("lists the vessel's open work from several modules, soonest first, with the spec's states", async () => {
    const { status, body } = await tasks(admin, `?vessel_id=${aurora}&limit=500`);
    expect(status).toBe(200);
    const kinds = new Set(body.rows.map((task) => task.kind));
    for (const expected of ['work_order', 'drill', 'certificate'] as const) expect(kinds).toContain(expected);
    expect(body.rows.every((task) => task.vesselId === aurora)).toBe(true);
    const dates = body.rows.map((task) => task.date);
    expect(dates).toEqual([...dates].sort());
    for (const task of body.rows) {
      expect(TASK_STATUSES).toContain(task.status);
      expect(TASK_PRIORITIES).toContain(task.priority);
      // Past its date, a task is high whatever its own priority.
      if (task.days < 0) expect(task.priority).toBe('high');
    }
  });

  it("shows a corrective action assigned to the Master as his, with its severity's priority", async () => {
    const id = uuidv7();
    const due = new Date(TEST_START.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/corrective-actions/${id}`,
      headers: { ...admin, ...CSRF },
      payload: {
        vessel_id: aurora,
        title: 'Renew the gangway safety net',
        description: 'The net is torn at the lower end.',
        source: 'other',
        severity: 'critical',
        assigned_to: masterId,
        reported_date: today,
        due_date: due,
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    const mine = (await tasks(master, '?mine=true&limit=500')).body.rows;
    const action = mine.find((task) => task.id === id);
    expect(action).toMatchObject({
      kind: 'corrective_action',
      status: 'pending',
      priority: 'high',
      assignedTo: masterId,
      date: due,
    });
    expect(action!.link).toContain('/corrective-actions?q=');
    expect(mine.every((task) => task.assignedTo === masterId)).toBe(true);
  });

  it("lists a seafarer's ended month of rest hours to sign as his, until he signs it", async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const restHours = async () =>
      (await tasks(crew, `?vessel_id=${aurora}&mine=true`)).body.rows.filter(
        (task) => task.kind === 'rest_hours',
      );
    const [october] = await restHours();
    expect(october).toMatchObject({ detail: '2026-10', date: '2026-10-31', status: 'pending' });
    const [seafarer] = october!.id.split(':');
    expect(october!.link).toBe(`/crew/hours?seafarer=${seafarer}&month=2026-10`);
    // Only October: September is signed, November has not ended; nobody else's months are his.
    expect((await restHours()).map((task) => task.detail)).toEqual(['2026-10']);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crew/hours/${seafarer}/2026-10/sign`,
      headers: { ...crew, ...CSRF },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await restHours()).toEqual([]);
  });

  it('tells when more tasks are due later than the last one listed', async () => {
    const { body } = await tasks(admin, '?limit=1');
    expect(body.rows).toHaveLength(1);
    expect(body.truncated).toBe(true);
  });

  it('shows nothing of another organization, and refuses its vessel and an unbounded list', async () => {
    const { body } = await tasks(otherAdmin, '?limit=500');
    expect(body.rows.some((task) => task.vesselId === aurora)).toBe(false);
    const foreign = await tasks(otherAdmin, `?vessel_id=${aurora}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.rows).toEqual([]);
    expect((await tasks(admin, '?limit=501')).status).toBe(400);
    expect((await tasks(admin, '?vessel_id=not-a-ship')).status).toBe(400);
  });
});
