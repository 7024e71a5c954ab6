import { describe, expect, it } from 'vitest';

import { checkRestHours } from './rest-hours';
import {
  clockPeriodCovers,
  clockRanges,
  overlappingWatchPeriods,
  watchPattern,
  watchPeriodsOverlap,
} from './watches';

describe('standard watch patterns', () => {
  it('divides the day into 6 watches of 4 hours for 4-on-8-off', () => {
    const watches = watchPattern('4-on-8-off');
    expect(watches.map((w) => `${w.start}-${w.end}`)).toEqual([
      '00:00-04:00',
      '04:00-08:00',
      '08:00-12:00',
      '12:00-16:00',
      '16:00-20:00',
      '20:00-24:00',
    ]);
    expect(watches.filter((w) => w.team === 1).map((w) => w.start)).toEqual(['00:00', '12:00']);
  });

  it('divides the day into 4 watches of 6 hours for 6-on-6-off, two teams', () => {
    const watches = watchPattern('6-on-6-off');
    expect(watches).toHaveLength(4);
    expect(watches.map((w) => w.team)).toEqual([1, 2, 1, 2]);
    expect(watchPeriodsOverlap(watches)).toBe(false);
  });

  it('leaves a 4-on-8-off watchkeeper rest that meets MLC A2.3 for a week', () => {
    const rest = [];
    for (let day = 3; day <= 9; day++) {
      const d = `2025-03-${String(day).padStart(2, '0')}`;
      const next = `2025-03-${String(day + 1).padStart(2, '0')}`;
      rest.push(
        { start: `${d}T04:00:00Z`, end: `${d}T12:00:00Z` },
        { start: `${d}T16:00:00Z`, end: `${next}T00:00:00Z` },
      );
    }
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([]);
  });

  it('refuses an unknown pattern', () => {
    expect(() => watchPattern('3-on-3-off' as '4-on-8-off')).toThrow(/Unknown watch pattern/);
  });
});

describe('overlapping watch periods', () => {
  it('lets watches touch at the change of watch but not overlap', () => {
    expect(
      watchPeriodsOverlap([
        { start: '00:00', end: '04:00' },
        { start: '04:00', end: '08:00' },
      ]),
    ).toBe(false);
    expect(
      watchPeriodsOverlap([
        { start: '00:00', end: '04:30' },
        { start: '04:00', end: '08:00' },
      ]),
    ).toBe(true);
  });

  it('handles a watch running past midnight', () => {
    expect(
      overlappingWatchPeriods([
        { start: '22:00', end: '02:00' },
        { start: '01:00', end: '02:00' },
        { start: '02:00', end: '06:00' },
      ]),
    ).toEqual([[0, 1]]);
    expect(
      watchPeriodsOverlap([
        { start: '20:00', end: '24:00' },
        { start: '00:00', end: '04:00' },
      ]),
    ).toBe(false);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => watchPeriodsOverlap([{ start: '25:00', end: '04:00' }])).toThrow(/HH:MM/);
    expect(() => watchPeriodsOverlap([{ start: '4pm', end: '04:00' }])).toThrow(/HH:MM/);
  });
});

describe('clock ranges of a watch period', () => {
  it('splits a period past midnight, keeps 24:00 as the end of the day and covers by the minute', () => {
    expect(clockRanges({ start: '20:00', end: '04:00' })).toEqual([
      [0, 240],
      [1200, 1440],
    ]);
    expect(clockRanges({ start: '20:00', end: '00:00' })).toEqual([[1200, 1440]]);
    expect(clockRanges({ start: '00:00', end: '24:00' })).toEqual([[0, 1440]]);
    expect(clockPeriodCovers({ start: '20:00', end: '04:00' }, 239)).toBe(true);
    expect(clockPeriodCovers({ start: '20:00', end: '04:00' }, 240)).toBe(false);
    expect(() => clockRanges({ start: '8:00', end: '12:00' })).toThrow(/HH:MM/);
  });
});
