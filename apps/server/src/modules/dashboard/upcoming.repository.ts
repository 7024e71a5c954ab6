// Upcoming tasks: work orders overdue or due soon, corrective actions overdue, certificates and crew
// certificates that expire within 30 days or have expired (the stats of their definitions), port
// arrival notices due (24 hours before the ETA) and not sent, soonest first, read as work items
// (crud/work-items.ts: only the first `limit` dates' worth, never every due task of the fleet).
import type { UpcomingTask } from '@mars/domain';
import {
  correctiveActionEntity,
  statWhere,
  UPCOMING_LIMIT,
  upcomingTaskOf,
  workOrderEntity,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import type { WorkItemSource } from '../../crud/work-items';
import {
  correctiveActionItems,
  portArrivalNoticeItems,
  readWorkItems,
  renewalItems,
  workOrderItems,
} from '../../crud/work-items';

export type UpcomingKind = UpcomingTask['kind'];

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
  options: { vesselId: string | undefined; today: string; language?: ReaderLanguage },
): Promise<UpcomingTask[]> {
  const rows = await readWorkItems(db, scope, sources(options.language ?? 'en'), {
    ...options,
    limit: UPCOMING_LIMIT,
  });
  return rows.map((row) => upcomingTaskOf(row, options.today));
}
