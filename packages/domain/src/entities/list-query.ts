// A list's query (`limit`, `offset`, `sort=-a,b`, `q`, equality filters, `<field>.gte|lte` ranges)
// read against an entity's allow lists, and the same query evaluated over rows in TypeScript. The
// server turns the parsed query into SQL (crud/list-sql.ts); the browser's local database evaluates
// it here (apps/web/src/offline/local-source.ts), so a list offline filters, searches, sorts, pages
// and counts its stat cards as the API does. list-query.test.ts holds the evaluation to the rules.
import { isIsoDate, isIsoDateTime, isUuid, numberBounds } from '../rules/input-bounds';
import type { EntityDefinition, StatDefinition } from './define-entity';
import { filterableFields, rangeFilterableFields, searchableFields, sortableFields } from './entity-fields';
import { conditionHolds, withComputed } from './read-model';

export const DEFAULT_LIST_PAGE_SIZE = 25;
export const MAX_LIST_PAGE_SIZE = 500;
/** Words of a text search that count; more are ignored (each adds a condition over every field). */
export const MAX_SEARCH_WORDS = 8;

const DECIMAL_PATTERN = /^-?\d{1,16}(\.\d{1,12})?$/;
// lang and title only shape exports.
const RESERVED_PARAMETERS = new Set(['limit', 'offset', 'sort', 'q', 'lang', 'title']);

export type RangeFilter = { field: string; op: 'gte' | 'lte'; value: string };
export type SortPart = { field: string; descending: boolean };

export type ParsedListQuery = {
  limit: number;
  offset: number;
  sort: SortPart[];
  filters: Record<string, string>;
  ranges: RangeFilter[];
  search?: string;
  searchFields: string[];
  /** 'YYYY-MM-DD', the date computed columns and stat conditions count from. */
  today: string;
};

export type ListQueryResult =
  { ok: true; query: ParsedListQuery } | { ok: false; problems: Record<string, string[]> };

/** Reads a list's query against the entity's allow lists; the problems carry a code per parameter. */
export function readListQuery(
  entity: EntityDefinition,
  query: Record<string, unknown>,
  today: string,
): ListQueryResult {
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
  const limit = integer('limit', DEFAULT_LIST_PAGE_SIZE, 1, MAX_LIST_PAGE_SIZE);
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
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    query: {
      limit,
      offset,
      sort,
      filters,
      ranges,
      today,
      search: typeof query.q === 'string' && query.q.trim() ? query.q.trim() : undefined,
      searchFields: searchableFields(entity),
    },
  };
}

/** Whether a filter value is one the field can hold: dates and numbers within the API's bounds. */
function filterValueIsValid(entity: EntityDefinition, name: string, value: string): boolean {
  if (name === 'vessel_id') return isUuid(value);
  const field = entity.fields[name] ?? entity.computed?.[name];
  switch (field?.kind) {
    case 'reference':
      return isUuid(value);
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

type Row = Record<string, unknown>;

/** A filter's text as the column's value (numbers and flags compare as such, the rest as text). */
function filterValue(entity: EntityDefinition, name: string, value: string): unknown {
  const kind = (entity.fields[name] ?? entity.computed?.[name])?.kind;
  if (kind === 'number') return Number(value);
  if (kind === 'boolean') return value === 'true';
  return value;
}

/** An instant's bound as the column compares it: a day stands for its start in UTC. */
function rangeValue(entity: EntityDefinition, range: RangeFilter): unknown {
  const kind = (entity.fields[range.field] ?? entity.computed?.[range.field])?.kind;
  if (kind === 'dateTime')
    return new Date(isIsoDate(range.value) ? `${range.value}T00:00:00Z` : range.value).getTime();
  return filterValue(entity, range.field, range.value);
}

function comparable(entity: EntityDefinition, field: string, value: unknown): unknown {
  const kind = (entity.fields[field] ?? entity.computed?.[field])?.kind;
  if (
    (kind === 'dateTime' || field === 'created_at' || field === 'updated_at') &&
    typeof value === 'string'
  ) {
    return new Date(value).getTime();
  }
  if (kind === 'number' && typeof value === 'string') return Number(value);
  return value;
}

/** Whether a row (with its computed columns) meets the query's filters, ranges and text search. */
export function rowMatchesQuery(entity: EntityDefinition, row: Row, query: ParsedListQuery): boolean {
  if (row.deleted_at !== null && row.deleted_at !== undefined) return false;
  for (const [field, value] of Object.entries(query.filters)) {
    if (comparable(entity, field, row[field]) !== filterValue(entity, field, value)) return false;
  }
  for (const range of query.ranges) {
    const actual = comparable(entity, range.field, row[range.field]) as string | number | null | undefined;
    // A missing value meets no bound, as in SQL.
    if (actual === null || actual === undefined) return false;
    const bound = rangeValue(entity, range) as string | number;
    if (range.op === 'gte' ? actual < bound : actual > bound) return false;
  }
  if (query.search && query.searchFields.length > 0) {
    const words = query.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
    const texts = query.searchFields.map((field) => String(row[field] ?? '').toLowerCase());
    if (!words.every((word) => texts.some((text) => text.includes(word)))) return false;
  }
  return true;
}

/** The order of the query: each sort part with NULLs last, then the id (as the API orders). */
export function compareRows(entity: EntityDefinition, sort: readonly SortPart[]) {
  return (a: Row, b: Row): number => {
    for (const part of sort) {
      const left = comparable(entity, part.field, a[part.field]);
      const right = comparable(entity, part.field, b[part.field]);
      const leftMissing = left === null || left === undefined;
      const rightMissing = right === null || right === undefined;
      if (leftMissing || rightMissing) {
        if (leftMissing && rightMissing) continue;
        return leftMissing ? 1 : -1;
      }
      if (left === right) continue;
      const order = (left as string | number) < (right as string | number) ? -1 : 1;
      return part.descending ? -order : order;
    }
    return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
  };
}

/** The rows of the query (stored columns in, computed columns added), the page and the total. */
export function evaluateList(
  entity: EntityDefinition,
  rows: readonly Row[],
  query: ParsedListQuery,
): { rows: Row[]; total: number } {
  const matching = rows
    .map((row) => withComputed(entity, row, query.today))
    .filter((row) => rowMatchesQuery(entity, row, query))
    .sort(compareRows(entity, query.sort));
  return { rows: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}

/** The count of each stat card of the definition over the query's rows (paging aside). */
export function evaluateStats(
  entity: EntityDefinition,
  rows: readonly Row[],
  query: ParsedListQuery,
): Record<string, number | null> {
  const matching = rows
    .map((row) => withComputed(entity, row, query.today))
    .filter((row) => rowMatchesQuery(entity, row, query));
  const count = (candidates: readonly Row[], where: StatDefinition['where']) =>
    candidates.filter((row) =>
      (where ?? []).every((condition) => conditionHolds(condition, row, query.today)),
    );
  return Object.fromEntries(
    (entity.stats ?? []).map((stat) => {
      if (!stat.among) return [stat.key, count(matching, stat.where).length];
      // A rate: of the rows among which it is taken, the share in whole per cent (none: no value).
      const among = count(matching, stat.among);
      return [
        stat.key,
        among.length === 0 ? null : Math.round((100 * count(among, stat.where).length) / among.length),
      ];
    }),
  );
}
