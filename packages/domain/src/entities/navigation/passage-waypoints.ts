// A passage's waypoints (spec section 3 'waypoints': passage, number, latitude, longitude; issue 14):
// stored with the passage as the officer writes them, one per line - latitude, longitude, then a name,
// in any notation parseCoordinate reads (53°32.4'N 009°58.7'E Elbe 1; 54 10,3 N; 007 53,1 O; -33.86
// 151.2), optionally separated by semicolons. Numbered by their order. The planned distance is the sum
// of the great-circle legs between them.
import type { GeoPoint } from '../../rules/navigation';
import {
  averageSpeedKnots,
  greatCircleNm,
  parseCoordinate,
  roundNm,
  trackDistanceNm,
} from '../../rules/navigation';

/** The most waypoints a passage keeps (ours: a route plan of an ocean passage has some dozens). */
export const MAX_WAYPOINTS = 100;

/** The longest waypoint name (ours). */
export const WAYPOINT_NAME_MAX_LENGTH = 60;

export type Waypoint = GeoPoint & { number: number; name: string | null };

export type WaypointsKey =
  'validation:waypointFormat' | 'validation:waypointCount' | 'validation:latitude' | 'validation:longitude';

export type WaypointsParse =
  | { ok: true; waypoints: Waypoint[] }
  | { ok: false; key: WaypointsKey; /** 1-based line of the text. */ line?: number };

type LineParse =
  { ok: true; latitude: number; longitude: number; name: string } | { ok: false; key: WaypointsKey };

function parseLine(line: string): LineParse {
  const fail: LineParse = { ok: false, key: 'validation:waypointFormat' };
  if (line.includes(';')) {
    const [latitudeText = '', longitudeText = '', ...rest] = line.split(';');
    const latitude = parseCoordinate(latitudeText, 'latitude');
    const longitude = parseCoordinate(longitudeText, 'longitude');
    if (!latitude.ok)
      return { ok: false, key: latitude.key === 'validation:latitude' ? latitude.key : fail.key };
    if (!longitude.ok)
      return { ok: false, key: longitude.key === 'validation:longitude' ? longitude.key : fail.key };
    return { ok: true, latitude: latitude.value, longitude: longitude.value, name: rest.join(';').trim() };
  }
  // Without separators: the longest latitude (up to four words) that leaves a longitude after it.
  const words = line.trim().split(/\s+/);
  let rangeKey: WaypointsKey | undefined;
  for (let latitudeEnd = Math.min(4, words.length - 1); latitudeEnd >= 1; latitudeEnd -= 1) {
    const latitude = parseCoordinate(words.slice(0, latitudeEnd).join(' '), 'latitude');
    if (!latitude.ok) {
      if (latitude.key === 'validation:latitude') rangeKey ??= latitude.key;
      continue;
    }
    for (let end = Math.min(latitudeEnd + 4, words.length); end > latitudeEnd; end -= 1) {
      const longitude = parseCoordinate(words.slice(latitudeEnd, end).join(' '), 'longitude');
      if (longitude.ok) {
        return {
          ok: true,
          latitude: latitude.value,
          longitude: longitude.value,
          name: words.slice(end).join(' '),
        };
      }
      if (longitude.key === 'validation:longitude') rangeKey ??= longitude.key;
    }
  }
  return rangeKey ? { ok: false, key: rangeKey } : fail;
}

/** Reads the waypoints of a passage; empty lines are skipped; the first unreadable line is named. */
export function parseWaypoints(text: unknown): WaypointsParse {
  if (text === null || text === undefined || text === '') return { ok: true, waypoints: [] };
  if (typeof text !== 'string') return { ok: false, key: 'validation:waypointFormat' };
  const waypoints: Waypoint[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (raw.trim() === '') continue;
    if (waypoints.length === MAX_WAYPOINTS)
      return { ok: false, key: 'validation:waypointCount', line: index + 1 };
    const parsed = parseLine(raw);
    if (!parsed.ok) return { ok: false, key: parsed.key, line: index + 1 };
    if (parsed.name.length > WAYPOINT_NAME_MAX_LENGTH) {
      return { ok: false, key: 'validation:waypointFormat', line: index + 1 };
    }
    waypoints.push({
      number: waypoints.length + 1,
      latitude: parsed.latitude,
      longitude: parsed.longitude,
      name: parsed.name === '' ? null : parsed.name,
    });
  }
  return { ok: true, waypoints };
}

/** Each leg's great-circle distance in NM (the first waypoint has none) and the planned total. */
export function waypointLegs(waypoints: readonly Waypoint[]): { legs: (number | null)[]; totalNm: number } {
  let total = 0;
  const legs = waypoints.map((waypoint, index) => {
    if (index === 0) return null;
    const leg = greatCircleNm(waypoints[index - 1]!, waypoint);
    total += leg;
    return roundNm(leg);
  });
  return { legs, totalNm: roundNm(total) };
}

export type TrackSummary = {
  /** Great-circle legs between the positions, in order (NM, one decimal). */
  distance_nm: number | null;
  /** From departure to arrival, or to `until` while the passage is under way (hours, one decimal). */
  duration_hours: number | null;
  average_speed_kn: number | null;
  positions: number;
};

/**
 * A passage's distance and duration from its positions (issue 14: 'distance and duration computed
 * from positions'): the legs between the positions from departure to arrival (or to `until`, the
 * present, while it is under way); no distance from fewer than two positions.
 */
export function passageTrackSummary(
  positions: readonly (GeoPoint & { recorded_at: string })[],
  departedAt: string | null,
  arrivedAt: string | null,
  until: string,
): TrackSummary {
  if (!departedAt) return { distance_nm: null, duration_hours: null, average_speed_kn: null, positions: 0 };
  const from = Date.parse(departedAt);
  const to = Date.parse(arrivedAt ?? until);
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw new Error(`passageTrackSummary: ${departedAt} or ${arrivedAt ?? until} is not an instant`);
  }
  const track = positions
    .map((position) => ({ ...position, time: Date.parse(position.recorded_at) }))
    .filter((position) => position.time >= from && position.time <= to)
    .sort((a, b) => a.time - b.time);
  const distance = track.length >= 2 ? roundNm(trackDistanceNm(track)) : null;
  const hours = to > from ? Math.round(((to - from) / 3_600_000) * 10) / 10 : null;
  return {
    distance_nm: distance,
    duration_hours: hours,
    average_speed_kn:
      distance !== null && hours !== null
        ? averageSpeedKnots(distance, departedAt, arrivedAt ?? until)
        : null,
    positions: track.length,
  };
}
