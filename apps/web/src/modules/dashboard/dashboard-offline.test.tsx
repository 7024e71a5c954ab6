// The dashboard as the Master reads it at sea: the figure the device cannot count (the rest-hour
// violations: the days of work and rest stay on the server) shows as unknown with where it is
// counted, never as 0; and the activity feed, the server's audit log, says it shows when online
// instead of loading for ever.
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../../entity-ui/dom-test-support';
import { ActivityFeed } from './activity-feed';
import { KpiCards } from './kpi-cards';

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const FIGURES = {
  certificates: { valid: 12, expiring: 2, expired: 0 },
  workOrders: { open: 7, overdue: 1, dueSoon: 2 },
  crew: { onBoard: 18, certificatesExpiring: 3 },
};

describe('dashboard at sea', () => {
  it('shows rest-hour violations it cannot count as unknown, with where they are counted', async () => {
    renderInApp(<KpiCards figures={{ ...FIGURES, restHourViolations: null }} />, {
      url: '/',
      answer: () => jsonAnswer(200, { rows: [], total: 0 }),
    });
    const card = await screen.findByTestId('kpi-restHourViolations');
    expect(within(card).getByTestId('kpi-restHourViolations-value').textContent).toBe('–');
    expect(within(card).getByText('Counted on the remote database')).toBeTruthy();
    expect(screen.getByTestId('kpi-workOrdersOverdue-value').textContent).toBe('1');
  });

  it('counts them where they are known', async () => {
    renderInApp(<KpiCards figures={{ ...FIGURES, restHourViolations: 0 }} />, {
      url: '/',
      answer: () => jsonAnswer(200, { rows: [], total: 0 }),
    });
    expect((await screen.findByTestId('kpi-restHourViolations-value')).textContent).toBe('0');
    expect(screen.getByText('MLC 2006 rules, this month')).toBeTruthy();
  });

  it('says the activity feed shows when online, instead of loading for ever', async () => {
    onlineManager.setOnline(false);
    const asked = renderInApp(<ActivityFeed limit={5} />, {
      url: '/',
      answer: () => jsonAnswer(200, { rows: [], total: 0 }),
    });
    expect(await screen.findByText('Recent activity is shown when you are online.')).toBeTruthy();
    expect(asked.some((url) => url.includes('/activity'))).toBe(false);
  });
});
