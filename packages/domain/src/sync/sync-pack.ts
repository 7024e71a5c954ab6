// Protocol 4 on the wire (docs/sync.md, 'Protocol 4: packed'): the pull's page, the push and the
// push's answer of protocol 3, written shorter. Both sides read them through these functions only, so
// the engine and the routes keep working on protocol 3's shapes. What it leaves out:
// - the table's name on every change and mutation: it stands once before the run of its changes (a
//   string among the changes);
// - the names of a whole row's fields: the page says a table's field order once (`f`), and a row
//   with those fields in that order goes as an array; in those arrays, a column of dates goes as day
//   numbers (days since 1970-01-01, `y` names the columns): 5 digits where a date takes 12 characters;
// - a field that every changed-fields row of a page (or every written row of a push's answer) holds
//   with the same value, like the writer and the time of one push: said once (`u`);
// - the long key names (one letter each), an upsert's `op`, empty values, an applied outcome's
//   status, and the number of a new row that follows the one before (`n: 0`).
// A packed message is recognized by its keys (`c`, `m`, `o`), so each side reads the other's older
// shape as well.
import { z } from 'zod';

import type { SyncOutcome, SyncPullAnswer, SyncPulledChange, SyncPushAnswer } from '../api/sync';
import { syncPullAnswerSchema } from '../api/sync';
import type { SyncMutation } from './sync-protocol';
import { SYNC_PUSH_MAX_MUTATIONS } from './sync-protocol';

type Row = Record<string, unknown>;

const sameKeys = (row: Row, fields: readonly string[]): boolean => {
  const keys = Object.keys(row);
  return keys.length === fields.length && keys.every((key, index) => key === fields[index]);
};

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A date's day number, where it has one that gives the same text back. */
function dayOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined;
  const day = Date.parse(`${value}T00:00:00Z`) / DAY_MS;
  return Number.isInteger(day) && dateOfDay(day) === value ? day : undefined;
}

function arrayRows(arrays: Map<string, unknown[][]>, table: string): unknown[][] {
  const rows = arrays.get(table) ?? [];
  arrays.set(table, rows);
  return rows;
}

/**
 * Per table, its rows packed as arrays in its field order, with their date columns as day numbers
 * (a column whose values are all dates or null, one at least a date); answers the columns so packed.
 */
function daysInColumns(
  fields: Record<string, string[]>,
  arrays: Map<string, unknown[][]>,
): Record<string, string[]> {
  const packed: Record<string, string[]> = {};
  for (const [table, rows] of arrays) {
    const order = fields[table]!;
    const columns = order.flatMap((field, index) => {
      const values = rows.map((values) => values[index]);
      const dates = values.every((value) => value === null || dayOf(value) !== undefined);
      return dates && values.some((value) => value !== null) ? [index] : [];
    });
    for (const values of rows) {
      for (const index of columns) if (values[index] !== null) values[index] = dayOf(values[index]);
    }
    if (columns.length > 0) packed[table] = columns.map((index) => order[index]!);
  }
  return packed;
}

/** An array of values read back: its table's field order, its day numbers as dates; undefined when it does not fit. */
function rowOfArray(
  values: readonly unknown[],
  order: readonly string[] | undefined,
  days: readonly string[] = [],
): Row | undefined {
  if (!order || order.length !== values.length) return undefined;
  const read: Row = {};
  for (const [index, field] of order.entries()) {
    const value = values[index];
    if (days.includes(field) && value !== null) {
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 2_900_000)
        return undefined;
      read[field] = dateOfDay(value);
    } else read[field] = value;
  }
  return read;
}

/** The fields that each of the rows holds with one value (none when there are fewer than two rows). */
function commonValues(rows: readonly Row[]): Row {
  if (rows.length < 2) return {};
  const [first, ...rest] = rows as [Row, ...Row[]];
  return Object.fromEntries(
    Object.entries(first).filter(
      ([key, value]) => typeof value !== 'object' && rest.every((row) => key in row && row[key] === value),
    ),
  );
}

