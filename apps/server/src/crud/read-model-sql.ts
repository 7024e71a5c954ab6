// The read model as SQL: the computed columns and conditions of the entity definitions
// (packages/domain entities/read-model.ts, which evaluates the same declarations in TypeScript),
// and the counts and row sets the lists, the dashboard, the notifications and the maintenance
// overview build on. Names come from the definitions; every value travels as a parameter.
import type { ComputedColumn, EntityCondition, EntityDefinition } from '@mars/domain';
import { conditionHolds, impliedConditions } from '@mars/domain';

import type { Queryable } from '../db/client';
import type { Scope } from './scope';
import { scopeCondition } from './scope';

/** Where the SQL goes: its parameters, the day it is evaluated on, the alias of the row source. */
export type SqlContext = { params: unknown[]; today: string; alias?: string; todayRef?: string };

export function sqlContext(params: unknown[], today: string, alias?: string): SqlContext {
  return { params, today, alias };
}

/** `$n::date` of the day, pushed once per context. */
function todayOf(context: SqlContext): string {
  if (!context.todayRef) {
    context.params.push(context.today);
    context.todayRef = `$${context.params.length}::date`;
  }
  return context.todayRef;
}

function columnOf(context: SqlContext, field: string): string {
  return context.alias ? `${context.alias}.${field}` : field;
}

const OPERATORS = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/** One condition (trusted: from a definition). */
export function conditionSql(condition: EntityCondition, context: SqlContext): string {
  const { field, op, value } = condition;
  const column = columnOf(context, field);
  if (op === 'isNull') return `${column} IS NULL`;
  if (op === 'notNull') return `${column} IS NOT NULL`;
  if (op === 'in' || op === 'notIn') {
    context.params.push(Array.isArray(value) ? value : [value]);
    return op === 'in'
      ? `${column} = ANY($${context.params.length}::text[])`
      : `${column} <> ALL($${context.params.length}::text[])`;
  }
  if (typeof value === 'object' && value !== null && 'todayPlusDays' in value) {
    const days = Math.trunc(Number(value.todayPlusDays));
    return `${column} ${OPERATORS[op]} (${todayOf(context)} + ${days})`;
  }
  context.params.push(value ?? null);
  return `${column} ${OPERATORS[op]} $${context.params.length}`;
}

/** All of the conditions, in parentheses (TRUE for none). */
export function conditionsSql(conditions: readonly EntityCondition[], context: SqlContext): string {
  if (conditions.length === 0) return 'TRUE';
  return `(${conditions.map((condition) => conditionSql(condition, context)).join(' AND ')})`;
}

/** A state's name as an SQL literal; states are plain words of the definitions. */
function stateLiteral(state: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(state)) throw new Error(`not a state name: ${state}`);
  return `'${state}'`;
}

/** The SQL expression of a computed column over the row's stored columns. */
export function computedSql(column: ComputedColumn, context: SqlContext): string {
  switch (column.kind) {
    case 'boolean':
      return `COALESCE(${conditionsSql(column.when, context)}, false)`;
    case 'number': {
      const days = `(${columnOf(context, column.daysUntil)} - ${todayOf(context)})`;
      return column.when ? `CASE WHEN ${conditionsSql(column.when, context)} THEN ${days} END` : days;
    }
    case 'enum':
      return `CASE ${column.cases
        .map((item) => `WHEN ${conditionsSql(item.when, context)} THEN ${stateLiteral(item.then)}`)
        .join(' ')} ELSE ${stateLiteral(column.otherwise)} END`;
  }
}

/**
 * `FROM` of the entity: the table itself, or with computed columns a subquery that adds them, so
 * filters, sorts, stats and counts use computed columns by name (PostgreSQL folds the subquery into
 * the query, so the table's indexes serve it).
 */
export function rowSource(
  entity: EntityDefinition,
  params: unknown[],
  today: string,
  alias = entity.table,
): string {
  const computed = Object.entries(entity.computed ?? {});
  if (computed.length === 0) return alias === entity.table ? entity.table : `${entity.table} AS ${alias}`;
  const context = sqlContext(params, today);
  const columns = computed.map(([name, column]) => `${computedSql(column, context)} AS ${name}`);
  return `(SELECT ${entity.table}.*, ${columns.join(', ')} FROM ${entity.table}) AS ${alias}`;
}

/** The live rows of a vessel-scoped entity inside the scope (one vessel when given), as `x`. */
function liveRowsWhere(scope: Scope, context: SqlContext, vesselId: string | undefined): string[] {
  const where = [
    scopeCondition(scope, context.params, {
      organization: columnOf(context, 'organization_id'),
      vessel: columnOf(context, 'vessel_id'),
    }),
    `${columnOf(context, 'deleted_at')} IS NULL`,
  ];
  if (vesselId) {
    context.params.push(vesselId);
    where.push(`${columnOf(context, 'vessel_id')} = $${context.params.length}`);
  }
  return where;
}

export type NamedSets<Key extends string> = Record<Key, readonly EntityCondition[]>;

const sameCondition = (a: EntityCondition, b: EntityCondition) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A set's conditions as SQL, cheapest first: a computed flag is written as its own conditions (the
 * database would otherwise compute it again for each set), less those the query's WHERE already holds.
 */
