// Reading figures and dates from rows as the database returns them (numeric columns as text, dates as
// Date objects or ISO text): the record books and the emissions read their entries this way.
import { describe, expect, it } from 'vitest';

import { dayTextOf, isoTextOf } from './dates';
import { numberOrNull, numberOrZero, roundTo } from './numbers';

describe('values read from rows', () => {
  it('reads a numeric column given as text, and tells an empty one from zero', () => {
    expect(numberOrNull('12.50')).toBe(12.5);
    expect(numberOrNull(0)).toBe(0);
    expect([numberOrNull(null), numberOrNull(undefined), numberOrNull(''), numberOrNull('x')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([numberOrZero('3.114'), numberOrZero(null), numberOrZero('abc'), numberOrZero(Infinity)]).toEqual([
      3.114, 0, 0, 0,
    ]);
  });

  it('rounds to the recorded decimals', () => {
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(2.3456, 3)).toBe(2.346);
    expect(roundTo(-1.005, 0)).toBe(-1);
  });

  it('reads a date or time as ISO text, or its day', () => {
    const time = new Date('2026-03-04T05:06:07.000Z');
    expect(isoTextOf(time)).toBe('2026-03-04T05:06:07.000Z');
    expect(isoTextOf('2026-03-04')).toBe('2026-03-04');
    expect(dayTextOf(time)).toBe('2026-03-04');
    expect(dayTextOf('2026-03-04T23:00:00+02:00')).toBe('2026-03-04');
    expect([isoTextOf(null), dayTextOf(42)]).toEqual(['', '']);
  });
});
