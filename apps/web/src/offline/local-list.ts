// A list page and its stat cards from the offline database (issue 12), with the answer of the domain's
// list query (evaluateList, evaluateStats) over all the live rows of the vessel, read in fewer rows:
// - 'index': a page in the order of an index that orders as the list does (a vessel's rows by the
//   list's default field, local-schema.ts; any indexed field of a table without vessels, or whose
//   rows are all the vessel's), walked from its first key until the page is full, the rows of one
//   value put in the query's order, the total counted by indexes (the vessel's rows less its
//   tombstones). For a list filtered by its vessel alone and sorted by one field, without a search.
// - 'candidates': the query evaluated over the rows of the narrowest indexed equality filter or day
//   range, which hold every row the query can answer.
// - 'all': the query evaluated over every live row of the vessel (of the table without one).
import type { EntityDefinition, ParsedListQuery } from '@mars/domain';
import { compareRows, evaluateList, evaluateStats, rowMatchesQuery, withComputed } from '@mars/domain';
import type { IndexableType, Table } from 'dexie';
import { cmp } from 'dexie';

import type { MarsLocalDb } from './local-db';
import { camelCase, fromLocalRow, isIndexOrdered, localTableOf } from './local-schema';

type Row = Record<string, unknown>;
type Stored = Record<string, unknown>;

export type LocalListPath = 'index' | 'candidates' | 'all';
/** A list's answer, the way it was read and how many stored rows it read. */
export type LocalListAnswer = { rows: Row[]; total: number; path: LocalListPath; rowsRead: number };

/** The rows a list reads: a vessel's (vesselId set) or the whole table's. */
type Scope = { table: Table<Stored, string>; vesselId?: string };

// Strings sort after numbers and dates and before binary keys and arrays: ['', []) holds every string
// (and binary keys, which rows read from JSON never hold).
const FIRST_STRING = '';
const AFTER_STRINGS: IndexableType = [];
/** The first page's rows read at once: a page and some more, doubled at each further read, to a bound. */
const FIRST_READ = 50;
const MOST_READ = 50_000;

/** The live rows of the entity's table, of one vessel where one is named (through its index). */
export async function liveRows(
  db: MarsLocalDb,
  entity: EntityDefinition,
  vesselId: string | undefined,
): Promise<Row[]> {
  const table = db.rows(localTableOf(entity));
  const stored =
    entity.scope === 'vessel' && vesselId
      ? await table.where('vesselId').equals(vesselId).toArray()
      : await table.toArray();
  return live(stored);
}

function live(stored: readonly Stored[]): Row[] {
  return stored.map(fromLocalRow).filter((row) => row.deleted_at === null || row.deleted_at === undefined);
}

function scopeOf(db: MarsLocalDb, entity: EntityDefinition, query: ParsedListQuery): Scope {
  const vesselId = entity.scope === 'vessel' ? query.filters.vessel_id : undefined;
  return { table: db.rows(localTableOf(entity)), vesselId: vesselId || undefined };
}

function allStored({ table, vesselId }: Scope): Promise<Stored[]> {
  return vesselId === undefined ? table.toArray() : table.where('vesselId').equals(vesselId).toArray();
}

function countAll({ table, vesselId }: Scope): Promise<number> {
  return vesselId === undefined ? table.count() : table.where('vesselId').equals(vesselId).count();
}

/** An index over a field and the vessel its keys begin with ([vesselId+field]), if they do. */
type FieldIndex = { name: string; vesselId?: string };

/** The index over `field` within the scope: [vesselId+field] for a vessel, else the field's own. */
function indexOver(scope: Scope, field: string): FieldIndex | undefined {
  const name = scope.vesselId === undefined ? camelCase(field) : `[vesselId+${camelCase(field)}]`;
  return scope.table.schema.idxByName[name] ? { name, vesselId: scope.vesselId } : undefined;
}

/** The index over `field` that holds the scope's rows: the vessel's own, else the field's over all. */
function anyIndexOver(scope: Scope, field: string): FieldIndex | undefined {
  const own = indexOver(scope, field);
  if (own || scope.vesselId === undefined) return own;
  const name = camelCase(field);
  return scope.table.schema.idxByName[name] ? { name } : undefined;
}

function keyOf(index: FieldIndex, value: IndexableType): IndexableType {
  return index.vesselId === undefined ? value : ([index.vesselId, value] as IndexableType);
}

/**
 * Whether every value an index holds is a string (the list compares numbers and dates otherwise,
 * and they sort before strings): nothing below the first string, no array after them.
 */
async function holdsOnlyStrings(table: Scope['table'], index: FieldIndex): Promise<boolean> {
  const where = () => table.where(index.name);
  const vesselId = index.vesselId;
  const [below, above] =
    vesselId === undefined
      ? await Promise.all([where().below(FIRST_STRING).count(), where().aboveOrEqual(AFTER_STRINGS).count()])
      : await Promise.all([
          where().between([vesselId], [vesselId, FIRST_STRING], false, false).count(),
          where()
            .between([vesselId, AFTER_STRINGS], [`${vesselId}\u0000`], true, false)
            .count(),
        ]);
  return below === 0 && above === 0;
}

