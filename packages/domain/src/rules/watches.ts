// Standard watch patterns (spec section 9): 4-on-8-off (6 watches a day, 3 watchkeepers) and
// 6-on-6-off (4 watches, 2 watchkeepers). Times are 'HH:MM' of a 24-hour day; '24:00' ends the day.

export type WatchPatternName = '4-on-8-off' | '6-on-6-off';
export type WatchPeriod = { watch: number; team: number; start: string; end: string };
export type ClockPeriod = { start: string; end: string };

const PATTERNS: Record<WatchPatternName, { hours: number; teams: number }> = {
  '4-on-8-off': { hours: 4, teams: 3 },
  '6-on-6-off': { hours: 6, teams: 2 },
};

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The watches of one day, from 00:00; team n keeps watches n, n + teams, ... */
export function watchPattern(pattern: WatchPatternName): WatchPeriod[] {
  const spec = PATTERNS[pattern];
  if (!spec)
    throw new Error(`Unknown watch pattern ${JSON.stringify(pattern)}; expected 4-on-8-off or 6-on-6-off`);
  return Array.from({ length: 24 / spec.hours }, (_, i) => ({
    watch: i + 1,
    team: (i % spec.teams) + 1,
    start: clock(i * spec.hours),
    end: clock((i + 1) * spec.hours),
  }));
}

function minutes(time: string, label: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const [hours, mins] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!match || mins > 59 || hours > 24 || (hours === 24 && mins > 0)) {
    throw new Error(`${label} must be a time HH:MM from 00:00 to 24:00, got ${JSON.stringify(time)}`);
  }
  return hours * 60 + mins;
}

function toRanges(period: ClockPeriod, index: number): [number, number][] {
  const start = minutes(period.start, `Period ${index + 1} start`) % 1440;
  const end = minutes(period.end, `Period ${index + 1} end`);
  if (end === start || (end === 1440 && start === 0)) return [[0, 1440]];
  if (end > start) return [[start, end]];
  return end === 0
    ? [[start, 1440]]
    : [
        [start, 1440],
        [0, end],
      ];
}

/**
 * A period as minute ranges [start, end) of the day, in order of the day: a period whose end is not
 * after its start runs past midnight (two ranges), one whose end equals its start is the whole day.
 * Throws on a time that is not HH:MM from 00:00 to 24:00.
 */
export function clockRanges(period: ClockPeriod): [number, number][] {
  return toRanges(period, 0).sort((a, b) => a[0] - b[0]);
}

/** Whether a period covers the minute of the day (0 to 1439). */
export function clockPeriodCovers(period: ClockPeriod, minuteOfDay: number): boolean {
  return clockRanges(period).some(([start, end]) => minuteOfDay >= start && minuteOfDay < end);
}

/** Pairs (by index) of watch periods that overlap on the daily clock; touching ends (04:00/04:00) do not. */
export function overlappingWatchPeriods(periods: readonly ClockPeriod[]): [number, number][] {
  const ranges = periods.map(toRanges);
  const pairs: [number, number][] = [];
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      const clash = ranges[i]!.some(([a, b]) => ranges[j]!.some(([c, d]) => a < d && c < b));
      if (clash) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** True when any two watch periods overlap (spec section 5: periods must not overlap). */
export function watchPeriodsOverlap(periods: readonly ClockPeriod[]): boolean {
  return overlappingWatchPeriods(periods).length > 0;
}
