// The rules of reading and writing any registered entity: the query allow list, validation,
// roles, optimistic concurrency, the audit log, and what a declared workflow allows (workflow.service.ts).
import type { EntityDefinition, FieldKind } from '@mars/domain';
import { entityWriteSchema, isAnonymousRow, isUuid, mayWriteEntity, readListQuery } from '@mars/domain';

import type { Db, Queryable } from '../db/client';
import { errors, zodIssuesToFields } from '../plugins/errors';
import { changedFields, writeAudit } from './audit';
import type { EntityWriteHooks } from './entity-hooks';
import type { ListQuery } from './entity.repository';
import {
  accessibleVessel,
  findRow,
  idExists,
  insertRow,
  listRows,
  softDeleteRow,
  updateRow,
} from './entity.repository';
import {
  keepHiddenPersonalFields,
  optionalPersonalFields,
  restrictListQuery,
  visibleRow,
} from './personal-fields';
import { assertReferences } from './references';
import { nextEntityNumber } from './numbering';
import type { ActingScope, Scope } from './scope';
import { uniqueViolationAsConflict } from './unique-violation';
import { serverWriteContext } from './write-context';
import { assertDeletable, assertUpdatable, dropServerFields, setCreateState } from './workflow.service';

export {
  DEFAULT_LIST_PAGE_SIZE as DEFAULT_PAGE_SIZE,
  MAX_LIST_PAGE_SIZE as MAX_PAGE_SIZE,
} from '@mars/domain';

/** Parses a list's query against the entity's allow lists (the domain's `readListQuery`); 400 with a code per parameter. */
export function parseListQuery(
  entity: EntityDefinition,
  query: Record<string, unknown>,
  /** The server's today (its clock's, 'YYYY-MM-DD'): the 7/30/90-day filters count from it. */
  today: string,
): ListQuery {
  const result = readListQuery(entity, query, today);
  if (!result.ok) throw errors.validation(result.problems);
  return result.query;
}

export async function listEntity(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  query: Record<string, unknown>,
  now: Date,
) {
  const parsed = restrictListQuery(
    scope,
    entity,
    parseListQuery(entity, query, now.toISOString().slice(0, 10)),
  );
  const { rows, total } = await listRows(db, scope, entity, parsed);
  return { rows: rows.map((row) => visibleRow(scope, entity, row)), total };
}

export async function getEntity(db: Db, scope: Scope, entity: EntityDefinition, id: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const row = isUuid(id) ? await findRow(db, scope, entity, id, { today }) : undefined;
  if (!row) throw errors.notFound();
  return visibleRow(scope, entity, row);
}

function assertMayWrite(
  scope: Scope,
  entity: EntityDefinition,
  action: 'update' | 'create' | 'delete' = 'update',
): void {
  if (!mayWriteEntity(entity, scope.role, action)) throw errors.forbidden();
}

/**
 * Who a write is recorded as: its user, or nobody for an anonymous row (`anonymousWhen`: a near miss
 * reported without a name), so neither the row nor the audit log keeps who wrote it.
 */
function writerOf(scope: Scope, entity: EntityDefinition, ...rows: Record<string, unknown>[]): ActingScope {
  return isAnonymousRow(entity, ...rows) ? { ...scope, userId: null } : scope;
}

/**
 * The entity's declared write check (`checkWrite`, e.g. the garbage record book's Annex V check, a
 * signed month's days), the same the offline database runs: on the row as it will be stored, reading
 * other rows in the write's transaction (write-context.ts); its errors refuse the write (403 when it
 * says the writer may not write the row), what it derives goes into the written values.
 */
