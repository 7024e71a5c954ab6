// Upcoming tasks: the domain's UPCOMING_ITEMS (work orders overdue or due soon, corrective actions
// overdue, certificates and crew certificates to renew, port arrival notices due and not sent, each
// by the stats of its definition), soonest first, read as work items (crud/work-items.ts: only the
// first UPCOMING_LIMIT dates' worth, never every due task of the fleet).
import type { UpcomingTask } from '@mars/domain';
import { UPCOMING_ITEMS, UPCOMING_LIMIT, upcomingTaskOf } from '@mars/domain';

import type { Queryable } from '../../db/client';
import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { readWorkItems, sqlSourceOf } from '../../crud/work-items';

export async function upcomingTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId: string | undefined; today: string; language?: ReaderLanguage },
): Promise<UpcomingTask[]> {
  const language = options.language ?? 'en';
  const sources = UPCOMING_ITEMS.map((declaration) => sqlSourceOf(declaration, language));
  const rows = await readWorkItems(db, scope, sources, { ...options, limit: UPCOMING_LIMIT });
  return rows.map((row) => upcomingTaskOf(row, options.today));
}
