// The position reports of a vessel's day (issue 14 'Navigation': the reporting requirements panel and
// the deck-log data panel): its positions since the one before UTC midnight and the actual arrivals
// and departures of its port calls, read here and answered by the domain's positionReportsAnswer (the
// browser's too, at sea: navigation-local.ts).
import type { PortEvent, PositionReportsAnswer } from '@mars/domain';
import { positionReportsAnswer } from '@mars/domain';

import type { ActingScope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;
const isoOf = (value: unknown) => new Date(String(value)).toISOString();

export async function positionReportsOf(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
  now: Date,
): Promise<PositionReportsAnswer> {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString();
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  params.push(vesselId, start);
  const vessel = `$${params.length - 1}`;
  // The day's positions, and the last one before it (the ship's state at midnight).
  const { rows } = await db.query<Row>(
    `SELECT * FROM navigation_positions
     WHERE ${where} AND vessel_id = ${vessel} AND deleted_at IS NULL
       AND recorded_at >= COALESCE(
         (SELECT max(recorded_at) FROM navigation_positions
          WHERE ${where} AND vessel_id = ${vessel} AND deleted_at IS NULL AND recorded_at < $${params.length}),
         $${params.length})
     ORDER BY recorded_at, id
     LIMIT 500`,
    params,
  );
  const positions: Row[] = rows.map((row) => ({ ...row, recorded_at: isoOf(row.recorded_at) }));
  const calls = await db.query<{ port_name: string; arrived_at: unknown; departed_at: unknown }>(
    `SELECT port_name, arrived_at, departed_at FROM port_calls
     WHERE ${where} AND vessel_id = ${vessel} AND deleted_at IS NULL
       AND (arrived_at >= $${params.length} OR departed_at >= $${params.length})`,
    params,
  );
  const events: PortEvent[] = calls.rows.flatMap((call) => [
    ...(call.arrived_at
      ? [{ kind: 'arrival' as const, at: isoOf(call.arrived_at), port: call.port_name }]
      : []),
    ...(call.departed_at
      ? [{ kind: 'departure' as const, at: isoOf(call.departed_at), port: call.port_name }]
      : []),
  ]);
  return positionReportsAnswer({ vesselId, positions, events, now });
}
