// Hours of work and rest: MLC 2006 Regulation 2.3 / Standard A2.3 paras 5-6, and STCW Code A-VIII/1
// paras 2-3 (rest only). domain-reference.md section 4.
//   A2.3.5(a) work at most 14 h in any 24 h and 72 h in any 7 days, or
//   A2.3.5(b) rest at least 10 h in any 24 h and 77 h in any 7 days;
//   A2.3.6   rest in no more than two periods, one of them at least 6 h, and at most 14 h between
//            consecutive periods of rest.
// "Any 24 hours" is a sliding window, not a calendar day. All times are UTC instants.
import { formatUtcDateTime, parseUtcDateTime } from './dates';

const HOUR = 3_600_000;
export const MIN_REST_IN_24_HOURS = 10 * HOUR; // MLC A2.3.5(b)(i); STCW A-VIII/1.2.1
export const MIN_REST_IN_7_DAYS = 77 * HOUR; // MLC A2.3.5(b)(ii); STCW A-VIII/1.2.2
export const MIN_LONGEST_REST_PERIOD = 6 * HOUR; // MLC A2.3.6; STCW A-VIII/1.3
export const MAX_REST_PERIODS = 2; // MLC A2.3.6
export const MAX_INTERVAL_BETWEEN_RESTS = 14 * HOUR; // MLC A2.3.6; STCW A-VIII/1.3
export const MAX_WORK_IN_24_HOURS = 14 * HOUR; // MLC A2.3.5(a)(i)
export const MAX_WORK_IN_7_DAYS = 72 * HOUR; // MLC A2.3.5(a)(ii)
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export type TimePeriod = { start: string; end: string };
export type HoursRecordOptions = { from?: string; to?: string };
export type RestRule = 'rest24h' | 'rest7d' | 'periods' | 'interval';
export type WorkRule = 'work24h' | 'work7d';
export type RestViolation = { rule: RestRule; windowStart: string; windowEnd: string };
export type WorkViolation = { rule: WorkRule; windowStart: string; windowEnd: string };

type Interval = { start: number; end: number };
type Span = { from: number; to: number };

/** Parses, sorts and joins touching periods (06:00-08:00 and 08:00-12:00 are one period); overlaps throw. */
function toIntervals(periods: readonly TimePeriod[], label: string): Interval[] {
  if (!Array.isArray(periods)) throw new Error(`${label} periods must be a list of { start, end }`);
  const intervals = periods
    .map((period, i) => {
      const start = parseUtcDateTime(period?.start, `${label} period ${i + 1} start`);
      const end = parseUtcDateTime(period?.end, `${label} period ${i + 1} end`);
      if (end <= start) throw new Error(`${label} period ${i + 1} ends (${period.end}) before it starts`);
      return { start, end };
    })
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval.start < last.end) {
      throw new Error(
        `${label} periods overlap: ${formatUtcDateTime(interval.start)} starts before ${formatUtcDateTime(last.end)}`,
      );
    }
    if (last && interval.start === last.end) last.end = interval.end;
    else merged.push({ ...interval });
  }
  return merged;
}

function toSpan(intervals: readonly Interval[], options: HoursRecordOptions): Span | null {
  const from = options.from !== undefined ? parseUtcDateTime(options.from, 'from') : intervals[0]?.start;
  const to =
    options.to !== undefined ? parseUtcDateTime(options.to, 'to') : intervals[intervals.length - 1]?.end;
  if (from === undefined || to === undefined) return null;
  if (to <= from)
    throw new Error(`The record must end after it starts (from ${options.from}, to ${options.to})`);
  return { from, to };
}

function clip(intervals: readonly Interval[], span: Span): Interval[] {
  return intervals
    .map((i) => ({ start: Math.max(i.start, span.from), end: Math.min(i.end, span.to) }))
    .filter((i) => i.end > i.start);
}

function amountWithin(intervals: readonly Interval[], start: number, end: number): number {
  let total = 0;
  for (const i of intervals) total += Math.max(0, Math.min(i.end, end) - Math.max(i.start, start));
  return total;
}

/**
 * Windows of `length` inside the span whose amount of time in `intervals` breaks the limit, reported
 * without overlap from the start of the record. The amount is piecewise linear in the window start,
 * so its extremes lie where a window edge meets a period boundary: only those starts are tested.
 */
function slidingWindowBreaches(
  intervals: readonly Interval[],
  span: Span,
  length: number,
  breaches: (amount: number) => boolean,
): Interval[] {
  const last = span.to - length;
  if (last < span.from) return [];
  const starts = new Set<number>([span.from, last]);
  for (const i of intervals) {
    for (const edge of [i.start, i.end, i.start - length, i.end - length]) {
      if (edge >= span.from && edge <= last) starts.add(edge);
    }
  }
  const found: Interval[] = [];
  let reportedUntil = -Infinity;
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start < reportedUntil) continue;
    if (breaches(amountWithin(intervals, start, start + length))) {
      found.push({ start, end: start + length });
      reportedUntil = start + length;
    }
  }
  return found;
}

