// A passage's waypoints and track against a real database (issue 14 'Navigation'): waypoints stored
// with the passage, an unreadable line or too many refused on the field; the track's distance and
// duration from the positions between departure and now; a vessel's track of the last days; the
// vessel's and organization's scope.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session as Cookie, TestApp } from '../../test-support';
import { apiCall, createTestApp, demoVesselIds, signedIn, TEST_DATABASES } from '../../test-support';

type Row = Record<string, unknown>;

describe.each(TEST_DATABASES)("a passage's waypoints and track (%s)", (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let officer: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let pioneer: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    admin = await signedIn(t.app, 'admin@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (who: Cookie, resource: string, payload: Row, id = uuidv7()) =>
    apiCall(t.app, 'PUT', `/api/v1/${resource}/${id}`, who, payload);
  const passage = (values: Row = {}): Row => ({
    vessel_id: aurora,
    departure_port: 'Hamburg',
    arrival_port: 'Rotterdam',
    planned_departure: '2026-11-21T06:00:00.000Z',
    eta: '2026-11-22T20:00:00.000Z',
    ...values,
  });
  const track = (who: Cookie, id: unknown) =>
    apiCall(t.app, 'GET', `/api/v1/navigation/passages/${String(id)}/track`, who);

  it('keeps the waypoints with the passage and refuses what it cannot read', async () => {
    const bad = await put(officer, 'passages', passage({ waypoints: "54°00.0'N 008°10.0'E Elbe 1\nElbe 2" }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.details.fields).toEqual({ waypoints: ['validation:waypointFormat'] });
    const many = Array.from({ length: 101 }, (_, index) => `54 ${index % 90} WP${index}`).join('\n');
    expect(
      (await put(officer, 'passages', passage({ waypoints: many }))).json().error.details.fields,
    ).toEqual({
      waypoints: ['validation:waypointCount'],
    });
    const waypoints = "54°00.0'N 008°10.0'E Elbe 1\n53 40,0 N 006 30,0 O German Bight West";
    const saved = await put(officer, 'passages', passage({ waypoints }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().waypoints).toBe(waypoints);
    const answer = await track(officer, saved.json().id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      passage_id: saved.json().id,
      vessel_id: aurora,
      summary: { distance_nm: null, duration_hours: null, positions: 0 },
      waypoints: [
        { number: 1, latitude: 54, name: 'Elbe 1' },
        { number: 2, longitude: 6.5, name: 'German Bight West' },
      ],
      track: [],
    });
    // 20' of latitude and 1°40' of longitude at 54 N: about 62 NM.
    expect(answer.json().planned_nm).toBeCloseTo(62.4, 0);
  });

  it('measures the passage under way from its positions since departure, to now', async () => {
    // The clock stands at 2026-11-22 08:00 UTC; the demo voyage's positions of these hours make way.
    await t.db.query(
      `DELETE FROM navigation_positions WHERE vessel_id = $1 AND recorded_at >= '2026-11-21'`,
      [aurora],
    );
    for (const [hour, longitude] of [
      [0, 8.0],
      [4, 7.0],
      [8, 6.0],
    ] as const) {
      const at = new Date(Date.parse('2026-11-22T00:00:00Z') + hour * 3_600_000).toISOString();
      const response = await put(officer, 'navigation-positions', {
        vessel_id: aurora,
        recorded_at: at,
        latitude: 54,
        longitude,
        status: 'underway',
        source: 'gps',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const saved = (
      await put(officer, 'passages', passage({ departed_at: '2026-11-22T00:00:00.000Z' }))
    ).json() as Row;
    const answer = (await track(officer, saved.id)).json();
    expect(answer.summary).toMatchObject({ duration_hours: 8, positions: 3 });
    // Two degrees of longitude at 54 N are about 70.6 NM.
    expect(answer.summary.distance_nm).toBeCloseTo(70.6, 0);
    expect(answer.summary.average_speed_kn).toBeCloseTo(8.8, 0);
    expect(answer.track.map((point: Row) => point.longitude)).toEqual([8, 7, 6]);
  });

  it("answers only a passage of the user's vessels and organization", async () => {
    const ofPioneer = (await put(admin, 'passages', passage({ vessel_id: pioneer }))).json() as Row;
    const ofAurora = (await put(officer, 'passages', passage())).json() as Row;
    expect((await track(officer, ofPioneer.id)).statusCode).toBe(404);
    expect((await track(admin, ofPioneer.id)).statusCode).toBe(200);
    expect((await track(otherAdmin, ofAurora.id)).statusCode).toBe(404);
    expect((await track(officer, 'nonsense')).statusCode).toBe(400);
  });

  it("answers a vessel's track of the last 7, 30 or 90 days, oldest first, inside the scope", async () => {
    const get = (who: Cookie, query: string) =>
      apiCall(t.app, 'GET', `/api/v1/navigation/track?${query}`, who);
    const week = await get(officer, `vessel_id=${aurora}`);
    expect(week.statusCode, week.body).toBe(200);
    const points = week.json().track as { recorded_at: string }[];
    // The demo's positions every 4 hours and the noon positions: about 45 in a week.
    expect(points.length).toBeGreaterThan(40);
    expect(points.length).toBeLessThan(50);
    expect(points.map((point) => point.recorded_at)).toEqual(points.map((point) => point.recorded_at).sort());
    expect(Date.parse(points[0]!.recorded_at)).toBeGreaterThanOrEqual(Date.parse(week.json().from));
    const month = await get(officer, `vessel_id=${aurora}&days=30`);
    expect(month.json().track.length).toBeGreaterThan(points.length * 3);
    expect((await get(officer, `vessel_id=${aurora}&days=8`)).statusCode).toBe(400);
    expect((await get(officer, `vessel_id=${pioneer}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `vessel_id=${aurora}`)).statusCode).toBe(404);
    expect((await get(admin, `vessel_id=${pioneer}&days=90`)).statusCode).toBe(200);
  });
});
