// The scheduled compaction of the sync's change feed (change-feed.ts compactChangeFeed): once on
// start, then daily, so the feed holds about one line per row however often rows are written.
import type { Db } from '../../db/client';
import type { Schedule, ScheduleOptions } from '../../plugins/schedule';
import { startSchedule } from '../../plugins/schedule';
import { compactChangeFeed } from './feed-compaction';

export const FEED_COMPACTION_INTERVAL_MS = 24 * 60 * 60_000;

/** onRun hears how many lines a run removed. */
export function startFeedCompactionSchedule(db: Db, options: ScheduleOptions<number> = {}): Schedule {
  return startSchedule(() => compactChangeFeed(db), FEED_COMPACTION_INTERVAL_MS, options);
}
