// The read model of an entity: the states a row has on a given day ('expired', 'expiring within 30
// days', 'overdue', 'due soon'), declared once in its definition as computed columns, and the named
// sets of rows its stats count. The server renders the same declarations as SQL (crud/read-model-sql.ts)
// for lists, filters, stats and the dashboard's counts; this file evaluates them in TypeScript for the
// web and the tests, and works out which plain column bounds a set implies (what an index can use).
import { formatIsoDate, fromDayNumber, parseIsoDate, toDayNumber } from '../rules/dates';

/** A date relative to the day of evaluation: today plus whole days (negative: before today). */
export type TodayPlusDays = { todayPlusDays: number };

export function todayPlus(days: number): TodayPlusDays {
  return { todayPlusDays: days };
}

export type ConditionOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'notIn' | 'isNull' | 'notNull';

/**
 * A condition on one column of a row. A comparison with a missing value does not hold (as in SQL),
 * so a row without an expiry date is neither expired nor expiring.
 */
export type EntityCondition<Field extends string = string> = {
  field: Field;
  op: ConditionOp;
  value?: string | number | boolean | readonly string[] | TodayPlusDays;
};

type ComputedCommon = {
  /** Lists may filter on equality of the value (and on ranges for days). */
  filter?: boolean;
  sort?: boolean;
};

/** true when every condition holds, else false (never null). */
export type ComputedFlag<Field extends string = string> = ComputedCommon & {
  kind: 'boolean';
  when: readonly EntityCondition<Field>[];
  values?: undefined;
  integer?: undefined;
};

/** Whole days from today to a date column (negative once passed); null without the date or `when`. */
export type ComputedDays<Field extends string = string> = ComputedCommon & {
  kind: 'number';
  integer: true;
  daysUntil: Field;
  when?: readonly EntityCondition<Field>[];
  values?: undefined;
};

/** The state of the first case whose conditions all hold; `otherwise` when none does. */
export type ComputedState<Field extends string = string, State extends string = string> = ComputedCommon & {
  kind: 'enum';
  values: readonly State[];
  cases: readonly { when: readonly EntityCondition<Field>[]; then: State }[];
  otherwise: State;
  /** The badge colour of a state that carries meaning (a Mantine colour name); others are grey. */
  tones?: Readonly<Partial<Record<State, string>>>;
  integer?: undefined;
};

/** A read-only column derived from the row's own stored columns on the day of evaluation. */
export type ComputedColumn<Field extends string = string> =
  ComputedFlag<Field> | ComputedDays<Field> | ComputedState<Field>;

/** A computed column's declaration as `defineEntity` checks it: fields exist, states are its values. */
export type CheckedComputed<Field extends string, Column> = Column extends {
  kind: 'enum';
  values: readonly (infer State extends string)[];
}
  ? ComputedState<Field, State>
  : ComputedFlag<Field> | ComputedDays<Field>;

/** A validity by an expiry date: expired after it, expiring within `days` of it, else valid. */
export function expiryState<Field extends string>(
  expiryField: Field,
  days: number,
): ComputedState<Field, 'valid' | 'expiring_soon' | 'expired'> {
  return {
    kind: 'enum',
    values: ['valid', 'expiring_soon', 'expired'],
    cases: [
      { when: [{ field: expiryField, op: 'lt', value: todayPlus(0) }], then: 'expired' },
      { when: [{ field: expiryField, op: 'lte', value: todayPlus(days) }], then: 'expiring_soon' },
    ],
    otherwise: 'valid',
    tones: { valid: 'green', expiring_soon: 'orange', expired: 'red' },
    filter: true,
    sort: true,
  };
}

type ReadModel = {
  fields?: Readonly<Record<string, { kind: string }>>;
  computed?: Record<string, ComputedColumn>;
  stats?: readonly { key: string; where?: readonly EntityCondition[] }[];
};

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'), negative once the date has passed. */
export function daysFromToday(date: string, today: string): number {
  return toDayNumber(parseIsoDate(date, 'date')) - toDayNumber(parseIsoDate(today, 'today'));
}

// The days conditions name relative to today, by today and the number of days: a list evaluates the
// same few for each of its rows.
const shiftedDays = new Map<string, string>();