/**
 * The live rows of the scope, counted by indexes: all of them less the tombstones (the rows deleted
 * here and not yet pushed, which the index of deletions holds alone), and the tombstones read.
 */
async function liveCount(scope: Scope): Promise<{ count: number; read: number } | undefined> {
  const { table, vesselId } = scope;
  if (!table.schema.idxByName.deletedAt) return undefined;
  if (vesselId === undefined) {
    return { count: (await table.count()) - (await table.orderBy('deletedAt').count()), read: 0 };
  }
  const tombstones = await table.orderBy('deletedAt').toArray();
  const deleted = tombstones.filter((row) => row.vesselId === vesselId).length;
  return { count: (await countAll(scope)) - deleted, read: tombstones.length };
}

/**
 * The rows before the end of the page in the list's order, walked along the index of the first sort
 * field: undefined where the walk cannot answer as evaluateList does (a value out of order, or matching
 * rows without a value, which the index leaves out and the list puts last).
 */
async function walkIndex(
  scope: Scope,
  entity: EntityDefinition,
  query: ParsedListQuery,
  index: FieldIndex,
  total: number,
): Promise<{ rows: Row[]; read: number } | undefined> {
  const field = query.sort[0]!.field;
  const key = camelCase(field);
  const descending = query.sort[0]!.descending;
  const compare = compareRows(entity, query.sort);
  const end = query.offset + query.limit;
  if (query.offset >= total) return { rows: [], read: 0 };
  const ordered: Row[] = [];
  let read = 0;
  let lower = keyOf(index, FIRST_STRING);
  let upper = keyOf(index, AFTER_STRINGS);
  let lowerOpen = false;
  let previous: string | undefined;
  let size = Math.min(Math.max(FIRST_READ, 2 * end), MOST_READ);
  // All the rows of one value, in the query's order: by their ids.
  const take = (group: readonly Stored[], value: string): boolean => {
    const rows = group.map((stored) => withComputed(entity, fromLocalRow(stored), query.today));
    if (rows.some((row) => row[field] !== value)) return false;
    ordered.push(...rows.filter((row) => rowMatchesQuery(entity, row, query)).sort(compare));
    return true;
  };
  while (ordered.length < end && ordered.length < total) {
    const range = scope.table.where(index.name).between(lower, upper, !lowerOpen, false);
    const chunk = await (descending ? range.reverse() : range).limit(size).toArray();
    read += chunk.length;
    const exhausted = chunk.length < size;
    let start = 0;
    while (start < chunk.length && ordered.length < end) {
      const value = chunk[start]![key];
      if (typeof value !== 'string') return undefined;
      if (previous !== undefined && (descending ? value >= previous : value <= previous)) return undefined;
      let stop = start;
      while (stop < chunk.length && chunk[stop]![key] === value) stop += 1;
      let group = chunk.slice(start, stop);
      if (stop === chunk.length && !exhausted) {
        // The read ended inside this value: all its rows.
        group = await scope.table.where(index.name).equals(keyOf(index, value)).toArray();
        read += group.length;
      }
      if (!take(group, value)) return undefined;
      previous = value;
      start = stop;
    }
    if (exhausted || previous === undefined) break;
    if (descending) upper = keyOf(index, previous);
    else [lower, lowerOpen] = [keyOf(index, previous), true];
    size = Math.min(2 * size, MOST_READ);
  }
  // Short of the page, every matching row must have been in the index (none without a value).
  if (ordered.length < end && ordered.length !== total) return undefined;
  return { rows: ordered, read };
}

/** The first sort field's index, when the page can be walked along it and the total counted. */
async function walkableIndex(
  scope: Scope,
  entity: EntityDefinition,
  query: ParsedListQuery,
): Promise<FieldIndex | undefined> {
  const onlyVessel = Object.keys(query.filters).every(
    (name) => name === 'vessel_id' && scope.vesselId !== undefined,
  );
  // One sort field (the screens sort by one): rows of one value are then in the order of their ids.
  if (!onlyVessel || query.ranges.length > 0 || query.search || query.sort.length !== 1) return undefined;
  const field = query.sort[0]!.field;
  if (!isIndexOrdered(entity, field)) return undefined;
  // The field's own index holds the vessel's rows in its order too where the table holds no other
  // vessel's (a ship's device); rows without a vessel are passed over.
  const index =
    indexOver(scope, field) ?? ((await holdsOneVessel(scope)) ? anyIndexOver(scope, field) : undefined);
  return index && (await holdsOnlyStrings(scope.table, index)) ? index : undefined;
}

