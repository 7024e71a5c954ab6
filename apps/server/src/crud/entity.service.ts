// The rules of reading and writing any registered entity: the query allow list, validation,
// roles, optimistic concurrency, the audit log, and what a declared workflow allows (workflow.service.ts).
import type { EntityDefinition, FieldKind } from '@mars/domain';
import {
  entityWriteSchema,
  filterableFields,
  isIsoDate,
  isIsoDateTime,
  mayWriteEntity,
  numberBounds,
  rangeFilterableFields,
  searchableFields,
  sortableFields,
} from '@mars/domain';

import type { Db, Queryable } from '../db/client';
import { errors, zodIssuesToFields } from '../plugins/errors';
import { changedFields, writeAudit } from './audit';
import type { EntityWriteHooks } from './entity-hooks';
import type { ListQuery } from './entity.repository';
import type { RangeFilter } from './list-sql';
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
import type { Scope } from './scope';
import { uniqueViolationAsConflict } from './unique-violation';
import { assertDeletable, assertUpdatable, dropServerFields, setCreateState } from './workflow.service';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL_PATTERN = /^-?\d{1,16}(\.\d{1,12})?$/;
// lang and title only shape exports.
const RESERVED_PARAMETERS = new Set(['limit', 'offset', 'sort', 'q', 'lang', 'title']);

/** Parses `limit`, `offset`, `sort=-a,b`, `q` and equality filters against the entity's allow list. */
export function parseListQuery(
  entity: EntityDefinition,
  query: Record<string, unknown>,
  today: string = new Date().toISOString().slice(0, 10),
): ListQuery {
  const problems: Record<string, string[]> = {};
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems[name] = ['validation:invalid'];
      return fallback;
    }
    return value;
  };
  const limit = integer('limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const offset = integer('offset', 0, 0, Number.MAX_SAFE_INTEGER);

  const sortable = new Set(sortableFields(entity));
  const sortParam = typeof query.sort === 'string' && query.sort ? query.sort : entity.defaultSort;
  const sort = sortParam.split(',').map((part) => {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!sortable.has(field)) problems.sort = ['validation:invalid'];
    return { field, descending };
  });

  const filterable = new Set(filterableFields(entity));
  const rangeable = new Set(rangeFilterableFields(entity));
  const filters: Record<string, string> = {};
  const ranges: RangeFilter[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED_PARAMETERS.has(name) || raw === undefined || raw === '') continue;
    const range = /^(.+)\.(gte|lte)$/.exec(name);
    if (range) {
      const [, field, op] = range as unknown as [string, string, 'gte' | 'lte'];
      if (!rangeable.has(field) || typeof raw !== 'string') problems[name] = ['validation:unknownFilter'];
      else if (!filterValueIsValid(entity, field, raw)) problems[name] = ['validation:invalid'];
      else ranges.push({ field, op, value: raw });
      continue;
    }
    if (!filterable.has(name) || typeof raw !== 'string') {
      problems[name] = ['validation:unknownFilter'];
      continue;
    }
    if (!filterValueIsValid(entity, name, raw)) {
      problems[name] = ['validation:invalid'];
      continue;
    }
    filters[name] = raw;
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  return {
    limit,
    offset,
    sort,
    filters,
    ranges,
    today,
    search: typeof query.q === 'string' && query.q.trim() ? query.q.trim() : undefined,
    searchFields: searchableFields(entity),
  };
}

/** Whether a filter value is one the field can hold: dates and numbers within the API's bounds. */
function filterValueIsValid(entity: EntityDefinition, name: string, value: string): boolean {
  if (name === 'vessel_id') return UUID_PATTERN.test(value);
  const field = entity.fields[name] ?? entity.computed?.[name];
  switch (field?.kind) {
    case 'reference':
      return UUID_PATTERN.test(value);
    case 'enum':
      return (field.values ?? []).includes(value);
    case 'date':
      return isIsoDate(value);
    case 'number': {
      // A plain decimal the column's type reads (no exponent, no hex, no Infinity), within bounds:
      // 1e300 would overflow it and 1.5 is no integer.
      if (!DECIMAL_PATTERN.test(value)) return false;
      const integer = 'integer' in field ? field.integer : undefined;
      const { min, max } = numberBounds({ integer });
      const number = Number(value);
      return number >= min && number <= max && (!integer || Number.isInteger(number));
    }
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'dateTime':
      // An instant with its zone, or a day (its start in UTC): the lists' period filter sends days.
      return isIsoDateTime(value) || isIsoDate(value);
    default:
      return true;
  }
}

export async function listEntity(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  query: Record<string, unknown>,
  now: Date = new Date(),
) {
  const parsed = restrictListQuery(
    scope,
    entity,
    parseListQuery(entity, query, now.toISOString().slice(0, 10)),
  );
  const { rows, total } = await listRows(db, scope, entity, parsed);
  return { rows: rows.map((row) => visibleRow(scope, entity, row)), total };
}

export async function getEntity(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  id: string,
  now: Date = new Date(),
) {
  const today = now.toISOString().slice(0, 10);
  const row = UUID_PATTERN.test(id) ? await findRow(db, scope, entity, id, { today }) : undefined;
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
  await hooks.beforeCreate?.(tx, scope, { id, values, now });
  const row = await insertRow(tx, scope, entity, { id, values, now });
  await writeAudit(tx, scope, {
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
  if (!UUID_PATTERN.test(input.id)) throw errors.notFound();
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
      await hooks.beforeUpdate?.(tx, scope, { id: input.id, existing, values, now: input.now });
      const row = await updateRow(tx, scope, entity, { id: input.id, version, values, now: input.now });
      if (!row) throw errors.conflict(visibleRow(scope, entity, existing));
      await writeAudit(tx, scope, {
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
  if (!UUID_PATTERN.test(id)) throw errors.notFound();
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