async function applyWriteCheck(
  tx: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  input: {
    row: Record<string, unknown>;
    values: Record<string, unknown>;
    existing?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  if (!entity.checkWrite) return;
  const checked = await entity.checkWrite(
    input.row,
    serverWriteContext(tx, scope, { now: input.now, existing: input.existing }),
  );
  if (checked.forbidden) throw errors.forbidden();
  if (Object.keys(checked.errors).length > 0) throw errors.validation(checked.errors);
  Object.assign(input.values, checked.derived);
}

/**
 * A new row inside an open transaction, from values already validated: its references, its workflow's
 * initial state, the module's hooks and the audit. The create of PUT, and of a step that adds a row
 * (a work order's completion records a running-hours reading).
 */
export async function createRow(
  tx: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  input: { id: string; values: Record<string, unknown>; now: Date },
  hooks: EntityWriteHooks = {},
): Promise<Record<string, unknown>> {
  const { id, values, now } = input;
  await assertReferences(tx, scope, entity, values);
  setCreateState(entity, values);
  if (entity.numbering)
    values[entity.numbering.field] = await nextEntityNumber(tx, scope.organizationId, entity, values, now);
  await applyWriteCheck(tx, scope, entity, { row: { ...values, id }, values, now });
  await hooks.beforeCreate?.(tx, scope, { id, values, now });
  const writer = writerOf(scope, entity, values);
  const row = await insertRow(tx, writer, entity, { id, values, now });
  await writeAudit(tx, writer, {
    entity: entity.name,
    entityId: id,
    action: 'create',
    changedFields: changedFields(undefined, values),
    at: now,
  });
  await hooks.afterWrite?.(tx, scope, { row, created: true, now });
  return row;
}

/** PUT: insert or update on id; the organization id is the server's, never the client's. */
export async function upsertEntity(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  input: { id: string; body: unknown; now: Date },
  hooks: EntityWriteHooks = {},
): Promise<{ row: Record<string, unknown>; created: boolean }> {
  if (!isUuid(input.id)) throw errors.notFound();
  assertMayWrite(scope, entity);
  // reportInput: a missing value is told apart from a wrong one ('required' rather than 'invalid').
  const parsed = entityWriteSchema(entity)
    .partial(optionalPersonalFields(scope, entity))
    .safeParse(input.body, { reportInput: true });
  if (!parsed.success) throw errors.validation(zodIssuesToFields(parsed.error.issues));
  const { version, ...values } = parsed.data as Record<string, unknown> & { version?: number };
  dropServerFields(entity, values);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.defaultValue !== undefined && (values[name] === null || values[name] === undefined)) {
      values[name] = field.defaultValue;
    }
  }
  const refinements =
    entity.refine?.(values, {
      today: input.now.toISOString().slice(0, 10),
      now: input.now.toISOString(),
    }) ?? {};
  if (Object.keys(refinements).length > 0) throw errors.validation(refinements);

  return db
    .transaction(async (tx) => {
      if (typeof values.vessel_id === 'string' && !(await accessibleVessel(tx, scope, values.vessel_id))) {
        throw errors.validation({ vessel_id: ['validation:unknownVessel'] });
      }
      const existing = await findRow(tx, scope, entity, input.id, { forUpdate: true });
      if (!existing) {
        // Another organization's id, a deleted row, or a vessel the user cannot see: not found.
        if (await idExists(tx, entity, input.id)) throw errors.notFound();
        assertMayWrite(scope, entity, 'create');
        keepHiddenPersonalFields(scope, entity, values, undefined);
        const row = await createRow(tx, scope, entity, { id: input.id, values, now: input.now }, hooks);
        return { row: visibleRow(scope, entity, row), created: true };
      }
      keepHiddenPersonalFields(scope, entity, values, existing);
      // A repeated PUT (a create or save that was stored but never answered) changes nothing.
      if (storesNothingNew(entity, existing, values)) {
        return { row: visibleRow(scope, entity, existing), created: false };
      }
      if (version === undefined || version !== existing.version) {
        throw errors.conflict(visibleRow(scope, entity, existing));
      }
      await assertReferences(tx, scope, entity, values, existing);
      assertUpdatable(entity, existing, values);
      await applyWriteCheck(tx, scope, entity, {
        row: { ...existing, ...values },
        values,
        existing,
        now: input.now,
      });
      await hooks.beforeUpdate?.(tx, scope, { id: input.id, existing, values, now: input.now });
      const writer = writerOf(scope, entity, existing, values);
      const row = await updateRow(tx, writer, entity, { id: input.id, version, values, now: input.now });
      if (!row) throw errors.conflict(visibleRow(scope, entity, existing));
      await writeAudit(tx, writer, {
        entity: entity.name,
        entityId: input.id,
        action: 'update',
        changedFields: changedFields(existing, values),
        at: input.now,
      });
      await hooks.afterWrite?.(tx, scope, { row, created: false, now: input.now });
      return { row: visibleRow(scope, entity, row), created: false };
    })
    .catch((error: unknown) => {
      throw uniqueViolationAsConflict(entity, error);
    });
}

/** The value as the database gives it back: instants as ISO UTC, numbers as numbers, empty as null. */
function storedForm(kind: FieldKind | undefined, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'dateTime' && typeof value === 'string') return new Date(value).toISOString();
  if (kind === 'number') return Number(value);
  if ((kind === 'reference' || kind === 'attachment') && typeof value === 'string')
    return value.toLowerCase();
  return value;
}

/**
 * Whether writing the values would leave the stored row as it is, so a PUT that repeats the stored
 * values answers the stored row whatever version it names, and writes nothing (no version, no audit).
 */
export function storesNothingNew(
  entity: EntityDefinition,
  existing: Record<string, unknown>,
  values: Record<string, unknown>,
): boolean {
  return Object.entries(values).every(([name, value]) => {
    const kind = name === 'vessel_id' ? 'reference' : entity.fields[name]?.kind;
    return storedForm(kind, value) === storedForm(kind, existing[name]);
  });
}

export async function deleteEntity(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  id: string,
  now: Date,
  hooks: EntityWriteHooks = {},
): Promise<void> {
  if (!isUuid(id)) throw errors.notFound();
  assertMayWrite(scope, entity, 'delete');
  await db.transaction(async (tx) => {
    const existing = await findRow(tx, scope, entity, id, { forUpdate: true });
    if (!existing) throw errors.notFound();
    assertDeletable(entity, existing);
    await hooks.beforeDelete?.(tx, scope, { id, existing, now });
    await softDeleteRow(tx, scope, entity, { id, now });
    await writeAudit(tx, scope, { entity: entity.name, entityId: id, action: 'delete', at: now });
  });
}
