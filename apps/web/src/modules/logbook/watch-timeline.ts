// The 24-hour timeline of the watch schedule: the periods in force on a day, per watch type, as
// minute ranges of the day (a period past midnight is two ranges). Tested in watch-timeline.test.ts.
import type { WatchType } from '@mars/domain';
import { WATCH_TYPES } from '@mars/domain';

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

function minutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 1440 ? value : null;
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
    const start = minutes(period.start_time);
    const end = minutes(period.end_time);
    if (start === null || end === null) continue;
    const base = { id: period.id, name: period.name, officerId: period.officer_id };
    const list = result[period.watch_type as WatchType];
    if (end > start) list.push({ ...base, start, end });
    else if (end === start || (start === 0 && end === 1440)) list.push({ ...base, start: 0, end: 1440 });
    else {
      list.push({ ...base, start: start % 1440, end: 1440 });
      if (end > 0) list.push({ ...base, start: 0, end });
    }
  }
  for (const list of Object.values(result)) list.sort((a, b) => a.start - b.start);
  return result;
}
