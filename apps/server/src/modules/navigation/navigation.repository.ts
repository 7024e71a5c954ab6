// The navigation module's own reads: the last position of each vessel in the user's scope, and the
// track between two instants a passage's distance is computed from.
import type { GeoPoint, LastPosition } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

/** The newest position of each vessel the scope sees (of one vessel when given). */
export async function lastPositions(
  db: Queryable,
  scope: ActingScope,
  vesselId?: string,
): Promise<LastPosition[]> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, params, { vessel: 'vessel_id' }), 'deleted_at IS NULL'];
  if (vesselId) {
    params.push(vesselId);
    where.push(`vessel_id = $${params.length}`);
  }
  const { rows } = await db.query<LastPosition>(
    `SELECT * FROM (
       SELECT DISTINCT ON (vessel_id) vessel_id, id AS position_id, position_number, recorded_at, latitude,
              longitude, course, speed, status
       FROM navigation_positions WHERE ${where.join(' AND ')}
       ORDER BY vessel_id, recorded_at DESC, id DESC
     ) last ORDER BY recorded_at DESC`,
    params,
  );
  return rows;
}

/** A vessel's positions from one instant to another (both included), oldest first. */
export async function trackBetween(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
  from: string,
  to: string,
): Promise<GeoPoint[]> {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params);
  params.push(vesselId, from, to);
  const { rows } = await db.query<GeoPoint>(
    `SELECT latitude, longitude FROM navigation_positions
     WHERE ${where} AND vessel_id = $${params.length - 2} AND deleted_at IS NULL
       AND recorded_at BETWEEN $${params.length - 1} AND $${params.length}
     ORDER BY recorded_at, id`,
    params,
  );
  return rows.map((row) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}
