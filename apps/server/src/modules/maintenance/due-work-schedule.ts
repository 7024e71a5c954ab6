// The scheduled job that raises due planned work (planned-jobs.service.ts): once on start, then every
// interval. Raising is idempotent (one work order per job and due period), so a run that finds
// nothing new changes nothing. Runs never overlap; stop() ends the schedule (the app's close).
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/context';
import { raiseDueWorkOfAllOrganizations } from './planned-jobs.service';

export const DUE_WORK_INTERVAL_MS = 60 * 60_000;

export type DueWorkSchedule = {
  /** Runs now (or joins the run under way); nothing once stopped. */
  runNow(): Promise<void>;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
  stop(): void;
};

export function startDueWorkSchedule(
  db: Db,
  clock: Clock,
  options: {
    intervalMs?: number;
    onRun?: (raised: number) => void;
    onError?: (error: unknown) => void;
  } = {},
): DueWorkSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= raiseDueWorkOfAllOrganizations(db, clock.now())
      .then((raised) => options.onRun?.(raised))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.intervalMs ?? DUE_WORK_INTERVAL_MS);
  timer.unref();
  void runNow();
  return {
    runNow,
    idle: async () => {
      await running;
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
