// The maintenance overview and calendar (spec section 9): which work orders each figure counts (the
// work order's stats, and the completion rate's window), how the answer is put together, and which
// dated items the calendar shows. The server's `GET /maintenance/overview` and `/calendar` read their
// rows in SQL, the device from its local database; both answer through here, so the chief engineer at
// sea sees the figures the office sees.
import type { CalendarItem, MaintenanceOverview, WorkItem } from '../../api/maintenance';
import type { NamedSets } from '../read-model';
import { countRowSets, rowMeets, statWhere, sumCounts, todayPlus, withComputed } from '../read-model';
import { EQUIPMENT_CRITICALITIES, EQUIPMENT_STATUSES } from './equipment.entity';
import { WORK_ORDER_UNFINISHED, workOrderEntity } from './work-order.entity';

/** Spec section 9 leaves it open; we take the work due in the last 90 days, cancelled work left out. */
export const COMPLETION_RATE_DAYS = 90;
/** The overdue and due-soon work orders the overview lists at most. */
export const OVERVIEW_LIST_LIMIT = 10;

/** Due in the completion-rate window, up to today. */
const DUE_IN_RATE_WINDOW = [
  { field: 'due_date', op: 'gte', value: todayPlus(-COMPLETION_RATE_DAYS) },
  { field: 'due_date', op: 'lte', value: todayPlus(0) },
] as const;

/** The overview's figures: the work orders' stats (the list's cards), and the completion rate's. */
export const OVERVIEW_SETS = {
  open: statWhere(workOrderEntity, 'open'),
  inProgress: statWhere(workOrderEntity, 'inProgress'),
  overdue: statWhere(workOrderEntity, 'overdue'),
  dueSoon: statWhere(workOrderEntity, 'dueSoon'),
  completedLast30Days: statWhere(workOrderEntity, 'completedLast30Days'),
  dueInRateWindow: [...DUE_IN_RATE_WINDOW, { field: 'status', op: 'neq', value: 'cancelled' }],
  completedInRateWindow: [...DUE_IN_RATE_WINDOW, { field: 'status', op: 'eq', value: 'completed' }],
} satisfies NamedSets<string>;
export const OVERVIEW_FIGURES = Object.keys(OVERVIEW_SETS) as (keyof typeof OVERVIEW_SETS)[];
export type OverviewCounts = Record<(typeof OVERVIEW_FIGURES)[number], number>;

/** Per criticality of equipment: how many, and their unfinished and overdue work orders. */
export type CriticalityCount = { criticality: string; equipment: number; open: number; overdue: number };

/** The overview's answer from its counts and lists. */
export function maintenanceOverviewAnswer(input: {
  today: string;
  counts: OverviewCounts;
  byCriticality: readonly CriticalityCount[];
  equipmentByStatus: ReadonlyMap<string, number>;
  overdue: WorkItem[];
  dueSoon: WorkItem[];
}): MaintenanceOverview {
  const { counts } = input;
  const due = counts.dueInRateWindow;
  const completed = counts.completedInRateWindow;
  return {
    today: input.today,
    open: counts.open,
    inProgress: counts.inProgress,
    overdue: counts.overdue,
    dueSoon: counts.dueSoon,
    completedLast30Days: counts.completedLast30Days,
    completionRate: {
      days: COMPLETION_RATE_DAYS,
      due,
      completed,
      rate: due === 0 ? null : Math.round((completed / due) * 1000) / 10,
    },
    byCriticality: EQUIPMENT_CRITICALITIES.map((criticality) => {
      const row = input.byCriticality.find((item) => item.criticality === criticality);
      return {
        criticality,
        equipment: Number(row?.equipment ?? 0),
        open: Number(row?.open ?? 0),
        overdue: Number(row?.overdue ?? 0),
      };
    }),
    equipmentByStatus: Object.fromEntries(
      EQUIPMENT_STATUSES.map((status) => [status, Number(input.equipmentByStatus.get(status) ?? 0)]),
    ),
    overdueWorkOrders: input.overdue,
    dueSoonWorkOrders: input.dueSoon,
  };
}

type Row = Record<string, unknown>;

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** A work order as the overview and the calendar show it, with its equipment's name and criticality. */
function workItemOf(row: Row, equipment: Row | undefined): WorkItem {
  return {
    id: String(row.id),
    vessel_id: String(row.vessel_id),
    work_order_number: textOrNull(row.work_order_number),
    title: String(row.title),
    status: String(row.status),
    priority: String(row.priority),
    due_date: String(row.due_date),
    scheduled_date: textOrNull(row.scheduled_date),
    assigned_to: textOrNull(row.assigned_to),
    equipment_id: textOrNull(row.equipment_id),
    equipment_name: textOrNull(equipment?.name),
    criticality: textOrNull(equipment?.criticality),
  };
}

/** Soonest due first, then by number (work orders without one last), as the server orders them. */
function byDueDate(a: Row, b: Row): number {
  const numberA = textOrNull(a.work_order_number);
  const numberB = textOrNull(b.work_order_number);
  return (
    String(a.due_date).localeCompare(String(b.due_date)) ||
    (numberA === numberB ? 0 : numberA === null ? 1 : numberB === null ? -1 : numberA < numberB ? -1 : 1)
  );
}

/**
 * The overview from the live rows at hand (the device's local database: one vessel's, or the vessels
 * it keeps): the answer the server's `GET /maintenance/overview` gives.
 */
