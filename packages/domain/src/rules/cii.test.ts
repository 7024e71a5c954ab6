import { describe, expect, it } from 'vitest';

import {
  attainedCii,
  ciiApplies,
  ciiBand,
  ciiNeedsCorrectivePlan,
  ciiRating,
  ciiReferenceValue,
  CII_REFERENCE_BANDS,
  CII_SHIP_TYPES,
  requiredCii,
  type CiiRating,
  type CiiShip,
} from './cii';

const roPax: CiiShip = { shipType: 'ro_ro_passenger_ship', dwt: 6000, gt: 25_000 };
const gasCarrier: CiiShip = { shipType: 'gas_carrier', dwt: 60_000, gt: 45_000 };

describe('CII worked examples (Etive-Mor open calculator demo results, domain-reference 1.7)', () => {
  it('rates a 25,000 GT ro-pax burning 19,000 t MGO over 150,000 nm', () => {
    const attained = attainedCii({ ...roPax, distanceNm: 150_000, fuel: [{ type: 'MGO', tonnes: 19_000 }] });
    expect(attained).toBeCloseTo(16.2437, 4);
    expect(requiredCii({ ...roPax, year: 2019 })).toBeCloseTo(19.1842, 4);
    const ratings = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map((year) =>
      ciiRating({ ...roPax, attained, required: requiredCii({ ...roPax, year }) }),
    );
    expect(ratings).toEqual(['B', 'B', 'B', 'B', 'B', 'B', 'C', 'C']);
  });

  it('rates the same ship on 12,500 t MGO and 10,000 t LFO C, and D from 2027 with the MEPC.400(83) factors', () => {
    const fuel = [
      { type: 'MGO', tonnes: 12_500 },
      { type: 'LFO', tonnes: 10_000 },
    ] as const;
    const attained = attainedCii({ ...roPax, distanceNm: 150_000, fuel });
    expect(attained).toBeCloseTo(19.0893, 4);
    const rate = (year: number) =>
      ciiRating({ ...roPax, attained, required: requiredCii({ ...roPax, year }) });
    expect([2019, 2023, 2026].map(rate)).toEqual(['C', 'C', 'C']);
    expect([2027, 2030].map(rate)).toEqual(['D', 'D']);
  });

  it('rates a 60,000 DWT gas carrier on 10,000 t LNG A', () => {
    const attained = attainedCii({
      ...gasCarrier,
      distanceNm: 150_000,
      fuel: [{ type: 'LNG', tonnes: 10_000 }],
    });
    expect(attained).toBeCloseTo(3.0556, 4);
    const required = requiredCii({ ...gasCarrier, year: 2019 });
    expect(required).toBeCloseTo(7.169, 3);
    expect(ciiRating({ ...gasCarrier, attained, required })).toBe('A');
  });

  it('accepts CO2 tonnes directly instead of fuel', () => {
    expect(attainedCii({ ...roPax, distanceNm: 150_000, co2Tonnes: 60_914 })).toBeCloseTo(16.2437, 4);
  });
});

