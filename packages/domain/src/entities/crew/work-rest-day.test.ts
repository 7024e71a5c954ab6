import { describe, expect, it } from 'vitest';

import { watchPattern } from '../../rules/watches';
import {
  datesOfMonth,
  REST_DAY,
  restHoursOf,
  setSlots,
  slotsFromPeriods,
  summarizeDays,
  violationDate,
} from './work-rest-day';

const fourOnEightTeam1 = watchPattern('4-on-8-off').filter((watch) => watch.team === 1);

describe('hours of work and rest in half-hour slots', () => {
  it('a watchkeeper on 4-on-8-off works 8 hours and rests 16', () => {
    const slots = slotsFromPeriods(fourOnEightTeam1);
    expect(slots.slice(0, 8)).toBe('11111111');
    expect(restHoursOf(slots)).toBe(16);
  });

  it('marks a dragged range in either direction', () => {
    expect(setSlots(REST_DAY, 5, 2, true).slice(0, 7)).toBe('0011110');
    expect(setSlots('1'.repeat(48), 0, 47, false)).toBe(REST_DAY);
  });

  it('knows the length of each month, leap years included', () => {
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-11').at(-1)).toBe('2026-11-30');
  });

  it('finds a port call night with less than 10 hours of rest and shows it on the day it ends', () => {
    const watch = slotsFromPeriods(fourOnEightTeam1);
    const portNight = slotsFromPeriods([
      ...fourOnEightTeam1,
      { start: '06:00', end: '12:00' },
      { start: '18:00', end: '24:00' },
    ]);
    const records = [
      { date: '2026-11-09', slots: watch },
      { date: '2026-11-10', slots: portNight },
      { date: '2026-11-11', slots: watch },
    ];
    const summary = summarizeDays(records, ['2026-11-09', '2026-11-10', '2026-11-11']);
    const rules = summary.flatMap((day) => day.violations.map((v) => `${day.date} ${v.rule}`));
    expect(rules).toContain('2026-11-10 rest24h');
    expect(summary[1]!.restHours).toBe(4);
    for (const day of summary) for (const v of day.violations) expect(violationDate(v)).toBe(day.date);
  });

  it('a regular 4-on-8-off month has no violations', () => {
    const dates = datesOfMonth('2026-11');
    const watch = slotsFromPeriods(fourOnEightTeam1);
    const records = [
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      ...dates,
    ].map((date) => ({ date, slots: watch }));
    const summary = summarizeDays(records, dates);
    expect(summary.flatMap((day) => day.violations)).toEqual([]);
    expect(summary[0]!.restHours7Days).toBe(112);
  });
});
