import { describe, expect, it } from 'vitest';

import type { ReportPosition } from './position-reports';
import {
  isNoonReport,
  positionReportsOfDay,
  unreportedChange,
  zoneNoonOf,
  zoneOffsetHours,
} from './position-reports';

/** A ship on the equator steaming east at 12 kn: 0.8 degrees of longitude in 4 hours. */
function eastbound(hours: readonly number[], startLongitude = 0): ReportPosition[] {
  return hours.map((hour) => ({
    recorded_at: new Date(Date.parse('2026-11-22T00:00:00Z') + hour * 3_600_000).toISOString(),
    latitude: 0,
    longitude: startLongitude + (hour / 4) * 0.8,
    course: 90,
    speed: 12,
    status: 'underway',
  }));
}

describe('zone time', () => {
  it('gives the nautical zone of a longitude, its edges to the zone nearer Greenwich', () => {
    expect(zoneOffsetHours(0)).toBe(0);
    expect(zoneOffsetHours(7.5)).toBe(0);
    expect(zoneOffsetHours(-7.5)).toBe(0);
    expect(zoneOffsetHours(7.6)).toBe(1);
    expect(zoneOffsetHours(-45)).toBe(-3);
    expect(zoneOffsetHours(179)).toBe(12);
    expect(zoneOffsetHours(-179)).toBe(-12);
    expect(() => zoneOffsetHours(181)).toThrow(/longitude/);
  });

  it('knows the noon position by 1200 zone time, 30 minutes either side', () => {
    // 45 degrees W keeps UTC-3: noon is 1500 UTC.
    expect(zoneNoonOf(Date.parse('2026-11-22T04:00:00Z'), -45)).toBe(Date.parse('2026-11-22T15:00:00Z'));
    // At 0200 UTC it is still the day before there.
    expect(zoneNoonOf(Date.parse('2026-11-22T02:00:00Z'), -45)).toBe(Date.parse('2026-11-21T15:00:00Z'));
    expect(isNoonReport({ recorded_at: '2026-11-22T15:20:00Z', longitude: -45 })).toBe(true);
    expect(isNoonReport({ recorded_at: '2026-11-22T12:00:00Z', longitude: -45 })).toBe(false);
    // 150 degrees E keeps UTC+10: noon is 0200 UTC.
    expect(isNoonReport({ recorded_at: '2026-11-22T02:00:00Z', longitude: 150 })).toBe(true);
  });
});

describe('the reports of the day', () => {
  it('says nothing is missing when every 4-hourly and the noon position are there', () => {
    const day = positionReportsOfDay(eastbound([0, 4, 8, 12]), '2026-11-22T13:00:00.000Z');
    expect(day.missing).toEqual([]);
    expect(day.reported).toEqual({ four_hourly: 4, noon: 1, arrival_departure: 0, course_speed_change: 0 });
    expect(day.from).toBe('2026-11-22T00:00:00.000Z');
    expect(day.next_four_hourly_at).toBe('2026-11-22T16:00:00.000Z');
    expect(day.next_noon_at).toBe('2026-11-23T12:00:00.000Z');
  });

  it('lists a late 4-hourly report and a missing noon position, after their grace', () => {
    const positions = eastbound([0, 4, 8]);
    expect(positionReportsOfDay(positions, '2026-11-22T12:10:00.000Z').missing).toEqual([]);
    expect(positionReportsOfDay(positions, '2026-11-22T13:00:00.000Z').missing).toEqual([
      { requirement: 'four_hourly', due_at: '2026-11-22T12:00:00.000Z' },
      { requirement: 'noon', due_at: '2026-11-22T12:00:00.000Z' },
    ]);
    // A gap of 12 hours misses two reports; one from before midnight counts from the day's start.
    const gap = positionReportsOfDay(eastbound([-6, 10]), '2026-11-22T11:00:00.000Z');
    expect(gap.missing.map((report) => report.due_at)).toEqual([
      '2026-11-22T02:00:00.000Z',
      '2026-11-22T06:00:00.000Z',
    ]);
  });

  it('takes the noon of the zone time at the ship', () => {
    // West of 37.5 degrees W the ship keeps UTC-3: its noon is 1500 UTC, not 1200.
    const positions = eastbound([0, 4, 8, 12], -50);
    expect(positionReportsOfDay(positions, '2026-11-22T13:00:00.000Z').missing).toEqual([]);
    expect(positionReportsOfDay(positions, '2026-11-22T15:40:00.000Z').missing).toEqual([
      { requirement: 'noon', due_at: '2026-11-22T15:00:00.000Z' },
    ]);
  });

  it('asks nothing of a ship moored or at anchor, but a position at each arrival and departure', () => {
    const moored: ReportPosition[] = [0, 4, 8, 12].map((hour) => ({
      recorded_at: `2026-11-22T${String(hour).padStart(2, '0')}:00:00.000Z`,
      latitude: 51.95,
      longitude: 4.05,
      status: 'moored',
    }));
    expect(positionReportsOfDay(moored, '2026-11-22T20:00:00.000Z').missing).toEqual([]);
    expect(positionReportsOfDay(moored, '2026-11-22T20:00:00.000Z').next_four_hourly_at).toBeNull();
    const departure = { kind: 'departure' as const, at: '2026-11-22T14:00:00.000Z', port: 'Rotterdam' };
    expect(positionReportsOfDay(moored, '2026-11-22T16:00:00.000Z', [departure]).missing).toEqual([
      { requirement: 'arrival_departure', due_at: departure.at, event: 'departure', port: 'Rotterdam' },
    ]);
    const sailed: ReportPosition[] = [
      ...moored,
      { ...moored[0]!, recorded_at: '2026-11-22T14:30:00.000Z', status: 'underway', course: 300, speed: 8 },
    ];
    const day = positionReportsOfDay(sailed, '2026-11-22T16:00:00.000Z', [departure]);
    expect(day.missing).toEqual([]);
    expect(day.reported.arrival_departure).toBe(1);
  });

  it('sees a change of course or speed the track shows between two positions', () => {
    const [a, b] = eastbound([0, 4]);
    expect(unreportedChange(a!, b!)).toBeNull();
    // 4 hours later the ship stands north of where it was: it turned, and made good 7.5 kn, not 12.
    const north = { ...b!, latitude: 0.5, longitude: 0, course: 0 };
    expect(unreportedChange(a!, north)).toBe('course_and_speed');
    expect(unreportedChange(a!, { ...b!, longitude: 0.5 })).toBe('speed');
    const day = positionReportsOfDay([a!, north], '2026-11-22T05:00:00.000Z');
    expect(day.missing).toEqual([
      {
        requirement: 'course_speed_change',
        due_at: north.recorded_at,
        since: a!.recorded_at,
        change: 'course_and_speed',
      },
    ]);
    // The new course logged at the second position is itself a reported change.
    expect(day.reported.course_speed_change).toBe(1);
  });

  it('refuses a time without a zone of its own', () => {
    expect(() => positionReportsOfDay([], 'yesterday')).toThrow(/instant/);
  });
});