function shiftIsoDate(today: string, days: number): string {
  const key = `${today}|${days}`;
  const known = shiftedDays.get(key);
  if (known !== undefined) return known;
  const shifted = formatIsoDate(fromDayNumber(toDayNumber(parseIsoDate(today, 'today')) + days));
  if (shiftedDays.size >= 1_000) shiftedDays.clear();
  shiftedDays.set(key, shifted);
  return shifted;
}

function isTodayPlus(value: EntityCondition['value']): value is TodayPlusDays {
  return typeof value === 'object' && value !== null && 'todayPlusDays' in value;
}

/** Whether one condition holds for a row on `today` (values compared as SQL compares them). */
export function conditionHolds(
  condition: EntityCondition,
  row: Record<string, unknown>,
  today: string,
): boolean {
  const actual = row[condition.field];
  if (condition.op === 'isNull') return actual === null || actual === undefined;
  if (condition.op === 'notNull') return actual !== null && actual !== undefined;
  if (actual === null || actual === undefined) return false;
  const expected = isTodayPlus(condition.value)
    ? shiftIsoDate(today, condition.value.todayPlusDays)
    : condition.value;
  if (condition.op === 'in' || condition.op === 'notIn') {
    const list = (Array.isArray(expected) ? expected : [expected]) as readonly unknown[];
    return list.includes(actual) === (condition.op === 'in');
  }
  if (expected === null || expected === undefined) return false;
  const a = actual as string | number | boolean;
  const b = expected as string | number | boolean;
  switch (condition.op) {
    case 'eq':
      return a === b;
    case 'neq':
      return a !== b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
  }
}

function allHold(
  conditions: readonly EntityCondition[],
  row: Record<string, unknown>,
  today: string,
): boolean {
  return conditions.every((condition) => conditionHolds(condition, row, today));
}

/** The value of a computed column for a row of stored columns on `today`. */
export function computedValue(
  column: ComputedColumn,
  row: Record<string, unknown>,
  today: string,
): string | number | boolean | null {
  switch (column.kind) {
    case 'boolean':
      return allHold(column.when, row, today);
    case 'number': {
      const date = row[column.daysUntil];
      if (typeof date !== 'string' || !allHold(column.when ?? [], row, today)) return null;
      return daysFromToday(date, today);
    }
    case 'enum':
      return column.cases.find((item) => allHold(item.when, row, today))?.then ?? column.otherwise;
  }
}

/** The row with every computed column of its entity added, as the server's lists answer it. */
export function withComputed(
  entity: ReadModel,
  row: Record<string, unknown>,
  today: string,
): Record<string, unknown> {
  const computed = Object.entries(entity.computed ?? {}).map(([name, column]) => [
    name,
    computedValue(column, row, today),
  ]);
  return { ...row, ...Object.fromEntries(computed) };
}

/** Whether a row (stored columns) meets conditions that may name computed columns. */
export function rowMeets(
  entity: ReadModel,
  conditions: readonly EntityCondition[],
  row: Record<string, unknown>,
  today: string,
): boolean {
  return allHold(conditions, withComputed(entity, row, today), today);
}

/** The stat keys of an entity definition. */
export type StatKey<Entity> = Entity extends { stats: readonly { key: infer Key }[] } ? Key : never;

/** The conditions of one stat of the definition: the named set of rows it counts. */
export function statWhere<Entity extends ReadModel>(
  entity: Entity,
  key: StatKey<Entity>,
): readonly EntityCondition[] {
  const stat = entity.stats?.find((item) => item.key === key);
  if (!stat) throw new Error(`no stat ${String(key)}`);
  return stat.where ?? [];
}

/** A condition as a bound on a date: `field <= today + days` (upper) or `field >= today + days`. */
type Bound = { field: string; upper: boolean; days: number };

function boundOf(condition: EntityCondition): Bound | undefined {
  if (!isTodayPlus(condition.value)) return undefined;
  const days = condition.value.todayPlusDays;
  switch (condition.op) {
    case 'lt':
      return { field: condition.field, upper: true, days: days - 1 };
    case 'lte':
      return { field: condition.field, upper: true, days };
    case 'gt':
      return { field: condition.field, upper: false, days: days + 1 };
    case 'gte':
      return { field: condition.field, upper: false, days };
    default:
      return undefined;
  }
}