export function maintenanceOverviewOfRows(input: {
  today: string;
  workOrders: readonly Row[];
  equipment: readonly Row[];
}): MaintenanceOverview {
  const { today } = input;
  const equipmentById = new Map(input.equipment.map((row) => [String(row.id), row]));
  const counts = sumCounts(
    countRowSets(workOrderEntity, input.workOrders, OVERVIEW_SETS, today).values(),
    OVERVIEW_FIGURES,
  );
  const equipmentByStatus = new Map<string, number>();
  const byCriticality = new Map<string, CriticalityCount>();
  for (const row of input.equipment) {
    const status = String(row.status);
    equipmentByStatus.set(status, (equipmentByStatus.get(status) ?? 0) + 1);
    const criticality = String(row.criticality);
    const entry = byCriticality.get(criticality) ?? { criticality, equipment: 0, open: 0, overdue: 0 };
    entry.equipment += 1;
    byCriticality.set(criticality, entry);
  }
  const overdueWhere = statWhere(workOrderEntity, 'overdue');
  for (const row of input.workOrders) {
    const equipment = equipmentById.get(String(row.equipment_id));
    const entry = equipment ? byCriticality.get(String(equipment.criticality)) : undefined;
    if (!entry) continue;
    if (rowMeets(workOrderEntity, [WORK_ORDER_UNFINISHED], row, today)) entry.open += 1;
    if (rowMeets(workOrderEntity, overdueWhere, row, today)) entry.overdue += 1;
  }
  const listed = (key: 'overdue' | 'dueSoon') =>
    input.workOrders
      .filter((row) => rowMeets(workOrderEntity, statWhere(workOrderEntity, key), row, today))
      .sort(byDueDate)
      .slice(0, OVERVIEW_LIST_LIMIT)
      .map((row) => workItemOf(row, equipmentById.get(String(row.equipment_id))));
  return maintenanceOverviewAnswer({
    today,
    counts,
    byCriticality: [...byCriticality.values()],
    equipmentByStatus,
    overdue: listed('overdue'),
    dueSoon: listed('dueSoon'),
  });
}

/** A work order with its overdue flag, and a planned job, as the calendar is given them. */
export type CalendarWorkOrder = Row & { is_overdue: boolean };
export type CalendarJob = Row;

/**
 * The calendar's items from `from` to `to`: each work order on its scheduled day (when other than its
 * due day) and its due day, each planned job without unfinished work on its next due day; by date,
 * then title.
 */
export function calendarItemsOf(input: {
  from: string;
  to: string;
  workOrders: readonly CalendarWorkOrder[];
  jobs: readonly CalendarJob[];
}): CalendarItem[] {
  const items: CalendarItem[] = [];
  const inRange = (date: unknown): date is string =>
    typeof date === 'string' && date >= input.from && date <= input.to;
  for (const row of input.workOrders) {
    const base = {
      kind: 'workOrder' as const,
      id: String(row.id),
      vessel_id: String(row.vessel_id),
      title: String(row.title),
      work_order_number: textOrNull(row.work_order_number),
      status: String(row.status),
      priority: String(row.priority),
      is_overdue: Boolean(row.is_overdue),
      equipment_name: textOrNull(row.equipment_name),
    };
    if (inRange(row.scheduled_date) && row.scheduled_date !== row.due_date) {
      items.push({ ...base, dateKind: 'scheduled', date: row.scheduled_date });
    }
    if (inRange(row.due_date)) items.push({ ...base, dateKind: 'due', date: row.due_date });
  }
  for (const row of input.jobs) {
    items.push({
      kind: 'plannedJob',
      dateKind: 'due',
      date: String(row.next_due_date),
      id: String(row.id),
      vessel_id: String(row.vessel_id),
      title: String(row.title),
      work_order_number: null,
      status: null,
      priority: textOrNull(row.priority),
      is_overdue: false,
      equipment_name: textOrNull(row.equipment_name),
    });
  }
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
}

/**
 * The calendar from the live rows at hand (the device's local database): work orders not cancelled
 * and planned jobs that are active, due in the range and have no unfinished work order.
 */
export function maintenanceCalendarOfRows(input: {
  from: string;
  to: string;
  today: string;
  workOrders: readonly Row[];
  jobs: readonly Row[];
  equipment: readonly Row[];
}): { from: string; to: string; items: CalendarItem[] } {
  const { from, to, today } = input;
  const names = new Map(input.equipment.map((row) => [String(row.id), textOrNull(row.name)]));
  const between = (date: unknown) => typeof date === 'string' && date >= from && date <= to;
  const workOrders = input.workOrders
    .filter((row) => row.status !== 'cancelled' && (between(row.due_date) || between(row.scheduled_date)))
    .map((row) => {
      const computed = withComputed(workOrderEntity, row, today);
      return {
        ...computed,
        is_overdue: computed.is_overdue === true,
        equipment_name: names.get(String(row.equipment_id)) ?? null,
      };
    });
  const jobsWithWork = new Set(
    input.workOrders
      .filter((row) => rowMeets(workOrderEntity, [WORK_ORDER_UNFINISHED], row, today))
      .map((row) => String(row.maintenance_job_id)),
  );
  const jobs = input.jobs
    .filter((row) => row.active === true && between(row.next_due_date) && !jobsWithWork.has(String(row.id)))
    .map((row) => ({ ...row, equipment_name: names.get(String(row.equipment_id)) ?? null }));
  return { from, to, items: calendarItemsOf({ from, to, workOrders, jobs }) };
}
