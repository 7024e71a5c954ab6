import { describe, expect, it } from 'vitest';

import { durationParts, formatCountdown, mayExtendOnActivity, sessionPhase } from './session-timing';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('session phase', () => {
  it('is active with more than 5 minutes left', () => {
    expect(sessionPhase(inMinutes(5.01), NOW)).toBe('active');
  });
  it('warns at exactly 5 minutes and below', () => {
    expect(sessionPhase(inMinutes(5), NOW)).toBe('warning');
    expect(sessionPhase(inMinutes(0.1), NOW)).toBe('warning');
  });
  it('is expired at the expiry instant, after it, or when the date is unreadable', () => {
    expect(sessionPhase(inMinutes(0), NOW)).toBe('expired');
    expect(sessionPhase(inMinutes(-1), NOW)).toBe('expired');
    expect(sessionPhase('not a date', NOW)).toBe('expired');
  });
});

describe('countdown', () => {
  it('shows minutes and zero-padded seconds, rounding up to the next second', () => {
    expect(formatCountdown(5 * 60_000)).toBe('5:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(9_000)).toBe('0:09');
  });
  it('never goes below 0:00 and shows hours when needed', () => {
    expect(formatCountdown(-5_000)).toBe('0:00');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('1:01:05');
  });
});

describe('waits in hours, minutes or seconds', () => {
  it('names the 15-minute lock in minutes', () => {
    expect(durationParts(900)).toEqual({ unit: 'minutes', count: 15 });
  });
  it('uses seconds under a minute and rounds up', () => {
    expect(durationParts(45)).toEqual({ unit: 'seconds', count: 45 });
    expect(durationParts(0.2)).toEqual({ unit: 'seconds', count: 1 });
  });
  it('rounds to whole minutes, so a lock answered with 901 s still reads 15 minutes', () => {
    expect(durationParts(901)).toEqual({ unit: 'minutes', count: 15 });
    expect(durationParts(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(durationParts(89)).toEqual({ unit: 'minutes', count: 1 });
    expect(durationParts(3590)).toEqual({ unit: 'hours', count: 1 });
  });
  it('uses hours from one hour on', () => {
    expect(durationParts(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(durationParts(7200)).toEqual({ unit: 'hours', count: 2 });
  });
});

describe('activity extension', () => {
  it('extends at most once per 30 seconds', () => {
    expect(mayExtendOnActivity(NOW, NOW + 29_999)).toBe(false);
    expect(mayExtendOnActivity(NOW, NOW + 30_000)).toBe(true);
  });
});
