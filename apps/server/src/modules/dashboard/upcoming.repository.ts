// Upcoming tasks: work orders overdue or due soon, corrective actions overdue, certificates and crew
// certificates that expire within 30 days or have expired (the stats of their definitions), port
// arrival notices due (24 hours before the ETA) and not sent, soonest first, read as work items
// (crud/work-items.ts: only the first `limit` dates' worth, never every due task of the fleet).
import type { UpcomingTask } from '@mars/domain';
import { correctiveActionEntity, statWhere, workOrderEntity } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import type { WorkItemRow, WorkItemSource } from '../../crud/work-items';
import {
  correctiveActionItems,
  portArrivalNoticeItems,
  readWorkItems,
  renewalItems,
  workItemTask,
  workOrderItems,
} from '../../crud/work-items';

export type UpcomingKind = UpcomingTask['kind'];

const LINKS: Record<UpcomingKind, string> = {
  certificate: '/certificates',
  work_order: '/maintenance/work-orders',
  crew_certificate: '/crew/certificates',
  corrective_action: '/corrective-actions',
  port_arrival_notice: '/navigation/port-calls',
};

/** The kinds of task, their rows (the stats of their definitions) and how each is named. */
function sources(language: ReaderLanguage): readonly WorkItemSource<UpcomingKind>[] {
  const [certificates, crewCertificates] = renewalItems(language);
  return [
    certificates,
    workOrderItems({
      overdue: statWhere(workOrderEntity, 'overdue'),
      dueSoon: statWhere(workOrderEntity, 'dueSoon'),
    }),
    crewCertificates,
    correctiveActionItems({ overdue: statWhere(correctiveActionEntity, 'overdue') }),
    portArrivalNoticeItems(),
  ];
}

export async function upcomingTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId: string | undefined; today: string; limit: number; language?: ReaderLanguage },
): Promise<UpcomingTask[]> {
  const rows = await readWorkItems(db, scope, sources(options.language ?? 'en'), options);
  return rows.map((row) => toTask(row, options.today));
}

function toTask(row: WorkItemRow<UpcomingKind>, today: string): UpcomingTask {
  const link = LINKS[row.kind];
  return {
    ...workItemTask(row, today),
    link: row.search ? `${link}?q=${encodeURIComponent(row.search)}` : link,
  };
}
