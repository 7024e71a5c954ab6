import { describe, expect, it } from 'vitest';

import { checkRestHours, checkWorkHours, type TimePeriod } from './rest-hours';

/** The same daily periods ('HH:MM-HH:MM', UTC) on `days` days from `firstDay`. */
function daily(firstDay: string, days: number, ...slots: string[]): TimePeriod[] {
  const periods: TimePeriod[] = [];
  for (let d = 0; d < days; d++) {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    for (const slot of slots) {
      const [from, to] = slot.split('-') as [string, string];
      const endDay =
        to === '24:00'
          ? new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          : day;
      periods.push({ start: `${day}T${from}:00Z`, end: `${endDay}T${to === '24:00' ? '00:00' : to}:00Z` });
    }
  }
  return periods;
}

const t = (iso: string) => new Date(iso).toISOString();

describe('hours of rest, MLC A2.3 / STCW A-VIII/1', () => {
  it('finds nothing wrong with a week of 4-on-8-off watchkeeping (8 h + 8 h rest a day)', () => {
    const rest = daily('2025-03-03', 7, '04:00-12:00', '16:00-24:00');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([]);
  });

  it('accepts the standard split of 6 h and 4 h (two periods, one of at least 6 h)', () => {
    const rest = daily('2025-03-03', 7, '00:00-06:00', '12:00-16:00');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([
      { rule: 'rest7d', windowStart: t('2025-03-03T00:00Z'), windowEnd: t('2025-03-10T00:00Z') },
    ]); // 10 h a day is only 70 h a week: below 77 h
  });

  it('judges any 24 hours, not calendar days: 10 h each calendar day can still break the rule across midnight', () => {
    const rest = [
      { start: '2025-03-03T00:00:00Z', end: '2025-03-03T10:00:00Z' },
      { start: '2025-03-04T14:00:00Z', end: '2025-03-05T00:00:00Z' },
    ];
    expect(checkRestHours(rest)).toEqual([
      { rule: 'rest24h', windowStart: t('2025-03-03T10:00Z'), windowEnd: t('2025-03-04T10:00Z') },
      { rule: 'interval', windowStart: t('2025-03-03T10:00Z'), windowEnd: t('2025-03-04T14:00Z') },
    ]);
  });

  it('carries the 24-hour window across a month end', () => {
    const rest = [
      { start: '2025-01-31T02:00:00Z', end: '2025-01-31T08:00:00Z' },
      { start: '2025-01-31T20:00:00Z', end: '2025-02-01T02:00:00Z' },
      { start: '2025-02-01T12:00:00Z', end: '2025-02-01T14:00:00Z' },
    ];
    const violations = checkRestHours(rest, { from: '2025-01-31T00:00:00Z', to: '2025-02-02T00:00:00Z' });
    expect(violations.filter((v) => v.rule === 'rest24h')).toEqual([
      { rule: 'rest24h', windowStart: t('2025-01-31T08:00Z'), windowEnd: t('2025-02-01T08:00Z') },
    ]);
  });

  it('counts 29 February as a day of its own in a leap year', () => {
    // 9 h of rest in the 24 h of 29 February.
    const rest = [
      { start: '2024-02-28T14:00:00Z', end: '2024-02-29T00:00:00Z' },
      { start: '2024-02-29T06:00:00Z', end: '2024-02-29T12:00:00Z' },
      { start: '2024-02-29T21:00:00Z', end: '2024-03-01T08:00:00Z' },
    ];
    const violations = checkRestHours(rest, { from: '2024-02-29T00:00:00Z', to: '2024-03-01T00:00:00Z' });
    expect(violations).toEqual([
      { rule: 'rest24h', windowStart: t('2024-02-29T00:00Z'), windowEnd: t('2024-03-01T00:00Z') },
    ]);
  });

  it('refuses rest divided into three periods when no two of them reach 10 h', () => {
    const rest = daily('2025-03-03', 2, '00:00-05:00', '08:00-11:00', '16:00-20:00');
    const rules = checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-05T00:00:00Z' }).map(
      (v) => v.rule,
    );
    expect(rules).toContain('periods');
    expect(rules).not.toContain('rest24h'); // 12 h of rest a day
  });

  it('accepts a third short rest when two periods already give 10 h with one of 6 h', () => {
    const rest = daily('2025-03-03', 2, '00:00-06:00', '10:00-10:30', '14:00-18:00');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-05T00:00:00Z' })).toEqual([]);
  });

  it('refuses rest in two periods when neither is 6 h long', () => {
    const rest = daily('2025-03-03', 2, '00:00-05:30', '12:00-17:30');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-05T00:00:00Z' })).toEqual([
      { rule: 'periods', windowStart: t('2025-03-03T00:00Z'), windowEnd: t('2025-03-04T00:00Z') },
      { rule: 'periods', windowStart: t('2025-03-04T00:00Z'), windowEnd: t('2025-03-05T00:00Z') },
    ]);
  });

  it('does not split a whole rest period into fragments at the window edge', () => {
    // 6 h from 20:00 to 02:00 plus 4 h from 10:00 to 14:00 every day is compliant.
    const rest = daily('2025-03-03', 3, '00:00-02:00', '10:00-14:00', '20:00-24:00').slice(1, -1);
    const joined = checkRestHours(rest, { from: '2025-03-03T02:00:00Z', to: '2025-03-05T20:00:00Z' });
    expect(joined.filter((v) => v.rule === 'periods')).toEqual([]);
  });

  it('allows exactly 14 h between rests and refuses a minute more', () => {
    const ok = [
      { start: '2025-03-03T00:00:00Z', end: '2025-03-03T10:00:00Z' },
      { start: '2025-03-04T00:00:00Z', end: '2025-03-04T10:00:00Z' },
    ];
    expect(checkRestHours(ok).filter((v) => v.rule === 'interval')).toEqual([]);
    const late = [ok[0]!, { start: '2025-03-04T00:01:00Z', end: '2025-03-04T10:01:00Z' }];
    expect(checkRestHours(late).filter((v) => v.rule === 'interval')).toEqual([
      { rule: 'interval', windowStart: t('2025-03-03T10:00Z'), windowEnd: t('2025-03-04T00:01Z') },
    ]);
  });

  it('finds less than 77 h in 7 days although every 24 hours has 10 h', () => {
    const rest = daily('2025-03-03', 7, '00:00-10:00');
    const violations = checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' });
    expect(violations).toEqual([
      { rule: 'rest7d', windowStart: t('2025-03-03T00:00Z'), windowEnd: t('2025-03-10T00:00Z') },
    ]);
  });

  it('accepts exactly 10 h in 24 h and 77 h in 7 days', () => {
    const rest = daily('2025-03-03', 7, '00:00-11:00');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([]);
  });

  it('treats time in the span without rest as work, and judges nothing outside the span', () => {
    const rest = [{ start: '2025-03-03T00:00:00Z', end: '2025-03-03T10:00:00Z' }];
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-04T00:00:00Z' })).toEqual([]);
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-04T12:00:00Z' })).toEqual([
      { rule: 'rest24h', windowStart: t('2025-03-03T10:00Z'), windowEnd: t('2025-03-04T10:00Z') },
      { rule: 'interval', windowStart: t('2025-03-03T10:00Z'), windowEnd: t('2025-03-04T12:00Z') },
    ]);
  });

  it('joins touching periods into one period of rest', () => {
    const rest = daily('2025-03-03', 2, '00:00-06:00', '06:00-10:00');
    expect(checkRestHours(rest, { from: '2025-03-03T00:00:00Z', to: '2025-03-05T00:00:00Z' })).toEqual([]);
  });

  it('refuses a period that ends before it starts, overlapping periods and times without a zone', () => {
    expect(() => checkRestHours([{ start: '2025-03-03T10:00:00Z', end: '2025-03-03T09:00:00Z' }])).toThrow(
      /ends .* before it starts/,
    );
    expect(() =>
      checkRestHours([
        { start: '2025-03-03T00:00:00Z', end: '2025-03-03T08:00:00Z' },
        { start: '2025-03-03T07:00:00Z', end: '2025-03-03T09:00:00Z' },
      ]),
    ).toThrow(/overlap/);
    expect(() => checkRestHours([{ start: '2025-03-03T00:00', end: '2025-03-03T08:00' }])).toThrow(/zone/);
    expect(() => checkRestHours([{ start: '2025-02-29T00:00:00Z', end: '2025-03-01T08:00:00Z' }])).toThrow(
      /real date/,
    );
    expect(() => checkRestHours([], { from: '2025-03-04T00:00:00Z', to: '2025-03-03T00:00:00Z' })).toThrow(
      /end after/,
    );
  });

  it('reports a whole day without rest when the span has no rest at all', () => {
    const rules = checkRestHours([], { from: '2025-03-03T00:00:00Z', to: '2025-03-04T00:00:00Z' }).map(
      (v) => v.rule,
    );
    expect(rules).toEqual(['rest24h', 'interval']);
    expect(checkRestHours([])).toEqual([]);
  });
});