describe('CII reference lines, MEPC.353(78) Table 1', () => {
  const parameters = (ship: CiiShip) => {
    const { a, c } = ciiBand(ship);
    return [a, c];
  };

  it('uses a and c of the current (2022) table for every type and size band', () => {
    expect(parameters({ shipType: 'bulk_carrier', dwt: 80_000, gt: 1 })).toEqual([4745, 0.622]);
    expect(parameters({ shipType: 'gas_carrier', dwt: 65_000, gt: 1 })).toEqual([14405e7, 2.071]);
    expect(parameters({ shipType: 'gas_carrier', dwt: 64_999, gt: 1 })).toEqual([8104, 0.639]);
    expect(parameters({ shipType: 'tanker', dwt: 100_000, gt: 1 })).toEqual([5247, 0.61]);
    expect(parameters({ shipType: 'container_ship', dwt: 100_000, gt: 1 })).toEqual([1984, 0.489]);
    expect(parameters({ shipType: 'general_cargo_ship', dwt: 20_000, gt: 1 })).toEqual([31948, 0.792]);
    expect(parameters({ shipType: 'general_cargo_ship', dwt: 19_999, gt: 1 })).toEqual([588, 0.3885]);
    expect(parameters({ shipType: 'refrigerated_cargo_carrier', dwt: 10_000, gt: 1 })).toEqual([4600, 0.557]);
    expect(parameters({ shipType: 'combination_carrier', dwt: 10_000, gt: 1 })).toEqual([5119, 0.622]);
    expect(parameters({ shipType: 'lng_carrier', dwt: 100_000, gt: 1 })).toEqual([9.827, 0]);
    expect(parameters({ shipType: 'lng_carrier', dwt: 65_000, gt: 1 })).toEqual([14479e10, 2.673]);
    expect(parameters({ shipType: 'lng_carrier', dwt: 64_999, gt: 1 })).toEqual([14779e10, 2.673]);
    expect(parameters({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 1, gt: 57_700 })).toEqual([
      3627, 0.59,
    ]);
    expect(parameters({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 1, gt: 30_000 })).toEqual([
      3627, 0.59,
    ]);
    expect(parameters({ shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 1, gt: 29_999 })).toEqual([
      330, 0.329,
    ]);
    expect(parameters({ shipType: 'ro_ro_cargo_ship', dwt: 10_000, gt: 1 })).toEqual([1967, 0.485]);
    expect(parameters(roPax)).toEqual([2023, 0.46]);
    expect(parameters({ ...roPax, highSpeedCraft: true })).toEqual([4196, 0.46]);
    expect(parameters({ shipType: 'cruise_passenger_ship', dwt: 1, gt: 100_000 })).toEqual([930, 0.383]);
  });

  it('measures ro-ro cargo ships by DWT and vehicle carriers, ro-pax and cruise ships by GT', () => {
    const roRo: CiiShip = { shipType: 'ro_ro_cargo_ship', dwt: 10_000, gt: 30_000 };
    expect(ciiReferenceValue(roRo)).toBeCloseTo(1967 * 10_000 ** -0.485, 10);
    const vehicle: CiiShip = { shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 10_000, gt: 40_000 };
    expect(ciiReferenceValue(vehicle)).toBeCloseTo(3627 * 40_000 ** -0.59, 10);
  });

  it('caps bulk carriers at 279,000 DWT and vehicle carriers at 57,700 GT, and floors small LNG carriers at 65,000', () => {
    const capesize = { shipType: 'bulk_carrier', dwt: 400_000, gt: 1 } as const;
    expect(ciiReferenceValue(capesize)).toBe(4745 * 279_000 ** -0.622);
    const pctc = { shipType: 'ro_ro_cargo_ship_vehicle_carrier', dwt: 1, gt: 75_000 } as const;
    expect(ciiReferenceValue(pctc)).toBe(3627 * 57_700 ** -0.59);
    const smallLng = { shipType: 'lng_carrier', dwt: 30_000, gt: 1 } as const;
    expect(ciiReferenceValue(smallLng)).toBe(14779e10 * 65_000 ** -2.673);
  });

  it('applies the reduction factors of MEPC.338(76) to 2026 and MEPC.400(83) from 2027', () => {
    const bulk: CiiShip = { shipType: 'bulk_carrier', dwt: 80_000, gt: 45_000 };
    const reference = ciiReferenceValue(bulk);
    const z = { 2023: 5, 2024: 7, 2025: 9, 2026: 11, 2027: 13.625, 2028: 16.25, 2029: 18.875, 2030: 21.5 };
    for (const [year, factor] of Object.entries(z)) {
      expect(requiredCii({ ...bulk, year: Number(year) })).toBeCloseTo(reference * (1 - factor / 100), 10);
    }
    expect(() => requiredCii({ ...bulk, year: 2031 })).toThrow(/2019 to 2030/);
    expect(() => requiredCii({ ...bulk, year: 2025.5 })).toThrow(/whole year/);
  });
});

