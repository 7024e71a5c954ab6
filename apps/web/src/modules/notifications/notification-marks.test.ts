import { describe, expect, it } from 'vitest';

import type { NotificationList, NotificationRow } from '../../app/server-state';
import { withRead } from './notification-marks';

const row = (id: string, read: boolean): NotificationRow => ({
  id,
  type: 'work_order_overdue',
  severity: 'warning',
  title: id,
  params: {},
  link: '/maintenance/work-orders',
  at: '2026-11-20',
  read,
});

describe('marking notifications in the cached pages and counts', () => {
  // A page of three of the user's 120 notices, 40 of them unread; the counts alone have no rows.
  const page: NotificationList = {
    rows: [row('a', false), row('b', true), row('c', false)],
    total: 120,
    unread: 40,
    certificateNotices: 7,
  };
  const counts: NotificationList = { ...page, rows: [] };

  it('marks one read or unread and counts the unread again, on the page and in the counts', () => {
    const a = page.rows[0]!;
    expect(withRead(page, { notice: a, read: true })).toMatchObject({ unread: 39, total: 120 });
    expect(withRead(page, { notice: a, read: true }).rows.map((item) => item.read)).toEqual([
      true,
      true,
      false,
    ]);
    expect(withRead(counts, { notice: a, read: true })).toMatchObject({ unread: 39, rows: [] });
    expect(withRead(page, { notice: page.rows[1]!, read: false })).toMatchObject({ unread: 41 });
  });

  it('counts nothing again for a notice already in the state asked for', () => {
    expect(withRead(counts, { notice: page.rows[1]!, read: true }).unread).toBe(40);
  });

  it('marks all read or unread', () => {
    expect(withRead(page, { read: true }).unread).toBe(0);
    expect(withRead(counts, { read: false }).unread).toBe(120);
    expect(withRead(page, { read: false }).rows.every((item) => !item.read)).toBe(true);
    expect(page.unread).toBe(40);
  });
});
