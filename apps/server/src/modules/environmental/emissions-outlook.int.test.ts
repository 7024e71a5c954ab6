// The emissions screen's outlook on the server: the ship's EEXI from its vessel record against the
// required EEXI of MARPOL Annex VI reg. 25 (rules/eexi.ts), the CII forecast to 31 December from the
// recent records (rules/cii-forecast.ts) through the API, and the bounds of the vessel's EEXI fields.
import {
  ciiBoundaries,
  ciiForecastWindow,
  co2FromFuel,
  forecastCii,
  requiredCii,
  requiredEexi,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import {
  apiCall,
  createTestApp,
  demoVesselIds,
  signedIn,
  TEST_DATABASES,
  TEST_START,
} from '../../test-support';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number };

describe.each(TEST_DATABASES)('emissions outlook (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let engineer: Cookie;
  let auroraId: string;
  let pioneerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
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
  // The demo seed writes the records up to the test clock's today: its year is this one.
  const thisYear = TEST_START.getUTCFullYear();
  const year = async (vesselId: string, who: Cookie, reportingYear = thisYear) =>
    request('GET', `/api/v1/emissions/year?vessel_id=${vesselId}&year=${reportingYear}`, who);

  it("answers the ship's EEXI from its record against reg. 25, and the demo year's forecast adds up", async () => {
    const aurora = (await year(auroraId, engineer)).json();
    const auroraRequired = requiredEexi({ shipType: 'bulk_carrier', dwt: 81_600, gt: 43_012 });
    expect(auroraRequired.applicable).toBe(true);
    expect(aurora.eexi).toMatchObject({
      applicable: true,
      reason: null,
      attained: 3.41,
      epl_fitted: true,
      epl_power_kw: 6300,
      measure: 'dwt',
      b: 81_600,
      reduction_factor: 20,
      band_from: 20_000,
      band_to: null,
      compliant: true,
    });
    expect(aurora.eexi.required).toBeCloseTo(auroraRequired.applicable ? auroraRequired.required : 0, 4);
    expect(aurora.eexi.rule_version).toMatch(/MEPC\.328\(76\)/);
    const pioneer = (await year(pioneerId, admin)).json();
    expect(pioneer.eexi).toMatchObject({
      attained: 12.62,
      epl_fitted: false,
      reduction_factor: 30,
      compliant: true,
    });
    expect(pioneer.eexi.required).toBeCloseTo(13.1079, 3);

    // The demo year of this year: the year so far plus the remaining days at the profile's daily figures.
    for (const answer of [aurora, pioneer]) {
      const forecast = answer.forecast;
      expect(answer.forecast_reason).toBeNull();
      expect(forecast.co2_t).toBeCloseTo(answer.co2_t + forecast.co2_per_day * forecast.remaining_days, 0);
      expect(forecast.distance_nm).toBeCloseTo(
        answer.distance_nm + forecast.distance_per_day * forecast.remaining_days,
        -1,
      );
      expect(forecast.rating).toMatch(/^[A-E]$/);
      expect(forecast.required).toBeCloseTo(answer.cii.required, 3);
      expect(forecast.co2_left_t).toBeCloseTo(forecast.co2_limit_t - answer.co2_t, 1);
    }
    // A past year has no forecast: its attained CII is final.
    expect((await year(auroraId, engineer, thisYear - 1)).json()).toMatchObject({
      forecast: null,
      forecast_reason: 'year_ended',
    });
  });

  it("forecasts a ship's year from its recent records and refuses EEXI fields out of bounds", async () => {
    const ship = { shipType: 'bulk_carrier' as const, gt: 44_000, dwt: 80_000 };
    const vessel = await put(
      'vessels',
      {
        name: 'Forecast Tester',
        imo_number: '9176187',
        flag_state: 'Malta',
        vessel_type: 'bulk_carrier',
        gross_tonnage: ship.gt,
        deadweight: ship.dwt,
        attained_eexi: 3.6,
        epl_fitted: false,
      },
      admin,
    );
    const today = TEST_START.toISOString().slice(0, 10);
    const weekAgo = new Date(TEST_START.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
    const start = weekAgo < `${thisYear}-01-01` ? `${thisYear}-01-01` : weekAgo;
    await put(
      'emission-records',
      {
        vessel_id: vessel.id,
        period_type: 'weekly',
        period_start: start,
        period_end: today,
        voyage_type: 'laden',
        fuel_type: 'VLSFO',
        fuel_consumed_t: 210,
        distance_nm: 2100,
      },
      admin,
    );
    const answer = (await year(vessel.id, admin, thisYear)).json();
    // Its EEXI: 3.6 above the required 3.5269 (80,000 DWT bulk carrier, Y = 20) does not comply.
    expect(answer.eexi.compliant).toBe(false);
    const window = ciiForecastWindow(thisYear, today)!;
    const co2 = co2FromFuel('VLSFO', 210);
    const expected = forecastCii({
      ship,
      year: thisYear,
      window,
      yearToDate: { co2Tonnes: co2, distanceNm: 2100 },
      recent: { co2Tonnes: co2, distanceNm: 2100 },
      runningRating: answer.cii.rating,
    });
    if (window.remainingDays === 0 || !expected) {
      expect(answer.forecast).toBeNull();
    } else {
      expect(answer.forecast).toMatchObject({
        from: window.from,
        to: today,
        basis: window.basis,
        rating: expected.rating,
      });
      expect(answer.forecast.attained).toBeCloseTo(expected.attained, 3);
      expect(answer.forecast.co2_left_t).toBeCloseTo(expected.co2LeftTonnes, 1);
      const [, , upper] = ciiBoundaries(ship, requiredCii({ ...ship, year: thisYear }));
      expect(answer.forecast.co2_limit_t).toBeCloseTo((upper * ship.dwt * expected.distanceNm) / 1e6, 1);
    }

    const stored = (await request('GET', `/api/v1/vessels/${vessel.id}`, admin)).json();
    for (const [bad, field] of [
      [{ epl_fitted: true, epl_power_kw: null }, 'epl_power_kw'],
      [{ attained_eexi: 0 }, 'attained_eexi'],
      [{ attained_eexi: 1001 }, 'attained_eexi'],
      [{ epl_fitted: true, epl_power_kw: 200_001 }, 'epl_power_kw'],
    ] as const) {
      const response = await request('PUT', `/api/v1/vessels/${vessel.id}`, admin, { ...stored, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(response.json().error.details.fields)).toContain(field);
    }
    const limited = await request('PUT', `/api/v1/vessels/${vessel.id}`, admin, {
      ...stored,
      attained_eexi: 3.45,
      epl_fitted: true,
      epl_power_kw: 6100,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await year(vessel.id, admin, thisYear)).json().eexi).toMatchObject({
      attained: 3.45,
      epl_fitted: true,
      epl_power_kw: 6100,
      compliant: true,
    });
  });
});