/** What every row meeting the conditions also meets, on stored columns only (none: no condition). */
function storedImplications(entity: ReadModel, conditions: readonly EntityCondition[]): EntityCondition[] {
  return conditions.flatMap((condition) => {
    const column = entity.computed?.[condition.field];
    if (!column) return [condition];
    if (column.kind === 'boolean')
      return condition.op === 'eq' && condition.value === true ? [...column.when] : [];
    if (column.kind !== 'enum' || (condition.op !== 'eq' && condition.op !== 'in')) return [];
    const states = (
      Array.isArray(condition.value) ? condition.value : [condition.value]
    ) as readonly unknown[];
    if (states.includes(column.otherwise)) return [];
    // A row in one of these states met the conditions of a case that gives it.
    return hull(column.cases.filter((item) => states.includes(item.then)).map((item) => [...item.when]));
  });
}

/** The conditions every row meeting any of the lists meets: those all share, and the widest date bounds. */
function hull(lists: readonly EntityCondition[][]): EntityCondition[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  const shared = first.filter(
    (condition) =>
      !boundOf(condition) &&
      rest.every((list) => list.some((other) => JSON.stringify(other) === JSON.stringify(condition))),
  );
  const bounds = new Map<string, Bound>();
  for (const candidate of first.map(boundOf)) {
    if (!candidate) continue;
    const key = `${candidate.field}:${candidate.upper}`;
    const widest = lists.map((list) =>
      list
        .map(boundOf)
        .filter((bound) => bound?.field === candidate.field && bound.upper === candidate.upper)
        .map((bound) => bound!.days),
    );
    if (widest.some((days) => days.length === 0)) continue;
    // Each list's tightest bound, then the widest over the lists.
    const perList = widest.map((days) => (candidate.upper ? Math.min(...days) : Math.max(...days)));
    bounds.set(key, {
      ...candidate,
      days: candidate.upper ? Math.max(...perList) : Math.min(...perList),
    });
  }
  const ranges = [...bounds.values()].map((bound): EntityCondition => ({
    field: bound.field,
    op: bound.upper ? 'lte' : 'gte',
    value: todayPlus(bound.days),
  }));
  return [...shared, ...ranges];
}

/**
 * Conditions on stored columns that every row meeting any of the condition lists meets: the date
 * range and statuses an index can serve, derived from the declarations rather than restated. They
 * narrow a query; the lists themselves still decide which rows count.
 */
export function impliedConditions(
  entity: ReadModel,
  anyOf: readonly (readonly EntityCondition[])[],
): EntityCondition[] {
  // The bounds are moved by whole days ('before the day after tomorrow' is 'on or before tomorrow'),
  // which holds for a date, not for a time: a time gets none (a port call's ETA tomorrow at 0200).
  return hull(anyOf.map((conditions) => storedImplications(entity, conditions))).filter(
    (condition) => !(isTodayPlus(condition.value) && entity.fields?.[condition.field]?.kind === 'dateTime'),
  );
}

/** Named sets of rows: each a list of conditions a row meets to be in it (a stat's, or any). */
export type NamedSets<Key extends string> = Record<Key, readonly EntityCondition[]>;

/**
 * How many rows of each vessel are in each set on `today`: what the server's countSets counts in SQL,
 * over rows at hand (the device's local database).
 */
export function countRowSets<Key extends string>(
  entity: ReadModel,
  rows: readonly Record<string, unknown>[],
  sets: NamedSets<Key>,
  today: string,
): Map<string, Record<Key, number>> {
  const keys = Object.keys(sets) as Key[];
  const counts = new Map<string, Record<Key, number>>();
  for (const row of rows) {
    const computed = withComputed(entity, row, today);
    const vesselId = String(row.vessel_id);
    let count = counts.get(vesselId);
    for (const key of keys) {
      if (!allHold(sets[key], computed, today)) continue;
      if (!count)
        counts.set(vesselId, (count = Object.fromEntries(keys.map((k) => [k, 0])) as Record<Key, number>));
      count[key] += 1;
    }
  }
  return counts;
}

/** The counts of several vessels added up, key by key (a vessel with none adds nothing). */
export function sumCounts<Key extends string>(
  counts: Iterable<Record<Key, number> | undefined>,
  keys: readonly Key[],
): Record<Key, number> {
  const total = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const count of counts) {
    if (!count) continue;
    for (const key of keys) total[key] += count[key];
  }
  return total;
}
