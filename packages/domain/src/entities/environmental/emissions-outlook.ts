// What the emissions screen shows beside the year's figures (emissions-year.ts): the ship's EEXI -
// attained (from its EEXI Technical File, on the vessel record) against required (rules/eexi.ts) - and
// the CII forecast to 31 December at the recent operating profile (rules/cii-forecast.ts), with the CO2
// left for the rest of the year to keep rating C or better. Nothing here restates a factor.
import { dayTextOf } from '../../rules/dates';
import { numberOrZero, roundTo } from '../../rules/numbers';
import { ciiApplies, CII_REDUCTION_FACTORS, type CiiRating } from '../../rules/cii';
import {
  ciiForecastWindow,
  forecastCii,
  type CiiForecastBasis,
  type CiiForecastWindow,
} from '../../rules/cii-forecast';
import { EEXI_RULE_VERSION, eexiCompliant, requiredEexi, type EexiNotApplicable } from '../../rules/eexi';
import { ciiShipOf, eexiShipOf, type VesselParticulars } from '../fleet/vessel.entity';
import { periodKey, recordCo2, recordYear, type EmissionRecordRow } from './emissions-year';

const round = (value: number, digits = 3) => roundTo(value, digits);

export type EexiOfVessel = {
  applicable: boolean;
  reason: 'no_particulars' | EexiNotApplicable | null;
  attained: number | null;
  epl_fitted: boolean;
  epl_power_kw: number | null;
  measure: 'dwt' | 'gt' | null;
  capacity: number | null;
  a: number | null;
  b: number | null;
  c: number | null;
  reference: number | null;
  reduction_factor: number | null;
  band_from: number | null;
  band_to: number | null;
  required: number | null;
  /** Attained <= required; null without an attained figure or a requirement. */
  compliant: boolean | null;
  rule_version: string;
};

export function eexiOfVessel(vessel: VesselParticulars): EexiOfVessel {
  const attained = vessel.attained_eexi ?? null;
  const base = {
    attained,
    epl_fitted: vessel.epl_fitted ?? false,
    epl_power_kw: vessel.epl_power_kw ?? null,
    measure: null,
    capacity: null,
    a: null,
    b: null,
    c: null,
    reference: null,
    reduction_factor: null,
    band_from: null,
    band_to: null,
    required: null,
    compliant: null,
    rule_version: EEXI_RULE_VERSION,
  };
  const ship = eexiShipOf(vessel);
  if (!ship) {
    const reason = vessel.vessel_type === 'other' ? 'ship_type' : 'no_particulars';
    return { ...base, applicable: false, reason };
  }
  const required = requiredEexi(ship);
  if (!required.applicable) return { ...base, applicable: false, reason: required.reason };
  return {
    ...base,
    applicable: true,
    reason: null,
    measure: required.measure,
    capacity: required.capacity,
    a: round(required.a, 4),
    b: required.b,
    c: required.c,
    reference: round(required.reference, 4),
    reduction_factor: required.reductionFactor,
    band_from: required.band.from,
    band_to: required.band.to ?? null,
    required: round(required.required, 4),
    compliant: attained === null ? null : eexiCompliant(attained, required.required),
  };
}

export type ForecastReason = 'no_cii' | 'not_started' | 'year_ended' | 'no_distance';

export type CiiForecastOfYear = {
  basis: CiiForecastBasis;
  from: string;
  to: string;
  basis_days: number;
  remaining_days: number;
  co2_per_day: number;
  distance_per_day: number;
  co2_t: number;
  distance_nm: number;
  attained: number;
  required: number;
  rating: CiiRating;
  target: 'A' | 'B' | 'C';
  co2_limit_t: number;
  co2_left_t: number;
  co2_left_per_day: number | null;
};

const dayNumber = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / 86_400_000;
const dateOf = dayTextOf;
const num = numberOrZero;

/**
 * CO2 and distance of the year's records within the window, each record by the share of its period's
 * days inside it (a period's distance counted once, as in emissions-year.ts).
 */
export function windowFigures(
  year: number,
  window: Pick<CiiForecastWindow, 'from' | 'to'>,
  rows: readonly EmissionRecordRow[],
): { co2Tonnes: number; distanceNm: number } {
  const from = dayNumber(window.from);
  const to = dayNumber(window.to);
  let co2 = 0;
  const distances = new Map<string, number>();
  for (const row of rows) {
    if (recordYear(row) !== year) continue;
    const start = dateOf(row.period_start);
    const end = dateOf(row.period_end) || start;
    const first = dayNumber(start);
    const last = Math.max(first, dayNumber(end));
    const overlap = Math.min(last, to) - Math.max(first, from) + 1;
    if (!(overlap > 0)) continue;
    const share = overlap / (last - first + 1);
    co2 += recordCo2(row) * share;
    const key = periodKey(row);
    distances.set(key, Math.max(distances.get(key) ?? 0, num(row.distance_nm) * share));
  }
  return { co2Tonnes: co2, distanceNm: [...distances.values()].reduce((sum, value) => sum + value, 0) };
}

/** The forecast of the year seen on `today`, or why there is none. */
export function ciiForecastOfYear(input: {
  vessel: VesselParticulars;
  year: number;
  today: string;
  rows: readonly EmissionRecordRow[];
  yearToDate: { co2_t: number; distance_nm: number; rating: CiiRating | null };
}): { forecast: CiiForecastOfYear | null; reason: ForecastReason | null } {
  const ship = ciiShipOf(input.vessel);
  if (!ship || !ciiApplies(ship) || CII_REDUCTION_FACTORS[input.year] === undefined) {
    return { forecast: null, reason: 'no_cii' };
  }
  const window = ciiForecastWindow(input.year, input.today);
  if (!window) return { forecast: null, reason: 'not_started' };
  if (window.remainingDays === 0) return { forecast: null, reason: 'year_ended' };
  const forecast = forecastCii({
    ship,
    year: input.year,
    window,
    yearToDate: { co2Tonnes: input.yearToDate.co2_t, distanceNm: input.yearToDate.distance_nm },
    recent: windowFigures(input.year, window, input.rows),
    runningRating: input.yearToDate.rating,
  });
  if (!forecast) return { forecast: null, reason: 'no_distance' };
  return {
    reason: null,
    forecast: {
      basis: forecast.basis,
      from: window.from,
      to: window.to,
      basis_days: forecast.basisDays,
      remaining_days: forecast.remainingDays,
      co2_per_day: round(forecast.co2PerDay),
      distance_per_day: round(forecast.distancePerDay, 1),
      co2_t: round(forecast.co2Tonnes),
      distance_nm: round(forecast.distanceNm, 1),
      attained: round(forecast.attained, 4),
      required: round(forecast.required, 4),
      rating: forecast.rating,
      target: forecast.target,
      co2_limit_t: round(forecast.co2LimitTonnes),
      co2_left_t: round(forecast.co2LeftTonnes),
      co2_left_per_day: forecast.co2LeftPerDay === null ? null : round(forecast.co2LeftPerDay),
    },
  };
}
