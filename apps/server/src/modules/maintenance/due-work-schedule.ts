// The scheduled job that raises due planned work (planned-jobs.service.ts): once on start, then every
// interval. Raising is idempotent (one work order per job and due period), so a run that finds
// nothing new changes nothing (plugins/schedule.ts: runs never overlap).
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/context';
import type { Schedule } from '../../plugins/schedule';
import { startSchedule } from '../../plugins/schedule';
import { raiseDueWorkOfAllOrganizations } from './planned-jobs.service';

export const DUE_WORK_INTERVAL_MS = 60 * 60_000;

export type DueWorkSchedule = Schedule;

export function startDueWorkSchedule(
  db: Db,
  clock: Clock,
  options: {
    intervalMs?: number;
    onRun?: (raised: number) => void;
    onError?: (error: unknown) => void;
  } = {},
): DueWorkSchedule {
  return startSchedule(() => raiseDueWorkOfAllOrganizations(db, clock.now()), {
    intervalMs: options.intervalMs ?? DUE_WORK_INTERVAL_MS,
    onRun: options.onRun,
    onError: options.onError,
  });
}
