// The position reporting requirements (spec section 9, issue 14 'Navigation'): a position every 4 hours
// underway, the noon position at 1200 local time, on arrival and departure, and on a change of course
// or speed. 'Local' is the ship's zone time: the nautical time zone of its longitude (15 degrees a zone,
// the zone of 180 degrees split at the date line), as ships at sea keep it; the logbook's times stay
// UTC. What is missing is judged over the UTC day of `now` from the stored positions alone, and from
// the port calls' actual times for arrival and departure.
import { numberOrNull } from '../../rules/numbers';
import { courseDifferenceDeg, greatCircleNm, initialBearingDeg } from '../../rules/navigation';
import type { PositionStatus } from './navigation-position.entity';
import { POSITION_REPORT_INTERVAL_HOURS } from './navigation-position.entity';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A noon position may be this many minutes either side of 1200 zone time (ours). */
export const NOON_TOLERANCE_MINUTES = 30;

/** An arrival or departure is reported by a position within this many minutes of the actual time (ours). */
export const ARRIVAL_DEPARTURE_TOLERANCE_MINUTES = 60;

/** A course made good this far off the course steered means an unreported alteration (ours). */
export const COURSE_CHANGE_DEGREES = 20;

/** A speed made good this far off the speed logged means an unreported change (ours: 2 kn, or 20 %). */
export const SPEED_CHANGE_KNOTS = 2;
export const SPEED_CHANGE_SHARE = 0.2;

/** Shorter legs than this say nothing about course or speed (ours: a position's own error). */
export const MIN_LEG_NM = 2;

/** The statuses of a ship at sea, for which the 4-hourly and the noon reports are due (COLREG 'underway'). */
export const AT_SEA_STATUSES: readonly PositionStatus[] = ['underway', 'drifting'];

/** The zone time's offset from UTC in whole hours at a longitude: +1 east of 7.5 degrees E, -12 west of 172.5 W. */
export function zoneOffsetHours(longitude: number): number {
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    throw new Error(`zoneOffsetHours: longitude ${longitude} is not between -180 and 180`);
  }
  // A longitude on a zone's edge (7.5 degrees E or W) counts to the zone nearer Greenwich.
  const zone = Math.sign(longitude) * Math.round(Math.abs(longitude) / 15 - 1e-9);
  return zone === 0 ? 0 : zone;
}

/** An instant's zone time at a longitude, as minutes since UTC midnight shifted by the zone. */
function zoneMinutesOfDay(instant: number, longitude: number): number {
  const local = instant + zoneOffsetHours(longitude) * HOUR_MS;
  const day = 24 * 60;
  return ((Math.floor(local / MINUTE_MS) % day) + day) % day;
}

/** Whether a position was taken at the noon of its zone time (1200, within NOON_TOLERANCE_MINUTES). */
export function isNoonReport(position: { recorded_at: string; longitude: number }): boolean {
  const instant = Date.parse(position.recorded_at);
  if (!Number.isFinite(instant)) return false;
  const minutes = zoneMinutesOfDay(instant, Number(position.longitude));
  return Math.abs(minutes - 12 * 60) <= NOON_TOLERANCE_MINUTES;
}

/** The UTC instant of 1200 zone time on the zone date of `instant` at a longitude. */
export function zoneNoonOf(instant: number, longitude: number): number {
  const offset = zoneOffsetHours(longitude) * HOUR_MS;
  const localMidnight = Math.floor((instant + offset) / (24 * HOUR_MS)) * 24 * HOUR_MS;
  return localMidnight + 12 * HOUR_MS - offset;
}

/** The four reporting requirements of spec section 9, in the panel's order. */
export const REPORT_REQUIREMENTS = [
  'four_hourly',
  'noon',
  'arrival_departure',
  'course_speed_change',
] as const;
export type ReportRequirement = (typeof REPORT_REQUIREMENTS)[number];

/** A report counts as on time up to this many minutes after it is due (ours). */
export const REPORT_GRACE_MINUTES = 15;

/** A stored position as the rule reads it (numbers may come as strings from SQL). */
export type ReportPosition = {
  recorded_at: string;
  latitude: number;
  longitude: number;
  course?: number | null;
  speed?: number | null;
  status: PositionStatus;
};

