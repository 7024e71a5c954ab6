// The tasks screen on the local database (issue 12): the declared kinds of work item the device holds
// as rows (the domain's TASK_ITEMS, which the server's `GET /tasks` renders as SQL), judged on this
// device's rows and turned into tasks by the same domain function (taskOf), with the months of rest
// hours to sign from the days of work and rest and the signatures the device holds.
import type { TasksAnswer } from '@mars/domain';
import { TASK_ITEMS, taskOf } from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import type { enumLabel } from '../../entity-ui/enum-label';
import { localWorkItems } from '../../offline/local-work-items';

/** The answer of `GET /tasks?vessel_id=&mine=&limit=` from the rows on this device. */
export async function localTasks(
  client: EntityClient,
  input: {
    vesselId: string | undefined;
    /** Only the tasks assigned to this user (mine=true). */
    assignee?: string;
    today: string;
    limit: number;
    t: Parameters<typeof enumLabel>[0];
  },
): Promise<TasksAnswer> {
  // One more than asked tells whether more are due later.
  const items = await localWorkItems(client, TASK_ITEMS, {
    ...input,
    limit: input.limit + 1,
    restHours: true,
  });
  return {
    rows: items.slice(0, input.limit).map((item) => taskOf(item, input.today)),
    truncated: items.length > input.limit,
  };
}
