import { describe, expect, it } from 'vitest';

import type { WatchPeriodRow } from './watch-timeline';
import { isInForce, timelineSegments } from './watch-timeline';

const period = (overrides: Partial<WatchPeriodRow>): WatchPeriodRow => ({
  id: 'p',
  name: '00:00-04:00',
  watch_type: 'deck',
  start_time: '00:00',
  end_time: '04:00',
  officer_id: 'o1',
  effective_from: '2026-01-01',
  effective_to: null,
  is_active: true,
  ...overrides,
});

describe('the watch timeline', () => {
  it('places each watch of the day on its type, ordered by start', () => {
    const segments = timelineSegments(
      [
        period({ id: 'b', start_time: '08:00', end_time: '12:00' }),
        period({ id: 'a' }),
        period({ id: 'e', watch_type: 'engine', start_time: '12:00', end_time: '24:00' }),
      ],
      '2026-03-01',
    );
    expect(segments.deck.map((s) => [s.id, s.start, s.end])).toEqual([
      ['a', 0, 240],
      ['b', 480, 720],
    ]);
    expect(segments.engine).toEqual([
      { id: 'e', name: '00:00-04:00', officerId: 'o1', start: 720, end: 1440 },
    ]);
  });

  it('splits a watch that runs past midnight into the evening and the morning', () => {
    const { deck } = timelineSegments([period({ start_time: '20:00', end_time: '02:00' })], '2026-03-01');
    expect(deck.map((s) => [s.start, s.end])).toEqual([
      [0, 120],
      [1200, 1440],
    ]);
  });

  it('leaves out inactive periods and those not in force on the day', () => {
    expect(isInForce(period({ is_active: false }), '2026-03-01')).toBe(false);
    expect(isInForce(period({ effective_from: '2026-03-02' }), '2026-03-01')).toBe(false);
    expect(isInForce(period({ effective_to: '2026-02-28' }), '2026-03-01')).toBe(false);
    expect(isInForce(period({ effective_to: '2026-03-01' }), '2026-03-01')).toBe(true);
    expect(timelineSegments([period({ effective_from: '2027-01-01' })], '2026-03-01').deck).toEqual([]);
  });
});
