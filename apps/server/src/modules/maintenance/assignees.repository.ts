// The people work can be assigned to: active users of the organization who may write maintenance,
// on the given vessel (on-board users through their assignment; organization admins always).
import { MAINTENANCE_WRITE_ROLES } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

export type Assignee = { id: string; full_name: string; role: string };

export async function listAssignees(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
): Promise<Assignee[]> {
  const params: unknown[] = [[...MAINTENANCE_WRITE_ROLES]];
  const where = [
    `u.status = 'active'`,
    `u.role = ANY($1::text[])`,
    scopeCondition(scope, params, { organization: 'u.organization_id' }),
  ];
  // Users who are not organization admins see the people of their own vessels only.
  const vessels = vesselId ? [vesselId] : scope.vesselIds;
  if (vessels !== undefined) {
    params.push(vessels);
    where.push(
      `(u.role IN ('super_admin', 'company_admin') OR EXISTS (SELECT 1 FROM user_vessels uv
        WHERE uv.user_id = u.id AND uv.vessel_id = ANY($${params.length}::uuid[])))`,
    );
  }
  const { rows } = await db.query<Assignee>(
    `SELECT u.id, u.full_name, u.role FROM users u WHERE ${where.join(' AND ')} ORDER BY u.full_name`,
    params,
  );
  return rows;
}