const without = (row: Row, common: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key, value]) => !(key in common && common[key] === value)));

/** The run of items, each of one table, with the table's name before the first of each run. */
function tableRuns<T>(
  items: readonly T[],
  tableOf: (item: T) => string,
  pack: (item: T) => unknown,
): unknown[] {
  const packed: unknown[] = [];
  let table: string | undefined;
  for (const item of items) {
    if (tableOf(item) !== table) {
      table = tableOf(item);
      packed.push(table);
    }
    packed.push(pack(item));
  }
  return packed;
}

function readRuns<P, T>(packed: readonly (string | P)[], read: (item: P, table: string) => T): T[] {
  let table = '';
  const items: T[] = [];
  for (const item of packed) {
    if (typeof item === 'string') table = item;
    else items.push(read(item, table));
  }
  return items;
}

const row = z.record(z.string(), z.unknown());
const tableName = z.string().min(1).max(64);

/** A packed list of changes or mutations names its table before its first one. */
const tableFirst = (items: readonly unknown[]): boolean => items.length === 0 || typeof items[0] === 'string';
const TABLE_FIRST = { params: { key: 'validation:invalid' } };

export const syncPackedChangeSchema = z.object({
  i: z.string().optional(),
  n: z.number().int().positive().optional(),
  d: z.number().int().positive().optional(),
  x: z.literal(1).optional(),
  v: z.number().optional(),
  /** The whole row: an array in the page's field order of its table, or an object. */
  w: z.union([z.array(z.unknown()), row]).optional(),
  s: row.optional(),
});

export const syncPackedPullAnswerSchema = syncPullAnswerSchema.omit({ changes: true }).extend({
  c: z.array(z.union([tableName, syncPackedChangeSchema])).refine(tableFirst, TABLE_FIRST),
  f: z.record(z.string(), z.array(z.string())).optional(),
  /** The columns of each table's arrays that hold day numbers (days since 1970-01-01) for dates. */
  y: z.record(z.string(), z.array(z.string())).optional(),
  u: row.optional(),
});

export type SyncPackedPullAnswer = z.infer<typeof syncPackedPullAnswerSchema>;

/** A pull's page of protocol 3 (its numbers already in steps), packed. */
export function packPullAnswer(answer: SyncPullAnswer): SyncPackedPullAnswer {
  const { changes, ...rest } = answer;
  const common = commonValues(changes.flatMap((change) => (change.set ? [change.set] : [])));
  const fields: Record<string, string[]> = {};
  const arrays = new Map<string, unknown[][]>();
  const c = tableRuns(
    changes,
    (change) => change.table ?? '',
    (change: SyncPulledChange) => {
      const packed: z.infer<typeof syncPackedChangeSchema> = {};
      if (change.id !== undefined) packed.i = change.id;
      if (change.n !== undefined) packed.n = change.n;
      if (change.d !== undefined) packed.d = change.d;
      if (change.deleted) packed.x = 1;
      if (change.version !== undefined) packed.v = change.version;
      if (change.row) {
        const order = (fields[change.table] ??= Object.keys(change.row));
        if (sameKeys(change.row, order)) {
          const values = order.map((field) => change.row![field]);
          arrayRows(arrays, change.table).push(values);
          packed.w = values;
        } else packed.w = change.row;
      }
      if (change.set) packed.s = without(change.set, common);
      return packed;
    },
  ) as SyncPackedPullAnswer['c'];
  const days = daysInColumns(fields, arrays);
  return {
    ...rest,
    c,
    ...(Object.keys(fields).length > 0 ? { f: fields } : {}),
    ...(Object.keys(days).length > 0 ? { y: days } : {}),
    ...(Object.keys(common).length > 0 ? { u: common } : {}),
  };
}

