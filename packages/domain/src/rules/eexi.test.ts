import { describe, expect, it } from 'vitest';

import { CII_SHIP_TYPES } from './cii';
import {
  EEXI_REDUCTION_BANDS,
  EEXI_REFERENCE_LINES,
  eexiCompliant,
  eexiReductionFactor,
  eexiReferenceLine,
  requiredEexi,
} from './eexi';

// Worked examples: reference line a × b^-c (reg. 24 Table 2), required = (1 - Y/100) × reference
// (reg. 25.2, Y of Table 3), each figure worked out by hand from the table's values.
describe('required EEXI, MARPOL Annex VI reg. 25 (MEPC.328(76))', () => {
  it('a Kamsarmax bulk carrier of 81,600 DWT: 961.79 × 81,600^-0.477 = 4.3672, Y = 20, required 3.4938', () => {
    const result = requiredEexi({ shipType: 'bulk_carrier', dwt: 81_600, gt: 43_012 });
    expect(result.applicable).toBe(true);
    if (!result.applicable) return;
    expect(result.reference).toBeCloseTo(4.3672, 4);
    expect(result.reductionFactor).toBe(20);
    expect(result.required).toBeCloseTo(3.4938, 4);
    expect(result.band).toEqual({ from: 20_000, y: 20 });
    // The demo ship's 3.41 with its power limitation complies; 3.90 without it would not.
    expect(eexiCompliant(3.41, result.required)).toBe(true);
    expect(eexiCompliant(3.9, result.required)).toBe(false);
  });

  it('a VLOC over 279,000 DWT takes b = 279,000 and Y = 15: required 2.0651', () => {
    const result = requiredEexi({ shipType: 'bulk_carrier', dwt: 300_000, gt: 150_000 });
    expect(result.applicable && result.b).toBe(279_000);
    expect(result.applicable && result.required).toBeCloseTo(2.0651, 4);
  });

  it('interpolates Y between 0 and 20 for a 15,000 DWT bulk carrier (half way: 10)', () => {
    expect(eexiReductionFactor('bulk_carrier', 15_000)?.y).toBe(10);
    expect(eexiReductionFactor('bulk_carrier', 10_000)?.y).toBe(0);
    const result = requiredEexi({ shipType: 'bulk_carrier', dwt: 15_000, gt: 9_000 });
    expect(result.applicable && result.required).toBeCloseTo(0.9 * 9.7968, 3);
  });

  it('a 65,950 DWT container ship: 174.22 × 65,950^-0.201 = 18.7256, Y = 30, required 13.1079', () => {
    const result = requiredEexi({ shipType: 'container_ship', dwt: 65_950, gt: 54_214 });
    expect(result.applicable && result.reference).toBeCloseTo(18.7256, 4);
    expect(result.applicable && result.reductionFactor).toBe(30);
    expect(result.applicable && result.required).toBeCloseTo(13.1079, 4);
    // The container bands: 50 from 200,000, 45, 35, 30, 20, and 0-20 from 10,000 DWT.
    expect(
      [250_000, 150_000, 100_000, 50_000, 20_000].map((dwt) => eexiReductionFactor('container_ship', dwt)?.y),
    ).toEqual([50, 45, 35, 30, 20]);
  });

  it('a 51,218 DWT tanker: 1218.8 × 51,218^-0.488 = 6.1339, required 4.9071', () => {
    const result = requiredEexi({ shipType: 'tanker', dwt: 51_218, gt: 29_733 });
    expect(result.applicable && result.required).toBeCloseTo(4.9071, 4);
  });

  it('a vehicle carrier takes a from DWT/GT: (15,000/60,000)^-0.7 × 780.36 = 2059.38, and 1812.63 from 0.3', () => {
    const low = eexiReferenceLine({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 15_000, gt: 60_000 });
    expect(low.a).toBeCloseTo(2059.38, 2);
    const result = requiredEexi({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 15_000, gt: 60_000 });
    expect(result.applicable && result.required).toBeCloseTo(0.85 * 22.2228, 3);
    expect(
      eexiReferenceLine({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 21_000, gt: 60_000 }).a,
    ).toBe(1812.63);
  });

  it('caps b of a ro-ro passenger ship at 10,000 DWT: 0.95 × 902.59 × 10,000^-0.381 = 25.6575', () => {
    const result = requiredEexi({ shipType: 'ro_ro_passenger_ship', dwt: 12_000, gt: 40_000 });
    expect(result.applicable && result.required).toBeCloseTo(25.6575, 4);
  });

  it('says not applicable below the table, under 400 GT, and for a cruise ship not known to have non-conventional propulsion', () => {
    expect(requiredEexi({ shipType: 'bulk_carrier', dwt: 9_999, gt: 6_000 })).toEqual({
      applicable: false,
      reason: 'size',
    });
    expect(requiredEexi({ shipType: 'lng_carrier', dwt: 8_000, gt: 9_000 })).toEqual({
      applicable: false,
      reason: 'size',
    });
    expect(requiredEexi({ shipType: 'ro_ro_passenger_ship', dwt: 300, gt: 350 })).toEqual({
      applicable: false,
      reason: 'gross_tonnage',
    });
    expect(requiredEexi({ shipType: 'cruise_passenger_ship', dwt: 10_000, gt: 90_000 })).toEqual({
      applicable: false,
      reason: 'propulsion',
    });
    const cruise = requiredEexi({
      shipType: 'cruise_passenger_ship',
      dwt: 10_000,
      gt: 90_000,
      nonConventionalPropulsion: true,
    });
    expect(cruise.applicable && cruise.reductionFactor).toBe(30);
    expect(cruise.applicable && cruise.measure).toBe('gt');
  });

  it('has a reference line and reduction bands for every ship type the CII knows', () => {
    for (const type of CII_SHIP_TYPES) {
      expect(EEXI_REFERENCE_LINES[type]).toBeDefined();
      expect(EEXI_REDUCTION_BANDS[type].length).toBeGreaterThan(0);
    }
  });
});
