// The SQL pieces a list, its stats and its exports share: the WHERE clause of the scope and the user's
// filters, and the ORDER BY (the row source with computed columns is in read-model-sql.ts). Names come
// from the entity definitions (constants, checked against their allow lists); every value is a parameter.
import type { EntityDefinition, RangeFilter } from '@mars/domain';
import { entityByName, MAX_SEARCH_WORDS, readsOwnRowsOnly, vesselColumnOf } from '@mars/domain';

import type { ActingScope, Scope } from './scope';
import { scopeCondition } from './scope';

export type { RangeFilter } from '@mars/domain';

export type ListFilter = {
  filters: Record<string, string>;
  ranges?: RangeFilter[];
  search?: string;
  searchFields: string[];
  /** 'YYYY-MM-DD', the date computed columns and stat conditions count from. */
  today: string;
};

export function vesselColumn(entity: EntityDefinition): string | undefined {
  return vesselColumnOf(entity);
}

/**
 * The rows of an entity a scope reads: crud's scope (organization, assigned vessels) on the entity's
 * vessel column, and for a role that reads only the rows about itself (`ownRowsFor`: crew, their own
 * hours of rest) those. Every read of an entity's rows goes through it: lists, stats, exports, one
 * row, the sync's feed, trees and snapshot. `alias` names the table where the query does.
 */
export function entityScopeCondition(
  scope: ActingScope,
  entity: EntityDefinition,
  params: unknown[],
  alias?: string,
): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const vessel = vesselColumn(entity);
  const base = scopeCondition(scope, params, {
    organization: column('organization_id'),
    vessel: vessel ? column(vessel) : undefined,
  });
  const own = entity.ownRowsFor;
  if (!own || !readsOwnRowsOnly(entity, scope.role)) return base;
  const target = entityByName(own.entity);
  if (!target || scope.userId === null) return `${base} AND FALSE`;
  params.push(scope.userId);
  const user = `$${params.length}`;
  params.push(scope.organizationId);
  return `${base} AND ${column(own.field)} IN (SELECT id FROM ${target.table} WHERE ${own.userField} = ${user} AND organization_id = $${params.length})`;
}

/** The ILIKE pattern of a word: its own % _ and \ match literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A text search as SQL: every word in at least one of the columns (trusted SQL expressions), so
 * 'Ricardo Santos' finds the seafarer whose first and family names hold them. Pushes the patterns
 * onto params; undefined for a text without words.
 */
export function textSearchCondition(
  columns: readonly string[],
  text: string,
  params: unknown[],
): string | undefined {
  const words = text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0 || columns.length === 0) return undefined;
  return words
    .map((word) => {
      params.push(likePattern(word));
      return `(${columns.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`;
    })
    .join(' AND ');
}

/** The scope, live rows, equality and range filters and the text search, joined with AND. */
export function listWhere(
  scope: Scope,
  entity: EntityDefinition,
  filter: ListFilter,
  params: unknown[],
): string[] {
  const where = [entityScopeCondition(scope, entity, params), 'deleted_at IS NULL'];
  for (const [field, value] of Object.entries(filter.filters)) {
    params.push(value);
    where.push(`${field} = $${params.length}`);
  }
  for (const range of filter.ranges ?? []) {
    params.push(range.value);
    where.push(`${range.field} ${range.op === 'gte' ? '>=' : '<='} $${params.length}`);
  }
  if (filter.search && filter.searchFields.length > 0) {
    const condition = textSearchCondition(filter.searchFields, filter.search, params);
    if (condition) where.push(condition);
  }
  return where;
}

/**
 * NULLS LAST for every sort, written only where it changes the order: ascending puts NULLs last
 * anyway, and a descending sort on a required (NOT NULL) column stays plain DESC, so a backward
 * scan of an ascending index serves it (PostgreSQL matches NULLS FIRST/LAST to the index literally).
 */
export function orderBy(
  entity: EntityDefinition,
  sort: readonly { field: string; descending: boolean }[],
): string {
  const direction = (field: string, descending: boolean): string => {
    if (!descending) return 'ASC';
    return entity.fields[field]?.required || NOT_NULL_SYSTEM_COLUMNS.has(field) ? 'DESC' : 'DESC NULLS LAST';
  };
  return [...sort.map((part) => `${part.field} ${direction(part.field, part.descending)}`), 'id ASC'].join(
    ', ',
  );
}

const NOT_NULL_SYSTEM_COLUMNS: ReadonlySet<string> = new Set(['created_at', 'updated_at']);
