// Reads of the dashboard, for the selected vessel or, with none selected, the fleet: its figures from
// the data source in use (`GET /api/v1/dashboard`, or the local database at sea through
// dashboard-local.ts, loaded when first asked), and the activity feed (`GET /api/v1/activity`, the
// server's audit log: shown when the link allows).
import type { ActivityEntry, DashboardData } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useAuth } from '../../app/auth/auth-context';
import { useEntityClient } from '../../app/data-source';
import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';

// Under 'entity': computed from the rows, they are read again when a sync brings rows or the data
// source changes, as the lists are.
export const DASHBOARD_QUERY_KEY = ['entity', 'dashboard'] as const;
export const ACTIVITY_QUERY_KEY = ['activity'] as const;

export function useDashboardQuery() {
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  const client = useEntityClient();
  const { user } = useAuth();
  const { t } = useTranslation();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, vesselId ?? 'fleet', client.source],
    // Refreshed every minute on its own: a poll does not extend the session (spec section 9).
    queryFn: () =>
      client.source === 'local'
        ? import('./dashboard-local').then(({ localDashboard }) =>
            localDashboard(client, {
              vesselId,
              today: new Date().toISOString().slice(0, 10),
              t,
              role: user?.role ?? 'crew',
            }),
          )
        : api.request<DashboardData>('GET', `/dashboard${buildQuery({ vessel_id: vesselId })}`, undefined, {
            background: true,
          }),
    networkMode: client.networkMode,
    // Always fresh on opening: an edit made a moment ago elsewhere shows at once.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useActivityQuery(limit = 20) {
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  return useQuery({
    queryKey: [...ACTIVITY_QUERY_KEY, vesselId ?? 'fleet', limit],
    queryFn: () =>
      api.request<{ rows: ActivityEntry[]; total: number }>(
        'GET',
        `/activity${buildQuery({ vessel_id: vesselId, limit })}`,
        undefined,
        { background: true },
      ),
    // Always fresh on opening: an edit made a moment ago elsewhere shows at once.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