/** A packed pull page read back into protocol 3's shape; undefined when it does not hold together. */
export function unpackPullAnswer(packed: SyncPackedPullAnswer): SyncPullAnswer | undefined {
  const { c, f, y, u, ...rest } = packed;
  let broken = false;
  const changes = readRuns(c, (change: z.infer<typeof syncPackedChangeSchema>, table) => {
    const read: SyncPulledChange = { table };
    if (change.i !== undefined) read.id = change.i;
    if (change.n !== undefined) read.n = change.n;
    if (change.d !== undefined) read.d = change.d;
    if (change.x) read.deleted = true;
    if (change.v !== undefined) read.version = change.v;
    const whole = change.w;
    if (Array.isArray(whole)) {
      const row = rowOfArray(whole, f?.[table], y?.[table]);
      if (row) read.row = row;
      else broken = true;
    } else if (whole) read.row = whole;
    if (change.s) read.set = { ...u, ...change.s };
    return read;
  });
  return broken ? undefined : { ...rest, changes };
}

export const syncPackedMutationSchema = z.object({
  q: z.string().optional(),
  s: z.number().optional(),
  i: z.string().optional(),
  r: z.number().optional(),
  o: z.enum(['delete', 'action']).optional(),
  /** The values: an object, or an array in the push's field order of the table (`f`). */
  w: z.union([z.array(z.unknown()), row]).optional(),
  a: z.string().optional(),
  b: z.number().optional(),
});

/**
 * A packed push: its mutations, each table's run after the table's name (at most 1,000 mutations),
 * and the field order of each table's new rows (the first one's): a row's values with those fields
 * go as an array.
 */
export const syncPackedPushBodySchema = z.object({
  f: z.record(tableName, z.array(z.string().max(64)).max(200)).optional(),
  /** The columns of each table's arrays that hold day numbers for dates (as the pull's `y`). */
  y: z.record(tableName, z.array(z.string().max(64)).max(200)).optional(),
  m: z
    .array(z.union([tableName, syncPackedMutationSchema]))
    .min(2)
    .max(2 * SYNC_PUSH_MAX_MUTATIONS)
    .refine(tableFirst, TABLE_FIRST),
});

export type SyncPackedPushBody = z.infer<typeof syncPackedPushBodySchema>;

type PushedMutation = SyncMutation & { table: string };

export function packPushBody(body: { mutations: readonly PushedMutation[] }): SyncPackedPushBody {
  const fields: Record<string, string[]> = {};
  for (const mutation of body.mutations) {
    if (mutation.op === 'upsert' && mutation.rowId !== undefined && mutation.values) {
      fields[mutation.table] ??= Object.keys(mutation.values);
    }
  }
  const arrays = new Map<string, unknown[][]>();
  const m = tableRuns(
    body.mutations,
    (mutation) => mutation.table,
    (mutation) => {
      const packed: z.infer<typeof syncPackedMutationSchema> = {};
      if (mutation.mutationId !== undefined) packed.q = mutation.mutationId;
      if (mutation.s !== undefined) packed.s = mutation.s;
      if (mutation.rowId !== undefined) packed.i = mutation.rowId;
      if (mutation.r !== undefined) packed.r = mutation.r;
      if (mutation.op !== 'upsert') packed.o = mutation.op;
      const values = mutation.values ?? {};
      const order = fields[mutation.table];
      if (order && mutation.op === 'upsert' && sameKeys(values, order)) {
        const array = order.map((field) => values[field]);
        arrayRows(arrays, mutation.table).push(array);
        packed.w = array;
      } else if (Object.keys(values).length > 0) packed.w = values;
      if (mutation.action !== undefined) packed.a = mutation.action;
      if (mutation.baseVersion !== undefined) packed.b = mutation.baseVersion;
      return packed;
    },
  ) as SyncPackedPushBody['m'];
  const days = daysInColumns(fields, arrays);
  return {
    ...(Object.keys(fields).length > 0 ? { f: fields } : {}),
    ...(Object.keys(days).length > 0 ? { y: days } : {}),
    m,
  };
}

/**
 * A packed push read back into protocol 3's shape (which the route then checks as it checks that);
 * undefined when an array of values does not match its table's field order.
 */
