import type { PositionReportsAnswer } from '@mars/domain';
import { resources } from '@mars/i18n';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

import { requirementState } from './position-reports-panel';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: resources.en }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n);

type Day = PositionReportsAnswer['day'];
const day = (values: Partial<Day> = {}): Day => ({
  from: '2026-11-25T00:00:00.000Z',
  to: '2026-11-25T06:00:00.000Z',
  reported: { four_hourly: 2, noon: 0, arrival_departure: 0, course_speed_change: 0 },
  missing: [],
  next_four_hourly_at: '2026-11-25T08:00:00.000Z',
  next_noon_at: '2026-11-25T16:00:00.000Z',
  ...values,
});

describe("a reporting requirement's state today", () => {
  it('says what is missing first', () => {
    const late = day({ missing: [{ requirement: 'four_hourly', due_at: '2026-11-25T04:00:00.000Z' }] });
    expect(requirementState(t, 'four_hourly', late)).toEqual({ color: 'red', text: '1 missing' });
  });

  it('calls a noon position still to come today due, not complete', () => {
    expect(requirementState(t, 'noon', day())).toEqual({ color: 'blue', text: 'Due at 16:00 UTC' });
    const made = day({ reported: { four_hourly: 3, noon: 1, arrival_departure: 0, course_speed_change: 0 } });
    expect(requirementState(t, 'noon', made)).toEqual({ color: 'green', text: 'Reported' });
  });

  it('keeps the 4-hourly reports up to date at sea and not due in port', () => {
    expect(requirementState(t, 'four_hourly', day())).toEqual({ color: 'green', text: 'Up to date' });
    const inPort = day({
      next_four_hourly_at: null,
      next_noon_at: null,
      reported: { four_hourly: 0, noon: 0, arrival_departure: 0, course_speed_change: 0 },
    });
    expect(requirementState(t, 'four_hourly', inPort)).toEqual({ color: 'gray', text: 'Not due today' });
    expect(requirementState(t, 'noon', inPort)).toEqual({ color: 'gray', text: 'Not due today' });
  });

  it('says none where no arrival, departure or change happened', () => {
    expect(requirementState(t, 'arrival_departure', day())).toEqual({ color: 'gray', text: 'None today' });
    expect(requirementState(t, 'course_speed_change', day())).toEqual({ color: 'gray', text: 'None today' });
  });
});
