import { describe, expect, it } from 'vitest';

import { calendarWeeks, shiftAnchor, startOfWeek } from './calendar-dates';

describe('maintenance calendar dates', () => {
  it('shows November 2026 as six whole weeks from Monday 26 October to Sunday 6 December', () => {
    const weeks = calendarWeeks('month', '2026-11-22');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('shows the week of a Sunday from the Monday before it', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(calendarWeeks('week', '2026-11-22')).toEqual([
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'],
    ]);
  });

  it('moves a month across the turn of the year and a week by seven days', () => {
    expect(shiftAnchor('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
  });
});