/** Whether the scope's vessel is the only one whose rows the table holds. */
async function holdsOneVessel({ table, vesselId }: Scope): Promise<boolean> {
  if (vesselId === undefined) return false;
  const [before, after] = await Promise.all([
    table.where('vesselId').below(vesselId).limit(1).primaryKeys(),
    table.where('vesselId').above(vesselId).limit(1).primaryKeys(),
  ]);
  return before.length === 0 && after.length === 0;
}

type KeyRange = { index: FieldIndex; lower: IndexableType; upper: IndexableType; upperOpen: boolean };

/** The key ranges of the query's equality filters and day ranges on fields whose index orders as it does. */
async function conditionRanges(scope: Scope, entity: EntityDefinition, query: ParsedListQuery) {
  const ranges: KeyRange[] = [];
  for (const [field, value] of Object.entries(query.filters)) {
    const index = isIndexOrdered(entity, field) ? anyIndexOver(scope, field) : undefined;
    if (index)
      ranges.push({ index, lower: keyOf(index, value), upper: keyOf(index, value), upperOpen: false });
  }
  for (const field of new Set(query.ranges.map((range) => range.field))) {
    const index = isIndexOrdered(entity, field) ? anyIndexOver(scope, field) : undefined;
    // A number among the days would compare with a bound as JavaScript compares them, not as the index.
    if (!index || !(await holdsOnlyStrings(scope.table, index))) continue;
    const bounds = query.ranges.filter((range) => range.field === field);
    const gte = bounds.filter((range) => range.op === 'gte').map((range) => range.value);
    const lte = bounds.filter((range) => range.op === 'lte').map((range) => range.value);
    ranges.push({
      index,
      lower: keyOf(index, gte.length > 0 ? gte.reduce((a, b) => (a > b ? a : b)) : FIRST_STRING),
      upper: keyOf(index, lte.length > 0 ? lte.reduce((a, b) => (a < b ? a : b)) : AFTER_STRINGS),
      upperOpen: lte.length === 0,
    });
  }
  return ranges;
}

/**
 * The rows of the narrowest indexed condition of the query: every row the query can match is among
 * them. Undefined when no condition has an index, or when they are not fewer than the scope's rows.
 */
async function candidateRows(
  scope: Scope,
  entity: EntityDefinition,
  query: ParsedListQuery,
): Promise<Stored[] | undefined> {
  const ranges = await conditionRanges(scope, entity, query);
  if (ranges.length === 0) return undefined;
  const collection = (range: KeyRange) =>
    scope.table.where(range.index.name).between(range.lower, range.upper, true, !range.upperOpen);
  const counts = await Promise.all(ranges.map((range) => collection(range).count()));
  const narrowest = counts.indexOf(Math.min(...counts));
  if (counts[narrowest]! >= (await countAll(scope))) return undefined;
  // In the order of their ids, as the vessel's rows are read: the list's sort meets them as it would.
  return (await collection(ranges[narrowest]!).toArray()).sort((a, b) => cmp(a.id, b.id));
}

type Read =
  { page: { rows: Row[]; total: number }; read: number } | { stored: Stored[]; candidates: boolean };

/** A list's page and total, as evaluateList answers them over the live rows of the list's vessel. */
export async function queryLocalList(
  db: MarsLocalDb,
  entity: EntityDefinition,
  query: ParsedListQuery,
): Promise<LocalListAnswer> {
  const scope = scopeOf(db, entity, query);
  // One read transaction: the total and the page see the same rows, whatever the sync writes meanwhile.
  const read = await db.transaction('r', scope.table, async (): Promise<Read> => {
    const index = await walkableIndex(scope, entity, query);
    const counted = index ? await liveCount(scope) : undefined;
    const walked = index && counted ? await walkIndex(scope, entity, query, index, counted.count) : undefined;
    if (walked && counted) {
      return { page: { rows: walked.rows, total: counted.count }, read: counted.read + walked.read };
    }
    const candidates = await candidateRows(scope, entity, query);
    return { stored: candidates ?? (await allStored(scope)), candidates: candidates !== undefined };
  });
  if ('page' in read) {
    const rows = read.page.rows.slice(query.offset, query.offset + query.limit);
    return { rows, total: read.page.total, path: 'index', rowsRead: read.read };
  }
  const answer = evaluateList(entity, live(read.stored), query);
  return { ...answer, path: read.candidates ? 'candidates' : 'all', rowsRead: read.stored.length };
}

/** A list's stat cards, as evaluateStats counts them over the live rows of the list's vessel. */
export async function queryLocalStats(
  db: MarsLocalDb,
  entity: EntityDefinition,
  query: ParsedListQuery,
): Promise<{ stats: Record<string, number | null>; path: LocalListPath; rowsRead: number }> {
  const scope = scopeOf(db, entity, query);
  const read = await db.transaction('r', scope.table, async () => {
    const candidates = await candidateRows(scope, entity, query);
    return { stored: candidates ?? (await allStored(scope)), candidates: candidates !== undefined };
  });
  const stats = evaluateStats(entity, live(read.stored), query);
  return { stats, path: read.candidates ? 'candidates' : 'all', rowsRead: read.stored.length };
}
