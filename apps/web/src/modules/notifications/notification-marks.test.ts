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

describe('marking notifications in the cached list', () => {
  const list: NotificationList = {
    rows: [row('a', false), row('b', true), row('c', false)],
    total: 3,
    unread: 2,
  };

  it('marks one read or unread and counts the unread again', () => {
    expect(withRead(list, ['a'], true)).toMatchObject({ unread: 1, total: 3 });
    expect(withRead(list, ['a'], true).rows.map((item) => item.read)).toEqual([true, true, false]);
    expect(withRead(list, ['b'], false)).toMatchObject({ unread: 3 });
  });

  it('marks all read or unread', () => {
    expect(withRead(list, undefined, true).unread).toBe(0);
    expect(withRead(list, undefined, false).rows.every((item) => !item.read)).toBe(true);
    expect(list.unread).toBe(2);
  });
});
