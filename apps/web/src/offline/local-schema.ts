// The schema of the offline browser database (spec section 3, version 8), derived: the spec's
// tables (spec-tables.ts) and every registered entity's table, indexed by its vessel, its filter and
// sort fields and its last change, its tombstones, and a vessel's rows in the list's default order
// (local-list.ts walks it for a first page), named as the spec names it (`localTable`) or by its
// server table in camelCase. Rows are stored with camelCase keys, as the spec's tables are (vesselId,
// not vessel_id); `toLocalRow` and `fromLocalRow` turn an API row into a local one and back.
import type { EntityDefinition, FieldKind } from '@mars/domain';
import { ENTITIES, syncTableOf } from '@mars/domain';

import { SPEC_LOCAL_TABLES } from './spec-tables';

/** The spec's schema version; Dexie takes later changes of the derived schema without a new number. */
export const LOCAL_DB_VERSION = 8;
export const LOCAL_DB_NAME = 'mars';

/**
 * The sync's own tables: `_outbox` the writes made here and not yet acknowledged by the server (in
 * the order they were made), `_conflicts` what the server refused or changed meanwhile, `_sync` the
 * sync's state by key (pull cursor, byte ledger), `_rowNumbers` the server's numbers of the rows held.
 */
export const SYNC_TABLES: Readonly<Record<string, string>> = {
  _outbox: '++seq, mutationId, [table+rowId]',
  _conflicts: '++seq, mutationId, table, rowId',
  _sync: '&key',
  _rowNumbers: '&n, [table+id]',
};

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

// The API names of the local keys, worked out once per key: a list turns every key of every row back.
const snakeNames = new Map<string, string>();

function snakeName(key: string): string {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = snakeCase(key);
    if (snakeNames.size >= 10_000) snakeNames.clear();
    snakeNames.set(key, name);
  }
  return name;
}

export function localTableOf(entity: Pick<EntityDefinition, 'table' | 'localTable'>): string {
  return syncTableOf(entity);
}

/**
 * The kinds whose stored values IndexedDB orders and compares as the list query does (list-query.ts):
 * text, as JavaScript's `<` (UTF-16 code units), and days as 'YYYY-MM-DD'. Not instants (the query
 * compares them as times, an index as text), numbers (rows may hold them as text) or flags
 * (IndexedDB does not index booleans).
 */
export const INDEX_ORDERED_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'longText',
  'email',
  'phone',
  'enum',
  'reference',
  'date',
]);

/** A stored field of the entity whose index orders as the list does (its local key maps back to it). */
export function isIndexOrdered(entity: EntityDefinition, field: string): boolean {
  const definition = entity.fields[field];
  return (
    definition !== undefined &&
    entity.computed?.[field] === undefined &&
    INDEX_ORDERED_KINDS.has(definition.kind) &&
    snakeCase(camelCase(field)) === field
  );
}

/** The field of the list's default order, when an index can give a vessel's rows in that order. */
export function defaultOrderField(entity: EntityDefinition): string | undefined {
  const first = entity.defaultSort.split(',')[0]!.replace(/^-/, '');
  return isIndexOrdered(entity, first) ? first : undefined;
}

/**
 * The indexes of an entity's table: its vessel, its filterable and sortable fields, its last change,
 * its tombstones (`deletedAt`: IndexedDB leaves the live rows' null out of it), and a vessel's rows
 * in the list's default order.
 */
function entityIndexes(entity: EntityDefinition): string[] {
  const fields = Object.entries(entity.fields)
    .filter(([, field]) => field.filter || field.sort)
    .map(([name]) => camelCase(name));
  const ordered = defaultOrderField(entity);
  const vessel =
    entity.scope === 'vessel' ? ['vesselId', ...(ordered ? [`[vesselId+${camelCase(ordered)}]`] : [])] : [];
  return [...vessel, ...fields, 'updatedAt', 'deletedAt'];
}

/** Dexie's `stores()` argument: table -> '&id, index, ...' (the id given by whoever creates the row). */
export function localSchema(entities: readonly EntityDefinition[] = ENTITIES): Record<string, string> {
  const indexes = new Map<string, Set<string>>();
  const add = (table: string, names: readonly string[]) => {
    const set = indexes.get(table) ?? new Set<string>();
    for (const name of names) set.add(name);
    indexes.set(table, set);
  };
  for (const [table, names] of Object.entries(SPEC_LOCAL_TABLES)) add(table, names);
  for (const entity of entities) add(localTableOf(entity), entityIndexes(entity));
  const tables = Object.fromEntries(
    [...indexes].map(([table, names]) => [
      table,
      ['&id', ...[...names].filter((name) => name !== 'id')].join(', '),
    ]),
  );
  return { ...tables, ...SYNC_TABLES };
}

/** The same schema before version 8: vessel-scoped tables linked their vessel by `shipId`. */
export function localSchemaBeforeVesselId(
  entities: readonly EntityDefinition[] = ENTITIES,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(localSchema(entities)).map(([table, spec]) => [
      table,
      spec.replace(/\bvesselId\b/g, 'shipId'),
    ]),
  );
}

/** An API row (snake_case) as the local table keeps it (camelCase). */
export function toLocalRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value]));
}

/** A local row as the API and the screens know it (snake_case). */
export function fromLocalRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeName(key), value]));
}