/** An actual arrival or departure (a port call's ATA or ATD), which a position should report. */
export type PortEvent = { kind: 'arrival' | 'departure'; at: string; port?: string | null };

export type MissingReport = {
  requirement: ReportRequirement;
  /** When the report was due (a change: the position after it). UTC instant. */
  due_at: string;
  /** A change of course or speed: the position before it. */
  since?: string;
  /** A change: what changed. */
  change?: 'course' | 'speed' | 'course_and_speed';
  /** An arrival or departure: which, and its port. */
  event?: PortEvent['kind'];
  port?: string | null;
};

export type ReportingDay = {
  /** The UTC day judged: its midnight and `now`. */
  from: string;
  to: string;
  /** How many of each kind of report the day's positions make. */
  reported: Record<ReportRequirement, number>;
  missing: MissingReport[];
  /** The next 4-hourly report of a ship at sea, and the next noon position; null when none is due. */
  next_four_hourly_at: string | null;
  next_noon_at: string | null;
};

type Point = Omit<ReportPosition, 'course' | 'speed'> & {
  time: number;
  course: number | null;
  speed: number | null;
};

const DAY_MS = 24 * HOUR_MS;
const iso = (time: number) => new Date(time).toISOString();
const atSea = (point: Point) => AT_SEA_STATUSES.includes(point.status);

function pointsOf(positions: readonly ReportPosition[], end: number): Point[] {
  return positions
    .map((position) => ({
      ...position,
      latitude: Number(position.latitude),
      longitude: Number(position.longitude),
      course: numberOrNull(position.course),
      speed: numberOrNull(position.speed),
      time: Date.parse(position.recorded_at),
    }))
    .filter((point) => Number.isFinite(point.time) && point.time <= end + 5 * MINUTE_MS)
    .sort((a, b) => a.time - b.time);
}

/** What a leg between two positions at sea says was not reported: a change of course, of speed, or both. */
export function unreportedChange(a: ReportPosition, b: ReportPosition): MissingReport['change'] | null {
  const [from, to] = pointsOf([a, b], Number.POSITIVE_INFINITY);
  if (!from || !to || !atSea(from) || !atSea(to) || to.time <= from.time) return null;
  const distance = greatCircleNm(from, to);
  if (distance < MIN_LEG_NM) return null;
  const course =
    from.course !== null &&
    courseDifferenceDeg(initialBearingDeg(from, to), from.course) > COURSE_CHANGE_DEGREES;
  const madeGood = distance / ((to.time - from.time) / HOUR_MS);
  const speed =
    from.speed !== null &&
    Math.abs(madeGood - from.speed) > Math.max(SPEED_CHANGE_KNOTS, SPEED_CHANGE_SHARE * from.speed);
  if (course && speed) return 'course_and_speed';
  return course ? 'course' : speed ? 'speed' : null;
}

/**
 * The reports of the UTC day of `now` (spec section 9): which the day's positions make and which are
 * missing - a 4-hourly report more than REPORT_GRACE_MINUTES late while at sea, the noon position at
 * 1200 zone time at sea, a position within an hour of each actual arrival and departure, and a
 * position at each change of course or speed that the track between two reports shows.
 */
