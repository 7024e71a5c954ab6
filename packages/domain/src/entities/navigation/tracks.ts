// Tracks for the map (issue 14 'Navigation'): a vessel's positions of the last days, and a passage's
// positions from its departure to its arrival (or to now while under way) with the distance, duration
// and average speed from them and its waypoints with the planned distance. The server's
// `GET /navigation/track` and `/passages/:id/track` narrow the positions in SQL, the device reads its
// local rows; both answer through here, so the map at sea draws what it draws ashore.
import type { PassageTrackAnswer, TrackPoint, VesselTrackAnswer } from '../../api/navigation';
import { parseWaypoints, passageTrackSummary, waypointLegs } from './passage-waypoints';

/** The most positions a track answers (90 days at one an hour). */
export const MAX_TRACK_POINTS = 2200;

type Row = Record<string, unknown>;

const isoOf = (value: unknown) => new Date(value instanceof Date ? value : String(value)).toISOString();
const timeOf = (row: Row) => Date.parse(isoOf(row.recorded_at));

const pointOf = (row: Row): TrackPoint => ({
  recorded_at: isoOf(row.recorded_at),
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  status: row.status as TrackPoint['status'],
});

/** Oldest first; positions of the same instant by id. */
const byTime = (a: Row, b: Row) => timeOf(a) - timeOf(b) || String(a.id).localeCompare(String(b.id));

/** The instant `days` days before `now`, from which a vessel's track is drawn. */
export function trackStart(days: number, now: Date): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * A vessel's positions (its live rows; `recorded_at`, `latitude`, `longitude`, `status`, `id`) since
 * `from`, oldest first: the newest MAX_TRACK_POINTS when there are more.
 */
export function vesselTrackAnswer(
  vesselId: string,
  positions: readonly Row[],
  from: string,
): VesselTrackAnswer {
  const start = Date.parse(from);
  const track = positions
    .filter((row) => timeOf(row) >= start)
    .sort(byTime)
    .slice(-MAX_TRACK_POINTS)
    .map(pointOf);
  return { vessel_id: vesselId, from, track };
}

/** From when to when a passage's positions make its track (none before departure). */
export function passageTrackSpan(
  passage: { departed_at: unknown; arrived_at: unknown },
  now: Date,
): { from: string; to: string } | null {
  if (!passage.departed_at) return null;
  return {
    from: isoOf(passage.departed_at),
    to: passage.arrived_at ? isoOf(passage.arrived_at) : now.toISOString(),
  };
}

/**
 * A passage's track from its vessel's positions (live rows; at most the first MAX_TRACK_POINTS of the
 * span count), its summary from them, and its waypoints.
 */
export function passageTrackAnswer(
  passage: { id: unknown; vessel_id: unknown; departed_at: unknown; arrived_at: unknown; waypoints: unknown },
  positions: readonly Row[],
  now: Date,
): PassageTrackAnswer {
  const span = passageTrackSpan(passage, now);
  const track = span
    ? positions
        .filter((row) => timeOf(row) >= Date.parse(span.from) && timeOf(row) <= Date.parse(span.to))
        .sort(byTime)
        .slice(0, MAX_TRACK_POINTS)
        .map(pointOf)
    : [];
  const parsed = parseWaypoints(passage.waypoints);
  const waypoints = parsed.ok ? parsed.waypoints : [];
  const departed = span?.from ?? null;
  const arrived = passage.arrived_at ? isoOf(passage.arrived_at) : null;
  return {
    passage_id: String(passage.id),
    vessel_id: String(passage.vessel_id),
    summary: passageTrackSummary(track, departed, arrived, now.toISOString()),
    waypoints,
    planned_nm: waypoints.length >= 2 ? waypointLegs(waypoints).totalNm : null,
    track,
  };
}
