// What the compliance hooks read: the findings of an audit and the corrective actions of a
// non-conformity that are not done yet, inside the organization of the write.
import type { ActingScope } from '../../crud/scope';
import type { Queryable } from '../../db/client';

/** How many findings of the audit are not closed. */
export async function openFindingsOf(tx: Queryable, scope: ActingScope, auditId: string): Promise<number> {
  const { rows } = await tx.query<{ open: string }>(
    `SELECT count(*) AS open FROM non_conformities
     WHERE organization_id = $1 AND audit_id = $2 AND deleted_at IS NULL AND status <> 'closed'`,
    [scope.organizationId, auditId],
  );
  return Number(rows[0]?.open ?? 0);
}

/** The corrective actions of the non-conformity: how many, and how many are not verified yet. */
export async function correctiveActionsOf(
  tx: Queryable,
  scope: ActingScope,
  nonConformityId: string,
): Promise<{ total: number; unverified: number }> {
  const { rows } = await tx.query<{ total: string; unverified: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE status <> 'verified') AS unverified
     FROM corrective_actions
     WHERE organization_id = $1 AND non_conformity_id = $2 AND deleted_at IS NULL`,
    [scope.organizationId, nonConformityId],
  );
  return { total: Number(rows[0]?.total ?? 0), unverified: Number(rows[0]?.unverified ?? 0) };
}

/** The state of an audit of the organization, or undefined when there is none. */
export async function auditStatusOf(
  tx: Queryable,
  scope: ActingScope,
  auditId: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ status: string }>(
    `SELECT status FROM audits WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL`,
    [scope.organizationId, auditId],
  );
  return rows[0]?.status;
}