export function unpackPushBody(packed: SyncPackedPushBody): { mutations: PushedMutation[] } | undefined {
  let broken = false;
  const valuesOf = (values: z.infer<typeof syncPackedMutationSchema>['w'], table: string) => {
    if (!Array.isArray(values)) return values ?? {};
    const read = rowOfArray(values, packed.f?.[table], packed.y?.[table]);
    if (!read) broken = true;
    return read ?? {};
  };
  const mutations = readRuns(packed.m, (mutation: z.infer<typeof syncPackedMutationSchema>, table) => ({
    table,
    ...(mutation.q !== undefined ? { mutationId: mutation.q } : {}),
    ...(mutation.s !== undefined ? { s: mutation.s } : {}),
    ...(mutation.i !== undefined ? { rowId: mutation.i } : {}),
    ...(mutation.r !== undefined ? { r: mutation.r } : {}),
    op: mutation.o ?? ('upsert' as const),
    values: valuesOf(mutation.w, table),
    ...(mutation.a !== undefined ? { action: mutation.a } : {}),
    ...(mutation.b !== undefined ? { baseVersion: mutation.b } : {}),
  }));
  return broken ? undefined : { mutations };
}

/**
 * An applied outcome packed (status left out); a conflict or a refusal goes as it is. A new row's
 * number is 0 where it follows the number given before it (a push's new rows are numbered in turn).
 */
export const syncPackedOutcomeSchema = z.object({
  q: z.string().optional(),
  v: z.number().optional(),
  w: row.optional(),
  s: row.optional(),
  n: z.number().int().nonnegative().optional(),
});

export const syncPackedPushAnswerSchema = z.object({
  o: z.array(z.union([syncPackedOutcomeSchema.strict(), z.record(z.string(), z.unknown())])),
  u: row.optional(),
  serverTime: z.string(),
});

export type SyncPackedPushAnswer = z.infer<typeof syncPackedPushAnswerSchema>;

export function packPushAnswer(answer: SyncPushAnswer): SyncPackedPushAnswer {
  const applied = answer.outcomes.filter((outcome) => outcome.status === 'applied');
  const common = commonValues(applied.flatMap((outcome) => (outcome.set ? [outcome.set] : [])));
  let number = 0;
  const o = answer.outcomes.map((outcome) => {
    if (outcome.status !== 'applied') return outcome;
    const packed: z.infer<typeof syncPackedOutcomeSchema> = {};
    if (outcome.mutationId !== undefined) packed.q = outcome.mutationId;
    if (outcome.version !== undefined) packed.v = outcome.version;
    if (outcome.row) packed.w = outcome.row;
    if (outcome.set) packed.s = without(outcome.set, common);
    if (outcome.n !== undefined) {
      packed.n = outcome.n === number + 1 && number > 0 ? 0 : outcome.n;
      number = outcome.n;
    }
    return packed;
  });
  return { o, ...(Object.keys(common).length > 0 ? { u: common } : {}), serverTime: answer.serverTime };
}

/** A packed push answer read back; undefined where a number follows none. */
export function unpackPushAnswer(packed: SyncPackedPushAnswer): SyncPushAnswer | undefined {
  let number = 0;
  let broken = false;
  const outcomes = packed.o.map((outcome): SyncOutcome => {
    if ('status' in outcome) return outcome as SyncOutcome;
    const read = outcome as z.infer<typeof syncPackedOutcomeSchema>;
    if (read.n !== undefined) {
      if (read.n === 0 && number === 0) broken = true;
      number = read.n === 0 ? number + 1 : read.n;
    }
    return {
      status: 'applied',
      ...(read.q !== undefined ? { mutationId: read.q } : {}),
      ...(read.v !== undefined ? { version: read.v } : {}),
      ...(read.w ? { row: read.w } : {}),
      ...(read.s ? { set: { ...packed.u, ...read.s } } : {}),
      ...(read.n !== undefined ? { n: number } : {}),
    };
  });
  return broken ? undefined : { outcomes, serverTime: packed.serverTime };
}
