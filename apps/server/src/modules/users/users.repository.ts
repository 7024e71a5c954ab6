// SQL of user management: the accounts of one organization as the users page and outside clients see
// them (with their vessels and the crew member record they are linked to), and the writes to them.
import type { Role, UserRecord } from '@mars/domain';

import type { Queryable } from '../../db/client';
import { likePattern } from '../../crud/list-sql';
import type { Scope } from '../../crud/scope';

/** A user as stored, without secrets: the domain's one shape of a user (api/users.ts). */
export type { UserRecord };

export const USER_SORTS = ['full_name', 'email', 'role', 'status', 'last_sign_in_at', 'created_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type UserListQuery = {
  limit: number;
  offset: number;
  sort: { field: UserSort; descending: boolean };
  q?: string;
  role?: Role;
  status?: 'active' | 'inactive';
  vesselId?: string;
};

/**
 * The columns of a user row. `$1` is the organization; `$2` the vessels the reader may see (NULL for
 * all): a ship admin sees only those of the user's assignments that are on their own vessels.
 */
const USER_COLUMNS = `u.id, u.email, u.full_name, u.phone, u.position, u.department, u.role, u.status, u.last_sign_in_at, u.must_change_password,
  u.totp_enabled_at IS NOT NULL AS two_factor_enabled, u.version, u.created_at, u.updated_at,
  COALESCE((SELECT array_agg(uv.vessel_id::text ORDER BY v.name) FROM user_vessels uv
            JOIN vessels v ON v.id = uv.vessel_id AND v.deleted_at IS NULL
            WHERE uv.user_id = u.id AND ($2::uuid[] IS NULL OR uv.vessel_id = ANY($2::uuid[]))), '{}') AS vessel_ids,
  (SELECT p.id FROM personnel p WHERE p.user_id = u.id AND p.organization_id = $1 AND p.deleted_at IS NULL
   ORDER BY p.id LIMIT 1) AS crew_member_id`;

/** Who a reader sees: everyone of the organization, or (ship admins) themself and their vessels' people. */
function visibleCondition(scope: Scope, params: unknown[]): string {
  if (scope.vesselIds === undefined) return 'true';
  params.push(scope.userId);
  return `(u.id = $${params.length} OR EXISTS (SELECT 1 FROM user_vessels uv
            WHERE uv.user_id = u.id AND uv.vessel_id = ANY($2::uuid[])))`;
}

function baseParams(scope: Scope): unknown[] {
  return [scope.organizationId, scope.vesselIds === undefined ? null : [...scope.vesselIds]];
}

export async function listUsers(
  db: Queryable,
  scope: Scope,
  query: UserListQuery,
): Promise<{ rows: UserRecord[]; total: number }> {
  const params = baseParams(scope);
  const where = ['u.organization_id = $1', visibleCondition(scope, params)];
  if (query.q) {
    for (const word of query.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
      params.push(likePattern(word));
      where.push(`(u.full_name ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
    }
  }
  if (query.role) {
    params.push(query.role);
    where.push(`u.role = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`u.status = $${params.length}`);
  }
  if (query.vesselId) {
    params.push(query.vesselId);
    where.push(
      `EXISTS (SELECT 1 FROM user_vessels uv WHERE uv.user_id = u.id AND uv.vessel_id = $${params.length}::uuid)`,
    );
  }
  const order = `u.${query.sort.field} ${query.sort.descending ? 'DESC' : 'ASC'} NULLS LAST, u.id`;
  params.push(query.limit, query.offset);
  const { rows } = await db.query<UserRecord & { _total: number }>(
    `SELECT ${USER_COLUMNS}, count(*) OVER () AS _total FROM users u
     WHERE ${where.join(' AND ')} ORDER BY ${order}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = Number(rows[0]?._total ?? 0);
  if (rows.length === 0 && query.offset > 0) {
    const counted = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM users u WHERE ${where.join(' AND ')}`,
      params.slice(0, -2),
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { rows: rows.map(({ _total: _, ...row }) => row), total };
}

/** A user the reader may see, or undefined (another organization's, or not on a ship admin's vessels). */
export async function findVisibleUser(
  db: Queryable,
  scope: Scope,
  id: string,
): Promise<UserRecord | undefined> {
  const params = baseParams(scope);
  params.push(id);
  const idParam = `$${params.length}`;
  const visible = visibleCondition(scope, params);
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.organization_id = $1 AND u.id = ${idParam} AND ${visible}`,
    params,
  );
  return rows[0];
}

/** Locks the organization's user row for the rest of the transaction; false when there is none. */
export async function lockUser(db: Queryable, organizationId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE id = $1 AND organization_id = $2 FOR UPDATE`, [
    id,
    organizationId,
  ]);
  return rows.length > 0;
}

/** Whether the id names any user at all (another organization's too). */
export async function userIdExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM users WHERE id = $1`, [id])).rows.length > 0;
}

/** Whether another user already signs in with the email. */
export async function emailTaken(db: Queryable, email: string, exceptId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [
    email,
    exceptId,
  ]);
  return rows.length > 0;
}

/** The live vessels of the organization among `ids`. */
export async function organizationVessels(
  db: Queryable,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM vessels WHERE organization_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
    [organizationId, [...ids]],
  );
  return rows.map((row) => row.id);
}

/** Every assignment of the user, also to vessels the reader cannot see. */
export async function assignedVessels(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ vessel_id: string }>(
    `SELECT vessel_id::text AS vessel_id FROM user_vessels WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.vessel_id);
}

