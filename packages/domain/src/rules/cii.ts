// Carbon Intensity Indicator: MARPOL Annex VI regulation 28 and its guidelines
// G1 MEPC.352(78) (metric), G2 MEPC.353(78) (reference lines), G3 MEPC.338(76) as amended by
// MEPC.400(83) (reduction factors), G4 MEPC.354(78) (rating bands). domain-reference.md section 1.
import { co2FromFuels, type FuelConsumption, type FuelFactorOptions } from './fuel';
import { assertPositive, assertWholeYear, toDecimalPrecision } from './numbers';

export const CII_SHIP_TYPES = [
  'bulk_carrier',
  'gas_carrier',
  'tanker',
  'container_ship',
  'general_cargo_ship',
  'refrigerated_cargo_carrier',
  'combination_carrier',
  'lng_carrier',
  'ro_ro_cargo_ship_vehicle_carrier',
  'ro_ro_cargo_ship',
  'ro_ro_passenger_ship',
  'cruise_passenger_ship',
] as const;
export type CiiShipType = (typeof CII_SHIP_TYPES)[number];
export type CiiRating = 'A' | 'B' | 'C' | 'D' | 'E';
/** exp(d1)..exp(d4): superior, lower, upper and inferior boundary over the required CII. */
export type RatingVector = readonly [number, number, number, number];

export type CiiShip = {
  shipType: CiiShipType;
  dwt: number;
  gt: number;
  /** Ro-ro passenger ship that is a high-speed craft under SOLAS chapter X (own G2 reference line). */
  highSpeedCraft?: boolean;
};

/** MEPC.352(78) G1: DWT for cargo ships, GT for cruise, ro-pax and vehicle carriers (not ro-ro cargo). */
export const CII_CAPACITY_MEASURE: Record<CiiShipType, 'dwt' | 'gt'> = {
  bulk_carrier: 'dwt',
  gas_carrier: 'dwt',
  tanker: 'dwt',
  container_ship: 'dwt',
  general_cargo_ship: 'dwt',
  refrigerated_cargo_carrier: 'dwt',
  combination_carrier: 'dwt',
  lng_carrier: 'dwt',
  ro_ro_cargo_ship_vehicle_carrier: 'gt',
  ro_ro_cargo_ship: 'dwt',
  ro_ro_passenger_ship: 'gt',
  cruise_passenger_ship: 'gt',
};

/**
 * One size band of MEPC.353(78) Table 1 (and its MEPC.354(78) vector). `from` is the lower bound of
 * the band in the ship's capacity measure (inclusive); `capacityCap` replaces the capacity in the
 * reference line where the table gives a fixed figure.
 */
export type CiiBand = {
  from: number;
  a: number;
  c: number;
  capacityCap?: number;
  capacityFloor?: number;
  vector: RatingVector;
};

// MEPC.354(78) Table 1, exp(d1..d4).
const V = {
  bulk: [0.86, 0.94, 1.06, 1.18],
  gasLarge: [0.81, 0.91, 1.12, 1.44],
  gasSmall: [0.85, 0.95, 1.06, 1.25],
  tanker: [0.82, 0.93, 1.08, 1.28],
  container: [0.83, 0.94, 1.07, 1.19],
  generalCargo: [0.83, 0.94, 1.06, 1.19],
  reefer: [0.78, 0.91, 1.07, 1.2],
  combination: [0.87, 0.96, 1.06, 1.14],
  lngLarge: [0.89, 0.98, 1.06, 1.13],
  lngSmall: [0.78, 0.92, 1.1, 1.37],
  vehicle: [0.86, 0.94, 1.06, 1.16],
  roRoCargo: [0.76, 0.89, 1.08, 1.27],
  roPax: [0.76, 0.92, 1.14, 1.3],
  cruise: [0.87, 0.95, 1.06, 1.16],
} as const satisfies Record<string, RatingVector>;

