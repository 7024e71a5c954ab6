// Work items in SQL: the domain's declarations (entities/work-items.ts: which rows of which entity are
// items, their date, name, state, priority and assignee) rendered as one statement that returns only
// the first `limit` dates' worth of items (each kind read along its date), never every open item of
// the fleet. The dashboard's upcoming tasks and the tasks screen read through here; the months of rest
// hours to sign, read from the days of work and rest, are declared here in SQL.
import type { EntityDefinition, NamedSets, WorkItemDeclaration, WorkItemRow } from '@mars/domain';
import {
  byDateThenTitle,
  crewMemberEntity,
  readsOwnRowsOnly,
  statWhere,
  workRestDayEntity,
} from '@mars/domain';

import type { Queryable } from '../db/client';
import { rowsInSets } from './read-model-sql';
import type { ReaderLanguage } from './row-title';
import { identifier, literal, titleSql } from './row-title';
import type { Scope } from './scope';

/** One kind of item: the entity (as x), the stats whose rows are items, and SQL of its columns. */
export type WorkItemSource<Kind extends string> = {
  kind: Kind;
  entity: EntityDefinition;
  sets: NamedSets<string>;
  /** The date the item is due by (SQL over x). */
  date: string;
  /** SQL of `title`, `detail` and `search` (what the list screen's search box is given). */
  columns: string;
  /** The item's state, one of WorkItemRow['status'] (SQL); 'pending' when not given. */
  status?: string;
  /** The item's own priority, 'high' | 'medium' | 'low' (SQL); else by its date alone. */
  priority?: string;
  /** Who is to do it (SQL of a user id); items without one are nobody's in particular. */
  assignee?: string;
  /** The item's id (SQL); the row's (x.id) when not given, where one row is one item. */
  id?: string;
  /** Joined to the rows (SQL); a function is given today's date as SQL. */
  join?: string | ((today: string) => string);
};

export async function readWorkItems<Kind extends string>(
  db: Queryable,
  scope: Scope,
  sources: readonly WorkItemSource<Kind>[],
  options: { vesselId: string | undefined; today: string; limit: number; assignee?: string },
): Promise<WorkItemRow<Kind>[]> {
  const params: unknown[] = [];
  const chosen = options.assignee ? sources.filter((source) => source.assignee) : sources;
  if (chosen.length === 0) return [];
  const due = (source: WorkItemSource<Kind>) => {
    const { from, where } = rowsInSets(source.entity, scope, {
      params,
      today: options.today,
      alias: 'x',
      sets: source.sets,
      vesselId: options.vesselId,
    });
    if (!options.assignee) return { from, where };
    params.push(options.assignee);
    return { from, where: `${where} AND (${source.assignee}) = $${params.length}` };
  };
  params.push(options.limit);
  const limit = `$${params.length}`;
  // Today as a parameter, pushed when a source's join first asks for it (an unused one has no type).
  let today: string | undefined;
  const joined = (source: WorkItemSource<Kind>) => {
    if (typeof source.join !== 'function') return source.join ?? '';
    if (today === undefined) {
      params.push(options.today);
      today = `$${params.length}::date`;
    }
    return source.join(today);
  };
  // The date of the limit-th item (none when there are fewer): every item due by then is read, ties
  // included, so that the order by title below is the one of the whole list.
  const firstDates = chosen
    .map((source) => {
      const { from, where } = due(source);
      return `(SELECT ${source.date} AS date FROM ${from} ${joined(source)} WHERE ${where} ORDER BY 1 LIMIT ${limit})`;
    })
    .join(' UNION ALL ');
  const statement = `WITH cutoff AS MATERIALIZED (
      SELECT COALESCE((SELECT date FROM (${firstDates}) d ORDER BY date OFFSET ${limit}::int - 1 LIMIT 1),
                      'infinity'::date) AS date)
    ${chosen
      .map((source) => {
        const { from, where } = due(source);
        return `SELECT '${source.kind}' AS kind, ${source.id ?? 'x.id::text'} AS id, ${source.columns}, x.vessel_id, v.name AS vessel_name,
                  to_char(${source.date}, 'YYYY-MM-DD') AS date, ${source.status ?? `'pending'`} AS status,
                  ${source.priority ?? 'NULL::text'} AS priority, ${source.assignee ?? 'NULL::uuid'} AS assignee
           FROM ${from} ${joined(source)} JOIN vessels v ON v.id = x.vessel_id
           WHERE ${where} AND ${source.date} <= (SELECT date FROM cutoff)`;
      })
      .join('\n    UNION ALL\n    ')}`;
  const { rows } = await db.query<WorkItemRow<Kind>>(statement, params);
  return rows.sort(byDateThenTitle).slice(0, options.limit);
}

