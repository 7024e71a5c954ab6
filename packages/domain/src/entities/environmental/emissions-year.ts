// A vessel's emissions of a reporting year as IMO DCS (MARPOL Annex VI reg. 27), the CII (reg. 28) and
// EU MRV (Reg. (EU) 2015/757 Art. 10) ask for them, derived from its emission records: fuel by type,
// CO2 (rules/fuel.ts), distance and hours, the attained and required CII with the rating and its
// boundaries (rules/cii.ts), and the CO2 by EU MRV scope with the ETS share (rules/eu-mrv.ts).
// Nothing here restates a factor: every figure comes from those rules.
//
// A record belongs to the year its period starts in. A period's distance and hours count once however
// many fuels it burnt: per passage where one is linked, else per period (type, start, end), taking the
// largest figure entered on the period's records.
import { dayTextOf } from '../../rules/dates';
import { numberOrZero, roundTo } from '../../rules/numbers';
import {
  attainedCii,
  ciiApplies,
  ciiBoundaries,
  ciiCapacity,
  ciiNeedsCorrectivePlan,
  ciiRating,
  ciiReductionFactor,
  ciiReferenceValue,
  CII_CAPACITY_MEASURE,
  CII_REDUCTION_FACTORS,
  requiredCii,
  type CiiRating,
} from '../../rules/cii';
import {
  EU_MRV_SCOPES,
  EU_MRV_SCOPE_SHARE,
  etsEmissionsToSurrender,
  etsSurrenderShare,
  type EuMrvScope,
} from '../../rules/eu-mrv';
import { co2ConversionFactor, co2FromFuel, FUEL_TYPES, type FuelType } from '../../rules/fuel';
import { ciiShipOf, type VesselParticulars } from '../fleet/vessel.entity';

export type EmissionRecordRow = {
  period_type?: unknown;
  period_start: unknown;
  period_end?: unknown;
  passage_id?: unknown;
  fuel_type: unknown;
  fuel_consumed_t: unknown;
  distance_nm?: unknown;
  hours_at_sea?: unknown;
  hours_in_port?: unknown;
  eu_scope?: unknown;
  status?: unknown;
};

export type FuelTotal = { fuel_type: FuelType; fuel_t: number; factor: number; co2_t: number };
export type EuScopeTotal = { scope: EuMrvScope; co2_t: number; share: 0 | 0.5 | 1 };

export type CiiReason = 'no_particulars' | 'not_applicable' | 'no_distance' | 'no_reduction_factor';

export type CiiOfYear = {
  ship_type: string | null;
  capacity: number | null;
  capacity_measure: 'dwt' | 'gt' | null;
  attained: number | null;
  reference: number | null;
  reduction_factor: number | null;
  required: number | null;
  /** superior, lower, upper, inferior (required × exp(d1..d4)). */
  boundaries: [number, number, number, number] | null;
  rating: CiiRating | null;
  /** Why there is no rating (a ship of no CII type, under 5,000 GT, no distance yet). */
  reason: CiiReason | null;
};

export type EmissionsYear = {
  year: number;
  records: number;
  verified: number;
  fuel: FuelTotal[];
  fuel_t: number;
  co2_t: number;
  distance_nm: number;
  hours_at_sea: number;
  hours_in_port: number;
  cii: CiiOfYear;
  eu: {
    scopes: EuScopeTotal[];
    /** CO2 of records no passage or port call places (their ports are not known). */
    unplaced_co2_t: number;
    /** CO2 EU MRV monitors: of voyages between, from and to EU/EEA ports and at berth in them. */
    mrv_co2_t: number;
    /** The ETS share of it: 100 % between EU ports and at berth, 50 % to or from outside. */
    ets_co2_t: number;
    /** The phase-in share of the year (40 % for 2024, 70 % for 2025, 100 % from 2026). */
    surrender_share: number;
    /** CO2 to surrender allowances for (CO2 only: the records hold no CH4 or N2O). */
    surrender_co2_t: number;
  };
};

const num = numberOrZero;
const round = (value: number, digits = 3) => roundTo(value, digits);
const dateText = dayTextOf;

export function recordYear(row: Pick<EmissionRecordRow, 'period_start'>): number {
  return Number(dateText(row.period_start).slice(0, 4));
}

export function periodKey(row: EmissionRecordRow): string {
  if (typeof row.passage_id === 'string' && row.passage_id) return `passage:${row.passage_id}`;
  return `period:${String(row.period_type ?? '')}:${dateText(row.period_start)}:${dateText(row.period_end)}`;
}

/** CO2 of one record (the fuel type's Cf, default choices of rules/fuel.ts). */
export function recordCo2(row: Pick<EmissionRecordRow, 'fuel_type' | 'fuel_consumed_t'>): number {
  return co2FromFuel(row.fuel_type as FuelType, num(row.fuel_consumed_t));
}