export async function setAssignedVessels(db: Queryable, userId: string, vesselIds: readonly string[]) {
  await db.query(`DELETE FROM user_vessels WHERE user_id = $1 AND NOT (vessel_id = ANY($2::uuid[]))`, [
    userId,
    [...vesselIds],
  ]);
  for (const vesselId of vesselIds) {
    await db.query(
      `INSERT INTO user_vessels (user_id, vessel_id) VALUES ($1, $2) ON CONFLICT (user_id, vessel_id) DO NOTHING`,
      [userId, vesselId],
    );
  }
}

export type CrewMemberLink = { id: string; vessel_id: string; user_id: string | null };

/** A live crew member record of the organization, or undefined. */
export async function findCrewMember(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<CrewMemberLink | undefined> {
  const { rows } = await db.query<CrewMemberLink>(
    `SELECT id, vessel_id, user_id FROM personnel WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, organizationId],
  );
  return rows[0];
}

/** Links the user to one crew member record (or none), unlinking any other record of theirs. */
export async function linkCrewMember(
  db: Queryable,
  input: { organizationId: string; userId: string; crewMemberId: string | null; by: string; now: Date },
): Promise<void> {
  const at = input.now.toISOString();
  await db.query(
    `UPDATE personnel SET user_id = NULL, updated_at = $3, updated_by = $4, version = version + 1
     WHERE user_id = $1 AND organization_id = $2 AND id IS DISTINCT FROM $5::uuid`,
    [input.userId, input.organizationId, at, input.by, input.crewMemberId],
  );
  if (!input.crewMemberId) return;
  await db.query(
    `UPDATE personnel SET user_id = $1, updated_at = $3, updated_by = $4, version = version + 1
     WHERE id = $5 AND organization_id = $2 AND user_id IS DISTINCT FROM $1`,
    [input.userId, input.organizationId, at, input.by, input.crewMemberId],
  );
}

/** Ends every live session of the user (deactivation, a temporary password, 'Revoke sessions'). */
export async function revokeAllSessions(db: Queryable, userId: string, now: Date): Promise<number> {
  const result = await db.query(
    `UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId, now.toISOString()],
  );
  return result.affectedRows;
}

/** Clears the sign-in lockout of an email: its failed attempts no longer count (login-limits.ts). */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE email = lower($1) AND NOT succeeded`, [email]);
}

/** The emails among `emails` with failed sign-ins since `since` (the only ones that can be locked). */
export async function emailsWithRecentFailures(
  db: Queryable,
  emails: readonly string[],
  since: Date,
): Promise<string[]> {
  if (emails.length === 0) return [];
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT email FROM login_attempts WHERE email = ANY($1::text[]) AND NOT succeeded AND attempted_at > $2`,
    [emails.map((email) => email.toLowerCase()), since.toISOString()],
  );
  return rows.map((row) => row.email);
}

export async function insertUser(
  db: Queryable,
  input: {
    id: string;
    organizationId: string;
    email: string;
    fullName: string;
    role: Role;
    passwordHash: string;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO users (id, organization_id, email, password_hash, full_name, role, status,
                        must_change_password, created_at, updated_at, version)
     VALUES ($1, $2, $3, $4, $5, $6, 'active', true, $7, $7, 1)`,
    [
      input.id,
      input.organizationId,
      input.email,
      input.passwordHash,
      input.fullName,
      input.role,
      input.now.toISOString(),
    ],
  );
}

/** Sets columns of a user the caller holds locked, raising its version. */
export async function updateUser(
  db: Queryable,
  input: { id: string; organizationId: string; values: Record<string, unknown>; now: Date },
): Promise<void> {
  const params: unknown[] = [input.id, input.organizationId, input.now.toISOString()];
  const assignments = Object.entries(input.values).map(([column, value]) => {
    params.push(value);
    return `${column} = $${params.length}`;
  });
  await db.query(
    `UPDATE users SET ${[...assignments, 'updated_at = $3', 'version = version + 1'].join(', ')}
     WHERE id = $1 AND organization_id = $2`,
    params,
  );
}
