// Navigation against a real database (issue 14): coordinates out of range and future times refused
// per field, a passage's arrival before its departure refused on an edit and on the step, its distance
// computed from the positions in between (or kept as entered), the port call's times in order, the
// officers of a passage only from its own ship, roles, and the last position of each vessel answered
// inside the user's organization and vessels.
import { greatCircleNm, trackDistanceNm } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Cookie = Session;
type Response = { statusCode: number; body: string; json(): unknown };
type Row = Record<string, unknown>;

describe.each(TEST_DATABASES)('navigation (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let officer: Cookie;
  let engineer: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let pioneer: string;

  const one = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: string }>(sql, params)).rows[0]!.id;

  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    admin = await signedIn(t.app, 'admin@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    aurora = await one(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`);
    pioneer = await one(`SELECT id FROM vessels WHERE name = 'Baltic Pioneer'`);
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (who: Cookie, resource: string, payload: Row, id: string = uuidv7()) =>
    apiCall(t.app, 'PUT', `/api/v1/${resource}/${id}`, who, payload);
  const step = (who: Cookie, resource: string, row: Row, action: string, payload: Row = {}) =>
    apiCall(t.app, 'POST', `/api/v1/${resource}/${String(row.id)}/${action}`, who, {
      version: row.version,
      ...payload,
    });
  const get = (who: Cookie, url: string) => apiCall(t.app, 'GET', url, who);
  const fieldsOf = (response: Response) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as {
      error: { code: string; details: { fields: Record<string, string[]> } };
    };
    expect(body.error.code).toBe('validation_failed');
    return body.error.details.fields;
  };
  const created = (response: Response): Row => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const ok = (response: Response): Row => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row;
  };

  const position = (values: Row = {}): Row => ({
    vessel_id: aurora,
    recorded_at: '2026-11-22T04:00:00.000Z',
    latitude: 53.54,
    longitude: 9.978333,
    status: 'underway',
    source: 'manual',
    ...values,
  });
  const passage = (values: Row = {}): Row => ({
    vessel_id: aurora,
    departure_port: 'Hamburg',
    departure_locode: 'DEHAM',
    arrival_port: 'Rotterdam',
    arrival_locode: 'NLRTM',
    planned_departure: '2026-11-20T06:00:00.000Z',
    eta: '2026-11-21T08:00:00.000Z',
    ...values,
  });
  const portCall = (values: Row = {}): Row => ({
    vessel_id: aurora,
    port_name: 'Rotterdam',
    locode: 'NLRTM',
    operation: 'discharging',
    planned_arrival: '2026-11-21T08:00:00.000Z',
    planned_departure: '2026-11-22T18:00:00.000Z',
    ...values,
  });

  it('stores a position in decimal degrees and numbers it per vessel and year', async () => {
    const row = created(await put(officer, 'navigation-positions', position()));
    expect(row.latitude).toBeCloseTo(53.54, 6);
    expect(row.longitude).toBeCloseTo(9.978333, 6);
    expect(String(row.position_number)).toMatch(/^POS-2026-\d{4}$/);
  });

  it('refuses coordinates out of range, speeds and courses beyond bounds and a future time, per field', async () => {
    expect(
      fieldsOf(await put(officer, 'navigation-positions', position({ latitude: 90.5, longitude: -180.01 }))),
    ).toEqual({ latitude: ['validation:max'], longitude: ['validation:min'] });
    expect(fieldsOf(await put(officer, 'navigation-positions', position({ latitude: -91 })))).toEqual({
      latitude: ['validation:min'],
    });
    expect(
      Object.keys(
        fieldsOf(await put(officer, 'navigation-positions', position({ speed: 61, course: 400 }))),
      ).sort(),
    ).toEqual(['course', 'speed']);
    expect(
      fieldsOf(
        await put(officer, 'navigation-positions', position({ recorded_at: '2026-11-22T09:00:00.000Z' })),
      ),
    ).toEqual({ recorded_at: ['validation:timeInFuture'] });
    expect(
      fieldsOf(
        await put(officer, 'navigation-positions', position({ latitude: 'abc' as unknown as number })),
      ),
    ).toHaveProperty('latitude');
    // The poles and the antimeridian are positions.
    created(await put(officer, 'navigation-positions', position({ latitude: -90, longitude: 180 })));
  });

  it('refuses an arrival before the departure, an ETA before the ETD and a malformed UN/LOCODE', async () => {
    expect(
      fieldsOf(
        await put(
          officer,
          'passages',
          passage({ departed_at: '2026-11-21T06:00:00.000Z', arrived_at: '2026-11-21T05:00:00.000Z' }),
        ),
      ),
    ).toEqual({ arrived_at: ['validation:arrivalBeforeDeparture'] });
    expect(fieldsOf(await put(officer, 'passages', passage({ eta: '2026-11-19T06:00:00.000Z' })))).toEqual({
      eta: ['validation:etaBeforeDeparture'],
    });
    expect(fieldsOf(await put(officer, 'passages', passage({ arrival_locode: 'NL1TM' })))).toEqual({
      arrival_locode: ['validation:unLocode'],
    });
  });

  it('starts and completes a passage, its distance computed from the positions in between', async () => {
    // Positions on the way from the Elbe to the Maas, 4 hours apart (the clock is 2026-11-22 08:00), in
    // place of the demo voyage's of those hours.
    await t.db.query(
      `DELETE FROM navigation_positions WHERE vessel_id = $1 AND recorded_at >= '2026-11-21'`,
      [aurora],
    );
    const track = [
      { latitude: 53.9, longitude: 8.6, at: '2026-11-21T08:00:00.000Z' },
      { latitude: 53.85, longitude: 7.2, at: '2026-11-21T12:00:00.000Z' },
      { latitude: 53.6, longitude: 5.6, at: '2026-11-21T16:00:00.000Z' },
      { latitude: 52.9, longitude: 4.4, at: '2026-11-21T20:00:00.000Z' },
      { latitude: 52.0, longitude: 4.0, at: '2026-11-22T00:00:00.000Z' },
    ];
    for (const point of track) {
      created(await put(officer, 'navigation-positions', position({ ...point, recorded_at: point.at })));
    }
    // A position of the other ship in the same hours counts for its own passages only.
    created(
      await put(
        admin,
        'navigation-positions',
        position({
          vessel_id: pioneer,
          latitude: 10,
          longitude: 60,
          recorded_at: '2026-11-21T14:00:00.000Z',
        }),
      ),
    );
    let row = created(await put(officer, 'passages', passage()));
    expect(row.status).toBe('planning');
    expect(String(row.passage_number)).toMatch(/^P-2026-\d{4}$/);

    // Departure is asked for; the engineer reads but does not navigate.
    expect(fieldsOf(await step(officer, 'passages', row, 'start'))).toEqual({
      departed_at: ['validation:departureTimeRequired'],
    });
    expect((await step(engineer, 'passages', row, 'start', { departed_at: track[0]!.at })).statusCode).toBe(
      403,
    );
    row = ok(await step(officer, 'passages', row, 'start', { departed_at: track[0]!.at }));
    expect(row.status).toBe('in_progress');
    expect(row.departed_at).toBe(track[0]!.at);

    // An arrival before the departure is refused on the step, with the field's code.
    expect(
      fieldsOf(await step(officer, 'passages', row, 'complete', { arrived_at: '2026-11-21T07:00:00.000Z' })),
    ).toEqual({ arrived_at: ['validation:arrivalBeforeDeparture'] });
    row = ok(
      await step(officer, 'passages', row, 'complete', {
        arrived_at: track.at(-1)!.at,
        fuel_consumed_mt: 41.5,
      }),
    );
    expect(row.status).toBe('completed');
    const expected = trackDistanceNm(track);
    expect(Number(row.distance_nm)).toBeCloseTo(expected, 1);
    expect(Number(row.distance_nm)).toBeGreaterThan(greatCircleNm(track[0]!, track.at(-1)!));
    expect(row.distance_source).toBe('computed');
    expect(row.duration_hours).toBe(16);
    expect(Number(row.average_speed_kn)).toBeCloseTo(expected / 16, 1);
    expect(row.fuel_consumed_mt).toBe(41.5);
    // A completed passage is not started again.
    expect((await step(officer, 'passages', row, 'start', { departed_at: track[0]!.at })).statusCode).toBe(
      409,
    );

    // The officer's own figure replaces the computed one, and the average speed follows it.
    const edited = ok(
      await put(officer, 'passages', { ...passage(), ...pick(row), distance_nm: 240 }, String(row.id)),
    );
    expect(edited.distance_nm).toBe(240);
    expect(edited.distance_source).toBe('entered');
    expect(edited.average_speed_kn).toBe(15);
  });

  it('moves a port call through arrival, berthing and departure in order', async () => {
    let row = created(await put(officer, 'port-calls', portCall()));
    expect(row.status).toBe('planned');
    expect(
      fieldsOf(await put(officer, 'port-calls', portCall({ planned_departure: '2026-11-21T07:00:00.000Z' }))),
    ).toEqual({
      planned_departure: ['validation:etdBeforeEta'],
    });
    row = ok(await step(officer, 'port-calls', row, 'arrive', { arrived_at: '2026-11-21T06:00:00.000Z' }));
    expect(row.status).toBe('arrived');
    expect(
      fieldsOf(await step(officer, 'port-calls', row, 'berth', { berthed_at: '2026-11-21T05:00:00.000Z' })),
    ).toEqual({ berthed_at: ['validation:berthingBeforeArrival'] });
    row = ok(await step(officer, 'port-calls', row, 'berth', { berthed_at: '2026-11-21T07:30:00.000Z' }));
    expect(row.status).toBe('operations');
    expect(
      fieldsOf(await step(officer, 'port-calls', row, 'depart', { departed_at: '2026-11-21T07:00:00.000Z' })),
    ).toEqual({ departed_at: ['validation:departureBeforeArrival'] });
    expect(
      fieldsOf(await step(officer, 'port-calls', row, 'depart', { departed_at: '2026-11-23T07:00:00.000Z' })),
    ).toEqual({ departed_at: ['validation:timeInFuture'] });
    row = ok(await step(officer, 'port-calls', row, 'depart', { departed_at: '2026-11-22T06:00:00.000Z' }));
    expect(row.status).toBe('completed');
    // Departed is the end: no arrival after it.
    expect(
      (await step(officer, 'port-calls', row, 'arrive', { arrived_at: '2026-11-22T07:00:00.000Z' }))
        .statusCode,
    ).toBe(409);
  });

  it("takes a passage's Master and chief officer only from its own ship and organization", async () => {
    const seafarer = (vesselId: string) =>
      one(`SELECT id FROM personnel WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`, [
        vesselId,
      ]);
    const otherOrganizationSeafarer = await one(
      `SELECT p.id FROM personnel p JOIN vessels v ON v.id = p.vessel_id WHERE v.name = 'Southern Cross' LIMIT 1`,
    ).catch(() => uuidv7());
    expect(
      fieldsOf(
        await put(
          admin,
          'passages',
          passage({ master_id: await seafarer(pioneer), chief_officer_id: otherOrganizationSeafarer }),
        ),
      ),
    ).toEqual({
      master_id: ['validation:unknownReference'],
      chief_officer_id: ['validation:unknownReference'],
    });
    expect(
      fieldsOf(await put(officer, 'navigation-positions', position({ officer_id: await seafarer(pioneer) }))),
    ).toEqual({
      officer_id: ['validation:unknownReference'],
    });
    created(await put(admin, 'passages', passage({ master_id: await seafarer(aurora) })));
  });

  it('keeps positions to the organization and the vessels of the user', async () => {
    const row = created(await put(officer, 'navigation-positions', position()));
    // The officer serves on Nordic Aurora only; the other organization sees nothing of it.
    const elsewhere = await put(officer, 'navigation-positions', position({ vessel_id: pioneer }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(fieldsOf(elsewhere)).toHaveProperty('vessel_id');
    expect((await get(otherAdmin, `/api/v1/navigation-positions/${String(row.id)}`)).statusCode).toBe(404);
    expect((await put(otherAdmin, 'navigation-positions', position(), String(row.id))).statusCode).not.toBe(
      200,
    );
  });

  it('answers the last position of each vessel from one place, inside the scope', async () => {
    const newest = created(
      await put(
        officer,
        'navigation-positions',
        position({ recorded_at: '2026-11-22T08:04:00.000Z', latitude: 54.1, longitude: 7.5 }),
      ),
    );
    created(
      await put(officer, 'navigation-positions', position({ recorded_at: '2026-11-22T06:00:00.000Z' })),
    );
    const mine = ok(await get(officer, '/api/v1/navigation/last-positions')) as { rows: Row[] };
    expect(mine.rows.map((entry) => entry.vessel_id)).toEqual([aurora]);
    expect(mine.rows[0]).toMatchObject({
      position_id: newest.id,
      latitude: 54.1,
      longitude: 7.5,
      status: 'underway',
    });

    // The company admin sees both demo ships (the seed's voyages), the other organization neither.
    const all = ok(await get(admin, '/api/v1/navigation/last-positions')) as { rows: Row[] };
    expect(all.rows.map((entry) => entry.vessel_id).sort()).toEqual([aurora, pioneer].sort());
    const ofPioneer = ok(await get(admin, `/api/v1/navigation/last-positions?vessel_id=${pioneer}`)) as {
      rows: Row[];
    };
    expect(ofPioneer.rows.map((entry) => entry.vessel_id)).toEqual([pioneer]);
    expect((ok(await get(otherAdmin, '/api/v1/navigation/last-positions')) as { rows: Row[] }).rows).toEqual(
      [],
    );
    expect((await get(officer, `/api/v1/navigation/last-positions?vessel_id=${pioneer}`)).statusCode).toBe(
      404,
    );
    expect((await get(officer, '/api/v1/navigation/last-positions?vessel_id=nonsense')).statusCode).toBe(400);
  });

  it('seeds a voyage: positions every 4 hours, passages with computed distances, port calls in order', async () => {
    const { rows } = await t.db.query<{ status: string; distance_nm: number | null; passage_number: string }>(
      `SELECT status, distance_nm, passage_number FROM passages WHERE vessel_id = $1 ORDER BY planned_departure`,
      [aurora],
    );
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed', 'in_progress', 'planning']);
    expect(rows[0]!.distance_nm).toBeGreaterThan(4500);
    const calls = await t.db.query<{ port_name: string; status: string }>(
      `SELECT port_name, status FROM port_calls WHERE vessel_id = $1 ORDER BY planned_arrival`,
      [aurora],
    );
    expect(calls.rows).toEqual([
      { port_name: 'Rotterdam', status: 'completed' },
      { port_name: 'Houston', status: 'completed' },
      { port_name: 'Santos', status: 'planned' },
    ]);
    // A new passage continues the seeded numbers.
    const next = created(await put(officer, 'passages', passage()));
    expect(String(next.passage_number)).not.toBe(rows.at(-1)!.passage_number);
  });
});

/** The stored row's values a form sends back (its id, number and state are the server's). */
function pick(row: Row): Row {
  const { planned_departure, eta, departed_at, arrived_at, version } = row;
  return { planned_departure, eta, departed_at, arrived_at, version };
}