function ciiOf(vessel: VesselParticulars, year: number, co2: number, distance: number): CiiOfYear {
  const none = (reason: CiiReason, partial: Partial<CiiOfYear> = {}): CiiOfYear => ({
    ship_type: null,
    capacity: null,
    capacity_measure: null,
    attained: null,
    reference: null,
    reduction_factor: null,
    required: null,
    boundaries: null,
    rating: null,
    reason,
    ...partial,
  });
  const ship = ciiShipOf(vessel);
  if (!ship) return none('no_particulars');
  const base = {
    ship_type: ship.shipType,
    capacity: ciiCapacity(ship),
    capacity_measure: CII_CAPACITY_MEASURE[ship.shipType],
  };
  if (!ciiApplies(ship)) return none('not_applicable', base);
  if (CII_REDUCTION_FACTORS[year] === undefined) return none('no_reduction_factor', base);
  const reference = ciiReferenceValue(ship);
  const required = requiredCii({ ...ship, year });
  const boundaries = ciiBoundaries(ship, required);
  const withRequired = {
    ...base,
    reference: round(reference, 4),
    reduction_factor: ciiReductionFactor(year),
    required: round(required, 4),
    boundaries,
  };
  if (distance <= 0 || co2 <= 0) return none('no_distance', withRequired);
  const attained = attainedCii({ ...ship, distanceNm: distance, co2Tonnes: co2 });
  return {
    ...withRequired,
    attained: round(attained, 4),
    rating: ciiRating({ ...ship, attained, required }),
    reason: null,
  };
}

/** The year's figures of a vessel from its records (those of other years are left out). */
export function emissionsYear(
  vessel: VesselParticulars,
  year: number,
  rows: readonly EmissionRecordRow[],
): EmissionsYear {
  const ofYear = rows.filter((row) => recordYear(row) === year);
  const byFuel = new Map<FuelType, number>();
  const periods = new Map<string, { distance: number; sea: number; port: number }>();
  const byScope = new Map<EuMrvScope, number>();
  let unplaced = 0;
  for (const row of ofYear) {
    const fuel = row.fuel_type as FuelType;
    if (!(FUEL_TYPES as readonly string[]).includes(fuel)) continue;
    byFuel.set(fuel, (byFuel.get(fuel) ?? 0) + num(row.fuel_consumed_t));
    const key = periodKey(row);
    const period = periods.get(key) ?? { distance: 0, sea: 0, port: 0 };
    period.distance = Math.max(period.distance, num(row.distance_nm));
    period.sea = Math.max(period.sea, num(row.hours_at_sea));
    period.port = Math.max(period.port, num(row.hours_in_port));
    periods.set(key, period);
    const co2 = recordCo2(row);
    const scope = row.eu_scope as EuMrvScope;
    if ((EU_MRV_SCOPES as readonly string[]).includes(scope))
      byScope.set(scope, (byScope.get(scope) ?? 0) + co2);
    else unplaced += co2;
  }
  const fuel = FUEL_TYPES.filter((type) => byFuel.has(type)).map((type) => {
    const tonnes = byFuel.get(type)!;
    return {
      fuel_type: type,
      fuel_t: round(tonnes),
      factor: co2ConversionFactor(type),
      co2_t: round(co2FromFuel(type, tonnes)),
    };
  });
  const co2 = fuel.reduce((sum, item) => sum + co2FromFuel(item.fuel_type, byFuel.get(item.fuel_type)!), 0);
  let distance = 0;
  let sea = 0;
  let port = 0;
  for (const period of periods.values()) {
    distance += period.distance;
    sea += period.sea;
    port += period.port;
  }
  const scopes = EU_MRV_SCOPES.map((scope) => ({
    scope,
    co2_t: round(byScope.get(scope) ?? 0),
    share: EU_MRV_SCOPE_SHARE[scope],
  }));
  const mrv = EU_MRV_SCOPES.filter((scope) => scope !== 'outside_eu').reduce(
    (sum, scope) => sum + (byScope.get(scope) ?? 0),
    0,
  );
  const ets = EU_MRV_SCOPES.reduce(
    (sum, scope) => sum + (byScope.get(scope) ?? 0) * EU_MRV_SCOPE_SHARE[scope],
    0,
  );
  return {
    year,
    records: ofYear.length,
    verified: ofYear.filter((row) => row.status === 'verified').length,
    fuel,
    fuel_t: round([...byFuel.values()].reduce((sum, value) => sum + value, 0)),
    co2_t: round(co2),
    distance_nm: round(distance, 1),
    hours_at_sea: round(sea, 1),
    hours_in_port: round(port, 1),
    cii: ciiOf(vessel, year, co2, distance),
    eu: {
      scopes,
      unplaced_co2_t: round(unplaced),
      mrv_co2_t: round(mrv),
      ets_co2_t: round(ets),
      surrender_share: etsSurrenderShare(year),
      surrender_co2_t: round(etsEmissionsToSurrender({ year, co2Tonnes: ets })),
    },
  };
}

/**
 * The ratings of the years before (for regulation 28.7's corrective plan): D three years running, or E.
 * Years without a rating break the run.
 */
export function ciiCorrectivePlanNeeded(ratings: Readonly<Record<number, CiiRating | null>>): boolean {
  const rated = Object.fromEntries(Object.entries(ratings).filter(([, rating]) => rating !== null)) as Record<
    number,
    CiiRating
  >;
  const years = Object.keys(ratings).map(Number);
  if (years.length === 0) return false;
  const latest = Math.max(...years);
  if (ratings[latest] === null || ratings[latest] === undefined) return false;
  return ciiNeedsCorrectivePlan(rated);
}
