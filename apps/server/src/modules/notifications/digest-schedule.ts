// The scheduled job that sends the daily digests (digest.service.ts): once on start, then every
// interval. Sending is claimed per user and day, so a run after today's digests sends nothing
// (plugins/schedule.ts: runs never overlap).
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../plugins/context';
import type { Schedule, ScheduleOptions } from '../../plugins/schedule';
import { startSchedule } from '../../plugins/schedule';
import type { DigestRun } from './digest.service';
import { sendDailyDigests } from './digest.service';

export const DIGEST_INTERVAL_MS = 15 * 60_000;

export function startDigestSchedule(
  db: Db,
  clock: Clock,
  options: ScheduleOptions<DigestRun> & { mailer: Pick<Mailer, 'send'>; publicUrl: string },
): Schedule {
  const send = () =>
    sendDailyDigests(db, options.mailer, {
      now: clock.now(),
      publicUrl: options.publicUrl,
      onFailure: options.onError,
    });
  return startSchedule(send, DIGEST_INTERVAL_MS, options);
}
