// The rules of user management (issue 11): company and super admins manage the organization's users,
// ship admins the people of their vessels; nobody grants a role above their own, only a super admin
// manages a super admin; vessels and crew member records must be the organization's and the
// manager's. Every write runs in one transaction and goes into the audit log.
import type { Role, UserAction, UserRow, UserWrite } from '@mars/domain';
import {
  isOrganizationAdmin,
  managesUsers,
  mayGrantRole,
  mayManageRole,
  nextVesselAssignments,
} from '@mars/domain';

import { changedFields, writeAudit } from '../../crud/audit';
import type { Scope } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { AppError, errors } from '../../plugins/errors';
import { LOGIN_LOCK_MINUTES, LOGIN_WINDOW_MINUTES } from '../../sessions/auth.constants';
import { loginLimitState } from '../../sessions/login-limits';
import { hashPassword } from '../../sessions/password-hash';
import type { UserListQuery, UserRecord } from './users.repository';
import {
  assignedVessels,
  clearLoginFailures,
  emailTaken,
  emailsWithRecentFailures,
  findCrewMember,
  findVisibleUser,
  insertUser,
  linkCrewMember,
  listUsers,
  lockUser,
  organizationVessels,
  revokeAllSessions,
  setAssignedVessels,
  updateUser,
  userIdExists,
} from './users.repository';

/** A user as the API answers it: whether they are locked out now, and whether the reader manages them. */
export type ApiUser = UserRow;

const ownAccount = () =>
  new AppError(
    403,
    'own_account',
    'You cannot change your own role, deactivate your own account or give yourself a temporary password.',
  );
const roleNotGrantable = () =>
  new AppError(403, 'role_not_grantable', 'You cannot grant a role above your own.', {
    fields: { role: ['errors:role_not_grantable'] },
  });
const emailExists = () =>
  new AppError(409, 'email_exists', 'Email already exists', { fields: { email: ['errors:email_exists'] } });

export function assertManagesUsers(scope: Scope): void {
  if (!managesUsers(scope.role)) throw errors.adminRequired();
}

/** The manager's own vessels (none needed for organization admins, who reach every vessel). */
function managerOf(scope: Scope): { role: Role; vesselIds: readonly string[] } {
  return { role: scope.role, vesselIds: scope.vesselIds ?? [] };
}

async function withLockState(db: Queryable, scope: Scope, rows: UserRecord[], now: Date): Promise<ApiUser[]> {
  const since = new Date(now.getTime() - (LOGIN_WINDOW_MINUTES + LOGIN_LOCK_MINUTES) * 60_000);
  const failing = new Set(
    await emailsWithRecentFailures(
      db,
      rows.map((row) => row.email),
      since,
    ),
  );
  return Promise.all(
    rows.map(async (row) => {
      let lockedUntil: string | null = null;
      if (failing.has(row.email.toLowerCase())) {
        const state = await loginLimitState(db, row.email.toLowerCase(), now);
        if (state.lockedForSeconds > 0)
          lockedUntil = new Date(now.getTime() + state.lockedForSeconds * 1000).toISOString();
      }
      return { ...row, locked_until: lockedUntil, manageable: mayManageRole(scope.role, row.role) };
    }),
  );
}

export async function listUsersFor(db: Db, scope: Scope, query: UserListQuery, now: Date) {
  assertManagesUsers(scope);
  const { rows, total } = await listUsers(db, scope, query);
  return { rows: await withLockState(db, scope, rows, now), total };
}

export async function getUserFor(db: Queryable, scope: Scope, id: string, now: Date): Promise<ApiUser> {
  assertManagesUsers(scope);
  const user = await findVisibleUser(db, scope, id);
  if (!user) throw errors.notFound();
  return (await withLockState(db, scope, [user], now))[0]!;
}

/** The user, locked for the transaction, whom the manager may see and manage; 404 or 403 otherwise. */
async function managedUser(tx: Queryable, scope: Scope, id: string): Promise<UserRecord> {
  if (!(await lockUser(tx, scope.organizationId, id))) throw errors.notFound();
  const user = await findVisibleUser(tx, scope, id);
  if (!user) throw errors.notFound();
  if (!mayManageRole(scope.role, user.role)) throw errors.forbidden();
  return user;
}

