// The 24-hour timeline of the watch schedule: the periods in force on a day, per watch type, as
// minute ranges of the day (a period past midnight is two ranges). Tested in watch-timeline.test.ts.
import type { WatchType } from '@mars/domain';
import { clockRanges, WATCH_TYPES } from '@mars/domain';

export type WatchPeriodRow = {
  id: string;
  name: string;
  watch_type: string;
  start_time: string;
  end_time: string;
  officer_id: string | null;
  effective_from: string;
  effective_to: string | null;
  is_active: boolean;
};

export type TimelineSegment = {
  id: string;
  name: string;
  officerId: string | null;
  start: number;
  end: number;
};

/** The period's ranges of the day, or none for a time that is not HH:MM (a row being typed). */
function rangesOf(period: WatchPeriodRow): [number, number][] {
  try {
    return clockRanges({ start: period.start_time, end: period.end_time });
  } catch {
    return [];
  }
}

/** Whether a period is in force on `day` (YYYY-MM-DD). */
export function isInForce(period: WatchPeriodRow, day: string): boolean {
  return (
    period.is_active !== false &&
    period.effective_from <= day &&
    (period.effective_to === null || period.effective_to === '' || period.effective_to >= day)
  );
}

/** The segments of each watch type on `day`, ordered by start. */
export function timelineSegments(
  periods: readonly WatchPeriodRow[],
  day: string,
): Record<WatchType, TimelineSegment[]> {
  const result = Object.fromEntries(WATCH_TYPES.map((type) => [type, [] as TimelineSegment[]])) as Record<
    WatchType,
    TimelineSegment[]
  >;
  for (const period of periods) {
    if (!isInForce(period, day) || !(period.watch_type in result)) continue;
    const base = { id: period.id, name: period.name, officerId: period.officer_id };
    for (const [start, end] of rangesOf(period)) {
      result[period.watch_type as WatchType].push({ ...base, start, end });
    }
  }
  for (const list of Object.values(result)) list.sort((a, b) => a.start - b.start);
  return result;
}
