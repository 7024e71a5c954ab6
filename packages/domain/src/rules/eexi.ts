// Energy Efficiency Existing Ship Index: MARPOL Annex VI regulations 23 (attained EEXI) and 25 (required
// EEXI) as adopted by MEPC.328(76) (in force 1 November 2022). The attained EEXI comes from the ship's
// EEXI Technical File, verified by the Administration or its RO (MEPC.350(78) calculation guidelines,
// MEPC.351(78) survey guidelines); the rule here derives the required EEXI and compares:
//
//   required EEXI = (1 - Y/100) × EEDI reference line value,  reference line = a × b^-c
//
// a, b, c: regulation 24 Table 2 (the EEDI reference lines, MEPC.328(76); the ro-ro cargo and ro-ro
// passenger lines with their caps as amended by MEPC.301(72)). Y: regulation 25 Table 3. 'Y*' bands
// are interpolated linearly between 0 at the band's lower bound and Y at its upper (Table 3 footnote).
// The sources and what could not be checked against the resolution's own text: packages/domain/README.md.
import { CII_SHIP_TYPES, type CiiShipType } from './cii';
import { assertPositive } from './numbers';

export const EEXI_RULE_VERSION = 'MARPOL Annex VI reg. 23, 25 (MEPC.328(76))';

/** Chapter 4 of Annex VI applies to ships of 400 GT and above (regulation 19.1). */
export const EEXI_MIN_GROSS_TONNAGE = 400;

export type EexiShip = {
  shipType: CiiShipType;
  dwt: number;
  gt: number;
  /** Cruise passenger ships come under regulation 25 only with non-conventional propulsion (reg. 2.2.16). */
  nonConventionalPropulsion?: boolean;
};

/** One reference line of regulation 24 Table 2: a × b^-c, b the DWT (or GT), capped where the table says. */
export type EexiReferenceLine = {
  /** a, or for vehicle carriers the function of DWT/GT the table gives. */
  a: number | ((ship: { dwt: number; gt: number }) => number);
  c: number;
  measure: 'dwt' | 'gt';
  /** b is the capacity up to this figure and this figure above it. */
  cap?: number;
};

/**
 * Regulation 24 Table 2. Vehicle carriers: a = (DWT/GT)^-0.7 × 780.36 where DWT/GT < 0.3, else 1812.63.
 */
export const EEXI_REFERENCE_LINES: Record<CiiShipType, EexiReferenceLine> = {
  bulk_carrier: { a: 961.79, c: 0.477, measure: 'dwt', cap: 279_000 },
  gas_carrier: { a: 1120.0, c: 0.456, measure: 'dwt' },
  tanker: { a: 1218.8, c: 0.488, measure: 'dwt' },
  container_ship: { a: 174.22, c: 0.201, measure: 'dwt' },
  general_cargo_ship: { a: 107.48, c: 0.216, measure: 'dwt' },
  refrigerated_cargo_carrier: { a: 227.01, c: 0.244, measure: 'dwt' },
  combination_carrier: { a: 1219.0, c: 0.488, measure: 'dwt' },
  lng_carrier: { a: 2253.7, c: 0.474, measure: 'dwt' },
  ro_ro_cargo_ship_vehicle_carrier: {
    a: ({ dwt, gt }) => (dwt / gt < 0.3 ? (dwt / gt) ** -0.7 * 780.36 : 1812.63),
    c: 0.471,
    measure: 'dwt',
  },
  ro_ro_cargo_ship: { a: 1686.17, c: 0.498, measure: 'dwt', cap: 17_000 },
  ro_ro_passenger_ship: { a: 902.59, c: 0.381, measure: 'dwt', cap: 10_000 },
  cruise_passenger_ship: { a: 170.84, c: 0.214, measure: 'gt' },
};

/**
 * A size band of regulation 25 Table 3: from `from` (inclusive) up to the next band, Y per cent; with
 * `to`, Y is interpolated from 0 at `from` to `y` at `to`.
 */
export type EexiReductionBand = { from: number; y: number; to?: number };

