// Upcoming tasks: work orders overdue or due soon, corrective actions overdue, certificates and crew
// certificates that expire within 30 days or have expired (the stats of their definitions), soonest
// first, read as work items (crud/work-items.ts: only the first `limit` dates' worth, never every due
// task of the fleet).
import type { UpcomingTask } from '@mars/domain';
import { correctiveActionEntity, daysFromToday, statWhere, workOrderEntity } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import type { WorkItemRow, WorkItemSource } from '../../crud/work-items';
import { correctiveActionItems, readWorkItems, renewalItems, workOrderItems } from '../../crud/work-items';

export type UpcomingKind = UpcomingTask['kind'];

const LINKS: Record<UpcomingKind, string> = {
  certificate: '/certificates',
  work_order: '/maintenance/work-orders',
  crew_certificate: '/crew/certificates',
  corrective_action: '/corrective-actions',
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
    kind: row.kind,
    id: row.id,
    title: row.title,
    detail: row.detail,
    vesselId: row.vessel_id,
    vesselName: row.vessel_name,
    date: row.date,
    days: daysFromToday(row.date, today),
    link: row.search ? `${link}?q=${encodeURIComponent(row.search)}` : link,
  };
}
