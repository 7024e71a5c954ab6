// Emissions end to end on the server: the CO2 of a record from its fuel's factor, the distance, hours
// and EU MRV scope taken from the linked passage or port call, the year's figures with the attained
// and required CII and the rating through the API (against the domain's rules), the roles (officers and
// engineers record, the Master verifies), the isolation of organizations and vessels, the bounds, and
// the demo year of both ships adding up.
import { attainedCii, ciiRating, co2FromFuel, etsSurrenderShare, requiredCii } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, demoVesselIds, TEST_DATABASES, createTestApp, signedIn } from '../../test-support';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('emissions (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let engineer: Cookie;
  let master: Cookie;
  let crew: Cookie;
  let auroraId: string;
  let pioneerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    crew = await signedIn(t.app, 'crew@mars.demo');
    ({ aurora: auroraId, pioneer: pioneerId } = await demoVesselIds(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  async function put(resource: string, body: Record<string, unknown>, who: Cookie): Promise<Row> {
    const response = await request('PUT', `/api/v1/${resource}/${uuidv7()}`, who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const year = async (vesselId: string, who: Cookie, reportingYear = 2026) =>
    request('GET', `/api/v1/emissions/year?vessel_id=${vesselId}&year=${reportingYear}`, who);

  it('the demo year of both ships: records of this year and the last, CO2 from the factors, a rating', async () => {
    for (const vesselId of [auroraId, pioneerId]) {
      const answer = (await year(vesselId, admin)).json();
      expect(answer.records).toBeGreaterThan(20);
      const { rows } = await t.db.query<{ fuel_type: string; fuel_consumed_t: string; co2_t: string }>(
        `SELECT fuel_type, fuel_consumed_t, co2_t FROM emission_records
         WHERE vessel_id = $1 AND deleted_at IS NULL AND period_start >= '2026-01-01' AND period_start < '2027-01-01'`,
        [vesselId],
      );
      expect(rows.length).toBe(answer.records);
      const co2 = rows.reduce(
        (sum, row) => sum + co2FromFuel(row.fuel_type as 'HFO', Number(row.fuel_consumed_t)),
        0,
      );
      expect(answer.co2_t).toBeCloseTo(co2, 2);
      for (const row of rows) {
        expect(Number(row.co2_t)).toBeCloseTo(
          co2FromFuel(row.fuel_type as 'HFO', Number(row.fuel_consumed_t)),
          2,
        );
      }
      expect(answer.cii.rating).toMatch(/^[A-E]$/);
      expect(answer.cii.reason).toBeNull();
      expect(answer.previous.map((entry: { year: number }) => entry.year)).toEqual([2024, 2025]);
      expect(answer.previous[1].rating).toMatch(/^[A-E]$/);
      expect(answer.eu.mrv_co2_t).toBeGreaterThan(0);
      expect(answer.verified).toBeGreaterThan(0);
      expect(answer.verified).toBeLessThan(answer.records);
    }
    const fleet = (await request('GET', '/api/v1/emissions/fleet?year=2026', admin)).json();
    expect(fleet.vessels.map((vessel: { vessel_name: string }) => vessel.vessel_name)).toEqual(
      expect.arrayContaining(['Nordic Aurora', 'Baltic Pioneer']),
    );
  });

  it('computes a voyage from its passage, a stay from its port call, and rates the year through the API', async () => {
    const vessel = await put(
      'vessels',
      {
        name: 'Emission Tester',
        imo_number: '9319466',
        flag_state: 'Malta',
        vessel_type: 'bulk_carrier',
        gross_tonnage: 44_000,
        deadweight: 80_000,
      },
      admin,
    );
    const passage = await put(
      'passages',
      {
        vessel_id: vessel.id,
        departure_port: 'Rotterdam',
        departure_locode: 'NLRTM',
        arrival_port: 'Houston',
        arrival_locode: 'USHOU',
        planned_departure: '2026-11-01T06:00:00.000Z',
        departed_at: '2026-11-01T06:00:00.000Z',
        arrived_at: '2026-11-16T06:00:00.000Z',
        distance_nm: 5000,
      },
      admin,
    );
    expect(passage.duration_hours).toBe(360);
    const call = await put(
      'port-calls',
      {
        vessel_id: vessel.id,
        port_name: 'Hamburg',
        locode: 'DEHAM',
        operation: 'discharging',
        planned_arrival: '2026-10-28T06:00:00.000Z',
        arrived_at: '2026-10-28T06:00:00.000Z',
        berthed_at: '2026-10-28T08:00:00.000Z',
        departed_at: '2026-10-30T08:00:00.000Z',
      },
      admin,
    );
    const voyage = {
      vessel_id: vessel.id,
      period_type: 'voyage',
      // Typed wrong: the passage's departure and arrival give the period.
      period_start: '2026-11-18',
      period_end: '2026-11-19',
      voyage_type: 'laden',
      passage_id: passage.id,
      cargo_carried_t: 70_000,
    };
    const hfo = await put(
      'emission-records',
      { ...voyage, fuel_type: 'HFO', fuel_consumed_t: 400, distance_nm: 1 },
      admin,
    );
    expect(hfo).toMatchObject({
      report_number: 'EM-2026-0001',
      period_start: '2026-11-01',
      period_end: '2026-11-16',
      emission_factor: 3.114,
      co2_t: 1245.6,
      distance_nm: 5000,
      hours_at_sea: 360,
      eu_scope: 'departing_eu',
      status: 'draft',
    });
    expect(hfo.eeoi).toBeCloseTo((1245.6 * 1e6) / (70_000 * 5000), 3);
    await put('emission-records', { ...voyage, fuel_type: 'MGO', fuel_consumed_t: 30 }, admin);
    const berth = await put(
      'emission-records',
      {
        vessel_id: vessel.id,
        period_type: 'voyage',
        period_start: '2026-10-28',
        period_end: '2026-10-30',
        voyage_type: 'port',
        port_call_id: call.id,
        fuel_type: 'MGO',
        fuel_consumed_t: 8,
      },
      admin,
    );
    expect(berth).toMatchObject({ eu_scope: 'at_berth_eu', hours_in_port: 48 });

    const answer = (await year(vessel.id, admin)).json();
    const co2 = co2FromFuel('HFO', 400) + co2FromFuel('MGO', 38);
    const ship = { shipType: 'bulk_carrier' as const, gt: 44_000, dwt: 80_000 };
    const attained = attainedCii({ ...ship, distanceNm: 5000, co2Tonnes: co2 });
    const required = requiredCii({ ...ship, year: 2026 });
    expect(answer).toMatchObject({
      records: 3,
      fuel_t: 438,
      distance_nm: 5000,
      hours_at_sea: 360,
      hours_in_port: 48,
    });
    expect(answer.co2_t).toBeCloseTo(co2, 3);
    expect(answer.fuel.map((fuel: { fuel_type: string }) => fuel.fuel_type)).toEqual(['HFO', 'MGO']);
    expect(answer.cii.attained).toBeCloseTo(attained, 3);
    expect(answer.cii.required).toBeCloseTo(required, 3);
    expect(answer.cii.capacity).toBe(80_000);
    expect(answer.cii.rating).toBe(ciiRating({ ...ship, attained, required }));
    const voyageCo2 = co2FromFuel('HFO', 400) + co2FromFuel('MGO', 30);
    const berthCo2 = co2FromFuel('MGO', 8);
    expect(answer.eu.mrv_co2_t).toBeCloseTo(voyageCo2 + berthCo2, 3);
    expect(answer.eu.ets_co2_t).toBeCloseTo(voyageCo2 / 2 + berthCo2, 3);
    expect(answer.eu.surrender_co2_t).toBeCloseTo((voyageCo2 / 2 + berthCo2) * etsSurrenderShare(2026), 3);

    // A passage completed later gives its distance to the year (read now, not as it was written).
    const stored = (await request('GET', `/api/v1/passages/${passage.id}`, admin)).json();
    const edited = await request('PUT', `/api/v1/passages/${passage.id}`, admin, {
      ...stored,
      distance_nm: 5200,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await year(vessel.id, admin)).json().distance_nm).toBe(5200);

    // A year with no reduction factor has figures but no rating.
    expect((await year(vessel.id, admin, 2031)).json().cii.reason).toBe('no_reduction_factor');
  });

  it('lets officers and engineers record and only the Master verify; a verified record is locked', async () => {
    const record = await put(
      'emission-records',
      {
        vessel_id: auroraId,
        period_type: 'weekly',
        period_start: '2026-11-09',
        period_end: '2026-11-15',
        voyage_type: 'ballast',
        fuel_type: 'VLSFO',
        fuel_consumed_t: 150,
        distance_nm: 2000,
      },
      engineer,
    );
    expect(record.eu_scope).toBeNull();
    const refused = await request('PUT', `/api/v1/emission-records/${uuidv7()}`, crew, {
      vessel_id: auroraId,
      period_type: 'weekly',
      period_start: '2026-11-09',
      period_end: '2026-11-15',
      voyage_type: 'ballast',
      fuel_type: 'VLSFO',
      fuel_consumed_t: 1,
    });
    expect(refused.statusCode).toBe(403);
    const byEngineer = await request('POST', `/api/v1/emission-records/${record.id}/verify`, engineer, {
      version: record.version,
    });
    expect(byEngineer.json().error.code).toBe('emission_verify_master_only');
    const verified = await request('POST', `/api/v1/emission-records/${record.id}/verify`, master, {
      version: record.version,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'verified' });
    expect(verified.json().verified_by).toBeTruthy();
    const edit = await request('PUT', `/api/v1/emission-records/${record.id}`, engineer, {
      ...(verified.json() as Record<string, unknown>),
      fuel_consumed_t: 151,
    });
    expect(edit.json().error.code).toBe('emission_record_verified');
    const reopened = await request('POST', `/api/v1/emission-records/${record.id}/reopen`, master, {
      version: verified.json().version,
    });
    expect(reopened.json()).toMatchObject({ status: 'draft', verified_at: null });
  });

  it('keeps organizations and vessels apart', async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    expect((await year(auroraId, other)).statusCode).toBe(404);
    const fleet = (await request('GET', '/api/v1/emissions/fleet?year=2026', other)).json();
    expect(fleet.vessels.map((vessel: { vessel_id: string }) => vessel.vessel_id)).not.toContain(auroraId);
    // The engineer of Nordic Aurora sees neither Baltic Pioneer's year nor records it with a passage of that ship.
    expect((await year(pioneerId, engineer)).statusCode).toBe(404);
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM passages WHERE vessel_id = $1 AND deleted_at IS NULL LIMIT 1`,
      [pioneerId],
    );
    const foreign = await request('PUT', `/api/v1/emission-records/${uuidv7()}`, admin, {
      vessel_id: auroraId,
      period_type: 'voyage',
      period_start: '2026-11-01',
      period_end: '2026-11-02',
      voyage_type: 'laden',
      passage_id: rows[0]!.id,
      fuel_type: 'HFO',
      fuel_consumed_t: 10,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields.passage_id).toEqual(['validation:unknownReference']);
  });

  it('refuses figures out of bounds', async () => {
    const base = {
      vessel_id: auroraId,
      period_type: 'monthly',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      voyage_type: 'laden',
      fuel_type: 'HFO',
      fuel_consumed_t: 10,
    };
    for (const bad of [
      { fuel_consumed_t: -1 },
      { fuel_consumed_t: 20_001 },
      { distance_nm: 30_001 },
      { fuel_type: 'coal' },
      { period_end: '2026-09-30' },
      { period_start: '2026-12-01', period_end: '2026-12-31' },
      { voyage_type: 'port', passage_id: uuidv7() },
    ]) {
      const response = await request('PUT', `/api/v1/emission-records/${uuidv7()}`, engineer, {
        ...base,
        ...bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const query of ['year=1800', 'year=abc', 'year=2026.5']) {
      const response = await request(
        'GET',
        `/api/v1/emissions/year?vessel_id=${auroraId}&${query}`,
        engineer,
      );
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (await request('GET', `/api/v1/emissions/year?vessel_id=nope&year=2026`, engineer)).statusCode,
    ).toBe(400);
  });
});
