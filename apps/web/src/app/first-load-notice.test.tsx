// On the local database before the vessel's data has arrived, every screen says so above its content,
// in the reader's language; once the first load is complete, or on the remote database, it says nothing.
import { cleanup, screen } from '@testing-library/react';
import { resources } from '@mars/i18n';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../entity-ui/dom-test-support';
import { FirstLoadNoticeOf, isStillLoading } from './first-load-notice';
import type { SyncStatus } from './sync-status';

beforeAll(async () => {
  const i18n = await prepareDom();
  for (const [namespace, texts] of Object.entries(resources.de))
    i18n.addResourceBundle('de', namespace, texts);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const SYNCED: SyncStatus = {
  phase: 'synced',
  pending: 0,
  conflicts: 0,
  lastSyncAt: '2026-11-25T10:00:00.000Z',
  nextSyncAt: null,
  error: null,
  isSlow: false,
  budget: {
    day: '2026-11-25',
    sentBytes: 0,
    receivedBytes: 0,
    usedBytes: 0,
    leftBytes: 25_000_000,
    usedShare: 0,
    level: 'ok',
    mayRun: true,
    isOverridden: false,
    phase2: true,
    phase3: true,
  },
  firstLoad: null,
};

const show = (status: SyncStatus | null) =>
  renderInApp(<FirstLoadNoticeOf status={status} />, { url: '/', answer: () => jsonAnswer(200, {}) });

describe('the notice of a first load', () => {
  it('says how far the first load has come, in English and German', async () => {
    const loading = { ...SYNCED, lastSyncAt: null, firstLoad: { done: 420, total: 1000 } };
    show(loading);
    expect((await screen.findByTestId('first-load-notice')).textContent).toMatch(
      /still being loaded onto this device \(42\s?%\)/,
    );
    cleanup();
    await i18next.changeLanguage('de');
    show(loading);
    expect((await screen.findByTestId('first-load-notice')).textContent).toMatch(
      /werden noch auf dieses Gerät geladen \(42\s?%\)/,
    );
  });

  it('says the data is not here yet before any sync has completed', async () => {
    show({ ...SYNCED, lastSyncAt: null });
    expect((await screen.findByTestId('first-load-notice')).textContent).toContain(
      'is not on this device yet',
    );
  });

  it('says nothing once the data is here, or on the remote database', () => {
    expect(isStillLoading(SYNCED)).toBe(false);
    expect(isStillLoading(null)).toBe(false);
    show(SYNCED);
    expect(screen.queryByTestId('first-load-notice')).toBeNull();
  });
});