describe('CII rating bands, MEPC.354(78)', () => {
  const vectors: Record<string, readonly number[]> = {
    bulk_carrier: [0.86, 0.94, 1.06, 1.18],
    gas_carrier_large: [0.81, 0.91, 1.12, 1.44],
    gas_carrier_small: [0.85, 0.95, 1.06, 1.25],
    tanker: [0.82, 0.93, 1.08, 1.28],
    container_ship: [0.83, 0.94, 1.07, 1.19],
    general_cargo_ship: [0.83, 0.94, 1.06, 1.19],
    refrigerated_cargo_carrier: [0.78, 0.91, 1.07, 1.2],
    combination_carrier: [0.87, 0.96, 1.06, 1.14],
    lng_carrier_large: [0.89, 0.98, 1.06, 1.13],
    lng_carrier_small: [0.78, 0.92, 1.1, 1.37],
    ro_ro_cargo_ship_vehicle_carrier: [0.86, 0.94, 1.06, 1.16],
    ro_ro_cargo_ship: [0.76, 0.89, 1.08, 1.27],
    ro_ro_passenger_ship: [0.76, 0.92, 1.14, 1.3],
    cruise_passenger_ship: [0.87, 0.95, 1.06, 1.16],
  };
  const ships: Record<string, CiiShip> = {
    gas_carrier_large: { shipType: 'gas_carrier', dwt: 80_000, gt: 50_000 },
    gas_carrier_small: gasCarrier,
    lng_carrier_large: { shipType: 'lng_carrier', dwt: 100_000, gt: 100_000 },
    lng_carrier_small: { shipType: 'lng_carrier', dwt: 70_000, gt: 80_000 },
  };
  const shipFor = (name: string): CiiShip =>
    ships[name] ?? { shipType: name as CiiShip['shipType'], dwt: 50_000, gt: 50_000 };

  it('holds the exp(d) vector of every ship type and size band', () => {
    for (const [name, vector] of Object.entries(vectors))
      expect(ciiBand(shipFor(name)).vector, name).toEqual(vector);
    expect(Object.keys(CII_REFERENCE_BANDS).sort()).toEqual([...CII_SHIP_TYPES].sort());
  });

  it('puts a value exactly on a boundary in the worse band, for every boundary of every type (required 10)', () => {
    const letters: CiiRating[] = ['A', 'B', 'C', 'D', 'E'];
    for (const [name, vector] of Object.entries(vectors)) {
      const ship = shipFor(name);
      vector.forEach((d, i) => {
        const boundary = Number((10 * d).toFixed(4)); // the decimal figure, e.g. 10.6
        expect(ciiRating({ ...ship, attained: boundary, required: 10 }), `${name} at ${boundary}`).toBe(
          letters[i + 1],
        );
        expect(
          ciiRating({ ...ship, attained: boundary - 0.0001, required: 10 }),
          `${name} below ${boundary}`,
        ).toBe(letters[i]);
      });
    }
  });

  it('rates 10.6 against a required 10 as D for a bulk carrier, not C (10 × 1.06 = 10.600000000000001 in floats)', () => {
    expect(10 * 1.06).not.toBe(10.6);
    expect(ciiRating({ shipType: 'bulk_carrier', dwt: 80_000, gt: 1, attained: 10.6, required: 10 })).toBe(
      'D',
    );
  });

  it('refuses an attained or required CII that is not a positive number', () => {
    const ship = shipFor('tanker');
    expect(() => ciiRating({ ...ship, attained: Number.NaN, required: 10 })).toThrow(/attained/);
    expect(() => ciiRating({ ...ship, attained: 5, required: 0 })).toThrow(/required/);
    expect(() => attainedCii({ ...ship, distanceNm: 0, co2Tonnes: 100 })).toThrow(/distanceNm/);
    expect(() => attainedCii({ ...ship, dwt: -1, distanceNm: 10, co2Tonnes: 100 })).toThrow(/dwt/);
    expect(() =>
      attainedCii({ ...ship, shipType: 'yacht' as CiiShip['shipType'], distanceNm: 1, co2Tonnes: 1 }),
    ).toThrow(/Unknown CII ship type/);
  });
});

describe('CII corrective action plan (regulation 28.7)', () => {
  it('asks for a plan after three consecutive D ratings or one E', () => {
    expect(ciiNeedsCorrectivePlan({ 2023: 'D', 2024: 'D', 2025: 'D' })).toBe(true);
    expect(ciiNeedsCorrectivePlan({ 2025: 'E' })).toBe(true);
    expect(ciiNeedsCorrectivePlan({ 2023: 'D', 2024: 'C', 2025: 'D' })).toBe(false);
  });

  it('does not join years with a gap, and judges the latest year', () => {
    expect(ciiNeedsCorrectivePlan({ 2021: 'D', 2022: 'D', 2025: 'D' })).toBe(false);
    expect(ciiNeedsCorrectivePlan({ 2023: 'E', 2024: 'B', 2025: 'C' })).toBe(false);
    expect(ciiNeedsCorrectivePlan({ 2023: 'E', 2024: 'D', 2025: 'D' })).toBe(true);
    expect(ciiNeedsCorrectivePlan({})).toBe(false);
    expect(() => ciiNeedsCorrectivePlan({ 2025: 'F' as CiiRating })).toThrow(/A to E/);
  });
});

describe('CII applicability', () => {
  it('applies from 5,000 GT to the twelve ship types', () => {
    expect(ciiApplies({ shipType: 'tanker', gt: 5000 })).toBe(true);
    expect(ciiApplies({ shipType: 'tanker', gt: 4999 })).toBe(false);
    expect(ciiApplies({ shipType: 'tug', gt: 9000 })).toBe(false);
  });
});
