// The notifications of a fleet with a large backlog come a page at a time: the page asks the server for
// one page, all or only the unread, and moves between pages; the counts are the whole backlog's.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderInApp } from '../../entity-ui/dom-test-app';
import { jsonAnswer, prepareDom } from '../../entity-ui/dom-test-support';
import type { NotificationRow } from '../../app/server-state';
import { NotificationsPage } from './notifications.page';

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 120 overdue work orders, every third one read. */
const BACKLOG: NotificationRow[] = Array.from({ length: 120 }, (_, index) => ({
  id: `work_order:00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  type: 'work_order_overdue',
  severity: 'error',
  title: `Backlog ${String(index + 1).padStart(3, '0')}`,
  params: { number: `WO-${index + 1}`, vessel: 'Nordic Aurora', days: 3, dueDate: '2026-11-25' },
  link: '/maintenance/work-orders',
  at: '2026-11-25',
  read: index % 3 === 0,
}));

/** What the server answers for a page of the backlog. */
function answer(url: string): Response {
  const query = new URL(url, 'http://mars.test').searchParams;
  const unread = BACKLOG.filter((row) => !row.read);
  const shown = query.get('shown') === 'unread' ? unread : BACKLOG;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  return jsonAnswer(200, {
    rows: shown.slice(offset, offset + limit),
    total: BACKLOG.length,
    unread: unread.length,
    certificateNotices: 0,
  });
}

describe('notifications of a large backlog', () => {
  it('shows one page at a time, all or only the unread, with the whole backlog counted', async () => {
    const asked = renderInApp(<NotificationsPage />, { url: '/notifications', answer });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('status').textContent).toBe('80 unread');
    expect(within(list).getByRole('link', { name: 'Backlog 001' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await within(list).findByRole('link', { name: 'Backlog 101' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(asked.some((url) => url.includes('shown=all') && url.includes('offset=100'))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await within(list).findByRole('link', { name: 'Backlog 002' })).toBeTruthy();
    expect(within(list).queryByRole('link', { name: 'Backlog 001' })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(asked.some((url) => url.includes('shown=unread') && url.includes('offset=0'))).toBe(true);
  });
});
