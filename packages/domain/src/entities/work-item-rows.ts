// Work items as read (the declarations are work-items.ts): the device evaluates the declarations on
// its local rows (workItemsOfRows, restHoursItemsOfRows), and server and device alike turn an item
// into the dashboard's upcoming task or the tasks screen's task.
import type { UpcomingTask } from '../api/dashboard';
import type { Task, TaskKind, TaskPriority, TaskStatus } from '../api/tasks';
import { crewMemberEntity } from './crew/crew-member.entity';
import type { EntityDefinition } from './define-entity';
import { daysFromToday, rowMeets, statWhere } from './read-model';
import type { ValueMap, WorkItemDeclaration } from './work-items';
/** A work item as read: its kind and row, how it is named, its day, state, priority and assignee. */
export type WorkItemRow<Kind extends string = TaskKind> = {
  kind: Kind;
  id: string;
  title: string;
  detail: string | null;
  search: string | null;
  vessel_id: string;
  vessel_name: string;
  date: string;
  status: TaskStatus;
  priority: TaskPriority | null;
  assignee: string | null;
};

/** Soonest first, then by name: the order of every list of work items. */
export function byDateThenTitle(a: WorkItemRow<string>, b: WorkItemRow<string>): number {
  return a.date.localeCompare(b.date) || a.title.localeCompare(b.title);
}

type Row = Record<string, unknown>;

const valueOf = (row: Row, field: string): string | null =>
  row[field] === null || row[field] === undefined ? null : String(row[field]);

function mapped<Value extends string>(map: ValueMap<Value> | undefined, row: Row): Value | undefined {
  if (!map) return undefined;
  if ('always' in map) return map.always;
  return map.cases[valueOf(row, map.field) ?? ''] ?? map.otherwise;
}

/** The day of a row's item: a date column's, or the UTC day of a time column, hours before if declared. */
function itemDate(declaration: WorkItemDeclaration<string>, row: Row): string | null {
  const value = valueOf(row, declaration.date.field);
  if (value === null) return null;
  if (declaration.entity.fields[declaration.date.field]?.kind !== 'dateTime') return value.slice(0, 10);
  const at = Date.parse(value) - (declaration.date.hoursBefore ?? 0) * 3_600_000;
  return Number.isNaN(at) ? null : new Date(at).toISOString().slice(0, 10);
}

/**
 * The first `limit` work items of the declarations among live rows at hand (the device's local
 * database), soonest first; with `assignee`, only the kinds that have one and their rows assigned to
 * that user. `rowsOf` gives an entity's rows, `seafarerName` and `vesselName` the names by id.
 */
export function workItemsOfRows<Kind extends string>(
  declarations: readonly WorkItemDeclaration<Kind>[],
  input: {
    today: string;
    limit: number;
    assignee?: string;
    rowsOf(entity: EntityDefinition): readonly Row[];
    seafarerName(id: string): string;
    vesselName(id: string): string;
  },
): WorkItemRow<Kind>[] {
  const chosen = input.assignee ? declarations.filter((declaration) => declaration.assignee) : declarations;
  const items = chosen.flatMap((declaration) =>
    input.rowsOf(declaration.entity).flatMap((row): WorkItemRow<Kind>[] => {
      const assignee = declaration.assignee ? valueOf(row, declaration.assignee) : null;
      if (input.assignee && assignee !== input.assignee) return [];
      const sets = Object.values(declaration.sets);
      if (!sets.some((conditions) => rowMeets(declaration.entity, conditions, row, input.today))) return [];
      const date = itemDate(declaration, row);
      if (date === null) return [];
      const title =
        'seafarer' in declaration.title
          ? input.seafarerName(String(row[declaration.title.seafarer]))
          : (valueOf(row, declaration.title.field) ?? '');
      const vesselId = String(row.vessel_id);
      return [
        {
          kind: declaration.kind,
          id: String(row.id),
          title,
          detail: declaration.detail ? valueOf(row, declaration.detail) : null,
          search:
            declaration.search.map((field) => valueOf(row, field)).find((value) => value !== null) ?? null,
          vessel_id: vesselId,
          vessel_name: input.vesselName(vesselId),
          date,
          status: mapped(declaration.status, row) ?? 'pending',
          priority: mapped(declaration.priority, row) ?? null,
          assignee,
        },
      ];
    }),
  );
  return items.sort(byDateThenTitle).slice(0, input.limit);
}

