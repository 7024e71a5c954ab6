// Shared server reads of the app frame: notifications (bell with the unread count, expiring badge,
// /notifications) and the health check (classic status bar, settings 'About').
import type { HealthAnswer, NotificationList, NotificationRow } from '@mars/domain';
import { NOTIFICATIONS_PAGE_SIZE } from '@mars/domain/first-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../data/api-client';
import { useAuth } from './auth/auth-context';

/**
 * `GET /api/v1/notifications`: a page of the notices of the kinds the user wants, how many there are,
 * how many of them are unread, and how many certificate notices there are whatever the user wants
 * (the menu's badge).
 */
export type { NotificationList, NotificationRow };

/** Every notifications query lies under this key (marking a notice read refreshes them all). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const HEALTH_QUERY_KEY = ['health'] as const;

/** The counts alone (the bell, the menu's badge): asked every minute, so no notice comes with them. */
export function useNotificationCounts() {
  const { status } = useAuth();
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'counts'],
    // A poll, not the user: it does not extend the session (spec section 9).
    queryFn: () =>
      api.request<NotificationList>('GET', '/notifications?limit=0', undefined, { background: true }),
    enabled: status === 'authenticated',
    refetchInterval: 60_000,
  });
}

/** One page (from 1) of the notices, all or only the unread ones, NOTIFICATIONS_PAGE_SIZE a page. */
export function useNotificationsPage(shown: 'all' | 'unread', page: number) {
  const offset = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'page', shown, page],
    queryFn: () =>
      api.request<NotificationList>(
        'GET',
        `/notifications?shown=${shown}&limit=${NOTIFICATIONS_PAGE_SIZE}&offset=${offset}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useExpiringCertificatesCount(): number | null {
  return useNotificationCounts().data?.certificateNotices ?? null;
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
