// SQL of the hours of work and rest, always inside a Scope (crud/scope.ts).
import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

export type SeafarerRow = {
  id: string;
  vessel_id: string;
  first_name: string;
  last_name: string;
  rank: string;
  user_id: string | null;
};

export type WorkRestDayRow = {
  id: string;
  crew_member_id: string;
  work_date: string;
  slots: string;
  remarks: string | null;
  version: number;
};

export type VesselRow = { id: string; name: string; imo_number: string; flag_state: string };

const SEAFARER_COLUMNS = 'id, vessel_id, first_name, last_name, rank, user_id';

/** A seafarer on a vessel the scope may see, or undefined (another organization's looks like none). */
export async function findSeafarer(
  db: Queryable,
  scope: Scope,
  id: string,
): Promise<SeafarerRow | undefined> {
  const params: unknown[] = [id];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<SeafarerRow>(
    `SELECT ${SEAFARER_COLUMNS} FROM personnel WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0];
}

/** Seafarers in scope, of one vessel or all, and only the user's own when `ownOnly`. */
export async function listSeafarers(
  db: Queryable,
  scope: Scope,
  options: { vesselId?: string; ownOnly: boolean },
): Promise<SeafarerRow[]> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, params, { vessel: 'vessel_id' }), 'deleted_at IS NULL'];
  if (options.vesselId) {
    params.push(options.vesselId);
    where.push(`vessel_id = $${params.length}`);
  }
  if (options.ownOnly) {
    params.push(scope.userId);
    where.push(`user_id = $${params.length}`);
  }
  const { rows } = await db.query<SeafarerRow>(
    `SELECT ${SEAFARER_COLUMNS} FROM personnel WHERE ${where.join(' AND ')} ORDER BY last_name, first_name, id`,
    params,
  );
  return rows;
}

export async function listDays(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; from: string; to: string },
): Promise<WorkRestDayRow[]> {
  const params: unknown[] = [input.crewMemberId, input.from, input.to];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<WorkRestDayRow>(
    `SELECT id, crew_member_id, work_date, slots, remarks, version FROM work_rest_days
     WHERE crew_member_id = $1 AND work_date BETWEEN $2 AND $3 AND deleted_at IS NULL AND ${where}
     ORDER BY work_date`,
    params,
  );
  return rows;
}

/** The seafarer's recorded day, if any. */
export async function findDay(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; date: string },
): Promise<WorkRestDayRow | undefined> {
  const params: unknown[] = [input.crewMemberId, input.date];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<WorkRestDayRow>(
    `SELECT id, crew_member_id, work_date, slots, remarks, version FROM work_rest_days
     WHERE crew_member_id = $1 AND work_date = $2 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0];
}

export async function findVessel(db: Queryable, scope: Scope, id: string): Promise<VesselRow | undefined> {
  const params: unknown[] = [id];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<VesselRow>(
    `SELECT id, name, imo_number, flag_state FROM vessels WHERE id = $1 AND ${where}`,
    params,
  );
  return rows[0];
}

export type SignatureRow = { signed_at: string; signed_by: string };

/** The seafarer's signature of a month's record, or undefined. */
export async function findSignature(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; month: string },
): Promise<SignatureRow | undefined> {
  const params: unknown[] = [input.crewMemberId, input.month];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<SignatureRow>(
    `SELECT signed_at, signed_by FROM rest_hour_signatures
      WHERE crew_member_id = $1 AND month = $2 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows[0];
}
