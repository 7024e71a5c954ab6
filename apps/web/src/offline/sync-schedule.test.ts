// The spec's sync triggers and daily budget (section 9), as the engine asks them before a run.
import { describe, expect, it } from 'vitest';

import {
  budgetState,
  DAILY_BUDGET_BYTES,
  overrideBudget,
  recordTraffic,
  syncDecision,
} from './sync-schedule';

const NOW = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const quiet = { pending: 0, oldestPendingAt: null, lastRemoteCheckAt: minutesAgo(1), isOnline: true };

describe('when the sync runs', () => {
  it('runs at once at 10 pending changes, and for fewer once the oldest is 5 minutes old', () => {
    expect(syncDecision({ ...quiet, pending: 10, oldestPendingAt: minutesAgo(0) }, NOW)).toEqual({
      run: true,
      trigger: 'urgent',
    });
    const nine = { ...quiet, pending: 9, oldestPendingAt: minutesAgo(4) };
    expect(syncDecision(nine, NOW)).toEqual({ run: false, nextCheckAt: new Date(NOW.getTime() + 60_000) });
    expect(syncDecision({ ...nine, oldestPendingAt: minutesAgo(5) }, NOW)).toEqual({
      run: true,
      trigger: 'oldest',
    });
  });

  it('asks the server at least every 30 minutes, at once before the first check and on coming back online', () => {
    expect(syncDecision({ ...quiet, lastRemoteCheckAt: minutesAgo(29) }, NOW)).toMatchObject({ run: false });
    expect(syncDecision({ ...quiet, lastRemoteCheckAt: minutesAgo(30) }, NOW)).toEqual({
      run: true,
      trigger: 'check',
    });
    expect(syncDecision({ ...quiet, lastRemoteCheckAt: null }, NOW)).toEqual({ run: true, trigger: 'check' });
    expect(syncDecision({ ...quiet, cameOnline: true }, NOW)).toEqual({ run: true, trigger: 'online' });
  });

  it('does not run offline, whatever is pending', () => {
    expect(
      syncDecision({ ...quiet, isOnline: false, pending: 50, oldestPendingAt: minutesAgo(60) }, NOW),
    ).toEqual({
      run: false,
      nextCheckAt: null,
    });
  });
});

describe('the daily budget of 25 MB', () => {
  const used = (bytes: number) =>
    recordTraffic(undefined, { sentBytes: bytes / 2, receivedBytes: bytes / 2 }, NOW);

  it('warns at 80 % and errs above 95 %, per direction counted', () => {
    expect(budgetState(used(DAILY_BUDGET_BYTES * 0.79), NOW).level).toBe('ok');
    expect(budgetState(used(DAILY_BUDGET_BYTES * 0.8), NOW).level).toBe('warning');
    expect(budgetState(used(DAILY_BUDGET_BYTES * 0.95), NOW).level).toBe('warning');
    const high = budgetState(used(DAILY_BUDGET_BYTES * 0.96), NOW);
    expect(high).toMatchObject({ level: 'error', mayRun: true, sentBytes: DAILY_BUDGET_BYTES * 0.48 });
  });

  it('runs phase 2 only with 100 KB left and phase 3 only with 10 KB left', () => {
    expect(budgetState(used(DAILY_BUDGET_BYTES - 100 * 1024), NOW)).toMatchObject({
      phase2: true,
      phase3: true,
    });
    expect(budgetState(used(DAILY_BUDGET_BYTES - 100 * 1024 + 2), NOW)).toMatchObject({
      phase2: false,
      phase3: true,
    });
    expect(budgetState(used(DAILY_BUDGET_BYTES - 10 * 1024 + 2), NOW)).toMatchObject({
      phase2: false,
      phase3: false,
    });
  });

  it('stops when spent until the next UTC day or the Master overrides it for today', () => {
    const spent = used(DAILY_BUDGET_BYTES);
    expect(budgetState(spent, NOW)).toMatchObject({ mayRun: false, leftBytes: 0 });
    expect(budgetState(overrideBudget(spent, NOW), NOW)).toMatchObject({
      mayRun: true,
      isOverridden: true,
      phase2: true,
    });
    const tomorrow = new Date('2026-11-25T00:00:01Z');
    expect(budgetState(spent, tomorrow)).toMatchObject({ mayRun: true, usedBytes: 0, level: 'ok' });
    expect(budgetState(overrideBudget(spent, NOW), tomorrow).isOverridden).toBe(false);
  });
});
