// Upcoming tasks: open work orders due within 30 days (or overdue), certificates and crew certificates
// that expire within 30 days (or have expired), soonest first. The database returns only the first
// `limit` dates' worth of tasks (one statement, each kind read along its date index), never every due
// task of the fleet: an organization with thousands of overdue work orders costs the same as one with few.
import { crewMemberEntity, WORK_ORDER_OPEN_STATUSES } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import { titleSql } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { NOTICE_DAYS, vesselScope } from './dashboard.repository';

export type UpcomingKind = 'work_order' | 'certificate' | 'crew_certificate';

export type UpcomingTask = {
  kind: UpcomingKind;
  id: string;
  title: string;
  /** Work order number, certificate number, or the crew certificate's type. */
  detail: string | null;
  vesselId: string;
  vesselName: string;
  date: string;
  days: number;
  link: string;
};

type Row = Omit<UpcomingTask, 'kind' | 'link' | 'vesselName' | 'vesselId'> & {
  kind: UpcomingKind;
  vessel_id: string;
  vessel_name: string;
  /** What the list screen's search box is given to show just this row. */
  search: string | null;
};

/** One kind of task: its table (alias x), the columns of a task, extra joins and conditions. */
type Source = { kind: UpcomingKind; from: string; columns: string; date: string; where: string };

const LINKS: Record<UpcomingKind, string> = {
  certificate: '/certificates',
  work_order: '/maintenance/work-orders',
  crew_certificate: '/crew/certificates',
};

function sources(tables: Set<string>, openStatuses: string, language: ReaderLanguage): Source[] {
  const list: Source[] = [
    {
      kind: 'certificate',
      from: 'certificates x',
      columns: `x.certificate_name AS title, x.certificate_number AS detail, x.certificate_number AS search`,
      date: 'x.expiry_date',
      where: `x.status NOT IN ('cancelled', 'renewal_in_progress')`,
    },
  ];
  if (tables.has('work_orders')) {
    list.push({
      kind: 'work_order',
      from: 'work_orders x',
      columns: `x.title, x.work_order_number AS detail, COALESCE(x.work_order_number, x.title) AS search`,
      date: 'x.due_date',
      where: `x.status = ANY(${openStatuses}::text[])`,
    });
  }
  if (tables.has('crew_certificates') && tables.has('personnel')) {
    list.push({
      kind: 'crew_certificate',
      from: 'crew_certificates x JOIN personnel p ON p.id = x.crew_member_id',
      columns: `${titleSql(crewMemberEntity, 'p', language)} AS title, x.certificate_type AS detail, x.certificate_number AS search`,
      date: 'x.expiry_date',
      where: 'p.deleted_at IS NULL',
    });
  }
  return list;
}

export async function upcomingTasks(
  db: Queryable,
  scope: Scope,
  options: {
    vesselId: string | undefined;
    today: string;
    tables: Set<string>;
    limit: number;
    language?: ReaderLanguage;
  },
): Promise<UpcomingTask[]> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'x', options.vesselId);
  params.push(options.today, NOTICE_DAYS, [...WORK_ORDER_OPEN_STATUSES], options.limit);
  const [t, days, openStatuses, limit] = [-3, -2, -1, 0].map((back) => `$${params.length + back}`);
  const kinds = sources(options.tables, openStatuses!, options.language ?? 'en');
  const due = (source: Source) =>
    `${where} AND x.deleted_at IS NULL AND ${source.where} AND ${source.date} <= ${t}::date + ${days}::int`;
  // The date of the limit-th task (the last day of notice when there are fewer): every task due by
  // then is read, ties included, so that the order by title below is the one of the whole list.
  const firstDates = kinds
    .map(
      (source) =>
        `(SELECT ${source.date} AS date FROM ${source.from} WHERE ${due(source)} ORDER BY 1 LIMIT ${limit})`,
    )
    .join(' UNION ALL ');
  const statement = `WITH cutoff AS MATERIALIZED (
      SELECT COALESCE((SELECT date FROM (${firstDates}) d ORDER BY date OFFSET ${limit}::int - 1 LIMIT 1),
                      ${t}::date + ${days}::int) AS date)
    ${kinds
      .map(
        (source) =>
          `SELECT '${source.kind}' AS kind, x.id, ${source.columns}, x.vessel_id, v.name AS vessel_name,
                  ${source.date} AS date, (${source.date} - ${t}::date) AS days
           FROM ${source.from} JOIN vessels v ON v.id = x.vessel_id
           WHERE ${due(source)} AND ${source.date} <= (SELECT date FROM cutoff)`,
      )
      .join('\n    UNION ALL\n    ')}`;
  const { rows } = await db.query<Row>(statement, params);
  return rows
    .map(toTask)
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, options.limit);
}

function toTask(row: Row): UpcomingTask {
  const link = LINKS[row.kind];
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    detail: row.detail,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    date: row.date,
    days: Number(row.days),
    link: row.search ? `${link}?q=${encodeURIComponent(row.search)}` : link,
  };
}
