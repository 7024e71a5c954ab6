// Upcoming tasks: work orders overdue or due soon, certificates and crew certificates that expire
// within 30 days or have expired (the stats of their definitions), soonest first. The database returns
// only the first `limit` dates' worth of tasks (one statement, each kind read along its date index),
// never every due task of the fleet: an organization with thousands of overdue work orders costs the
// same as one with few.
import type { EntityDefinition } from '@mars/domain';
import {
  certificateEntity,
  crewCertificateEntity,
  crewMemberEntity,
  daysFromToday,
  statWhere,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { NamedSets } from '../../crud/read-model-sql';
import { rowsInSets } from '../../crud/read-model-sql';
import type { ReaderLanguage } from '../../crud/row-title';
import { titleSql } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';

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

type Row = Omit<UpcomingTask, 'link' | 'vesselName' | 'vesselId' | 'days'> & {
  vessel_id: string;
  vessel_name: string;
  /** What the list screen's search box is given to show just this row. */
  search: string | null;
};

/**
 * One kind of task: the entity (as x) and the stats whose rows are tasks, the date they are due by,
 * the columns of a task, and extra joins.
 */
type Source = {
  kind: UpcomingKind;
  entity: EntityDefinition;
  sets: NamedSets<string>;
  date: string;
  columns: string;
  join?: string;
};

const LINKS: Record<UpcomingKind, string> = {
  certificate: '/certificates',
  work_order: '/maintenance/work-orders',
  crew_certificate: '/crew/certificates',
};

/** The kinds of task, their rows (the stats of their definitions) and how each is named. */
function sources(language: ReaderLanguage): readonly Source[] {
  return [
    {
      kind: 'certificate',
      entity: certificateEntity,
      sets: {
        expired: statWhere(certificateEntity, 'expired'),
        expiring: statWhere(certificateEntity, 'expiring30'),
      },
      date: 'x.expiry_date',
      columns: `x.certificate_name AS title, x.certificate_number AS detail, x.certificate_number AS search`,
    },
    {
      kind: 'work_order',
      entity: workOrderEntity,
      sets: {
        overdue: statWhere(workOrderEntity, 'overdue'),
        dueSoon: statWhere(workOrderEntity, 'dueSoon'),
      },
      date: 'x.due_date',
      columns: `x.title, x.work_order_number AS detail, COALESCE(x.work_order_number, x.title) AS search`,
    },
    {
      kind: 'crew_certificate',
      entity: crewCertificateEntity,
      sets: {
        expired: statWhere(crewCertificateEntity, 'expired'),
        expiring: statWhere(crewCertificateEntity, 'expiringSoon'),
      },
      date: 'x.expiry_date',
      columns: `${titleSql(crewMemberEntity, 'p', language)} AS title, x.certificate_type AS detail, x.certificate_number AS search`,
      join: 'JOIN personnel p ON p.id = x.crew_member_id',
    },
  ];
}

export async function upcomingTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId: string | undefined; today: string; limit: number; language?: ReaderLanguage },
): Promise<UpcomingTask[]> {
  const params: unknown[] = [];
  const SOURCES = sources(options.language ?? 'en');
  const due = (source: Source) =>
    rowsInSets(source.entity, scope, {
      params,
      today: options.today,
      alias: 'x',
      sets: source.sets,
      vesselId: options.vesselId,
    });
  params.push(options.limit);
  const limit = `$${params.length}`;
  // The date of the limit-th task (none when there are fewer): every task due by then is read, ties
  // included, so that the order by title below is the one of the whole list.
  const firstDates = SOURCES.map((source) => {
    const { from, where } = due(source);
    return `(SELECT ${source.date} AS date FROM ${from} ${source.join ?? ''} WHERE ${where} ORDER BY 1 LIMIT ${limit})`;
  }).join(' UNION ALL ');
  const statement = `WITH cutoff AS MATERIALIZED (
      SELECT COALESCE((SELECT date FROM (${firstDates}) d ORDER BY date OFFSET ${limit}::int - 1 LIMIT 1),
                      'infinity'::date) AS date)
    ${SOURCES.map((source) => {
      const { from, where } = due(source);
      return `SELECT '${source.kind}' AS kind, x.id, ${source.columns}, x.vessel_id, v.name AS vessel_name,
                  ${source.date} AS date
           FROM ${from} ${source.join ?? ''} JOIN vessels v ON v.id = x.vessel_id
           WHERE ${where} AND ${source.date} <= (SELECT date FROM cutoff)`;
    }).join('\n    UNION ALL\n    ')}`;
  const { rows } = await db.query<Row>(statement, params);
  return rows
    .map((row) => toTask(row, options.today))
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, options.limit);
}

function toTask(row: Row, today: string): UpcomingTask {
  const link = LINKS[row.kind];
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    detail: row.detail,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    date: row.date,
    days: daysFromToday(row.date, today),
    link: row.search ? `${link}?q=${encodeURIComponent(row.search)}` : link,
  };
}
