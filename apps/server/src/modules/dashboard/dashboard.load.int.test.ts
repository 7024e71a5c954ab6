// The dashboard's cost does not grow with the fleet's backlog: with hundreds of overdue work orders it
// reads only the tasks it shows (plus ties), and the list it shows is the one of the whole backlog.
import { shiftDate } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { buildDashboard } from './dashboard.service';

const BACKLOG = 400;

describe.each(TEST_DATABASES)('dashboard under a large backlog (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads only the upcoming tasks it shows and shows the soonest of the whole backlog', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const { rows } = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Nordic Aurora'`,
    );
    const vessel = rows[0]!;
    // Four work orders per day for 100 overdue days, titles out of insertion order: ties on dates.
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       SELECT gen_random_uuid(), $1, $2, 'Backlog ' || chr(90 - n % 4) || n, 'Backlog work', $3::date - (n / 4) - 1,
              (ARRAY['pending', 'open', 'in_progress'])[1 + n % 3]
       FROM generate_series(0, $4 - 1) AS n`,
      [vessel.organization_id, vessel.id, today, BACKLOG],
    );
    let rowsRead = 0;
    const counting: Queryable = {
      query: async (sql, params) => {
        const result = await t.db.query(sql, params);
        if (/\bwork_orders\b/.test(sql)) rowsRead += result.rows.length;
        return result as never;
      },
    };
    const scope: Scope = {
      organizationId: vessel.organization_id,
      userId: uuidv7(),
      role: 'company_admin',
      vesselIds: undefined,
    };
    const dashboard = await buildDashboard(counting, scope, { vesselId: undefined, today });
    expect(rowsRead).toBeLessThan(60);

    // The same list, taken from every due task of the organization.
    const { rows: all } = await t.db.query<{ title: string; date: string }>(
      `SELECT title, due_date AS date FROM work_orders
       WHERE organization_id = $1 AND deleted_at IS NULL AND status IN ('pending', 'open', 'in_progress')
         AND due_date <= $2::date + 30
       UNION ALL
       SELECT certificate_name, expiry_date FROM certificates
       WHERE organization_id = $1 AND deleted_at IS NULL AND status NOT IN ('cancelled', 'renewal_in_progress')
         AND expiry_date <= $2::date + 30`,
      [vessel.organization_id, today],
    );
    const expected = all
      .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
      .slice(0, 25)
      .map((task) => [task.date, task.title]);
    expect(dashboard.upcoming.map((task) => [task.date, task.title])).toEqual(expected);
    expect(dashboard.upcoming[0]!.date).toBe(shiftDate(today, -100));
    expect(dashboard.figures.workOrders!.overdue).toBeGreaterThanOrEqual(BACKLOG);
  });

  it('recounts the rest-hour violations when a recorded day changes', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const violations = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie: admin.cookie } })
      ).json().figures.restHourViolations as number;
    const today = t.clock.now().toISOString().slice(0, 10);
    const setDays = (slots: string) =>
      t.db.query(
        `UPDATE work_rest_days SET slots = $1 WHERE work_date >= $2::date - 1 AND work_date <= $2::date`,
        [slots, today],
      );
    await setDays('1'.repeat(36) + '0'.repeat(12));
    const withLongDays = await violations();
    expect(await violations()).toBe(withLongDays);
    await setDays('0'.repeat(48));
    expect(await violations()).toBeLessThan(withLongDays);
    await setDays('1'.repeat(36) + '0'.repeat(12));
    expect(await violations()).toBe(withLongDays);
  });
});
