// Shared server reads of the app frame: notifications (bell with the unread count, expiring badge,
// /notifications) and the health check (classic status bar, settings 'About').
import type { HealthAnswer, NotificationList, NotificationRow } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../data/api-client';
import { useAuth } from './auth/auth-context';

/**
 * `GET /api/v1/notifications`: the rows of the kinds the user wants, how many, how many of them are
 * unread, and how many certificate notices there are whatever the user wants (the menu's badge).
 */
export type { NotificationList, NotificationRow };

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const HEALTH_QUERY_KEY = ['health'] as const;

export function useNotificationsQuery() {
  const { status } = useAuth();
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    // A poll, not the user: it does not extend the session (spec section 9).
    queryFn: () => api.request<NotificationList>('GET', '/notifications', undefined, { background: true }),
    enabled: status === 'authenticated',
    refetchInterval: 60_000,
  });
}

/** Rows about certificates (expiring, expired): the count beside 'Expiring' in the menu. */
export function countCertificateNotifications(rows: readonly NotificationRow[]): number {
  return rows.filter((row) => row.type.startsWith('certificate')).length;
}

export function useExpiringCertificatesCount(): number | null {
  const { data } = useNotificationsQuery();
  if (!data) return null;
  return data.certificateNotices ?? countCertificateNotifications(data.rows);
}

export type Health = HealthAnswer;

/** `GET /api/health` (outside /api/v1, answered without a session). */
export function fetchHealth(): Promise<Health> {
  return api.health();
}

export function useHealthQuery() {
  return useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: fetchHealth,
    refetchInterval: 30_000,
    retry: false,
  });
}
