// The maintenance overview (due soon within 30 days, overdue, completion rate over 90 days, counts by
// criticality, equipment by status) and the calendar of scheduled and due work.
import type { NamedSets, WorkItem } from '@mars/domain';
import {
  EQUIPMENT_CRITICALITIES,
  EQUIPMENT_STATUSES,
  statWhere,
  sumCounts,
  todayPlus,
  WORK_ORDER_UNFINISHED,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import { conditionsSql, countSets, rowSource, sqlContext } from '../../crud/read-model-sql';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

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

/** Due in the completion-rate window, up to today. */
const DUE_IN_RATE_WINDOW = [
  { field: 'due_date', op: 'gte', value: todayPlus(-COMPLETION_RATE_DAYS) },
  { field: 'due_date', op: 'lte', value: todayPlus(0) },
] as const;

/** The overview's figures: the work orders' stats (the list's cards), and the completion rate's. */
const OVERVIEW_SETS = {
  open: statWhere(workOrderEntity, 'open'),
  inProgress: statWhere(workOrderEntity, 'inProgress'),
  overdue: statWhere(workOrderEntity, 'overdue'),
  dueSoon: statWhere(workOrderEntity, 'dueSoon'),
  completedLast30Days: statWhere(workOrderEntity, 'completedLast30Days'),
  dueInRateWindow: [...DUE_IN_RATE_WINDOW, { field: 'status', op: 'neq', value: 'cancelled' }],
  completedInRateWindow: [...DUE_IN_RATE_WINDOW, { field: 'status', op: 'eq', value: 'completed' }],
} satisfies NamedSets<string>;
const OVERVIEW_FIGURES = Object.keys(OVERVIEW_SETS) as (keyof typeof OVERVIEW_SETS)[];

export async function maintenanceOverview(
  db: Queryable,
  scope: Scope,
  input: { vesselId?: string; today: string },
) {
  const perVessel = await countSets(db, scope, workOrderEntity, {
    today: input.today,
    vesselId: input.vesselId,
    sets: OVERVIEW_SETS,
  });
  const count = sumCounts(perVessel.values(), OVERVIEW_FIGURES);

  const equipmentFilter = workOrderFilter(scope, input.vesselId, 'e');
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT e.status, count(*) AS count FROM equipment e WHERE ${equipmentFilter.where} GROUP BY e.status`,
    equipmentFilter.params,
  );
  const criticalityParams = [...equipmentFilter.params];
  const workOrders = rowSource(workOrderEntity, criticalityParams, input.today, 'w');
  const context = sqlContext(criticalityParams, input.today, 'w');
  const byCriticality = await db.query<{
    criticality: string;
    equipment: number;
    open: number;
    overdue: number;
  }>(
    `SELECT e.criticality, count(DISTINCT e.id) AS equipment,
            count(w.id) FILTER (WHERE ${conditionsSql([WORK_ORDER_UNFINISHED], context)}) AS open,
            count(w.id) FILTER (WHERE ${conditionsSql(statWhere(workOrderEntity, 'overdue'), context)}) AS overdue
     FROM equipment e LEFT JOIN ${workOrders} ON w.equipment_id = e.id AND w.deleted_at IS NULL
     WHERE ${equipmentFilter.where}
     GROUP BY e.criticality`,
    criticalityParams,
  );
  const [overdueList, dueSoonList] = await Promise.all([
    workItems(db, scope, input, statWhere(workOrderEntity, 'overdue')),
    workItems(db, scope, input, statWhere(workOrderEntity, 'dueSoon')),
  ]);

  const dueLast90 = count.dueInRateWindow;
  const completedLast90 = count.completedInRateWindow;
  return {
    today: input.today,
    open: count.open,
    inProgress: count.inProgress,
    overdue: count.overdue,
    dueSoon: count.dueSoon,
    completedLast30Days: count.completedLast30Days,
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

/** The first work orders of a stat, soonest due first, with their equipment. */
function workItems(
  db: Queryable,
  scope: Scope,
  input: { vesselId?: string; today: string },
  conditions: Parameters<typeof conditionsSql>[0],
) {
  const { where, params } = workOrderFilter(scope, input.vesselId);
  const source = rowSource(workOrderEntity, params, input.today, 'w');
  const condition = conditionsSql(conditions, sqlContext(params, input.today, 'w'));
  return db.query<WorkItem>(
    `SELECT ${WORK_ITEM_COLUMNS} FROM ${source} LEFT JOIN equipment e ON e.id = w.equipment_id
     WHERE ${where} AND ${condition} ORDER BY w.due_date, w.work_order_number LIMIT ${LIST_LIMIT}`,
    params,
  );
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
  const source = rowSource(workOrderEntity, params, input.today, 'w');
  const workOrders = await db.query<Record<string, unknown> & { is_overdue: boolean }>(
    `SELECT ${WORK_ITEM_COLUMNS}, w.is_overdue
     FROM ${source} LEFT JOIN equipment e ON e.id = w.equipment_id
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
                       AND ${conditionsSql([WORK_ORDER_UNFINISHED], sqlContext(jobFilter.params, input.today, 'w'))})`,
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
