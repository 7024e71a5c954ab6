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

export async function findDayForUpdate(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; date: string },
): Promise<WorkRestDayRow | undefined> {
  const params: unknown[] = [input.crewMemberId, input.date];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<WorkRestDayRow>(
    `SELECT id, crew_member_id, work_date, slots, remarks, version FROM work_rest_days
     WHERE crew_member_id = $1 AND work_date = $2 AND deleted_at IS NULL AND ${where} FOR UPDATE`,
    params,
  );
  return rows[0];
}

export async function insertDay(
  db: Queryable,
  scope: Scope,
  input: {
    id: string;
    vesselId: string;
    crewMemberId: string;
    date: string;
    slots: string;
    remarks: string | null;
    now: Date;
  },
): Promise<WorkRestDayRow> {
  const { rows } = await db.query<WorkRestDayRow>(
    `INSERT INTO work_rest_days (id, organization_id, vessel_id, crew_member_id, work_date, slots, remarks,
                                 created_at, updated_at, created_by, updated_by, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9, 1)
     RETURNING id, crew_member_id, work_date, slots, remarks, version`,
    [
      input.id,
      scope.organizationId,
      input.vesselId,
      input.crewMemberId,
      input.date,
      input.slots,
      input.remarks,
      input.now.toISOString(),
      scope.userId,
    ],
  );
  return rows[0]!;
}

export async function updateDay(
  db: Queryable,
  scope: Scope,
  input: { id: string; version: number; slots: string; remarks: string | null; now: Date },
): Promise<WorkRestDayRow | undefined> {
  const params: unknown[] = [input.id, input.version, input.slots, input.remarks, input.now.toISOString()];
  params.push(scope.userId);
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await db.query<WorkRestDayRow>(
    `UPDATE work_rest_days SET slots = $3, remarks = $4, updated_at = $5, updated_by = $6, version = version + 1
     WHERE id = $1 AND version = $2 AND deleted_at IS NULL AND ${where}
     RETURNING id, crew_member_id, work_date, slots, remarks, version`,
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

export type SignatureRow = { signed_at: Date | string; signed_by: string; signed_by_name: string };

/** The seafarer's signature of a month's record, with the signer's name, or undefined. */
export async function findSignature(
  db: Queryable,
  scope: Scope,
  input: { crewMemberId: string; month: string },
): Promise<SignatureRow | undefined> {
  const params: unknown[] = [input.crewMemberId, input.month];
  const where = scopeCondition(scope, params, { vessel: 's.vessel_id', organization: 's.organization_id' });
  const { rows } = await db.query<SignatureRow>(
    `SELECT s.signed_at, s.signed_by, COALESCE(u.full_name, '') AS signed_by_name
       FROM rest_hour_signatures s LEFT JOIN users u ON u.id = s.signed_by
      WHERE s.crew_member_id = $1 AND s.month = $2 AND ${where}`,
    params,
  );
  return rows[0];
}

/** Signs the month (once: a second signature of the same month inserts nothing and answers false). */
export async function insertSignature(
  db: Queryable,
  scope: Scope,
  input: { id: string; vesselId: string; crewMemberId: string; month: string; now: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO rest_hour_signatures (id, organization_id, vessel_id, crew_member_id, month, signed_at, signed_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (crew_member_id, month) DO NOTHING RETURNING id`,
    [
      input.id,
      scope.organizationId,
      input.vesselId,
      input.crewMemberId,
      input.month,
      input.now.toISOString(),
      scope.userId,
    ],
  );
  return rows.length > 0;
}
