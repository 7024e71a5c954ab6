// What a reference may point at, checked in one place for every write that stores one (the generic
// PUT, and the module routes that write rows themselves): a live row of the writer's organization
// that the writer may see, on the same vessel when both rows belong to one; a user of the
// organization who is active and, for a vessel's row, on board that vessel or an organization admin.
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES, isUuid, ORGANIZATION_ADMIN_ROLES, vesselColumnOf } from '@mars/domain';

import type { Queryable } from '../db/client';
import { errors } from '../plugins/errors';
import type { ActingScope } from './scope';
import { canSeeVessel } from './scope';

type Row = Record<string, unknown>;

export const UNKNOWN_REFERENCE = 'validation:unknownReference';

/** What a stored id names: an entity of the registry by name, a user, or an uploaded file. */
export type ReferenceTarget = string;

/**
 * Whether `id` is a row the scope may refer to from a row on `vesselId` (undefined for an
 * organization's row).
 */
export async function referenceIsValid(
  db: Queryable,
  scope: ActingScope,
  target: ReferenceTarget,
  id: string,
  vesselId: string | undefined,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  if (target === 'user') {
    const { rows } = await db.query(
      `SELECT 1 FROM users u
       WHERE u.id = $1 AND u.organization_id = $2 AND u.status = 'active'
         AND ($3::uuid IS NULL OR u.role = ANY($4::text[])
              OR EXISTS (SELECT 1 FROM user_vessels uv WHERE uv.user_id = u.id AND uv.vessel_id = $3::uuid))`,
      [id, scope.organizationId, vesselId ?? null, [...ORGANIZATION_ADMIN_ROLES]],
    );
    return rows.length > 0;
  }
  const referenced = target === 'attachment' ? undefined : ENTITIES.find((entity) => entity.name === target);
  const table = target === 'attachment' ? 'attachments' : referenced?.table;
  if (!table) return false;
  const vesselColumn = target === 'attachment' ? 'vessel_id' : referenced && vesselColumnOf(referenced);
  const { rows } = await db.query<{ vessel_id: string | null }>(
    `SELECT ${vesselColumn ?? 'NULL::uuid'} AS vessel_id FROM ${table}
     WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`,
    [id, scope.organizationId],
  );
  const row = rows[0];
  if (!row) return false;
  if (row.vessel_id === null) return true;
  if (!canSeeVessel(scope, row.vessel_id)) return false;
  // A file may be uploaded before the row it belongs to settles on its vessel.
  return target === 'attachment' || vesselId === undefined || row.vessel_id === vesselId;
}

/**
 * The reference (and attachment) fields of a row to be stored that point at nothing it may point
 * at. Only values that are new or changed against `existing` are checked: a stored reference stays
 * valid for an edit of other fields.
 */
export async function unknownReferences(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  values: Row,
  existing?: Row,
): Promise<string[]> {
  const vesselId =
    entity.scope === 'vessel'
      ? String(values.vessel_id ?? existing?.vessel_id ?? '') || undefined
      : undefined;
  const unknown: string[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'attachment') continue;
    const value = values[name];
    if (value === null || value === undefined || value === '') continue;
    if (existing && existing[name] === value) continue;
    const target = field.kind === 'attachment' ? 'attachment' : (field.references ?? '');
    if (!(await referenceIsValid(db, scope, target, String(value), vesselId))) unknown.push(name);
  }
  return unknown;
}

/** Throws 400 with `validation:unknownReference` on every field whose reference is refused. */
export async function assertReferences(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  values: Row,
  existing?: Row,
): Promise<void> {
  const unknown = await unknownReferences(db, scope, entity, values, existing);
  if (unknown.length > 0) {
    throw errors.validation(Object.fromEntries(unknown.map((name) => [name, [UNKNOWN_REFERENCE]])));
  }
}