/** The vessels the user is to be assigned to; 400 for any that is not the organization's and the manager's. */
async function vesselAssignments(
  tx: Queryable,
  scope: Scope,
  current: readonly string[],
  requested: readonly string[],
): Promise<string[]> {
  const { vesselIds, refused } = nextVesselAssignments(managerOf(scope), current, requested);
  const known = new Set(await organizationVessels(tx, scope.organizationId, requested));
  if (refused.length > 0 || requested.some((id) => !known.has(id))) {
    throw errors.validation({ vessel_ids: ['validation:unknownVessel'] });
  }
  return vesselIds;
}

/** Checks the crew member record to link: the organization's, on a vessel of the user, free. */
async function assertCrewMemberLink(
  tx: Queryable,
  scope: Scope,
  input: { userId: string; role: Role; vesselIds: readonly string[]; crewMemberId: string },
): Promise<void> {
  const crewMember = await findCrewMember(tx, scope.organizationId, input.crewMemberId);
  const visible =
    crewMember && (scope.vesselIds === undefined || scope.vesselIds.includes(crewMember.vessel_id));
  if (!crewMember || !visible) throw errors.validation({ crew_member_id: ['validation:unknownReference'] });
  if (crewMember.user_id && crewMember.user_id !== input.userId) {
    throw errors.validation({ crew_member_id: ['validation:crewMemberLinked'] });
  }
  if (!isOrganizationAdmin(input.role) && !input.vesselIds.includes(crewMember.vessel_id)) {
    throw errors.validation({ crew_member_id: ['validation:crewMemberOtherVessel'] });
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** PUT /users/{id}: creates (with a temporary password) or updates (with the stored version) a user. */
export async function upsertUser(
  db: Db,
  scope: Scope,
  input: { id: string; body: UserWrite; now: Date },
): Promise<{ row: ApiUser; created: boolean }> {
  assertManagesUsers(scope);
  const body = { ...input.body, email: input.body.email.toLowerCase() };
  // Hashed before the transaction: argon2 is slow and holds no lock.
  const passwordHash = body.temporary_password ? await hashPassword(body.temporary_password) : undefined;
  const created = await db.transaction(async (tx) => {
    if (await lockUser(tx, scope.organizationId, input.id)) {
      return updateExisting(tx, scope, { ...input, body });
    }
    if (await userIdExists(tx, input.id)) throw errors.notFound();
    if (!mayGrantRole(scope.role, body.role)) throw roleNotGrantable();
    if (!passwordHash) throw errors.validation({ temporary_password: ['validation:required'] });
    if (await emailTaken(tx, body.email, input.id)) throw emailExists();
    const vesselIds = await vesselAssignments(tx, scope, [], body.vessel_ids ?? []);
    // A ship admin's new user is one of their vessels' people, or they could not reach them again.
    if (!isOrganizationAdmin(scope.role) && !isOrganizationAdmin(body.role) && vesselIds.length === 0) {
      throw errors.validation({ vessel_ids: ['validation:required'] });
    }
    if (body.crew_member_id) {
      await assertCrewMemberLink(tx, scope, {
        userId: input.id,
        role: body.role,
        vesselIds,
        crewMemberId: body.crew_member_id,
      });
    }
    await insertUser(tx, {
      id: input.id,
      organizationId: scope.organizationId,
      email: body.email,
      fullName: body.full_name,
      role: body.role,
      passwordHash,
      now: input.now,
    });
    await setAssignedVessels(tx, input.id, vesselIds);
    if (body.crew_member_id) {
      await linkCrewMember(tx, {
        organizationId: scope.organizationId,
        userId: input.id,
        crewMemberId: body.crew_member_id,
        by: scope.userId,
        now: input.now,
      });
    }
    await writeAudit(tx, scope, {
      entity: 'user',
      entityId: input.id,
      action: 'create',
      changedFields: changedFields(undefined, {
        email: body.email,
        full_name: body.full_name,
        role: body.role,
        vessel_ids: vesselIds,
        crew_member_id: body.crew_member_id ?? null,
      }),
      at: input.now,
    });
    return true;
  });
  return { row: await getUserFor(db, scope, input.id, input.now), created };
}

async function updateExisting(
  tx: Queryable,
  scope: Scope,
  input: { id: string; body: UserWrite; now: Date },
): Promise<boolean> {
  const { body } = input;
  const existing = await managedUser(tx, scope, input.id);
  const requestedVessels = body.vessel_ids ?? existing.vessel_ids;
  const crewMemberId = body.crew_member_id === undefined ? existing.crew_member_id : body.crew_member_id;
  const unchanged =
    body.email === existing.email.toLowerCase() &&
    body.full_name === existing.full_name &&
    body.role === existing.role &&
    sameSet(requestedVessels, existing.vessel_ids) &&
    crewMemberId === existing.crew_member_id;
  // A repeated PUT (a create that was stored but never answered) changes nothing.
  if (unchanged) return false;
  if (body.version === undefined || body.version !== existing.version) {
    throw errors.conflict(await findVisibleUser(tx, scope, input.id));
  }
  if (body.temporary_password !== undefined) {
    throw errors.validation({ temporary_password: ['validation:temporaryPasswordOnCreate'] });
  }
  if (!mayGrantRole(scope.role, body.role)) throw roleNotGrantable();
  if (body.role !== existing.role && input.id === scope.userId) throw ownAccount();
  if (body.email !== existing.email.toLowerCase() && (await emailTaken(tx, body.email, input.id))) {
    throw emailExists();
  }
  const vesselIds = await vesselAssignments(tx, scope, await assignedVessels(tx, input.id), requestedVessels);
  if (crewMemberId && crewMemberId !== existing.crew_member_id) {
    await assertCrewMemberLink(tx, scope, { userId: input.id, role: body.role, vesselIds, crewMemberId });
  }
  await updateUser(tx, {
    id: input.id,
    organizationId: scope.organizationId,
    values: {
      email: body.email,
      full_name: body.full_name,
      role: body.role,
      // A new name from the users screen replaces the names the user saved (split again on read).
      ...(body.full_name === existing.full_name ? {} : { first_name: null, last_name: null }),
    },
    now: input.now,
  });
  await setAssignedVessels(tx, input.id, vesselIds);
  if (crewMemberId !== existing.crew_member_id) {
    await linkCrewMember(tx, {
      organizationId: scope.organizationId,
      userId: input.id,
      crewMemberId,
      by: scope.userId,
      now: input.now,
    });
  }
  await writeAudit(tx, scope, {
    entity: 'user',
    entityId: input.id,
    action: 'update',
    changedFields: changedFields(
      { ...existing, email: existing.email.toLowerCase() },
      {
        email: body.email,
        full_name: body.full_name,
        role: body.role,
        vessel_ids: vesselIds,
        crew_member_id: crewMemberId,
      },
    ),
    at: input.now,
  });
  return false;
}

/** POST /users/{id}/<action>: deactivate, reactivate, unlock, revoke sessions, set a temporary password. */
export async function runUserAction(
  db: Db,
  scope: Scope,
  input: { id: string; action: UserAction; password?: string; now: Date },
): Promise<ApiUser> {
  assertManagesUsers(scope);
  const passwordHash =
    input.action === 'temporary-password' ? await hashPassword(input.password ?? '') : undefined;
  await db.transaction(async (tx) => {
    const user = await managedUser(tx, scope, input.id);
    const isOwn = input.id === scope.userId;
    const changes: Record<string, unknown> = {};
    switch (input.action) {
      case 'deactivate':
        if (isOwn) throw ownAccount();
        changes.status = 'inactive';
        await revokeAllSessions(tx, user.id, input.now);
        break;
      case 'reactivate':
        changes.status = 'active';
        break;
      case 'unlock':
        await clearLoginFailures(tx, user.email);
        break;
      case 'revoke-sessions':
        await revokeAllSessions(tx, user.id, input.now);
        break;
      case 'temporary-password':
        if (isOwn) throw ownAccount();
        changes.password_hash = passwordHash;
        changes.must_change_password = true;
        await revokeAllSessions(tx, user.id, input.now);
        break;
    }
    if (Object.keys(changes).length > 0) {
      await updateUser(tx, {
        id: user.id,
        organizationId: scope.organizationId,
        values: changes,
        now: input.now,
      });
    }
    // The password's hash is never written to the log; that it was set is the step.
    const { password_hash: _, ...audited } = changes;
    await writeAudit(tx, scope, {
      entity: 'user',
      entityId: user.id,
      action: 'update',
      changedFields: { step: input.action, ...changedFields(user, audited) },
      at: input.now,
    });
  });
  return getUserFor(db, scope, input.id, input.now);
}