/**
 * Rest hours to sign, from rows at hand (the device's): each month of a seafarer on board who signs in
 * (they sign their own) that has ended, has recorded days of work and rest and is not signed yet, due
 * by the month's last day, theirs to do. One item a month (id: the seafarer's id and the month), named
 * by the seafarer, the month its detail; what crud/work-items.ts restHourSignatureItems reads in SQL.
 */
export function restHoursItemsOfRows(input: {
  today: string;
  /** The seafarers held (their crew rows). */
  crew: readonly Row[];
  days: readonly Row[];
  signatures: readonly Row[];
  assignee?: string;
  seafarerName(id: string): string;
  vesselName(id: string): string;
}): WorkItemRow<'rest_hours'>[] {
  const thisMonth = input.today.slice(0, 7);
  const signed = new Set(input.signatures.map((row) => `${String(row.crew_member_id)}:${String(row.month)}`));
  const months = new Map<string, Set<string>>();
  for (const day of input.days) {
    const month = String(day.work_date).slice(0, 7);
    if (month >= thisMonth) continue;
    const seafarer = String(day.crew_member_id);
    if (signed.has(`${seafarer}:${month}`)) continue;
    let set = months.get(seafarer);
    if (!set) months.set(seafarer, (set = new Set()));
    set.add(month);
  }
  const onBoard = statWhere(crewMemberEntity, 'onBoard');
  return input.crew.flatMap((person): WorkItemRow<'rest_hours'>[] => {
    const user = valueOf(person, 'user_id');
    if (user === null || !rowMeets(crewMemberEntity, onBoard, person, input.today)) return [];
    if (input.assignee && user !== input.assignee) return [];
    const id = String(person.id);
    const vesselId = String(person.vessel_id);
    return [...(months.get(id) ?? [])].map((month) => {
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      return {
        kind: 'rest_hours',
        id: `${id}:${month}`,
        title: input.seafarerName(id),
        detail: month,
        search: month,
        vessel_id: vesselId,
        vessel_name: input.vesselName(vesselId),
        date: new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10),
        status: 'pending',
        priority: 'medium',
        assignee: user,
      };
    });
  });
}

/** The screen that lists each kind of work item. */
export const WORK_ITEM_LINKS: Record<TaskKind, string> = {
  work_order: '/maintenance/work-orders',
  corrective_action: '/corrective-actions',
  drill: '/safety/drills',
  certificate: '/certificates',
  crew_certificate: '/crew/certificates',
  logbook_entry: '/logbook/entries',
  rest_hours: '/crew/hours',
  port_arrival_notice: '/navigation/port-calls',
};

/** An item's list screen, searched for it. */
function searchedLink(item: WorkItemRow<TaskKind>): string {
  const link = WORK_ITEM_LINKS[item.kind];
  return item.search ? `${link}?q=${encodeURIComponent(item.search)}` : link;
}

/** The dashboard's upcoming tasks at most. */
export const UPCOMING_LIMIT = 25;

/** What every list of work items shows of one: its kind, name, vessel, day and days from today. */
function listedItem<Kind extends TaskKind>(item: WorkItemRow<Kind>, today: string) {
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    detail: item.detail,
    vesselId: item.vessel_id,
    vesselName: item.vessel_name,
    date: item.date,
    days: daysFromToday(item.date, today),
  };
}

/** A work item as the dashboard lists it: its days from today, and its screen searched for it. */
export function upcomingTaskOf(item: WorkItemRow<UpcomingTask['kind']>, today: string): UpcomingTask {
  return { ...listedItem(item, today), link: searchedLink(item) };
}

/**
 * A work item as the tasks screen lists it. A row's own priority counts; past its date a task is
 * high, within a week medium. A logbook entry links to its own page, a seafarer's month of rest hours
 * to that month, anything else to its list searched for it.
 */
export function taskOf(item: WorkItemRow<TaskKind>, today: string): Task {
  const listed = listedItem(item, today);
  const days = listed.days;
  const priority: TaskPriority = days < 0 ? 'high' : (item.priority ?? (days <= 7 ? 'medium' : 'low'));
  let link = searchedLink(item);
  if (item.kind === 'logbook_entry') link = `${WORK_ITEM_LINKS.logbook_entry}/${item.id}`;
  if (item.kind === 'rest_hours') {
    const [seafarer, month] = item.id.split(':');
    link = `${WORK_ITEM_LINKS.rest_hours}?seafarer=${seafarer}&month=${month}`;
  }
  return {
    ...listed,
    status: item.status,
    priority,
    assignedTo: item.assignee,
    link,
  };
}