const column = (field: string) => `x.${identifier(field)}`;

function valueMapSql(map: NonNullable<WorkItemDeclaration<string>['status' | 'priority']>): string {
  if ('always' in map) return literal(map.always);
  const cases = Object.entries(map.cases).map(
    ([value, then]) => `WHEN ${literal(value)} THEN ${literal(then)}`,
  );
  return `CASE ${column(map.field)}::text ${cases.join(' ')} ELSE ${literal(map.otherwise)} END`;
}

/** A declared kind of work item as SQL over its rows (x), named in the reader's language. */
export function sqlSourceOf<Kind extends string>(
  declaration: WorkItemDeclaration<Kind>,
  language: ReaderLanguage,
): WorkItemSource<Kind> {
  const { date, title } = declaration;
  const before = date.hoursBefore ? ` - interval '${Number(date.hoursBefore)} hours'` : '';
  const dateSql =
    declaration.entity.fields[date.field]?.kind === 'dateTime'
      ? `((${column(date.field)}${before}) AT TIME ZONE 'UTC')::date`
      : column(date.field);
  const titleSqlOf =
    'seafarer' in title ? titleSql(crewMemberEntity, 'p', language) : `${column(title.field)}::text`;
  const search = declaration.search.map((field) => `${column(field)}::text`);
  return {
    kind: declaration.kind,
    entity: declaration.entity,
    sets: declaration.sets,
    date: dateSql,
    columns: `${titleSqlOf} AS title, ${declaration.detail ? `${column(declaration.detail)}::text` : 'NULL::text'} AS detail,
      ${search.length > 1 ? `COALESCE(${search.join(', ')})` : (search[0] ?? 'NULL::text')} AS search`,
    status: declaration.status ? valueMapSql(declaration.status) : undefined,
    priority: declaration.priority ? valueMapSql(declaration.priority) : undefined,
    assignee: declaration.assignee ? column(declaration.assignee) : undefined,
    join: 'seafarer' in title ? `JOIN personnel p ON p.id = ${column(title.seafarer)}` : undefined,
  };
}

/**
 * Rest hours to sign (the device's are restHoursItemsOfRows): each month of a seafarer on board (who
 * signs in: they sign their own) that has ended, has recorded days of work and rest and is not signed by them yet (rest_hour_signatures; modules/crew/crew-hours.service.ts), due
 * by the month's last day, theirs to do (their user). One item a month (id: the seafarer's id and the
 * month), named by the seafarer, the month its detail.
 */
export function restHourSignatureItems(
  language: ReaderLanguage,
  scope: Pick<Scope, 'role' | 'userId'>,
): WorkItemSource<'rest_hours'> {
  // A reader of only their own record of rest hours (crew) has only their own months to sign.
  const own = readsOwnRowsOnly(workRestDayEntity, scope.role)
    ? ` AND x.user_id = ${literal(scope.userId)}::uuid`
    : '';
  return {
    kind: 'rest_hours',
    entity: crewMemberEntity,
    sets: { onBoard: statWhere(crewMemberEntity, 'onBoard') },
    id: `x.id || ':' || m.month`,
    date: `(to_date(m.month, 'YYYY-MM') + interval '1 month' - interval '1 day')::date`,
    columns: `${titleSql(crewMemberEntity, 'x', language)} AS title, m.month AS detail, m.month AS search`,
    priority: `'medium'`,
    assignee: 'x.user_id',
    join: (today) => `JOIN LATERAL (
        SELECT to_char(w.work_date, 'YYYY-MM') AS month FROM work_rest_days w
         WHERE w.crew_member_id = x.id AND x.user_id IS NOT NULL AND w.deleted_at IS NULL${own}
           AND w.work_date < date_trunc('month', ${today})::date
           AND NOT EXISTS (SELECT 1 FROM rest_hour_signatures s
                            WHERE s.crew_member_id = x.id AND s.month = to_char(w.work_date, 'YYYY-MM'))
         GROUP BY 1) m ON true`,
  };
}