/**
 * A2.3.6 on whole periods of rest: in the 24 hours before the end of each work period (each start of
 * rest, and the end of the record), the periods of rest there - each counted whole, not cut by the
 * window - must give the 10 hours in at most two periods, and the longest must be at least 6 hours.
 */
function splitRestBreaches(whole: readonly Interval[], span: Span): Interval[] {
  const ends = new Set<number>([span.to]);
  for (const i of whole) if (i.start > span.from && i.start <= span.to) ends.add(i.start);
  const found: Interval[] = [];
  let reportedUntil = -Infinity;
  for (const end of [...ends].sort((a, b) => a - b)) {
    const start = end - DAY;
    if (start < span.from || start < reportedUntil) continue;
    const lengths = whole
      .filter((i) => i.end > start && i.start < end)
      .map((i) => i.end - i.start)
      .sort((a, b) => b - a);
    if (lengths.length === 0) continue; // no rest at all: a rest24h breach, not a matter of division
    const total = lengths.reduce((sum, length) => sum + length, 0);
    const inTwo = lengths.slice(0, MAX_REST_PERIODS).reduce((sum, length) => sum + length, 0);
    const longestTooShort = (lengths[0] ?? 0) < MIN_LONGEST_REST_PERIOD;
    const needsMoreThanTwo = total >= MIN_REST_IN_24_HOURS && inTwo < MIN_REST_IN_24_HOURS;
    if (longestTooShort || needsMoreThanTwo) {
      found.push({ start, end });
      reportedUntil = end;
    }
  }
  return found;
}

/** Gaps of more than 14 h between consecutive periods of rest, and at the edges of the record. */
function intervalBreaches(rest: readonly Interval[], span: Span): Interval[] {
  const edges = [span.from, ...rest.flatMap((i) => [i.start, i.end]), span.to];
  const found: Interval[] = [];
  for (let k = 0; k + 1 < edges.length; k += 2) {
    const [gapStart, gapEnd] = [edges[k] as number, edges[k + 1] as number];
    if (gapEnd - gapStart > MAX_INTERVAL_BETWEEN_RESTS) found.push({ start: gapStart, end: gapEnd });
  }
  return found;
}

function toViolations<R extends string>(rule: R, windows: readonly Interval[]) {
  return windows.map((w) => ({
    rule,
    windowStart: formatUtcDateTime(w.start),
    windowEnd: formatUtcDateTime(w.end),
  }));
}

function byWindowStart<T extends { windowStart: string }>(a: T, b: T): number {
  return a.windowStart < b.windowStart ? -1 : a.windowStart > b.windowStart ? 1 : 0;
}

/**
 * Checks a record of rest periods against the minimum hours of rest (MLC A2.3.5(b) and A2.3.6; STCW
 * A-VIII/1.2-3). `from`/`to` is the span the record covers: time in it that is not rest is work, and
 * nothing outside it is judged (a 24-hour or 7-day window must lie inside it). Without them the span
 * runs from the first rest to the last.
 */
export function checkRestHours(
  rest: readonly TimePeriod[],
  options: HoursRecordOptions = {},
): RestViolation[] {
  const whole = toIntervals(rest, 'Rest');
  const span = toSpan(whole, options);
  if (!span) return [];
  const inSpan = clip(whole, span);
  return [
    ...toViolations(
      'rest24h' as const,
      slidingWindowBreaches(inSpan, span, DAY, (r) => r < MIN_REST_IN_24_HOURS),
    ),
    ...toViolations(
      'rest7d' as const,
      slidingWindowBreaches(inSpan, span, WEEK, (r) => r < MIN_REST_IN_7_DAYS),
    ),
    ...toViolations('periods' as const, splitRestBreaches(whole, span)),
    ...toViolations('interval' as const, intervalBreaches(inSpan, span)),
  ].sort(byWindowStart);
}

/** Checks a record of work periods against the maximum hours of work (MLC A2.3.5(a)). */
export function checkWorkHours(
  work: readonly TimePeriod[],
  options: HoursRecordOptions = {},
): WorkViolation[] {
  const whole = toIntervals(work, 'Work');
  const span = toSpan(whole, options);
  if (!span) return [];
  const inSpan = clip(whole, span);
  return [
    ...toViolations(
      'work24h' as const,
      slidingWindowBreaches(inSpan, span, DAY, (w) => w > MAX_WORK_IN_24_HOURS),
    ),
    ...toViolations(
      'work7d' as const,
      slidingWindowBreaches(inSpan, span, WEEK, (w) => w > MAX_WORK_IN_7_DAYS),
    ),
  ].sort(byWindowStart);
}
