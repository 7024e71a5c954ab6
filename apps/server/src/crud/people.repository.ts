// The people of the organization as other rows name them (an assignee, an author, an approver):
// active users on the given vessel (on-board users through their assignment; organization admins
// always), optionally of some roles only.
import type { Person, Role } from '@mars/domain';
import { ROLES } from '@mars/domain';

import type { Queryable } from '../db/client';
import type { Scope } from './scope';
import { scopeCondition } from './scope';

export type { Person };

export async function listPeople(
  db: Queryable,
  scope: Scope,
  options: { vesselId?: string; roles?: readonly Role[] },
): Promise<Person[]> {
  const vesselId = options.vesselId;
  const params: unknown[] = [[...(options.roles ?? ROLES)]];
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
  const { rows } = await db.query<Person>(
    `SELECT u.id, u.full_name, u.role FROM users u WHERE ${where.join(' AND ')} ORDER BY u.full_name`,
    params,
  );
  return rows;
}
