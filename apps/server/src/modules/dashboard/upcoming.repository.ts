// Upcoming tasks: open work orders due within 30 days (or overdue), certificates and crew certificates
// that expire within 30 days (or have expired), soonest first.
import { WORK_ORDER_OPEN_STATUSES } from '@mars/domain';

import type { Queryable } from '../../db/client';
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
  vessel_id: string;
  vessel_name: string;
  /** What the list screen's search box is given to show just this row. */
  search: string | null;
};

async function query(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
  build: (where: string, t: string, days: string, extraRefs: string[]) => string,
  extra: unknown[] = [],
): Promise<Row[]> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'x', vesselId);
  params.push(today, NOTICE_DAYS);
  const t = `$${params.length - 1}::date`;
  const days = `$${params.length}::int`;
  const extraRefs = extra.map((value) => `$${params.push(value)}`);
  return (await db.query<Row>(build(where, t, days, extraRefs), params)).rows;
}

export async function upcomingTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId: string | undefined; today: string; tables: Set<string>; limit: number },
): Promise<UpcomingTask[]> {
  const { vesselId, today, tables } = options;
  const tasks: UpcomingTask[] = [];
  const certificates = await query(
    db,
    scope,
    vesselId,
    today,
    (where, t, days) =>
      `SELECT x.id, x.certificate_name AS title, x.certificate_number AS detail, x.certificate_number AS search, x.vessel_id, v.name AS vessel_name,
              x.expiry_date AS date, (x.expiry_date - ${t}) AS days
       FROM certificates x JOIN vessels v ON v.id = x.vessel_id
       WHERE ${where} AND x.deleted_at IS NULL AND x.status NOT IN ('cancelled', 'renewal_in_progress')
         AND x.expiry_date <= ${t} + ${days}`,
  );
  tasks.push(...certificates.map((row) => toTask('certificate', row, '/certificates')));
  if (tables.has('work_orders')) {
    const workOrders = await query(
      db,
      scope,
      vesselId,
      today,
      (where, t, days, [openStatuses]) =>
        `SELECT x.id, x.title, x.work_order_number AS detail, COALESCE(x.work_order_number, x.title) AS search, x.vessel_id, v.name AS vessel_name,
                x.due_date AS date, (x.due_date - ${t}) AS days
         FROM work_orders x JOIN vessels v ON v.id = x.vessel_id
         WHERE ${where} AND x.deleted_at IS NULL AND x.status = ANY(${openStatuses}::text[])
           AND x.due_date <= ${t} + ${days}`,
      [[...WORK_ORDER_OPEN_STATUSES]],
    );
    tasks.push(...workOrders.map((row) => toTask('work_order', row, '/maintenance/work-orders')));
  }
  if (tables.has('crew_certificates') && tables.has('personnel')) {
    const crewCertificates = await query(
      db,
      scope,
      vesselId,
      today,
      (where, t, days) =>
        `SELECT x.id, (p.first_name || ' ' || p.last_name) AS title, x.certificate_type AS detail, x.certificate_number AS search, x.vessel_id,
                v.name AS vessel_name, x.expiry_date AS date, (x.expiry_date - ${t}) AS days
         FROM crew_certificates x JOIN vessels v ON v.id = x.vessel_id JOIN personnel p ON p.id = x.crew_member_id
         WHERE ${where} AND x.deleted_at IS NULL AND p.deleted_at IS NULL AND x.expiry_date <= ${t} + ${days}`,
    );
    tasks.push(...crewCertificates.map((row) => toTask('crew_certificate', row, '/crew/certificates')));
  }
  return tasks
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, options.limit);
}

function toTask(kind: UpcomingKind, row: Row, link: string): UpcomingTask {
  return {
    kind,
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
