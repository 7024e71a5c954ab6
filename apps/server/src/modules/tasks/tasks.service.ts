// The tasks of the tasks screen: open work orders and corrective actions, scheduled drills,
// certificates and crew certificates that expire within 30 days or have expired, logbook entries
// waiting for the Master's review, the months of rest hours a seafarer has still to sign, and the port
// arrival notices to send, read as work items (crud/work-items.ts), soonest first.
// A row's own priority (a work order's, a corrective action's severity) counts; past its date a
// task is high, within a week medium.
import type { Task, TaskKind, TaskPriority } from '@mars/domain';
import {
  correctiveActionEntity,
  drillEntity,
  logbookEntryEntity,
  statWhere,
  workOrderEntity,
} from '@mars/domain';

import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import type { WorkItemRow, WorkItemSource } from '../../crud/work-items';
import {
  correctiveActionItems,
  portArrivalNoticeItems,
  readWorkItems,
  renewalItems,
  restHourSignatureItems,
  workItemTask,
  workOrderItems,
} from '../../crud/work-items';
import type { Queryable } from '../../db/client';

const LINKS: Record<TaskKind, string> = {
  work_order: '/maintenance/work-orders',
  corrective_action: '/corrective-actions',
  drill: '/safety/drills',
  certificate: '/certificates',
  crew_certificate: '/crew/certificates',
  logbook_entry: '/logbook/entries',
  rest_hours: '/crew/hours',
  port_arrival_notice: '/navigation/port-calls',
};

function sources(language: ReaderLanguage): readonly WorkItemSource<TaskKind>[] {
  return [
    workOrderItems(
      { open: statWhere(workOrderEntity, 'open'), inProgress: statWhere(workOrderEntity, 'inProgress') },
      {
        status: `CASE x.status WHEN 'in_progress' THEN 'in_progress' WHEN 'open' THEN 'scheduled' ELSE 'pending' END`,
        priority: `CASE WHEN x.priority IN ('critical', 'high') THEN 'high' WHEN x.priority = 'medium' THEN 'medium' ELSE 'low' END`,
        assignee: 'x.assigned_to',
      },
    ),
    correctiveActionItems(
      {
        open: statWhere(correctiveActionEntity, 'open'),
        inProgress: statWhere(correctiveActionEntity, 'inProgress'),
        awaitingVerification: statWhere(correctiveActionEntity, 'awaitingVerification'),
      },
      {
        status: `CASE x.status WHEN 'in_progress' THEN 'in_progress' WHEN 'completed' THEN 'completed' ELSE 'pending' END`,
      },
    ),
    {
      kind: 'drill',
      entity: drillEntity,
      sets: { scheduled: statWhere(drillEntity, 'scheduled') },
      date: 'x.scheduled_date',
      columns: `x.drill_type AS title, x.conductor AS detail, x.conductor AS search`,
      status: `'scheduled'`,
    },
    ...renewalItems(language),
    {
      kind: 'logbook_entry',
      entity: logbookEntryEntity,
      sets: { submitted: statWhere(logbookEntryEntity, 'submitted') },
      date: `(x.entry_at AT TIME ZONE 'UTC')::date`,
      columns: `x.title, x.entry_number AS detail, x.entry_number AS search`,
      priority: `'medium'`,
    },
    restHourSignatureItems(language),
    portArrivalNoticeItems(),
  ];
}

function priorityOf(row: WorkItemRow<TaskKind>, days: number): TaskPriority {
  if (days < 0) return 'high';
  if (row.priority) return row.priority;
  return days <= 7 ? 'medium' : 'low';
}

/** The screen of a task: a logbook entry's own page, a seafarer's month of hours, else its list searched for it. */
function linkOf(row: WorkItemRow<TaskKind>): string {
  if (row.kind === 'logbook_entry') return `${LINKS.logbook_entry}/${row.id}`;
  if (row.kind === 'rest_hours') {
    const [seafarer, month] = row.id.split(':');
    return `${LINKS.rest_hours}?seafarer=${seafarer}&month=${month}`;
  }
  return row.search ? `${LINKS[row.kind]}?q=${encodeURIComponent(row.search)}` : LINKS[row.kind];
}

function toTask(row: WorkItemRow<TaskKind>, today: string): Task {
  const common = workItemTask(row, today);
  return {
    ...common,
    status: row.status,
    priority: priorityOf(row, common.days),
    assignedTo: row.assignee,
    link: linkOf(row),
  };
}

export async function listTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId?: string; assignee?: string; today: string; limit: number; language: ReaderLanguage },
): Promise<{ rows: Task[]; truncated: boolean }> {
  // One more than asked tells whether more are due later.
  const rows = await readWorkItems(db, scope, sources(options.language), {
    vesselId: options.vesselId,
    assignee: options.assignee,
    today: options.today,
    limit: options.limit + 1,
  });
  return {
    rows: rows.slice(0, options.limit).map((row) => toTask(row, options.today)),
    truncated: rows.length > options.limit,
  };
}