function setSql(
  entity: EntityDefinition,
  conditions: readonly EntityCondition[],
  known: readonly EntityCondition[],
  context: SqlContext,
): string {
  const expanded = conditions.flatMap((condition) => {
    const column = entity.computed?.[condition.field];
    const isFlagSet = column?.kind === 'boolean' && condition.op === 'eq' && condition.value === true;
    return isFlagSet ? column.when : [condition];
  });
  return conditionsSql(
    expanded.filter((condition) => !known.some((other) => sameCondition(condition, other))),
    context,
  );
}

type SetQuery<Key extends string> = {
  sets: [Key, readonly EntityCondition[]][];
  from: string;
  context: SqlContext;
  /** The scope, live rows, the vessel, and the plain column bounds every set implies. */
  where: string[];
  implied: EntityCondition[];
};

function setQuery<Key extends string>(
  entity: EntityDefinition,
  scope: Scope,
  input: { params: unknown[]; today: string; alias: string; sets: NamedSets<Key>; vesselId?: string },
): SetQuery<Key> {
  const from = rowSource(entity, input.params, input.today, input.alias);
  const context = sqlContext(input.params, input.today, input.alias);
  const sets = Object.entries(input.sets) as [Key, readonly EntityCondition[]][];
  const implied = impliedConditions(
    entity,
    sets.map(([, conditions]) => conditions),
  );
  const where = [
    ...liveRowsWhere(scope, context, input.vesselId),
    ...implied.map((condition) => conditionSql(condition, context)),
  ];
  return { sets, from, context, where, implied };
}

/**
 * FROM and WHERE of the live rows in the scope that are in any of the named sets (stats of the
 * definition), as `alias`, and an expression naming the first set a row is in. The plain column
 * bounds the sets imply come first, so an index on the date serves the query.
 */
export function rowsInSets<Key extends string>(
  entity: EntityDefinition,
  scope: Scope,
  input: { params: unknown[]; today: string; alias: string; sets: NamedSets<Key>; vesselId?: string },
): { from: string; where: string; setName: string } {
  const query = setQuery(entity, scope, input);
  const members = query.sets.map(
    ([name, conditions]) => [name, setSql(entity, conditions, query.implied, query.context)] as const,
  );
  const where = [...query.where, `(${members.map(([, sql]) => sql).join(' OR ')})`].join(' AND ');
  const setName = `CASE ${members.map(([name, sql]) => `WHEN ${sql} THEN ${stateLiteral(name)}`).join(' ')} END`;
  return { from: query.from, where, setName };
}

/** The computed state every set is solely a condition on, if there is one. */
function commonState(entity: EntityDefinition, sets: readonly [string, readonly EntityCondition[]][]) {
  const fields = new Set(sets.flatMap(([, conditions]) => conditions.map((condition) => condition.field)));
  const [field] = fields;
  const only = fields.size === 1 && field !== undefined && entity.computed?.[field]?.kind === 'enum';
  return only && sets.every(([, conditions]) => conditions.length > 0) ? field : undefined;
}

/**
 * How many live rows in the scope are in each named set, per vessel. Sets on one computed state are
 * counted by that state, computed once per row; others each by their own FILTER.
 */
export async function countSets<Key extends string>(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  input: { today: string; sets: NamedSets<Key>; vesselId?: string },
): Promise<Map<string, Record<Key, number>>> {
  const params: unknown[] = [];
  const query = setQuery(entity, scope, { ...input, params, alias: 'x' });
  const where = query.where.join(' AND ');
  const zero = () => Object.fromEntries(query.sets.map(([key]) => [key, 0])) as Record<Key, number>;
  const counts = new Map<string, Record<Key, number>>();
  const state = commonState(entity, query.sets);
  if (state) {
    const { rows } = await db.query<Record<string, string | number>>(
      `SELECT x.vessel_id, x.${state}, count(*) AS count FROM ${query.from} WHERE ${where}
       GROUP BY x.vessel_id, x.${state}`,
      params,
    );
    for (const row of rows) {
      const count = counts.get(String(row.vessel_id)) ?? zero();
      for (const [key, conditions] of query.sets) {
        if (conditions.every((condition) => conditionHolds(condition, row, input.today)))
          count[key] += Number(row.count);
      }
      counts.set(String(row.vessel_id), count);
    }
    return counts;
  }
  const filters = query.sets.map(([, conditions], index) => {
    const filter = setSql(entity, conditions, query.implied, query.context);
    return `count(*)${filter === 'TRUE' ? '' : ` FILTER (WHERE ${filter})`} AS s${index}`;
  });
  const { rows } = await db.query<Record<string, number | string>>(
    `SELECT x.vessel_id, ${filters.join(', ')} FROM ${query.from} WHERE ${where} GROUP BY x.vessel_id`,
    params,
  );
  for (const row of rows) {
    const count = zero();
    query.sets.forEach(([key], index) => (count[key] = Number(row[`s${index}`] ?? 0)));
    counts.set(String(row.vessel_id), count);
  }
  return counts;
}

/** The sum over vessels of per-vessel counts (zeros for none). */
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
