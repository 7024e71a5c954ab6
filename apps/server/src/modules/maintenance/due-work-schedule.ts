// The scheduled job that raises due planned work (planned-jobs.service.ts): once on start, then every
// interval. Raising is idempotent (one work order per job and due period), so a run that finds
// nothing new changes nothing (plugins/schedule.ts: runs never overlap).
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/context';
import type { Schedule, ScheduleOptions } from '../../plugins/schedule';
import { startSchedule } from '../../plugins/schedule';
import { raiseDueWorkOfAllOrganizations } from './planned-jobs.service';

export const DUE_WORK_INTERVAL_MS = 60 * 60_000;

/** onRun hears how many work orders a run raised. */
export function startDueWorkSchedule(db: Db, clock: Clock, options: ScheduleOptions<number> = {}): Schedule {
  return startSchedule(() => raiseDueWorkOfAllOrganizations(db, clock.now()), DUE_WORK_INTERVAL_MS, options);
}