describe('hours of work, MLC A2.3.5(a)', () => {
  it('allows 14 h of work in 24 h and refuses 14.5 h', () => {
    const span = { from: '2025-03-03T00:00:00Z', to: '2025-03-04T00:00:00Z' };
    expect(checkWorkHours([{ start: '2025-03-03T06:00:00Z', end: '2025-03-03T20:00:00Z' }], span)).toEqual(
      [],
    );
    expect(checkWorkHours([{ start: '2025-03-03T06:00:00Z', end: '2025-03-03T20:30:00Z' }], span)).toEqual([
      { rule: 'work24h', windowStart: t('2025-03-03T00:00Z'), windowEnd: t('2025-03-04T00:00Z') },
    ]);
  });

  it('finds 14 h exceeded in a rolling window across midnight', () => {
    const work = [
      { start: '2025-03-03T16:00:00Z', end: '2025-03-04T00:00:00Z' },
      { start: '2025-03-04T00:00:00Z', end: '2025-03-04T08:00:00Z' },
    ];
    expect(checkWorkHours(work, { from: '2025-03-03T00:00:00Z', to: '2025-03-05T00:00:00Z' })).toEqual([
      { rule: 'work24h', windowStart: t('2025-03-03T08:00Z'), windowEnd: t('2025-03-04T08:00Z') },
    ]);
  });

  it('refuses more than 72 h in 7 days even at 11 h a day', () => {
    const work = daily('2025-03-03', 7, '08:00-19:00');
    expect(checkWorkHours(work, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([
      { rule: 'work7d', windowStart: t('2025-03-03T00:00Z'), windowEnd: t('2025-03-10T00:00Z') },
    ]);
    const fewer = daily('2025-03-03', 7, '08:00-18:00');
    expect(checkWorkHours(fewer, { from: '2025-03-03T00:00:00Z', to: '2025-03-10T00:00:00Z' })).toEqual([]);
  });
});
