// The tasks of the tasks screen: the domain's TASK_ITEMS (open work orders and corrective actions,
// scheduled drills, certificates and crew certificates that expire within 30 days or have expired,
// logbook entries waiting for the Master's review, the port arrival notices to send) and the months
// of rest hours a seafarer has still to sign, read as work items (crud/work-items.ts), soonest first,
// each turned into a task (its priority and link) by the domain's taskOf.
import type { Task, TaskKind } from '@mars/domain';
import { TASK_ITEMS, taskOf } from '@mars/domain';

import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import type { WorkItemSource } from '../../crud/work-items';
import { readWorkItems, restHourSignatureItems, sqlSourceOf } from '../../crud/work-items';
import type { Queryable } from '../../db/client';

function sources(language: ReaderLanguage, scope: Scope): readonly WorkItemSource<TaskKind>[] {
  return [
    ...TASK_ITEMS.map((declaration) => sqlSourceOf<TaskKind>(declaration, language)),
    restHourSignatureItems(language, scope),
  ];
}

export async function listTasks(
  db: Queryable,
  scope: Scope,
  options: { vesselId?: string; assignee?: string; today: string; limit: number; language: ReaderLanguage },
): Promise<{ rows: Task[]; truncated: boolean }> {
  // One more than asked tells whether more are due later.
  const rows = await readWorkItems(db, scope, sources(options.language, scope), {
    vesselId: options.vesselId,
    assignee: options.assignee,
    today: options.today,
    limit: options.limit + 1,
  });
  return {
    rows: rows.slice(0, options.limit).map((row) => taskOf(row, options.today)),
    truncated: rows.length > options.limit,
  };
}
