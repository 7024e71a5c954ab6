// Work items: the rows of several entities that someone has to act on (a work order due, a
// certificate expiring, a corrective action open or overdue ...), read together, soonest first. Each kind of
// item names its entity and the stats whose rows are items (the definitions' own sets, so "overdue"
// or "expiring" mean here what they mean in the list's stat cards). The database returns only the
// first `limit` dates' worth of items (one statement, each kind read along its date), never every
// open item of the fleet. The dashboard's upcoming tasks and the tasks screen read through here.
import type { EntityDefinition, NamedSets } from '@mars/domain';
import {
  certificateEntity,
  daysFromToday,
  correctiveActionEntity,
  crewCertificateEntity,
  crewMemberEntity,
  PORT_ARRIVAL_NOTICE_HOURS,
  portCallEntity,
  statWhere,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../db/client';
import { rowsInSets } from './read-model-sql';
import type { ReaderLanguage } from './row-title';
import { titleSql } from './row-title';
import type { Scope } from './scope';

/** What a task and the dashboard's upcoming item say of a work item alike (the API's camelCase, its days). */
export function workItemTask<Kind extends string>(row: WorkItemRow<Kind>, today: string) {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    detail: row.detail,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    date: row.date,
    days: daysFromToday(row.date, today),
  };
}

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

export type WorkItemRow<Kind extends string> = {
  kind: Kind;
  id: string;
  title: string;
  detail: string | null;
  search: string | null;
  vessel_id: string;
  vessel_name: string;
  date: string;
  status: 'pending' | 'scheduled' | 'in_progress' | 'completed';
  priority: 'high' | 'medium' | 'low' | null;
  assignee: string | null;
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
  return rows
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, options.limit);
}

/** Work orders as items: named by title and number, of the given stats (overdue, due soon, open ...). */
export function workOrderItems(
  sets: NamedSets<string>,
  extra: Partial<WorkItemSource<'work_order'>> = {},
): WorkItemSource<'work_order'> {
  return {
    kind: 'work_order',
    entity: workOrderEntity,
    sets,
    date: 'x.due_date',
    columns: `x.title, x.work_order_number AS detail, COALESCE(x.work_order_number, x.title) AS search`,
    ...extra,
  };
}

/**
 * Corrective actions as items (CA-2026-0001, from an incident, a deficiency or a finding), of the
 * given stats (overdue, open ...), due by their due date; their severity is their priority and whoever
 * they are assigned to does them.
 */
export function correctiveActionItems(
  sets: NamedSets<string>,
  extra: Partial<WorkItemSource<'corrective_action'>> = {},
): WorkItemSource<'corrective_action'> {
  return {
    kind: 'corrective_action',
    entity: correctiveActionEntity,
    sets,
    date: 'x.due_date',
    columns: `x.title, x.action_number AS detail, COALESCE(x.action_number, x.title) AS search`,
    priority: `CASE WHEN x.severity IN ('critical', 'serious') THEN 'high' WHEN x.severity = 'moderate' THEN 'medium' ELSE 'low' END`,
    assignee: 'x.assigned_to',
    ...extra,
  };
}

/**
 * Certificates and crew certificates to renew: expiring within 30 days (the definitions' stats) or
 * expired; a crew certificate named by its seafarer, its type the detail.
 */
export function renewalItems(
  language: ReaderLanguage,
): [WorkItemSource<'certificate'>, WorkItemSource<'crew_certificate'>] {
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

/**
 * Rest hours to sign: each month of a seafarer on board (who signs in: they sign their own) that has
 * ended, has recorded days of work and rest and is not signed by them yet (rest_hour_signatures; modules/crew/crew-hours.service.ts), due
 * by the month's last day, theirs to do (their user). One item a month (id: the seafarer's id and the
 * month), named by the seafarer, the month its detail.
 */
export function restHourSignatureItems(language: ReaderLanguage): WorkItemSource<'rest_hours'> {
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
         WHERE w.crew_member_id = x.id AND x.user_id IS NOT NULL AND w.deleted_at IS NULL
           AND w.work_date < date_trunc('month', ${today})::date
           AND NOT EXISTS (SELECT 1 FROM rest_hour_signatures s
                            WHERE s.crew_member_id = x.id AND s.month = to_char(w.work_date, 'YYYY-MM'))
         GROUP BY 1) m ON true`,
  };
}

/**
 * Port arrival notices to send (spec section 9: 24 hours before arrival): each port call not yet
 * arrived whose notice is due by today (its ETA before the end of tomorrow, UTC) and not marked sent
 * (the definition's `noticeDue`), due on the day 24 hours before its ETA; named by its port, its
 * number the detail.
 */
export function portArrivalNoticeItems(): WorkItemSource<'port_arrival_notice'> {
  return {
    kind: 'port_arrival_notice',
    entity: portCallEntity,
    sets: { noticeDue: statWhere(portCallEntity, 'noticeDue') },
    date: `((x.planned_arrival - interval '${PORT_ARRIVAL_NOTICE_HOURS} hours') AT TIME ZONE 'UTC')::date`,
    columns: `x.port_name AS title, x.port_call_number AS detail, COALESCE(x.port_call_number, x.port_name) AS search`,
    priority: `'high'`,
  };
}
