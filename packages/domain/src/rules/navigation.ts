// Navigation rules (issue 14 'Navigation', spec sections 5 and 9): positions as mariners write them
// (degrees and decimal minutes with the hemisphere, 53°32.4'N 009°58.7'E), stored as decimal degrees;
// the great-circle distance in nautical miles; UN/LOCODE port codes. Shared by server and web.

/** Spec section 5: latitude -90 to 90, longitude -180 to 180. */
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** The fastest speed over ground a position may record, in knots (ours: above any merchant ship). */
export const MAX_SPEED_KNOTS = 60;

/** The longest passage distance, in nautical miles (ours: more than half the circumference). */
export const MAX_PASSAGE_DISTANCE_NM = 30_000;

/** Mean Earth radius (IUGG, 6371.0088 km) in nautical miles (1 NM = 1852 m exactly). */
export const EARTH_RADIUS_NM = 6371.0088 / 1.852;

export type CoordinateAxis = 'latitude' | 'longitude';

export type CoordinateKey = 'validation:coordinateFormat' | 'validation:latitude' | 'validation:longitude';

export type CoordinateParse = { ok: true; value: number } | { ok: false; key: CoordinateKey };

const HEMISPHERES: Record<CoordinateAxis, Record<string, 1 | -1>> = {
  latitude: { N: 1, S: -1 },
  // 'O' is east in German (Ost), as a German watch officer writes it.
  longitude: { E: 1, O: 1, W: -1 },
};

function rangeKey(axis: CoordinateAxis): CoordinateKey {
  return axis === 'latitude' ? 'validation:latitude' : 'validation:longitude';
}

function limitOf(axis: CoordinateAxis): number {
  return axis === 'latitude' ? LATITUDE_LIMIT : LONGITUDE_LIMIT;
}

/** Whether a decimal-degree value lies within the axis's bounds. */
export function coordinateInRange(value: number, axis: CoordinateAxis): boolean {
  return Number.isFinite(value) && Math.abs(value) <= limitOf(axis);
}

// Degrees, then optionally minutes (decimal, point or comma), then optionally seconds; the
// separators may be °, ', ′, ", ″, blanks or a hyphen as charts and GPS receivers print them.
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const DMS_PATTERN = new RegExp(
  String.raw`^${NUMBER}\s*(?:°|º|\s|-)?\s*(?:${NUMBER}\s*(?:'|′|’|\s)?\s*(?:${NUMBER}\s*(?:"|″|'')?)?)?$`,
);

const toNumber = (text: string | undefined) => (text === undefined ? 0 : Number(text.replace(',', '.')));

/**
 * Reads a latitude or longitude as written on board: 53°32.4'N, 53 32.4 N, N 53°32,4', 009°58.7'E,
 * 9°58'42"E, 10°03.2'O (German east), or signed decimal degrees (-33.8675). Minutes and seconds under
 * 60; a hemisphere letter of the other axis, a sign together with a letter, or anything else unreadable
 * is 'validation:coordinateFormat'; a value beyond ±90 / ±180 the axis's range key.
 */
export function parseCoordinate(input: string, axis: CoordinateAxis): CoordinateParse {
  const format = { ok: false, key: 'validation:coordinateFormat' } as const;
  if (typeof input !== 'string') return format;
  let text = input.trim().toUpperCase();
  if (text === '' || text.length > 40) return format;
  let sign: 1 | -1 = 1;
  let lettered = false;
  const hemispheres = HEMISPHERES[axis];
  const leading = /^([A-Z])\s*/.exec(text);
  const trailing = /\s*([A-Z])$/.exec(text);
  if (leading && trailing && leading.index !== trailing.index) return format;
  const letterMatch = leading ?? trailing;
  if (letterMatch) {
    const hemisphere = hemispheres[letterMatch[1]!];
    if (hemisphere === undefined) return format;
    sign = hemisphere;
    lettered = true;
    text = leading ? text.slice(letterMatch[0].length) : text.slice(0, letterMatch.index);
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    if (lettered) return format;
    sign = text.startsWith('-') ? -1 : 1;
    text = text.slice(1).trim();
  }
  const match = DMS_PATTERN.exec(text);
  if (!match) return format;
  const [, degreesText, minutesText, secondsText] = match;
  const degrees = toNumber(degreesText);
  const minutes = toNumber(minutesText);
  const seconds = toNumber(secondsText);
  // Decimal degrees carry no minutes; minutes carry no decimal degrees; seconds need whole minutes.
  if (minutesText !== undefined && !Number.isInteger(degrees)) return format;
  if (secondsText !== undefined && !Number.isInteger(minutes)) return format;
  if (minutes >= 60 || seconds >= 60) return format;
  const value = sign * (degrees + minutes / 60 + seconds / 3600);
  if (!coordinateInRange(value, axis)) return { ok: false, key: rangeKey(axis) };
  // Avoid -0 for the equator and the prime meridian.
  return { ok: true, value: value === 0 ? 0 : Number(value.toFixed(7)) };
}

