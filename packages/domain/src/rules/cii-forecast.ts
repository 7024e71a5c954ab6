// The CII forecast to 31 December (MARS's own projection, not a regulation's): the year so far plus the
// remaining days at the recent operating profile - the daily CO2 and distance of the last 90 days, or
// of the year's own days while fewer than 90 have passed - rated like the year's attained CII
// (regulation 28, G1-G4 in rules/cii.ts). And what the Master can act on: the CO2 the rest of the year
// may still emit, at the forecast distance, to keep rating C (or the year's better running rating).
import { ciiBoundaries, ciiCapacity, ciiRating, requiredCii, type CiiRating, type CiiShip } from './cii';
import { assertNonNegative, assertWholeYear } from './numbers';

export const CII_FORECAST_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

export type CiiForecastBasis = 'last_90_days' | 'year_to_date';

/** The days the recent profile is taken from, and the days left in the year after `today`. */
export type CiiForecastWindow = {
  /** First and last day of the profile (inclusive), 'YYYY-MM-DD'. */
  from: string;
  to: string;
  days: number;
  basis: CiiForecastBasis;
  remainingDays: number;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10);

/**
 * The profile's window for a reporting year seen on `today` ('YYYY-MM-DD'): the 90 days up to today, or
 * the year's days up to today when fewer; a past year's last 90 days with none remaining; null for a
 * year not begun.
 */
export function ciiForecastWindow(year: number, today: string): CiiForecastWindow | null {
  assertWholeYear(year);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(dayNumber(today))) {
    throw new Error(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  }
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  const end = Math.min(dayNumber(today), last);
  if (end < first) return null;
  const start = Math.max(first, end - (CII_FORECAST_WINDOW_DAYS - 1));
  return {
    from: dayText(start),
    to: dayText(end),
    days: end - start + 1,
    basis: end - first + 1 >= CII_FORECAST_WINDOW_DAYS ? 'last_90_days' : 'year_to_date',
    remainingDays: last - end,
  };
}

export type CiiForecastInput = {
  ship: CiiShip;
  year: number;
  window: CiiForecastWindow;
  /** CO2 (t) and distance (NM) of the year so far. */
  yearToDate: { co2Tonnes: number; distanceNm: number };
  /** CO2 (t) and distance (NM) within the window (records prorated by their days in it). */
  recent: { co2Tonnes: number; distanceNm: number };
  /** The rating of the year so far (the target is the better of it and C). */
  runningRating: CiiRating | null;
};

export type CiiForecast = {
  basis: CiiForecastBasis;
  basisDays: number;
  remainingDays: number;
  co2PerDay: number;
  distancePerDay: number;
  /** CO2 (t) and distance (NM) at 31 December. */
  co2Tonnes: number;
  distanceNm: number;
  attained: number;
  required: number;
  rating: CiiRating;
  /** The rating to keep: the year's running rating where better than C, else C. */
  target: 'A' | 'B' | 'C';
  /** The CO2 (t) the whole year may emit at the forecast distance to stay below the target's upper boundary. */
  co2LimitTonnes: number;
  /** What of it is left for the rest of the year (negative: already over). */
  co2LeftTonnes: number;
  /** The same per remaining day (null when no day remains). */
  co2LeftPerDay: number | null;
};

/** The forecast, or null without distance to rate (no voyage in the year or the window). */
export function forecastCii(input: CiiForecastInput): CiiForecast | null {
  const { ship, year, window } = input;
  for (const [label, value] of [
    ['yearToDate.co2Tonnes', input.yearToDate.co2Tonnes],
    ['yearToDate.distanceNm', input.yearToDate.distanceNm],
    ['recent.co2Tonnes', input.recent.co2Tonnes],
    ['recent.distanceNm', input.recent.distanceNm],
  ] as const) {
    assertNonNegative(value, label);
  }
  const co2PerDay = input.recent.co2Tonnes / window.days;
  const distancePerDay = input.recent.distanceNm / window.days;
  const co2 = input.yearToDate.co2Tonnes + co2PerDay * window.remainingDays;
  const distance = input.yearToDate.distanceNm + distancePerDay * window.remainingDays;
  if (distance <= 0 || co2 <= 0) return null;
  const capacity = ciiCapacity(ship);
  const attained = (co2 * 1e6) / (capacity * distance);
  const required = requiredCii({ ...ship, year });
  const boundaries = ciiBoundaries(ship, required);
  const running = input.runningRating;
  const target = running === 'A' || running === 'B' ? running : 'C';
  const upper = target === 'A' ? boundaries[0] : target === 'B' ? boundaries[1] : boundaries[2];
  const limit = (upper * capacity * distance) / 1e6;
  const left = limit - input.yearToDate.co2Tonnes;
  return {
    basis: window.basis,
    basisDays: window.days,
    remainingDays: window.remainingDays,
    co2PerDay,
    distancePerDay,
    co2Tonnes: co2,
    distanceNm: distance,
    attained,
    required,
    rating: ciiRating({ ...ship, attained, required }),
    target,
    co2LimitTonnes: limit,
    co2LeftTonnes: left,
    co2LeftPerDay: window.remainingDays > 0 ? left / window.remainingDays : null,
  };
}
