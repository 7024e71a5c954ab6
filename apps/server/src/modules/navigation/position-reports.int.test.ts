// The position reports of a vessel's day against a real database (issue 14 'Navigation'): what the
// day's positions make and miss (the rule itself is unit-tested in the domain), an actual departure
// without a position, the latest position as the deck log carries it, and the vessel's scope.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session as Cookie, TestApp } from '../../test-support';
import {
  apiCall,
  createRow,
  createTestApp,
  demoVesselIds,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';

type Row = Record<string, unknown>;

describe.each(TEST_DATABASES)('the position reports of the day (%s)', (kind) => {
  let t: TestApp;
  let officer: Cookie;
  let engineer: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let pioneer: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    officer = await signedIn(t.app, 'officer@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (values: Row): Promise<Row> =>
    createRow(t.app, 'navigation-positions', officer, {
      vessel_id: aurora,
      status: 'underway',
      source: 'manual',
      ...values,
    });
  const reports = (who: Cookie, vesselId: string) =>
    apiCall(t.app, 'GET', `/api/v1/navigation/position-reports?vessel_id=${vesselId}`, who);

  it("judges the day's positions and carries the latest into the deck log", async () => {
    // The clock stands at 2026-11-22 08:00 UTC; the demo voyage's positions of these hours make way
    // for a ship on the equator steaming east at 12 kn that missed its 0400 report.
    await t.db.query(
      `DELETE FROM navigation_positions WHERE vessel_id = $1 AND recorded_at >= '2026-11-21'`,
      [aurora],
    );
    await put({ recorded_at: '2026-11-21T20:00:00.000Z', latitude: 0, longitude: 0, course: 90, speed: 12 });
    const latest = await put({
      recorded_at: '2026-11-22T00:00:00.000Z',
      latitude: 0,
      longitude: 0.8,
      course: 90,
      speed: 12,
      wind_direction: 'NE',
      wind_force: 4,
      weather: 'Fair',
    });
    // The ship left port at 0200 by its port call, but no position says so.
    await t.db.query(
      `UPDATE port_calls SET departed_at = '2026-11-22T02:00:00Z'
       WHERE id = (SELECT id FROM port_calls WHERE vessel_id = $1 ORDER BY planned_arrival LIMIT 1)`,
      [aurora],
    );
    const response = await reports(engineer, aurora);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.day).toMatchObject({
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-11-22T08:00:00.000Z',
      reported: { four_hourly: 1, noon: 0, arrival_departure: 0, course_speed_change: 0 },
      next_four_hourly_at: '2026-11-22T04:00:00.000Z',
      next_noon_at: '2026-11-22T12:00:00.000Z',
    });
    expect(body.day.missing).toEqual([
      {
        requirement: 'arrival_departure',
        due_at: '2026-11-22T02:00:00.000Z',
        event: 'departure',
        port: 'Rotterdam',
      },
      { requirement: 'four_hourly', due_at: '2026-11-22T04:00:00.000Z' },
    ]);
    expect(body.latest).toMatchObject({
      position_id: latest.id,
      position_number: latest.position_number,
      deck_log: {
        entry_type: 'watch',
        entry_at: '2026-11-22T00:00:00.000Z',
        data: { latitude: 0, longitude: 0.8, course: 90, speed: 12, wind_direction: 'NE', wind_force: 4 },
      },
    });
    expect(body.latest.deck_log.title).toBe(
      `Position ${String(latest.position_number)}: 00°00.0'N 000°48.0'E`,
    );
  });

  it("answers only a vessel of the user's", async () => {
    // The demo voyage reports as the rules ask: nothing missing.
    const demo = await reports(officer, aurora);
    expect(demo.statusCode).toBe(200);
    expect(demo.json().day.missing).toEqual([]);
    expect((await reports(officer, pioneer)).statusCode).toBe(404);
    expect((await reports(otherAdmin, aurora)).statusCode).toBe(404);
    expect((await reports(officer, 'nonsense')).statusCode).toBe(400);
  });
});
