// A job the server runs by itself (raising due work, the daily digests, the automatic backups): once
// on start, then every interval. Runs never overlap: a run asked for while one is under way joins it.
// stop() ends the schedule (the app's close); idle() waits for the run under way.
export type Schedule = {
  /** Runs now (or joins the run under way); nothing once stopped. */
  runNow(): Promise<void>;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
  stop(): void;
};

/** What the starter of a job may say: another interval than the job's own, and what a run answered or threw. */
export type ScheduleOptions<Result> = {
  intervalMs?: number;
  onRun?: (result: Result) => void;
  onError?: (error: unknown) => void;
};

export function startSchedule<Result>(
  job: () => Promise<Result>,
  defaultIntervalMs: number,
  options: ScheduleOptions<Result> = {},
): Schedule {
  let stopped = false;
  let running: Promise<void> | undefined;

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= job()
      .then((result) => options.onRun?.(result))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.intervalMs ?? defaultIntervalMs);
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
