import { describe, expect, it } from 'vitest';

import { co2FromFuel } from '../../rules/fuel';
import type { EntityDefinition } from '../define-entity';
import { ciiCorrectivePlanNeeded, emissionsYear } from './emissions-year';
import { emissionRecordEntity } from './emission-record.entity';

const gasCarrier = { vessel_type: 'gas_carrier', gross_tonnage: 40_000, deadweight: 60_000 };

describe('emissionsYear', () => {
  it('rates the worked example of the reference (gas carrier 60,000 DWT, 10,000 t LNG, 150,000 NM): A', () => {
    const year = emissionsYear(gasCarrier, 2019, [
      { period_start: '2019-03-01', fuel_type: 'LNG', fuel_consumed_t: 10_000, distance_nm: 150_000 },
    ]);
    expect(year.co2_t).toBe(27_500);
    expect(year.cii.attained).toBeCloseTo(3.0556, 4);
    expect(year.cii.reference).toBeCloseTo(7.169, 3);
    expect(year.cii.required).toBeCloseTo(7.169, 3);
    expect(year.cii.rating).toBe('A');
    expect(year.cii.capacity_measure).toBe('dwt');
  });

  it("sums fuel by type with its factor, counts a period's distance once, and leaves other years out", () => {
    const rows = [
      {
        period_start: '2026-02-01',
        passage_id: 'p1',
        fuel_type: 'HFO',
        fuel_consumed_t: 100,
        distance_nm: 1200,
        hours_at_sea: 80,
      },
      {
        period_start: '2026-02-01',
        passage_id: 'p1',
        fuel_type: 'MGO',
        fuel_consumed_t: 10,
        distance_nm: 1200,
        hours_at_sea: 80,
      },
      {
        period_type: 'monthly',
        period_start: '2026-03-01',
        period_end: '2026-03-31',
        fuel_type: 'MGO',
        fuel_consumed_t: 5,
        distance_nm: 300,
      },
      {
        period_type: 'monthly',
        period_start: '2026-03-01',
        period_end: '2026-03-31',
        fuel_type: 'HFO',
        fuel_consumed_t: 20,
      },
      { period_start: '2025-12-30', fuel_type: 'HFO', fuel_consumed_t: 999, distance_nm: 999 },
    ];
    const year = emissionsYear(gasCarrier, 2026, rows);
    expect(year.records).toBe(4);
    expect(year.fuel.map((fuel) => [fuel.fuel_type, fuel.fuel_t, fuel.factor])).toEqual([
      ['HFO', 120, 3.114],
      ['MGO', 15, 3.206],
    ]);
    expect(year.co2_t).toBeCloseTo(co2FromFuel('HFO', 120) + co2FromFuel('MGO', 15), 3);
    expect(year.distance_nm).toBe(1500);
    expect(year.hours_at_sea).toBe(80);
    expect(year.cii.required).toBeCloseTo(7.169 * 0.89, 3);
  });

  it('splits CO2 by EU MRV scope: 100 % between EU ports and at berth, 50 % in or out, phase-in of the year', () => {
    const rows = [
      {
        period_start: '2025-01-10',
        fuel_type: 'MGO',
        fuel_consumed_t: 10,
        eu_scope: 'intra_eu',
        distance_nm: 100,
      },
      {
        period_start: '2025-01-12',
        fuel_type: 'MGO',
        fuel_consumed_t: 10,
        eu_scope: 'departing_eu',
        distance_nm: 100,
      },
      { period_start: '2025-01-14', fuel_type: 'MGO', fuel_consumed_t: 10, eu_scope: 'at_berth_eu' },
      {
        period_start: '2025-01-16',
        fuel_type: 'MGO',
        fuel_consumed_t: 10,
        eu_scope: 'outside_eu',
        distance_nm: 100,
      },
      { period_start: '2025-01-18', fuel_type: 'MGO', fuel_consumed_t: 10 },
    ];
    const year = emissionsYear(gasCarrier, 2025, rows);
    const ten = co2FromFuel('MGO', 10);
    expect(year.eu.mrv_co2_t).toBeCloseTo(3 * ten, 3);
    expect(year.eu.ets_co2_t).toBeCloseTo(2.5 * ten, 3);
    expect(year.eu.surrender_share).toBe(0.7);
    expect(year.eu.surrender_co2_t).toBeCloseTo(2.5 * ten * 0.7, 3);
    expect(year.eu.unplaced_co2_t).toBeCloseTo(ten, 3);
  });

  it("gives no rating without the ship's particulars, under 5,000 GT or without a distance", () => {
    expect(
      emissionsYear({ vessel_type: 'other', gross_tonnage: 9000, deadweight: 9000 }, 2026, []).cii.reason,
    ).toBe('no_particulars');
    expect(emissionsYear({ ...gasCarrier, gross_tonnage: 4000 }, 2026, []).cii.reason).toBe('not_applicable');
    const empty = emissionsYear(gasCarrier, 2026, []);
    expect(empty.cii.reason).toBe('no_distance');
    expect(empty.cii.required).not.toBeNull();
    expect(emissionsYear(gasCarrier, 2031, []).cii.reason).toBe('no_reduction_factor');
  });

  it('asks for a corrective plan after D three years running or an E (reg. 28.7)', () => {
    expect(ciiCorrectivePlanNeeded({ 2024: 'D', 2025: 'D', 2026: 'D' })).toBe(true);
    expect(ciiCorrectivePlanNeeded({ 2024: 'D', 2025: 'C', 2026: 'D' })).toBe(false);
    expect(ciiCorrectivePlanNeeded({ 2024: null, 2025: null, 2026: 'E' })).toBe(true);
    expect(ciiCorrectivePlanNeeded({ 2024: 'D', 2025: null, 2026: 'D' })).toBe(false);
    expect(ciiCorrectivePlanNeeded({ 2026: null })).toBe(false);
  });
});

describe('emissionRecordEntity', () => {
  const today = '2026-11-22';
  // The refine of the definition as defineEntity makes it (with the fields' declared checks).
  const refine = (row: Record<string, unknown>) =>
    (emissionRecordEntity as EntityDefinition).refine!(row, { today, now: `${today}T08:00:00Z` });
  it('refuses an end before the start, a future period, a passage at berth and a port call at sea', () => {
    expect(refine({ period_start: '2026-11-10', period_end: '2026-11-09' }).period_end).toEqual([
      'validation:dateRange',
    ]);
    expect(refine({ period_start: '2026-11-23', period_end: '2026-11-24' }).period_start).toEqual([
      'validation:dateInFuture',
    ]);
    expect(refine({ voyage_type: 'port', passage_id: 'x' }).passage_id).toBeDefined();
    expect(refine({ voyage_type: 'laden', port_call_id: 'x' }).port_call_id).toBeDefined();
    expect(
      refine({
        voyage_type: 'port',
        port_call_id: 'x',
        period_start: '2026-11-01',
        period_end: '2026-11-02',
      }),
    ).toEqual({});
  });
});