/** Regulation 25 Table 3, bands from the largest down; below the last band no requirement. */
export const EEXI_REDUCTION_BANDS: Record<CiiShipType, readonly EexiReductionBand[]> = {
  bulk_carrier: [
    { from: 200_000, y: 15 },
    { from: 20_000, y: 20 },
    { from: 10_000, to: 20_000, y: 20 },
  ],
  gas_carrier: [
    { from: 15_000, y: 30 },
    { from: 10_000, y: 20 },
    { from: 2_000, to: 10_000, y: 20 },
  ],
  tanker: [
    { from: 200_000, y: 15 },
    { from: 20_000, y: 20 },
    { from: 4_000, to: 20_000, y: 20 },
  ],
  container_ship: [
    { from: 200_000, y: 50 },
    { from: 120_000, y: 45 },
    { from: 80_000, y: 35 },
    { from: 40_000, y: 30 },
    { from: 15_000, y: 20 },
    { from: 10_000, to: 15_000, y: 20 },
  ],
  general_cargo_ship: [
    { from: 15_000, y: 30 },
    { from: 3_000, to: 15_000, y: 30 },
  ],
  refrigerated_cargo_carrier: [
    { from: 5_000, y: 15 },
    { from: 3_000, to: 5_000, y: 15 },
  ],
  combination_carrier: [
    { from: 20_000, y: 20 },
    { from: 4_000, to: 20_000, y: 20 },
  ],
  lng_carrier: [{ from: 10_000, y: 30 }],
  ro_ro_cargo_ship_vehicle_carrier: [{ from: 10_000, y: 15 }],
  ro_ro_cargo_ship: [
    { from: 2_000, y: 5 },
    { from: 1_000, to: 2_000, y: 5 },
  ],
  ro_ro_passenger_ship: [
    { from: 1_000, y: 5 },
    { from: 250, to: 1_000, y: 5 },
  ],
  cruise_passenger_ship: [
    { from: 85_000, y: 30 },
    { from: 25_000, to: 85_000, y: 30 },
  ],
};

/** Why a ship has no required EEXI. */
export type EexiNotApplicable =
  | 'ship_type' // not one of the types of regulation 25
  | 'gross_tonnage' // under 400 GT
  | 'size' // below the smallest band of Table 3
  | 'propulsion'; // a cruise passenger ship not known to have non-conventional propulsion

export type RequiredEexi =
  | {
      applicable: true;
      measure: 'dwt' | 'gt';
      /** The ship's DWT or GT, and b as the reference line takes it (capped). */
      capacity: number;
      b: number;
      a: number;
      c: number;
      reference: number;
      /** Y, per cent. */
      reductionFactor: number;
      /** The band of Table 3 (its lower bound; `to` when Y was interpolated). */
      band: EexiReductionBand;
      required: number;
    }
  | { applicable: false; reason: EexiNotApplicable };

export function isEexiShipType(value: string): value is CiiShipType {
  return (CII_SHIP_TYPES as readonly string[]).includes(value);
}

/** Y of Table 3 for a capacity, or null below the smallest band. */
export function eexiReductionFactor(
  shipType: CiiShipType,
  capacity: number,
): { y: number; band: EexiReductionBand } | null {
  const band = EEXI_REDUCTION_BANDS[shipType].find((candidate) => capacity >= candidate.from);
  if (!band) return null;
  if (band.to === undefined) return { y: band.y, band };
  const share = Math.min(1, (capacity - band.from) / (band.to - band.from));
  return { y: Math.round(band.y * share * 1e6) / 1e6, band };
}

/** The EEDI reference line value of regulation 24 Table 2 for the ship (g CO2/t·nm). */
export function eexiReferenceLine(ship: EexiShip): { a: number; b: number; c: number; reference: number } {
  const line = EEXI_REFERENCE_LINES[ship.shipType];
  const capacity = assertPositive(line.measure === 'dwt' ? ship.dwt : ship.gt, line.measure);
  const b = line.cap === undefined ? capacity : Math.min(capacity, line.cap);
  const a =
    typeof line.a === 'number' ? line.a : line.a({ dwt: ship.dwt, gt: assertPositive(ship.gt, 'gt') });
  return { a, b, c: line.c, reference: a * b ** -line.c };
}

/** Required EEXI = (1 - Y/100) × reference line value (regulation 25.2), or why none applies. */
export function requiredEexi(ship: EexiShip): RequiredEexi {
  if (!isEexiShipType(ship.shipType)) return { applicable: false, reason: 'ship_type' };
  if (ship.gt < EEXI_MIN_GROSS_TONNAGE) return { applicable: false, reason: 'gross_tonnage' };
  if (ship.shipType === 'cruise_passenger_ship' && !ship.nonConventionalPropulsion) {
    return { applicable: false, reason: 'propulsion' };
  }
  const measure = EEXI_REFERENCE_LINES[ship.shipType].measure;
  const capacity = measure === 'dwt' ? ship.dwt : ship.gt;
  const factor = eexiReductionFactor(ship.shipType, capacity);
  if (!factor) return { applicable: false, reason: 'size' };
  const line = eexiReferenceLine(ship);
  return {
    applicable: true,
    measure,
    capacity,
    ...line,
    reductionFactor: factor.y,
    band: factor.band,
    required: (1 - factor.y / 100) * line.reference,
  };
}

/** Regulation 25.1: the attained EEXI shall be less than or equal to the required. */
export function eexiCompliant(attained: number, required: number): boolean {
  return assertPositive(attained, 'attained EEXI') <= assertPositive(required, 'required EEXI') + 1e-9;
}