/** MEPC.353(78) Table 1 (a, c) with MEPC.354(78) vectors; bands listed from the largest down. */
export const CII_REFERENCE_BANDS: Record<CiiShipType, readonly CiiBand[]> = {
  bulk_carrier: [
    { from: 279_000, a: 4745, c: 0.622, capacityCap: 279_000, vector: V.bulk },
    { from: 0, a: 4745, c: 0.622, vector: V.bulk },
  ],
  gas_carrier: [
    { from: 65_000, a: 14405e7, c: 2.071, vector: V.gasLarge },
    { from: 0, a: 8104, c: 0.639, vector: V.gasSmall },
  ],
  tanker: [{ from: 0, a: 5247, c: 0.61, vector: V.tanker }],
  container_ship: [{ from: 0, a: 1984, c: 0.489, vector: V.container }],
  general_cargo_ship: [
    { from: 20_000, a: 31948, c: 0.792, vector: V.generalCargo },
    { from: 0, a: 588, c: 0.3885, vector: V.generalCargo },
  ],
  refrigerated_cargo_carrier: [{ from: 0, a: 4600, c: 0.557, vector: V.reefer }],
  combination_carrier: [{ from: 0, a: 5119, c: 0.622, vector: V.combination }],
  lng_carrier: [
    { from: 100_000, a: 9.827, c: 0, vector: V.lngLarge },
    { from: 65_000, a: 14479e10, c: 2.673, vector: V.lngSmall },
    // Transcriptions differ (14779E10 / 14479E10); 14779E10 as most implementations and the reference. Unverified.
    { from: 0, a: 14779e10, c: 2.673, capacityFloor: 65_000, vector: V.lngSmall },
  ],
  ro_ro_cargo_ship_vehicle_carrier: [
    { from: 57_700, a: 3627, c: 0.59, capacityCap: 57_700, vector: V.vehicle },
    { from: 30_000, a: 3627, c: 0.59, vector: V.vehicle },
    { from: 0, a: 330, c: 0.329, vector: V.vehicle },
  ],
  ro_ro_cargo_ship: [{ from: 0, a: 1967, c: 0.485, vector: V.roRoCargo }],
  ro_ro_passenger_ship: [{ from: 0, a: 2023, c: 0.46, vector: V.roPax }],
  cruise_passenger_ship: [{ from: 0, a: 930, c: 0.383, vector: V.cruise }],
};

/** MEPC.353(78): ro-ro passenger high-speed craft (SOLAS chapter X), GT. Rated with the ro-pax vector (choice). */
export const CII_HIGH_SPEED_CRAFT_BAND: CiiBand = { from: 0, a: 4196, c: 0.46, vector: V.roPax };

/** Z, % below 2019: MEPC.338(76) to 2026, MEPC.400(83) (April 2025) for 2027-2030. */
export const CII_REDUCTION_FACTORS: Readonly<Record<number, number>> = {
  2019: 0,
  2020: 1,
  2021: 2,
  2022: 3,
  2023: 5,
  2024: 7,
  2025: 9,
  2026: 11,
  2027: 13.625,
  2028: 16.25,
  2029: 18.875,
  2030: 21.5,
};

/** Regulation 28 applies to ships of 5,000 GT and above of the twelve types. */
export const CII_MIN_GROSS_TONNAGE = 5000;

function assertShipType(shipType: CiiShipType): void {
  if (!(CII_SHIP_TYPES as readonly string[]).includes(shipType)) {
    throw new Error(
      `Unknown CII ship type ${JSON.stringify(shipType)}; expected one of ${CII_SHIP_TYPES.join(', ')}`,
    );
  }
}

/** The ship's capacity for the attained CII (G1): its DWT or GT, whichever the type uses. */
export function ciiCapacity(ship: CiiShip): number {
  assertShipType(ship.shipType);
  const measure = CII_CAPACITY_MEASURE[ship.shipType];
  return assertPositive(measure === 'dwt' ? ship.dwt : ship.gt, measure === 'dwt' ? 'dwt' : 'gt');
}

/** The size band of G2 / G4 the ship falls in. */
export function ciiBand(ship: CiiShip): CiiBand {
  const capacity = ciiCapacity(ship);
  if (ship.shipType === 'ro_ro_passenger_ship' && ship.highSpeedCraft) return CII_HIGH_SPEED_CRAFT_BAND;
  const band = CII_REFERENCE_BANDS[ship.shipType].find((candidate) => capacity >= candidate.from);
  if (!band) throw new Error(`No CII band for ${ship.shipType} of capacity ${capacity}`);
  return band;
}

