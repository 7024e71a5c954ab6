// Tracks for the map (issue 14 'Navigation'): a vessel's positions of the last days; a passage's
// positions from its departure to its arrival (or to now while under way), the distance, duration and
// average speed from them, and its waypoints with the planned distance. The positions are narrowed
// here in SQL; the answers are the domain's (entities/navigation/tracks.ts), which the device's local
// database answers with too.
import type { PassageTrackAnswer, VesselTrackAnswer } from '@mars/domain';
import {
  MAX_TRACK_POINTS,
  passageTrackAnswer,
  passageTrackSpan,
  trackStart,
  vesselTrackAnswer,
} from '@mars/domain';

import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

type Row = Record<string, unknown>;

/** A vessel's positions of the last `days` days, oldest first (the newest when there are too many). */
export async function vesselTrack(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
  days: number,
  now: Date,
): Promise<VesselTrackAnswer> {
  const from = trackStart(days, now);
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  params.push(vesselId, from);
  const { rows } = await db.query<Row>(
    `SELECT recorded_at, latitude, longitude, status, id FROM navigation_positions
     WHERE ${where} AND vessel_id = $${params.length - 1} AND deleted_at IS NULL
       AND recorded_at >= $${params.length}
     ORDER BY recorded_at DESC, id DESC LIMIT ${MAX_TRACK_POINTS}`,
    params,
  );
  return vesselTrackAnswer(vesselId, rows, from);
}

export async function passageTrack(
  db: Queryable,
  scope: ActingScope,
  passageId: string,
  now: Date,
): Promise<PassageTrackAnswer> {
  const params: unknown[] = [passageId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<Parameters<typeof passageTrackAnswer>[0]>(
    `SELECT id, vessel_id, departed_at, arrived_at, waypoints FROM passages
     WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  const passage = rows[0];
  if (!passage) throw errors.notFound();
  const span = passageTrackSpan(passage, now);
  const positions = span
    ? (
        await db.query<Row>(
          `SELECT id, recorded_at, latitude, longitude, status FROM navigation_positions
           WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
             AND recorded_at BETWEEN $3 AND $4
           ORDER BY recorded_at, id LIMIT ${MAX_TRACK_POINTS}`,
          [scope.organizationId, passage.vessel_id, span.from, span.to],
        )
      ).rows
    : [];
  return passageTrackAnswer(passage, positions, now);
}
