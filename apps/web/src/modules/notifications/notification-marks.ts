// Marking notifications read or unread (`POST /notifications/<id>/read|unread`, `/read-all`,
// `/unread-all`). The list, the bell and the page change at once; a failure puts them back and says so.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '../../app/error-text';
import type { NotificationList } from '../../app/server-state';
import { NOTIFICATIONS_QUERY_KEY } from '../../app/server-state';
import { api } from '../../data/api-client';

/** The list with the given rows (all when ids is undefined) read or unread, and its unread count. */
export function withRead(
  list: NotificationList,
  ids: readonly string[] | undefined,
  read: boolean,
): NotificationList {
  const rows = list.rows.map((row) => (ids === undefined || ids.includes(row.id) ? { ...row, read } : row));
  return { ...list, rows, unread: rows.filter((row) => !row.read).length };
}

export function useNotificationMarks() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  // A second click while a change is on its way is ignored (the buttons stay enabled: no flicker).
  const pending = useRef(new Set<string>());

  async function change(ids: readonly string[] | undefined, read: boolean, path: string): Promise<void> {
    const key = ids?.[0] ?? '*';
    if (pending.current.has(key) || pending.current.has('*')) return;
    pending.current.add(key);
    await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    const before = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
    if (before) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, withRead(before, ids, read));
    try {
      await api.request<void>('POST', path);
    } catch (error) {
      if (before) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, before);
      notifications.show({
        color: 'red',
        message: errorText(t, error, 'common:notificationsPage.markFailed'),
      });
    } finally {
      pending.current.delete(key);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    }
  }

  return {
    mark: (id: string, read: boolean) =>
      change([id], read, `/notifications/${encodeURIComponent(id)}/${read ? 'read' : 'unread'}`),
    markAll: (read: boolean) => change(undefined, read, `/notifications/${read ? 'read' : 'unread'}-all`),
  };
}
