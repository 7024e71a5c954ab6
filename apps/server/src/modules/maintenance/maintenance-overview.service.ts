// The maintenance overview (due soon within 30 days, overdue, completion rate over 90 days, counts by
// criticality, equipment by status) and the calendar of scheduled and due work, read in SQL; what each
// figure counts and how the answers are put together are the domain's (maintenance-overview.ts), which
// the device's local database answers with too.
import type { CalendarWorkOrder, CriticalityCount, MaintenanceCalendar, WorkItem } from '@mars/domain';
import {
  calendarItemsOf,
  maintenanceOverviewAnswer,
  OVERVIEW_FIGURES,
  OVERVIEW_LIST_LIMIT,
  OVERVIEW_SETS,
  statWhere,
  sumCounts,
  WORK_ORDER_UNFINISHED,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import { conditionsSql, countSets, rowSource, sqlContext } from '../../crud/read-model-sql';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

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
  const perVessel = await countSets(db, scope, workOrderEntity, {
    today: input.today,
    vesselId: input.vesselId,
    sets: OVERVIEW_SETS,
  });

  const equipmentFilter = workOrderFilter(scope, input.vesselId, 'e');
  const byStatus = await db.query<{ status: string; count: number }>(
    `SELECT e.status, count(*) AS count FROM equipment e WHERE ${equipmentFilter.where} GROUP BY e.status`,
    equipmentFilter.params,
  );
  const criticalityParams = [...equipmentFilter.params];
  const workOrders = rowSource(workOrderEntity, criticalityParams, input.today, 'w');
  const context = sqlContext(criticalityParams, input.today, 'w');
  const byCriticality = await db.query<CriticalityCount>(
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

  return maintenanceOverviewAnswer({
    today: input.today,
    counts: sumCounts(perVessel.values(), OVERVIEW_FIGURES),
    byCriticality: byCriticality.rows,
    equipmentByStatus: new Map(byStatus.rows.map((row) => [row.status, Number(row.count)])),
    overdue: overdueList.rows,
    dueSoon: dueSoonList.rows,
  });
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
     WHERE ${where} AND ${condition} ORDER BY w.due_date, w.work_order_number LIMIT ${OVERVIEW_LIST_LIMIT}`,
    params,
  );
}

export async function maintenanceCalendar(
  db: Queryable,
  scope: Scope,
  input: { vesselId?: string; from: string; to: string; today: string },
): Promise<MaintenanceCalendar> {
  const { where, params } = workOrderFilter(scope, input.vesselId);
  const fromParam = params.push(input.from);
  const toParam = params.push(input.to);
  const source = rowSource(workOrderEntity, params, input.today, 'w');
  const workOrders = await db.query<CalendarWorkOrder>(
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
  return {
    from: input.from,
    to: input.to,
    items: calendarItemsOf({ from: input.from, to: input.to, workOrders: workOrders.rows, jobs: jobs.rows }),
  };
}
