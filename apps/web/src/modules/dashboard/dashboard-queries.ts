// Server reads of the dashboard: `GET /api/v1/dashboard` and `GET /api/v1/activity`, for the selected
// vessel or, with none selected, the fleet.
import type { ActivityEntry, DashboardData } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const ACTIVITY_QUERY_KEY = ['activity'] as const;

export function useDashboardQuery() {
  const { selectedVessel } = useVessel();
  const vesselId = selectedVessel?.id;
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, vesselId ?? 'fleet'],
    // Refreshed every minute on its own: a poll does not extend the session (spec section 9).
    queryFn: () =>
      api.request<DashboardData>('GET', `/dashboard${buildQuery({ vessel_id: vesselId })}`, undefined, {
        background: true,
      }),
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
