// The rows the oil record book's own routes read: the vessel (as the scope may see it), its tanks
// and its entries with the names of who signed and certified them.
import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

type Row = Record<string, unknown>;

export type OrbVessel = {
  id: string;
  name: string;
  imo_number: string | null;
  flag_state: string | null;
  gross_tonnage: number | null;
  vessel_type: string;
};

export async function findOrbVessel(
  db: Queryable,
  scope: Scope,
  vesselId: string,
): Promise<OrbVessel | undefined> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<OrbVessel>(
    `SELECT id, name, imo_number, flag_state, gross_tonnage, vessel_type FROM vessels
     WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  const vessel = rows[0];
  return (
    vessel && {
      ...vessel,
      gross_tonnage: vessel.gross_tonnage === null ? null : Number(vessel.gross_tonnage),
    }
  );
}

export type OrbTank = { id: string; name: string; tank_type: string; capacity_m3: number };

export async function listTanks(db: Queryable, organizationId: string, vesselId: string): Promise<OrbTank[]> {
  const { rows } = await db.query<OrbTank>(
    `SELECT id, name, tank_type, capacity_m3 FROM vessel_tanks
     WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL ORDER BY name, id`,
    [organizationId, vesselId],
  );
  return rows.map((row) => ({ ...row, capacity_m3: Number(row.capacity_m3) }));
}

/** The record books' tables, each with the order of its book (date, time, written). */
const BOOK_ORDER = {
  oil_record_entries: 'e.operation_date, e.start_at NULLS FIRST',
  ballast_record_entries: 'e.operation_date, e.start_at NULLS FIRST',
  garbage_record_entries: 'e.occurred_at',
} as const;

export type RecordBookTable = keyof typeof BOOK_ORDER;

/** The order of a book's entries (its table aliased `e`): date, time, then as written. */
export function bookOrder(table: RecordBookTable): string {
  return `${BOOK_ORDER[table]}, e.created_at, e.id`;
}

/** Every live entry of a record book's vessel, with the names of the signing officer and the Master. */
export async function listBookEntries(
  db: Queryable,
  table: RecordBookTable,
  organizationId: string,
  vesselId: string,
  where: Record<string, string> = {},
): Promise<Row[]> {
  const params: unknown[] = [organizationId, vesselId];
  const conditions = Object.entries(where).map(([column, value]) => {
    params.push(value);
    return `AND e.${column} = $${params.length}`;
  });
  const { rows } = await db.query<Row>(
    `SELECT e.*, signer.full_name AS signed_by_name, master.full_name AS certified_by_name,
            corrected.entry_number AS corrected_number
     FROM ${table} e
       LEFT JOIN ${table} corrected ON corrected.id = e.corrects_id
       LEFT JOIN users signer ON signer.id = e.signed_by
       LEFT JOIN users master ON master.id = e.certified_by
     WHERE e.organization_id = $1 AND e.vessel_id = $2 AND e.deleted_at IS NULL ${conditions.join(' ')}
     ORDER BY ${bookOrder(table)}`,
    params,
  );
  return rows;
}

/** Every live entry of the vessel's oil record book (of one part). */
export function listEntries(
  db: Queryable,
  organizationId: string,
  vesselId: string,
  part?: string,
): Promise<Row[]> {
  return listBookEntries(db, 'oil_record_entries', organizationId, vesselId, part ? { part } : {});
}
