import { describe, expect, it } from 'vitest';

import { isDailyRule, moveCell, shiftMonth, shortInstant, slotInWindow } from './hours-grid.helpers';

describe('the working-hours grid', () => {
  it('steps months across the turn of the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('moves with the arrow keys and stops at the edges of the day and the month', () => {
    expect(moveCell({ row: 0, slot: 0 }, 'ArrowLeft', 30)).toEqual({ row: 0, slot: 0 });
    expect(moveCell({ row: 0, slot: 47 }, 'ArrowRight', 30)).toEqual({ row: 0, slot: 47 });
    expect(moveCell({ row: 29, slot: 5 }, 'ArrowDown', 30)).toEqual({ row: 29, slot: 5 });
    expect(moveCell({ row: 3, slot: 5 }, 'ArrowUp', 30)).toEqual({ row: 2, slot: 5 });
    expect(moveCell({ row: 3, slot: 5 }, 'End', 30)).toEqual({ row: 3, slot: 47 });
  });

  it('marks the half hours of a day that lie inside a violation window', () => {
    const violation = {
      rule: 'rest24h' as const,
      windowStart: '2026-11-10T04:00:00.000Z',
      windowEnd: '2026-11-11T04:00:00.000Z',
    };
    expect(slotInWindow('2026-11-10', 7, violation)).toBe(false);
    expect(slotInWindow('2026-11-10', 8, violation)).toBe(true);
    expect(slotInWindow('2026-11-11', 7, violation)).toBe(true);
    expect(slotInWindow('2026-11-11', 8, violation)).toBe(false);
    expect(isDailyRule(violation)).toBe(true);
    expect(isDailyRule({ ...violation, rule: 'rest7d' })).toBe(false);
    expect(shortInstant(violation.windowStart)).toBe('10.11. 04:00');
  });
});
