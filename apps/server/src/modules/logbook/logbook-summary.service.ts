// The logbook dashboard of one vessel: counts per logbook type and status, what waits for the
// Master's review, the latest entries, the watch being kept now (UTC) and today's entries.
import { clockPeriodCovers, LOGBOOK_STATUSES, LOGBOOK_TYPES } from '@mars/domain';

import type { LogbookSummary } from '@mars/domain';

import type { ReaderLanguage } from '../../crud/row-title';
import type { Scope } from '../../crud/scope';
import { canSeeVessel } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import type { WatchRow } from './logbook.repository';
import {
  countEntriesBetween,
  countEntriesByTypeAndStatus,
  listSummaryEntries,
  listWatchPeriodsInForce,
} from './logbook.repository';

const SUMMARY_LIST_SIZE = 10;

/** Whether a period ('HH:MM' to 'HH:MM', past midnight when the end is not after the start) covers `now`. */
export function watchCovers(period: Pick<WatchRow, 'start_time' | 'end_time'>, now: Date): boolean {
  return clockPeriodCovers(
    { start: period.start_time, end: period.end_time },
    now.getUTCHours() * 60 + now.getUTCMinutes(),
  );
}

export async function logbookSummary(
  db: Queryable,
  scope: Scope,
  input: { vesselId: string; now: Date; language: ReaderLanguage },
): Promise<LogbookSummary> {
  const byType = Object.fromEntries(
    LOGBOOK_TYPES.map((type) => [
      type,
      {
        ...Object.fromEntries(LOGBOOK_STATUSES.map((status) => [status, 0])),
        total: 0,
        lastEntryAt: null as string | null,
      },
    ]),
  ) as Record<string, Record<string, number> & { total: number; lastEntryAt: string | null }> &
    LogbookSummary['byType'];
  const empty = { byType, pendingReview: [], recent: [], currentWatch: [], today: { entries: 0 } };
  if (!canSeeVessel(scope, input.vesselId)) return empty;

  for (const count of await countEntriesByTypeAndStatus(db, scope, input.vesselId)) {
    const type = byType[count.logbook_type];
    if (!type) continue;
    type[count.status] = (type[count.status] ?? 0) + count.count;
    type.total += count.count;
    if (count.last_entry_at && (!type.lastEntryAt || count.last_entry_at > type.lastEntryAt)) {
      type.lastEntryAt = count.last_entry_at;
    }
  }
  const pendingReview = (
    await listSummaryEntries(db, scope, {
      vesselId: input.vesselId,
      status: 'submitted',
      orderBy: 'submitted_at',
      limit: SUMMARY_LIST_SIZE,
    })
  ).map(({ status: _, ...row }) => row);
  const recent = await listSummaryEntries(db, scope, {
    vesselId: input.vesselId,
    orderBy: 'entry_at',
    limit: SUMMARY_LIST_SIZE,
  });
  const day = input.now.toISOString().slice(0, 10);
  const currentWatch = (
    await listWatchPeriodsInForce(db, scope, { vesselId: input.vesselId, day, language: input.language })
  ).filter((period) => watchCovers(period, input.now));
  const dayStart = new Date(`${day}T00:00:00Z`);
  const entries = await countEntriesBetween(db, scope, {
    vesselId: input.vesselId,
    from: dayStart,
    to: new Date(dayStart.getTime() + 86_400_000),
  });
  return { byType, pendingReview, recent, currentWatch, today: { entries } };
}
