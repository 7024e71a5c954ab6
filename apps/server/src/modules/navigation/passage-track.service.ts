// Tracks for the map (issue 14 'Navigation'): a vessel's positions of the last days; a passage's
// positions from its departure to its arrival (or to now while under way), the distance, duration and
// average speed from them (passageTrackSummary), and its waypoints with the planned distance.
import type { PassageTrackAnswer, TrackPoint, VesselTrackAnswer } from '@mars/domain';
import { parseWaypoints, passageTrackSummary, waypointLegs } from '@mars/domain';

import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

/** The most positions a track answers (90 days at one an hour). */
export const MAX_TRACK_POINTS = 2200;

type Row = Record<string, unknown>;

const isoOf = (value: unknown) => new Date(String(value)).toISOString();

const pointOf = (row: Row): TrackPoint => ({
  recorded_at: isoOf(row.recorded_at),
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  status: row.status as TrackPoint['status'],
});

/** A vessel's positions of the last `days` days, oldest first (the newest when there are too many). */
export async function vesselTrack(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
  days: number,
  now: Date,
): Promise<VesselTrackAnswer> {
  const from = new Date(now.getTime() - days * 86_400_000).toISOString();
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  params.push(vesselId, from);
  const { rows } = await db.query<Row>(
    `SELECT * FROM (
       SELECT recorded_at, latitude, longitude, status, id FROM navigation_positions
       WHERE ${where} AND vessel_id = $${params.length - 1} AND deleted_at IS NULL
         AND recorded_at >= $${params.length}
       ORDER BY recorded_at DESC, id DESC LIMIT ${MAX_TRACK_POINTS}
     ) newest ORDER BY recorded_at, id`,
    params,
  );
  return { vessel_id: vesselId, from, track: rows.map(pointOf) };
}

export async function passageTrack(
  db: Queryable,
  scope: ActingScope,
  passageId: string,
  now: Date,
): Promise<PassageTrackAnswer> {
  const params: unknown[] = [passageId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<Row>(
    `SELECT id, vessel_id, departed_at, arrived_at, waypoints FROM passages
     WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  const passage = rows[0];
  if (!passage) throw errors.notFound();
  const departed = passage.departed_at ? isoOf(passage.departed_at) : null;
  const arrived = passage.arrived_at ? isoOf(passage.arrived_at) : null;
  let track: TrackPoint[] = [];
  if (departed) {
    const found = await db.query<Row>(
      `SELECT recorded_at, latitude, longitude, status FROM navigation_positions
       WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
         AND recorded_at BETWEEN $3 AND $4
       ORDER BY recorded_at, id LIMIT ${MAX_TRACK_POINTS}`,
      [scope.organizationId, passage.vessel_id, departed, arrived ?? now.toISOString()],
    );
    track = found.rows.map(pointOf);
  }
  const parsed = parseWaypoints(passage.waypoints);
  const waypoints = parsed.ok ? parsed.waypoints : [];
  return {
    passage_id: passageId,
    vessel_id: String(passage.vessel_id),
    summary: passageTrackSummary(track, departed, arrived, now.toISOString()),
    waypoints,
    planned_nm: waypoints.length >= 2 ? waypointLegs(waypoints).totalNm : null,
    track,
  };
}