/**
 * A decimal-degree value as mariners write it: 53°32.4'N, 009°58.7'E (longitude degrees in three
 * digits, minutes in two with `decimals` places). Rounding that reaches 60' carries into the degrees.
 */
export function formatCoordinate(value: number, axis: CoordinateAxis, decimals = 1): string {
  if (!Number.isFinite(value)) return '';
  const factor = 10 ** decimals;
  const totalMinutes = Math.round(Math.abs(value) * 60 * factor) / factor;
  let degrees = Math.floor(totalMinutes / 60 + 1e-9);
  let minutes = totalMinutes - degrees * 60;
  if (minutes >= 60 - 1e-9) {
    degrees += 1;
    minutes = 0;
  }
  if (minutes < 0) minutes = 0;
  const isZero = totalMinutes === 0;
  const letter = axis === 'latitude' ? (value < 0 && !isZero ? 'S' : 'N') : value < 0 && !isZero ? 'W' : 'E';
  const degreeText = String(degrees).padStart(axis === 'latitude' ? 2 : 3, '0');
  const minuteText = minutes.toFixed(decimals).padStart(decimals > 0 ? 3 + decimals : 2, '0');
  return `${degreeText}°${minuteText}'${letter}`;
}

/** A position as one text: 53°32.4'N 009°58.7'E. */
export function formatPosition(latitude: number, longitude: number, decimals = 1): string {
  return `${formatCoordinate(latitude, 'latitude', decimals)} ${formatCoordinate(longitude, 'longitude', decimals)}`;
}

export type GeoPoint = { latitude: number; longitude: number };

const RADIANS = Math.PI / 180;

/** The great-circle distance between two points in nautical miles (haversine on a sphere). */
export function greatCircleNm(a: GeoPoint, b: GeoPoint): number {
  const phi1 = a.latitude * RADIANS;
  const phi2 = b.latitude * RADIANS;
  const dPhi = (b.latitude - a.latitude) * RADIANS;
  const dLambda = (b.longitude - a.longitude) * RADIANS;
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The initial true bearing of the great circle from `a` to `b`, 0 to 360 degrees (the course made good). */
export function initialBearingDeg(a: GeoPoint, b: GeoPoint): number {
  const phi1 = a.latitude * RADIANS;
  const phi2 = b.latitude * RADIANS;
  const dLambda = (b.longitude - a.longitude) * RADIANS;
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  const bearing = Math.atan2(y, x) / RADIANS;
  return (bearing + 360) % 360;
}

/** The smaller angle between two courses, 0 to 180 degrees. */
export function courseDifferenceDeg(a: number, b: number): number {
  const difference = Math.abs((((a - b) % 360) + 360) % 360);
  return difference > 180 ? 360 - difference : difference;
}

/** The distance along a track: the sum of the great-circle legs between its points, in order. */
export function trackDistanceNm(points: readonly GeoPoint[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    total += greatCircleNm(points[index - 1]!, points[index]!);
  }
  return total;
}

/** Nautical miles rounded to one decimal, as a passage records them. */
export function roundNm(distance: number): number {
  return Math.round(distance * 10) / 10;
}

/** The average speed in knots over a distance and a time span, or null without a positive span. */
export function averageSpeedKnots(distanceNm: number, fromIso: string, toIso: string): number | null {
  const hours = (Date.parse(toIso) - Date.parse(fromIso)) / 3_600_000;
  if (!Number.isFinite(hours) || hours <= 0 || !Number.isFinite(distanceNm)) return null;
  return Math.round((distanceNm / hours) * 10) / 10;
}

/**
 * UN/LOCODE (UNECE Recommendation 16): the ISO 3166-1 country code and three letters or digits 2-9
 * for the place, e.g. DEHAM (Hamburg), NLRTM (Rotterdam), SGSIN (Singapore). Written without the blank.
 */
export const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

export function isUnLocode(value: unknown): boolean {
  return typeof value === 'string' && UN_LOCODE_PATTERN.test(value);
}

/** Whether `later` is strictly after `earlier` (ISO instants); true when either is missing. */
export function isAfterInstant(earlier: unknown, later: unknown): boolean {
  if (typeof earlier !== 'string' || typeof later !== 'string' || !earlier || !later) return true;
  const from = Date.parse(earlier);
  const to = Date.parse(later);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return true;
  return to > from;
}
