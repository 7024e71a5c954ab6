// The scheduled job that sends the daily digests (digest.service.ts): once on start, then every
// interval. Sending is claimed per user and day, so a run after today's digests sends nothing. Runs
// never overlap; stop() ends the schedule (the app's close).
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../plugins/context';
import type { DigestRun } from './digest.service';
import { sendDailyDigests } from './digest.service';

export const DIGEST_INTERVAL_MS = 15 * 60_000;

export type DigestSchedule = { runNow(): Promise<void>; idle(): Promise<void>; stop(): void };

export function startDigestSchedule(
  db: Db,
  clock: Clock,
  options: {
    mailer: Pick<Mailer, 'send'>;
    publicUrl: string;
    intervalMs?: number;
    onRun?: (run: DigestRun) => void;
    onError?: (error: unknown) => void;
  },
): DigestSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;

  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= sendDailyDigests(db, options.mailer, {
      now: clock.now(),
      publicUrl: options.publicUrl,
      onFailure: options.onError,
    })
      .then((run) => options.onRun?.(run))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.intervalMs ?? DIGEST_INTERVAL_MS);
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
