// Marking notifications read or unread (`POST /notifications/<id>/read|unread`, `/read-all`,
// `/unread-all`). The page shown, the bell and the badge change at once; a failure puts them back and
// says so.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import type { NotificationList, NotificationRow } from '../../app/server-state';
import { NOTIFICATIONS_QUERY_KEY } from '../../app/server-state';
import { api } from '../../data/api-client';

/** A change of read marks: one notice (in the state it is shown in), or all of them. */
export type ReadChange = { read: boolean; notice?: Pick<NotificationRow, 'id' | 'read'> };

/** A cached page (or the counts alone) after the change: its rows and its unread count. */
export function withRead(list: NotificationList, change: ReadChange): NotificationList {
  const { read, notice } = change;
  const rows = list.rows.map((row) =>
    notice === undefined || row.id === notice.id ? { ...row, read } : row,
  );
  if (notice === undefined) return { ...list, rows, unread: read ? 0 : list.total };
  const step = notice.read === read ? 0 : read ? -1 : 1;
  return { ...list, rows, unread: Math.min(list.total, Math.max(0, list.unread + step)) };
}

export function useNotificationMarks() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  // A second click while a change is on its way is ignored (the buttons stay enabled: no flicker).
  const pending = useRef(new Set<string>());

  async function change(readChange: ReadChange, path: string): Promise<void> {
    const key = readChange.notice?.id ?? '*';
    if (pending.current.has(key) || pending.current.has('*')) return;
    pending.current.add(key);
    const lists = { queryKey: NOTIFICATIONS_QUERY_KEY };
    await queryClient.cancelQueries(lists);
    const before = queryClient.getQueriesData<NotificationList>(lists);
    queryClient.setQueriesData<NotificationList>(lists, (list) => list && withRead(list, readChange));
    try {
      await api.request<void>('POST', path);
    } catch (error) {
      for (const [queryKey, list] of before) queryClient.setQueryData(queryKey, list);
      notifications.show({
        color: 'red',
        message: errorText(t, error, 'common:notificationsPage.markFailed'),
      });
    } finally {
      pending.current.delete(key);
      void queryClient.invalidateQueries(lists);
    }
  }

  return {
    mark: (notice: Pick<NotificationRow, 'id' | 'read'>, read: boolean) =>
      change({ notice, read }, `/notifications/${encodeURIComponent(notice.id)}/${read ? 'read' : 'unread'}`),
    markAll: (read: boolean) => change({ read }, `/notifications/${read ? 'read' : 'unread'}-all`),
  };
}
