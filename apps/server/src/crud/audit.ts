// The append-only audit log of every write (design.md section 5).
import type { Queryable } from '../db/client';
import type { ActingScope } from './scope';

export async function writeAudit(
  db: Queryable,
  scope: ActingScope,
  entry: {
    entity: string;
    entityId: string;
    action: 'create' | 'update' | 'delete';
    changedFields?: unknown;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (organization_id, user_id, entity, entity_id, action, changed_fields, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      scope.organizationId,
      scope.userId,
      entry.entity,
      entry.entityId,
      entry.action,
      entry.changedFields === undefined ? null : JSON.stringify(entry.changedFields),
      entry.at.toISOString(),
    ],
  );
}

/** Fields whose value differs, with before and after. */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before?.[field] ?? null;
    if (JSON.stringify(previous) !== JSON.stringify(value ?? null))
      changes[field] = { before: previous, after: value ?? null };
  }
  return changes;
}
