// The rows emissions read: the passage or port call a record names (its ports, distance, hours), and a
// vessel's records of some years with what their passage and port call tell now (a passage completed
// after the record was written gives its distance to the year's figures).
import type { EmissionsVessel, PlacedPassage, PlacedPortCall } from '@mars/domain';
import { isoTextOf, numberOrNull } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

type Row = Record<string, unknown>;

const isoOrNull = (value: unknown) => isoTextOf(value) || null;

/** A live row of an organization's passages or port calls, or undefined. */
async function liveRow(
  db: Queryable,
  table: 'passages' | 'port_calls',
  columns: readonly string[],
  organizationId: string,
  id: string,
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT vessel_id, ${columns.join(', ')} FROM ${table}
     WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`,
    [id, organizationId],
  );
  return rows[0];
}

const text = (value: unknown) => (value as string | null) ?? null;

export async function findPassage(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<PlacedPassage | undefined> {
  const row = await liveRow(
    db,
    'passages',
    ['departure_locode', 'arrival_locode', 'distance_nm', 'duration_hours', 'departed_at', 'arrived_at'],
    organizationId,
    id,
  );
  return (
    row && {
      vessel_id: String(row.vessel_id),
      departure_locode: text(row.departure_locode),
      arrival_locode: text(row.arrival_locode),
      distance_nm: numberOrNull(row.distance_nm),
      duration_hours: numberOrNull(row.duration_hours),
      departed_at: isoOrNull(row.departed_at),
      arrived_at: isoOrNull(row.arrived_at),
    }
  );
}

export async function findPortCall(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<PlacedPortCall | undefined> {
  const row = await liveRow(
    db,
    'port_calls',
    ['locode', 'arrived_at', 'berthed_at', 'departed_at'],
    organizationId,
    id,
  );
  return (
    row && {
      vessel_id: String(row.vessel_id),
      locode: text(row.locode),
      arrived_at: isoOrNull(row.arrived_at),
      berthed_at: isoOrNull(row.berthed_at),
      departed_at: isoOrNull(row.departed_at),
    }
  );
}

/** The vessels the scope sees (one, or all of them for the fleet), active ones unless asked by id. */
export async function listEmissionsVessels(
  db: Queryable,
  scope: Scope,
  vesselId?: string,
): Promise<EmissionsVessel[]> {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  let condition = "status = 'active'";
  if (vesselId) {
    params.push(vesselId);
    condition = `id = $${params.length}`;
  }
  const { rows } = await db.query<Row>(
    `SELECT id, name, vessel_type, gross_tonnage, deadweight, attained_eexi, epl_fitted, epl_power_kw FROM vessels
     WHERE deleted_at IS NULL AND ${where} AND ${condition} ORDER BY name, id`,
    params,
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    vessel_type: String(row.vessel_type),
    gross_tonnage: numberOrNull(row.gross_tonnage),
    deadweight: numberOrNull(row.deadweight),
    attained_eexi: numberOrNull(row.attained_eexi),
    epl_fitted: row.epl_fitted === true,
    epl_power_kw: numberOrNull(row.epl_power_kw),
  }));
}

/** The live records of the vessels whose period starts in the years, with their passage's and port call's particulars. */
export async function listEmissionRecords(
  db: Queryable,
  organizationId: string,
  vesselIds: readonly string[],
  years: { from: number; to: number },
): Promise<Row[]> {
  if (vesselIds.length === 0) return [];
  const { rows } = await db.query<Row>(
    `SELECT e.vessel_id, e.period_type, e.period_start::text AS period_start, e.period_end::text AS period_end,
            e.passage_id, e.port_call_id, e.voyage_type, e.fuel_type, e.fuel_consumed_t, e.distance_nm,
            e.hours_at_sea, e.hours_in_port, e.eu_scope, e.status,
            p.vessel_id AS passage_vessel_id, p.departure_locode, p.arrival_locode,
            p.distance_nm AS passage_distance_nm, p.duration_hours AS passage_duration_hours,
            p.departed_at AS passage_departed_at, p.arrived_at AS passage_arrived_at,
            c.vessel_id AS port_call_vessel_id, c.locode AS port_locode, c.arrived_at AS port_arrived_at,
            c.berthed_at AS port_berthed_at, c.departed_at AS port_departed_at
     FROM emission_records e
       LEFT JOIN passages p ON p.id = e.passage_id AND p.deleted_at IS NULL
       LEFT JOIN port_calls c ON c.id = e.port_call_id AND c.deleted_at IS NULL
     WHERE e.organization_id = $1 AND e.vessel_id = ANY($2::uuid[]) AND e.deleted_at IS NULL
       AND e.period_start >= make_date($3::int, 1, 1) AND e.period_start < make_date($4::int + 1, 1, 1)
     ORDER BY e.period_start, e.id`,
    [organizationId, vesselIds, years.from, years.to],
  );
  return rows;
}
