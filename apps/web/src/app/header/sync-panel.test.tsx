// The sync meter (sync-panel.tsx) as the Master reads it: besides the pending changes, the syncs and
// the bytes of the day, when this device last compared all its data with the server (the daily drift
// check), what that comparison repaired, and that a round cut short by the budget is still under way.
import 'fake-indexeddb/auto';

import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../../entity-ui/dom-test-support';
import { budgetState } from '../../offline/sync-schedule';
import type { SyncStatus } from '../sync-status';
import { SyncPanel } from './sync-panel';

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-11-25T10:00:00Z');

function status(driftCheck: SyncStatus['driftCheck']): SyncStatus {
  return {
    phase: 'synced',
    pending: 0,
    conflicts: 0,
    lastSyncAt: '2026-11-25T09:58:00Z',
    nextSyncAt: '2026-11-25T10:28:00Z',
    error: null,
    isSlow: false,
    budget: budgetState(undefined, NOW),
    firstLoad: null,
    driftCheck,
  };
}

function meter(driftCheck: SyncStatus['driftCheck']) {
  renderInApp(
    <SyncPanel status={status(driftCheck)} hint="All changes are on the server." onReview={() => {}} />,
    {
      url: '/',
      answer: () => jsonAnswer(200, { rows: [], total: 0 }),
    },
  );
}

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the sync meter', () => {
  it('says the device has never compared all its data before its first drift check', () => {
    meter(null);
    expect(fact('Last full comparison')).toBe('Never');
    expect(screen.queryByTestId('sync-drift-result')).toBeNull();
  });

  it('shows when the last comparison ran, what it repaired, and that it is under way with tables still to check', () => {
    meter({
      at: '2026-11-25T09:58:30Z',
      startedAt: '2026-11-24T09:00:00Z',
      tables: 40,
      differing: 3,
      repaired: 7,
      deferred: 2,
      bytes: 31_000,
    });
    expect(fact('Last full comparison')).not.toBe('Never');
    expect(fact('Last full comparison')).toMatch(/2026|25/);
    const text = screen.getByTestId('sync-drift-result').textContent;
    expect(text).toMatch(
      /^It found 7 records that differed from the server and took the server's\. A comparison begun .+ is under way: 2 tables are still to check, when a day's budget allows\.$/,
    );
    expect(text).toMatch(/24/);
  });

  it('says nothing more when the last comparison found the device equal to the server', () => {
    meter({ at: '2026-11-25T09:58:30Z', tables: 40, differing: 0, repaired: 0, deferred: 0, bytes: 900 });
    expect(screen.queryByTestId('sync-drift-result')).toBeNull();
  });
});
