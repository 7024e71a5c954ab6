import { describe, expect, it } from 'vitest';

import type { EntityDefinition } from '../define-entity';
import { duePeriodKey, nextDueAfterCompletion, plannedJobIsDue } from './maintenance-schedule';
import { readingOrderProblems, runningHoursReadingEntity } from './running-hours-reading.entity';

const job = {
  interval_days: 30,
  interval_hours: null,
  next_due_date: null,
  next_due_hours: null,
  active: true,
};

describe('planned maintenance falling due', () => {
  it('raises a monthly job 30 days ahead of its due date, not earlier', () => {
    expect(plannedJobIsDue({ ...job, next_due_date: '2026-12-22' }, null, '2026-11-22')).toBe(true);
    expect(plannedJobIsDue({ ...job, next_due_date: '2026-12-23' }, null, '2026-11-22')).toBe(false);
    expect(plannedJobIsDue({ ...job, next_due_date: '2026-12-01', active: false }, null, '2026-11-22')).toBe(
      false,
    );
  });

  it('raises a 500-hour job within 50 running hours of its due hours', () => {
    const hourly = { ...job, interval_days: null, interval_hours: 500, next_due_hours: 12_500 };
    expect(plannedJobIsDue(hourly, 12_449, '2026-11-22')).toBe(false);
    expect(plannedJobIsDue(hourly, 12_450, '2026-11-22')).toBe(true);
  });

  it('moves the next due date and hours by the intervals after the work is done', () => {
    expect(
      nextDueAfterCompletion(
        { interval_days: 365, interval_hours: 250 },
        { date: '2026-11-22', hours: 1000 },
      ),
    ).toEqual({
      next_due_date: '2027-11-22',
      next_due_hours: 1250,
    });
    expect(duePeriodKey({ next_due_date: '2026-12-01', next_due_hours: null })).toBe('2026-12-01|-');
  });
});

describe('running-hours readings', () => {
  it('keeps a reading between its neighbours and out of the future', () => {
    expect(readingOrderProblems(150, { earlierHours: 100, laterHours: 200 })).toEqual({});
    expect(readingOrderProblems(100, { earlierHours: 100 })).toEqual({});
    expect(readingOrderProblems(90, { earlierHours: 100 })).toEqual({
      hours: ['validation:runningHoursDecrease'],
    });
    expect(readingOrderProblems(250, { earlierHours: 100, laterHours: 200 })).toEqual({
      hours: ['validation:runningHoursAboveLater'],
    });
    // Not in the future: a device's clock a few minutes ahead is taken as now.
    const context = { today: '2026-11-22', now: '2026-11-22T08:00:00.000Z' };
    const refine = (readingAt: string) =>
      (runningHoursReadingEntity as EntityDefinition).refine!({ reading_at: readingAt }, context);
    expect(refine('2026-11-22T08:04:00Z')).toEqual({});
    expect(refine('2099-01-01T00:00:00Z')).toEqual({ reading_at: ['validation:timeInFuture'] });
  });
});
