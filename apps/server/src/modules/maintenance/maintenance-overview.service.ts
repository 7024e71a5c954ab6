// The maintenance overview (due soon within 30 days, overdue, completion rate over 90 days, counts by
// criticality, equipment by status) and the calendar of scheduled and due work.
import {
  addDaysIso,
  EQUIPMENT_CRITICALITIES,
  EQUIPMENT_STATUSES,
  MAINTENANCE_DUE_SOON_DAYS,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import { overdueSql } from './maintenance.repository';

/** Spec section 9 leaves it open; we take the work due in the last 90 days, cancelled work left out. */
export const COMPLETION_RATE_DAYS = 90;
const LIST_LIMIT = 10;

type Filter = { where: string; params: unknown[] };

function workOrderFilter(scope: Scope, vesselId: string | undefined, alias = 'w'): Filter {
  const params: unknown[] = [];
  const where = [
    scopeCondition(scope, params, { organization: `${alias}.organization_id`, vessel: `${alias}.vessel_id` }),
    `${alias}.deleted_at IS NULL`,
  ];
  if (vesselId) {
    params.push(vesselId);
    where.push(`${alias}.vessel_id = $${params.length}`);
  }
  return { where: where.join(' AND '), params };
}

const WORK_ITEM_COLUMNS = `w.id, w.vessel_id, w.work_order_number, w.title, w.status, w.priority, w.due_date,
  w.scheduled_date, w.assigned_to, w.equipment_id, e.name AS equipment_name, e.criticality`;

export async function maintenanceOverview(
  db: Queryable,
  scope: Scope,
  input: { vesselId?: string; today: string },
) {
  const { where, params } = workOrderFilter(scope, input.vesselId);
  const todayParam = params.push(input.today);
  const soonParam = params.push(addDaysIso(input.today, MAINTENANCE_DUE_SOON_DAYS));
  const rateParam = params.push(addDaysIso(input.today, -COMPLETION_RATE_DAYS));
  const monthParam = params.push(addDaysIso(input.today, -30));
  const overdue = overdueSql(todayParam, 'w');
  const unfinished = `w.status IN ('pending', 'open', 'in_progress')`;
  const dueSoon = `${unfinished} AND w.due_date >= $${todayParam} AND w.due_date <= $${soonParam}`;

  const counts = await db.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE w.status IN ('pending', 'open')) AS open,
            count(*) FILTER (WHERE w.status = 'in_progress') AS in_progress,
            count(*) FILTER (WHERE ${overdue}) AS overdue,
            count(*) FILTER (WHERE ${dueSoon}) AS due_soon,
            count(*) FILTER (WHERE w.status = 'completed' AND w.completed_date >= $${monthParam}) AS completed_last_30_days,
            count(*) FILTER (WHERE w.due_date >= $${rateParam} AND w.due_date <= $${todayParam} AND w.status <> 'cancelled') AS due_last_90_days,
            count(*) FILTER (WHERE w.due_date >= $${rateParam} AND w.due_date <= $${todayParam} AND w.status = 'completed') AS completed_last_90_days
     FROM work_orders w WHERE ${where}`,
    params,
  );
  const equipmentFilter = workOrderFilter(scope, input.vesselId, 'e');
  const equipmentToday = equipmentFilter.params.push(input.today);
  const byCriticality = await db.query<{
    criticality: string;
    equipment: number;
    open: number;
    overdue: number;
  }>(
    `SELECT e.criticality, count(DISTINCT e.id) AS equipment,
            count(w.id) FILTER (WHERE ${unfinished}) AS open,
            count(w.id) FILTER (WHERE ${overdueSql(equipmentToday, 'w')}) AS overdue
     FROM equipment e LEFT JOIN work_orders w ON w.equipment_id = e.id AND w.deleted_at IS NULL
     WHERE ${equipmentFilter.where}
     GROUP BY e.criticality`,
    equipmentFilter.params,
  );
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT e.status, count(*) AS count FROM equipment e WHERE ${equipmentFilter.where} GROUP BY e.status`,
    equipmentFilter.params.slice(0, -1),
  );
  // Each list gets exactly the parameters its condition uses.
  const list = (condition: string, parameterCount: number) =>
    db.query<Record<string, unknown>>(
      `SELECT ${WORK_ITEM_COLUMNS} FROM work_orders w LEFT JOIN equipment e ON e.id = w.equipment_id
       WHERE ${where} AND ${condition} ORDER BY w.due_date, w.work_order_number LIMIT ${LIST_LIMIT}`,
      params.slice(0, parameterCount),
    );
  const [overdueList, dueSoonList] = await Promise.all([list(overdue, todayParam), list(dueSoon, soonParam)]);

  const count = counts.rows[0] ?? {};
  const dueLast90 = Number(count.due_last_90_days ?? 0);
  const completedLast90 = Number(count.completed_last_90_days ?? 0);
  return {
    today: input.today,
    open: Number(count.open ?? 0),
    inProgress: Number(count.in_progress ?? 0),
    overdue: Number(count.overdue ?? 0),
    dueSoon: Number(count.due_soon ?? 0),
    completedLast30Days: Number(count.completed_last_30_days ?? 0),
    completionRate: {
      days: COMPLETION_RATE_DAYS,
      due: dueLast90,
      completed: completedLast90,
      rate: dueLast90 === 0 ? null : Math.round((completedLast90 / dueLast90) * 1000) / 10,
    },
    byCriticality: EQUIPMENT_CRITICALITIES.map((criticality) => {
      const row = byCriticality.rows.find((item) => item.criticality === criticality);
      return {
        criticality,
        equipment: Number(row?.equipment ?? 0),
        open: Number(row?.open ?? 0),
        overdue: Number(row?.overdue ?? 0),
      };
    }),
    equipmentByStatus: Object.fromEntries(
      EQUIPMENT_STATUSES.map((status) => [
        status,
        Number(byStatus.rows.find((row) => row.status === status)?.count ?? 0),
      ]),
    ),
    overdueWorkOrders: overdueList.rows,
    dueSoonWorkOrders: dueSoonList.rows,
  };
}