export function positionReportsOfDay(
  positions: readonly ReportPosition[],
  now: string,
  events: readonly PortEvent[] = [],
): ReportingDay {
  const end = Date.parse(now);
  if (!Number.isFinite(end)) throw new Error(`positionReportsOfDay: now ${now} is not an instant`);
  const start = Math.floor(end / DAY_MS) * DAY_MS;
  const points = pointsOf(positions, end);
  const stateAt = (time: number) => points.filter((point) => point.time <= time).at(-1);
  const before = stateAt(start - 1);
  const today = points.filter((point) => point.time >= start);
  const sequence = before ? [before, ...today] : today;
  const grace = REPORT_GRACE_MINUTES * MINUTE_MS;
  const missing: MissingReport[] = [];
  const reported: Record<ReportRequirement, number> = {
    four_hourly: today.filter(atSea).length,
    noon: today.filter((point) => atSea(point) && isNoonReport(point)).length,
    arrival_departure: 0,
    course_speed_change: 0,
  };

  // Every 4 hours at sea: each report after a position at sea until the next position.
  for (const [index, point] of sequence.entries()) {
    if (!atSea(point)) continue;
    const next = sequence[index + 1]?.time ?? end;
    for (let due = point.time + POSITION_REPORT_INTERVAL_HOURS * HOUR_MS; due + grace < next;) {
      if (due >= start) missing.push({ requirement: 'four_hourly', due_at: iso(due) });
      due += POSITION_REPORT_INTERVAL_HOURS * HOUR_MS;
    }
  }

  // The noon position: each 1200 zone time of the day at which the ship was at sea.
  const noons = new Set<number>();
  for (let time = start - DAY_MS; time <= start + 2 * DAY_MS; time += 6 * HOUR_MS) {
    const state = stateAt(time) ?? points[0];
    if (state) noons.add(zoneNoonOf(time, state.longitude));
  }
  let nextNoon: number | null = null;
  for (const noon of [...noons].sort((a, b) => a - b)) {
    const state = stateAt(noon);
    if (!state || zoneNoonOf(noon, state.longitude) !== noon) continue;
    if (noon > end) {
      if (atSea(points.at(-1) ?? state) && nextNoon === null) nextNoon = noon;
      continue;
    }
    if (noon < start || !atSea(state)) continue;
    const made = today.some(
      (point) => Math.abs(point.time - noon) <= NOON_TOLERANCE_MINUTES * MINUTE_MS && isNoonReport(point),
    );
    if (!made && end > noon + NOON_TOLERANCE_MINUTES * MINUTE_MS) {
      missing.push({ requirement: 'noon', due_at: iso(noon) });
    }
  }

  // Arrival and departure: the day's changes between at sea and in port, and each actual time reported.
  for (let index = 1; index < sequence.length; index += 1) {
    if (atSea(sequence[index - 1]!) !== atSea(sequence[index]!) && sequence[index]!.time >= start) {
      reported.arrival_departure += 1;
    }
  }
  for (const event of events) {
    const at = Date.parse(event.at);
    if (!Number.isFinite(at) || at < start || at > end) continue;
    const window = ARRIVAL_DEPARTURE_TOLERANCE_MINUTES * MINUTE_MS;
    const made = points.some(
      (point) =>
        Math.abs(point.time - at) <= window && (event.kind === 'departure' ? atSea(point) : !atSea(point)),
    );
    if (!made && end > at + window) {
      missing.push({
        requirement: 'arrival_departure',
        due_at: event.at,
        event: event.kind,
        port: event.port ?? null,
      });
    }
  }

  // A change of course or speed: reported by a position that differs from the one before; missing where
  // the track between two positions shows one.
  for (let index = 1; index < sequence.length; index += 1) {
    const from = sequence[index - 1]!;
    const to = sequence[index]!;
    if (to.time < start || !atSea(from) || !atSea(to)) continue;
    const courseChanged =
      from.course !== null &&
      to.course !== null &&
      courseDifferenceDeg(from.course, to.course) > COURSE_CHANGE_DEGREES;
    const speedChanged =
      from.speed !== null &&
      to.speed !== null &&
      Math.abs(to.speed - from.speed) > Math.max(SPEED_CHANGE_KNOTS, SPEED_CHANGE_SHARE * from.speed);
    if (courseChanged || speedChanged) reported.course_speed_change += 1;
    const change = unreportedChange(from, to);
    if (change) {
      missing.push({
        requirement: 'course_speed_change',
        due_at: to.recorded_at,
        since: from.recorded_at,
        change,
      });
    }
  }

  const last = points.at(-1);
  missing.sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
  return {
    from: iso(start),
    to: iso(end),
    reported,
    missing,
    next_four_hourly_at:
      last && atSea(last) ? iso(last.time + POSITION_REPORT_INTERVAL_HOURS * HOUR_MS) : null,
    next_noon_at: nextNoon === null ? null : iso(nextNoon),
  };
}