export function ciiApplies(ship: { shipType: string; gt: number }): boolean {
  return (CII_SHIP_TYPES as readonly string[]).includes(ship.shipType) && ship.gt >= CII_MIN_GROSS_TONNAGE;
}

export type AttainedCiiInput = CiiShip & { distanceNm: number } & (
    | { co2Tonnes: number; fuel?: undefined }
    | { fuel: readonly FuelConsumption[]; co2Tonnes?: undefined; fuelOptions?: FuelFactorOptions }
  );

/** Attained CII, g CO2 per capacity-tonne-mile (AER for DWT, cgDIST for GT): M / (C × Dt), G1. */
export function attainedCii(input: AttainedCiiInput): number {
  const capacity = ciiCapacity(input);
  const distance = assertPositive(input.distanceNm, 'distanceNm');
  const co2Tonnes =
    input.fuel !== undefined
      ? co2FromFuels(input.fuel, 'fuelOptions' in input ? input.fuelOptions : {})
      : input.co2Tonnes;
  if (typeof co2Tonnes !== 'number' || !Number.isFinite(co2Tonnes) || co2Tonnes < 0) {
    throw new Error('attainedCii needs co2Tonnes (>= 0) or fuel: { type, tonnes }[]');
  }
  return (co2Tonnes * 1e6) / (capacity * distance);
}

/** 2019 reference CII = a × Capacity^-c (G2), with the capacity the band fixes. */
export function ciiReferenceValue(ship: CiiShip): number {
  const band = ciiBand(ship);
  let capacity = ciiCapacity(ship);
  if (band.capacityCap !== undefined) capacity = Math.min(capacity, band.capacityCap);
  if (band.capacityFloor !== undefined) capacity = Math.max(capacity, band.capacityFloor);
  return band.a * capacity ** -band.c;
}

export function ciiReductionFactor(year: number): number {
  assertWholeYear(year);
  const z = CII_REDUCTION_FACTORS[year];
  if (z === undefined) throw new Error(`No CII reduction factor for ${year}: set for 2019 to 2030 only`);
  return z;
}

/** Required CII for a year = (1 - Z/100) × reference (regulation 28.4). */
export function requiredCii(input: CiiShip & { year: number }): number {
  const z = ciiReductionFactor(input.year);
  return ((100 - z) / 100) * ciiReferenceValue(input);
}

/** Band boundaries (superior, lower, upper, inferior) = required × exp(di), G4. */
export function ciiBoundaries(ship: CiiShip, required: number): [number, number, number, number] {
  assertPositive(required, 'required CII');
  const [d1, d2, d3, d4] = ciiBand(ship).vector;
  return [d1, d2, d3, d4].map((d) => toDecimalPrecision(required * d)) as [number, number, number, number];
}

/**
 * Rating A-E (G4): A below the superior boundary, B below the lower, C below the upper, D below the
 * inferior, E at or above it. Compared at 12 significant digits so 10 × 1.06 is 10.6.
 */
export function ciiRating(input: CiiShip & { attained: number; required: number }): CiiRating {
  const [superior, lower, upper, inferior] = ciiBoundaries(input, input.required);
  const attained = toDecimalPrecision(assertPositive(input.attained, 'attained CII'));
  if (attained < superior) return 'A';
  if (attained < lower) return 'B';
  if (attained < upper) return 'C';
  if (attained < inferior) return 'D';
  return 'E';
}

/**
 * Regulation 28.7: a corrective action plan when the ship is rated D for three consecutive years or
 * rated E. Judged for the latest year given: rated E, or rated D or worse in it and the two years before.
 */
export function ciiNeedsCorrectivePlan(ratingsByYear: Record<number, CiiRating>): boolean {
  const years = Object.keys(ratingsByYear).map(Number);
  if (years.length === 0) return false;
  for (const year of years) {
    assertWholeYear(year);
    if (!['A', 'B', 'C', 'D', 'E'].includes(ratingsByYear[year] as string)) {
      throw new Error(`Rating for ${year} must be A to E, got ${JSON.stringify(ratingsByYear[year])}`);
    }
  }
  const latest = Math.max(...years);
  if (ratingsByYear[latest] === 'E') return true;
  return [latest, latest - 1, latest - 2].every((year) => {
    const rating = ratingsByYear[year];
    return rating === 'D' || rating === 'E';
  });
}
