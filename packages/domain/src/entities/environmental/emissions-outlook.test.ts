import { describe, expect, it } from 'vitest';

import { ciiForecastOfYear, eexiOfVessel, windowFigures } from './emissions-outlook';

const bulker = { vessel_type: 'bulk_carrier', gross_tonnage: 43_012, deadweight: 81_600 };

describe('windowFigures', () => {
  it("takes each record by the share of its period's days in the window, a period's distance once", () => {
    const rows = [
      // 10 days, 5 of them in the window: half its CO2 and distance.
      {
        period_start: '2026-09-26',
        period_end: '2026-10-05',
        fuel_type: 'VLSFO',
        fuel_consumed_t: 100,
        distance_nm: 3000,
      },
      // The same period's gas oil: its distance is the same voyage's, counted once.
      {
        period_start: '2026-09-26',
        period_end: '2026-10-05',
        fuel_type: 'MGO',
        fuel_consumed_t: 10,
        distance_nm: 3000,
      },
      // Before the window, and of another year: left out.
      {
        period_start: '2026-08-01',
        period_end: '2026-08-31',
        fuel_type: 'VLSFO',
        fuel_consumed_t: 500,
        distance_nm: 9000,
      },
      {
        period_start: '2025-12-31',
        period_end: '2026-10-01',
        fuel_type: 'VLSFO',
        fuel_consumed_t: 500,
        distance_nm: 9000,
      },
    ];
    const figures = windowFigures(2026, { from: '2026-10-01', to: '2026-12-29' }, rows);
    expect(figures.co2Tonnes).toBeCloseTo((100 * 3.114 + 10 * 3.206) / 2, 6);
    expect(figures.distanceNm).toBeCloseTo(1500, 6);
  });
});

describe('ciiForecastOfYear and eexiOfVessel', () => {
  it('says why there is no forecast', () => {
    const yearToDate = { co2_t: 0, distance_nm: 0, rating: null };
    const of = (vessel: typeof bulker, year: number, today: string) =>
      ciiForecastOfYear({ vessel, year, today, rows: [], yearToDate }).reason;
    expect(of(bulker, 2026, '2026-10-01')).toBe('no_distance');
    expect(of(bulker, 2025, '2026-10-01')).toBe('year_ended');
    expect(of(bulker, 2027, '2026-10-01')).toBe('not_started');
    expect(of({ ...bulker, gross_tonnage: 4_000 }, 2026, '2026-10-01')).toBe('no_cii');
  });

  it("compares the record's attained EEXI with reg. 25 and says when none applies", () => {
    expect(
      eexiOfVessel({ ...bulker, attained_eexi: 3.41, epl_fitted: true, epl_power_kw: 6300 }),
    ).toMatchObject({
      applicable: true,
      required: 3.4938,
      compliant: true,
      epl_power_kw: 6300,
    });
    expect(eexiOfVessel({ ...bulker, attained_eexi: 3.6 }).compliant).toBe(false);
    expect(eexiOfVessel(bulker).compliant).toBeNull();
    expect(eexiOfVessel({ ...bulker, vessel_type: 'other' }).reason).toBe('ship_type');
    expect(eexiOfVessel({ ...bulker, deadweight: null }).reason).toBe('no_particulars');
    expect(eexiOfVessel({ ...bulker, deadweight: 8_000 }).reason).toBe('size');
  });
});
