// Organization isolation in one place (design.md section 7): every read and write of business data
// goes through a Scope, and a Scope cannot exist without an organization id.
import type { Role } from '@mars/domain';
import { isOrganizationAdmin } from '@mars/domain';

import { errors } from '../plugins/errors';
import type { SessionUser } from '../sessions/session.repository';

export type Scope = {
  organizationId: string;
  userId: string;
  role: Role;
  /** undefined: every vessel of the organization (organization admins); otherwise the assigned ones. */
  vesselIds: readonly string[] | undefined;
};

/**
 * Who acts in a write: a signed-in user's scope, or the server itself (a scheduled job), whose rows
 * and audit entries name no one (userId null; the activity feed shows them as the system's).
 */
export type ActingScope = Omit<Scope, 'userId'> & { userId: string | null };

export function scopeOf(
  auth: Pick<SessionUser, 'organizationId' | 'userId' | 'role' | 'vesselIds'> | undefined,
): Scope {
  if (!auth?.organizationId) throw errors.securityViolation();
  return {
    organizationId: auth.organizationId,
    userId: auth.userId,
    role: auth.role,
    vesselIds: isOrganizationAdmin(auth.role) ? undefined : auth.vesselIds,
  };
}

/**
 * The WHERE clause that keeps a query inside the scope: the organization always, the assigned
 * vessels for users who are not organization admins. Pushes its values onto params.
 */
export function scopeCondition(
  scope: ActingScope,
  params: unknown[],
  columns: { organization?: string; vessel?: string } = {},
): string {
  if (!scope.organizationId) throw errors.securityViolation();
  params.push(scope.organizationId);
  const conditions = [`${columns.organization ?? 'organization_id'} = $${params.length}`];
  if (columns.vessel && scope.vesselIds !== undefined) {
    params.push(scope.vesselIds);
    conditions.push(`${columns.vessel} = ANY($${params.length}::uuid[])`);
  }
  return conditions.join(' AND ');
}

export function canSeeVessel(scope: ActingScope, vesselId: string): boolean {
  return scope.vesselIds === undefined || scope.vesselIds.includes(vesselId);
}