export type CalendarItem = {
  kind: 'workOrder' | 'plannedJob';
  dateKind: 'scheduled' | 'due';
  date: string;
  id: string;
  vessel_id: string;
  title: string;
  work_order_number: string | null;
  status: string | null;
  priority: string | null;
  is_overdue: boolean;
  equipment_name: string | null;
};

export async function maintenanceCalendar(
  db: Queryable,
  scope: Scope,
  input: { vesselId?: string; from: string; to: string; today: string },
): Promise<{ from: string; to: string; items: CalendarItem[] }> {
  const { where, params } = workOrderFilter(scope, input.vesselId);
  const fromParam = params.push(input.from);
  const toParam = params.push(input.to);
  const todayParam = params.push(input.today);
  const workOrders = await db.query<Record<string, unknown> & { is_overdue: boolean }>(
    `SELECT ${WORK_ITEM_COLUMNS}, ${overdueSql(todayParam, 'w')} AS is_overdue
     FROM work_orders w LEFT JOIN equipment e ON e.id = w.equipment_id
     WHERE ${where} AND w.status <> 'cancelled'
       AND ((w.due_date BETWEEN $${fromParam} AND $${toParam}) OR (w.scheduled_date BETWEEN $${fromParam} AND $${toParam}))`,
    params,
  );
  const jobFilter = workOrderFilter(scope, input.vesselId, 'j');
  const jobFrom = jobFilter.params.push(input.from);
  const jobTo = jobFilter.params.push(input.to);
  const jobs = await db.query<Record<string, unknown>>(
    `SELECT j.id, j.vessel_id, j.title, j.priority, j.next_due_date, e.name AS equipment_name
     FROM maintenance_jobs j JOIN equipment e ON e.id = j.equipment_id
     WHERE ${jobFilter.where} AND j.active AND j.next_due_date BETWEEN $${jobFrom} AND $${jobTo}
       AND NOT EXISTS (SELECT 1 FROM work_orders w WHERE w.maintenance_job_id = j.id AND w.deleted_at IS NULL
                       AND w.status IN ('pending', 'open', 'in_progress'))`,
    jobFilter.params,
  );
  const items: CalendarItem[] = [];
  const inRange = (date: unknown): date is string =>
    typeof date === 'string' && date >= input.from && date <= input.to;
  for (const row of workOrders.rows) {
    const base = {
      kind: 'workOrder' as const,
      id: String(row.id),
      vessel_id: String(row.vessel_id),
      title: String(row.title),
      work_order_number: (row.work_order_number as string | null) ?? null,
      status: String(row.status),
      priority: String(row.priority),
      is_overdue: Boolean(row.is_overdue),
      equipment_name: (row.equipment_name as string | null) ?? null,
    };
    if (inRange(row.scheduled_date) && row.scheduled_date !== row.due_date) {
      items.push({ ...base, dateKind: 'scheduled', date: row.scheduled_date });
    }
    if (inRange(row.due_date)) items.push({ ...base, dateKind: 'due', date: row.due_date });
  }
  for (const row of jobs.rows) {
    items.push({
      kind: 'plannedJob',
      dateKind: 'due',
      date: String(row.next_due_date),
      id: String(row.id),
      vessel_id: String(row.vessel_id),
      title: String(row.title),
      work_order_number: null,
      status: null,
      priority: String(row.priority),
      is_overdue: false,
      equipment_name: (row.equipment_name as string | null) ?? null,
    });
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  return { from: input.from, to: input.to, items };
}
