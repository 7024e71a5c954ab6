// The read model as SQL: the computed columns and conditions of the entity definitions
// (packages/domain entities/read-model.ts, which evaluates the same declarations in TypeScript),
// and the counts and row sets the lists, the dashboard, the notifications and the maintenance
// overview build on. Names come from the definitions; every value travels as a parameter.
import type {
  ComputedColumn,
  ComputedState,
  EntityCondition,
  EntityDefinition,
  NamedSets,
} from '@mars/domain';
import { conditionHolds, impliedConditions } from '@mars/domain';

import type { Queryable } from '../db/client';
import { entityScopeCondition } from './list-sql';
import type { Scope } from './scope';

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
    const date = days === 0 ? todayOf(context) : `(${todayOf(context)} + ${days})`;
    return `${column} ${OPERATORS[op]} ${date}`;
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
  /** The computed columns the query reads (all when not given): fewer plan faster. */
  only?: readonly string[],
): string {
  const computed = Object.entries(entity.computed ?? {}).filter(([name]) => !only || only.includes(name));
  if (computed.length === 0) return alias === entity.table ? entity.table : `${entity.table} AS ${alias}`;
  const context = sqlContext(params, today);
  const columns = computed.map(([name, column]) => `${computedSql(column, context)} AS ${name}`);
  return `(SELECT ${entity.table}.*, ${columns.join(', ')} FROM ${entity.table}) AS ${alias}`;
}

/** The live rows of an entity inside the scope (one vessel when given), as `x`. */
function liveRowsWhere(
  scope: Scope,
  entity: EntityDefinition,
  context: SqlContext,
  vesselId: string | undefined,
): string[] {
  const where = [
    entityScopeCondition(scope, entity, context.params, context.alias),
    `${columnOf(context, 'deleted_at')} IS NULL`,
  ];
  if (vesselId) {
    context.params.push(vesselId);
    where.push(`${columnOf(context, 'vessel_id')} = $${context.params.length}`);
  }
  return where;
}

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

type SetInput<Key extends string> = {
  params: unknown[];
  today: string;
  alias: string;
  sets: NamedSets<Key>;
  vesselId?: string;
  /** Computed columns the statement reads besides those the sets name. */
  columns?: readonly string[];
};

function setQuery<Key extends string>(
  entity: EntityDefinition,
  scope: Scope,
  input: SetInput<Key>,
  options: { stateInline?: boolean } = {},
): SetQuery<Key> {
  const sets = Object.entries(input.sets) as [Key, readonly EntityCondition[]][];
  // A computed flag is written out as its conditions, and a state counted inline: neither is read.
  const named = sets.flatMap(([, conditions]) => conditions.map((condition) => condition.field));
  const read = named.filter((field) => {
    const kind = entity.computed?.[field]?.kind;
    return kind === 'number' || (kind === 'enum' && !options.stateInline);
  });
  const from = rowSource(entity, input.params, input.today, input.alias, [...read, ...(input.columns ?? [])]);
  const context = sqlContext(input.params, input.today, input.alias);
  const implied = impliedConditions(
    entity,
    sets.map(([, conditions]) => conditions),
  );
  const where = [
    ...liveRowsWhere(scope, entity, context, input.vesselId),
    ...implied.map((condition) => conditionSql(condition, context)),
  ];
  return { sets, from, context, where, implied };
}

/**
 * FROM and WHERE of the live rows in the scope that are in any of the named sets (stats of the
 * definition), as `alias`, and the expression naming the first set a row is in. The plain column
 * bounds the sets imply come first, so an index on the date serves the query.
 */
export function rowsInSets<Key extends string>(
  entity: EntityDefinition,
  scope: Scope,
  input: SetInput<Key>,
): { from: string; where: string; setName: () => string } {
  const query = setQuery(entity, scope, input);
  const member = (conditions: readonly EntityCondition[]) =>
    setSql(entity, conditions, query.implied, query.context);
  // Sets on one computed state are one test of the state, computed once per row.
  const state = commonState(entity, query.sets);
  const states = state?.column.values.filter((value) =>
    query.sets.some(([, conditions]) =>
      conditions.every((condition) => conditionHolds(condition, { [state.field]: value }, input.today)),
    ),
  );
  const anySet =
    state && states
      ? conditionSql({ field: state.field, op: 'in', value: states }, query.context)
      : `(${query.sets.map(([, conditions]) => member(conditions)).join(' OR ')})`;
  return {
    from: query.from,
    where: [...query.where, anySet].join(' AND '),
    // Pushes its parameters when asked for: a statement that does not name the set needs none.
    setName: () =>
      `CASE ${query.sets.map(([name, conditions]) => `WHEN ${member(conditions)} THEN ${stateLiteral(name)}`).join(' ')} END`,
  };
}

/** The computed state every set is solely a condition on, if there is one. */
function commonState(
  entity: EntityDefinition,
  sets: readonly [string, readonly EntityCondition[]][],
): { field: string; column: ComputedState } | undefined {
  const fields = new Set(sets.flatMap(([, conditions]) => conditions.map((condition) => condition.field)));
  const [field] = fields;
  const column = field === undefined ? undefined : entity.computed?.[field];
  if (fields.size !== 1 || column?.kind !== 'enum') return undefined;
  return sets.every(([, conditions]) => conditions.length > 0) ? { field: field!, column } : undefined;
}

/**
 * The state as the number of its class: states in the same sets share a class, so the CASE stops at
 * the last case that changes the class (a certificate 60 or 90 days from expiry counts as one valid).
 */
function stateClassSql(
  column: ComputedState,
  classOf: (state: string) => number,
  context: SqlContext,
): string {
  const cases = [...column.cases];
  while (cases.length > 0 && classOf(cases[cases.length - 1]!.then) === classOf(column.otherwise))
    cases.pop();
  const whens = cases.map((item) => `WHEN ${conditionsSql(item.when, context)} THEN ${classOf(item.then)}`);
  return whens.length > 0
    ? `CASE ${whens.join(' ')} ELSE ${classOf(column.otherwise)} END`
    : String(classOf(column.otherwise));
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
  const state = commonState(entity, Object.entries(input.sets));
  const query = setQuery(entity, scope, { ...input, params, alias: 'x' }, { stateInline: !!state });
  const where = query.where.join(' AND ');
  const zero = () => Object.fromEntries(query.sets.map(([key]) => [key, 0])) as Record<Key, number>;
  const counts = new Map<string, Record<Key, number>>();
  if (state) {
    // Which sets a row in each state is in; states in the same sets form one class.
    const memberships = state.column.values.map((value) =>
      query.sets.map(([, conditions]) =>
        conditions.every((condition) => conditionHolds(condition, { [state.field]: value }, input.today)),
      ),
    );
    const classes = [...new Set(memberships.map((member) => JSON.stringify(member)))];
    const classOf = (value: string) =>
      classes.indexOf(JSON.stringify(memberships[state.column.values.indexOf(value)]));
    const { rows } = await db.query<{ vessel_id: string; class: number; count: number }>(
      `SELECT x.vessel_id, ${stateClassSql(state.column, classOf, sqlContext(params, input.today, 'x'))} AS class,
              count(*) AS count
       FROM ${query.from} WHERE ${where} GROUP BY 1, 2`,
      params,
    );
    for (const row of rows) {
      const count = counts.get(row.vessel_id) ?? zero();
      const member = JSON.parse(classes[Number(row.class)]!) as boolean[];
      query.sets.forEach(([key], index) => {
        if (member[index]) count[key] += Number(row.count);
      });
      counts.set(row.vessel_id, count);
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
