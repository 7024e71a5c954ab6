// Server reads of the dashboard: `GET /api/v1/dashboard` and `GET /api/v1/activity`, for the selected
// vessel or, with none selected, the fleet.
import { useQuery } from '@tanstack/react-query';

import { useVessel } from '../../app/vessel-context';
import { api, buildQuery } from '../../data/api-client';
import type { Vessel } from '../../data/api-client';

export type CertificateCounts = { valid: number; expiring: number; expired: number };
export type WorkOrderCounts = { open: number; overdue: number; dueSoon: number };
export type CrewCounts = { onBoard: number; certificatesExpiring: number };

export type VesselFigures = {
  certificates: CertificateCounts;
  workOrders: WorkOrderCounts;
  crew: CrewCounts;
  restHourViolations: number;
};

export type UpcomingTask = {
  kind: 'work_order' | 'certificate' | 'crew_certificate';
  id: string;
  title: string;
  detail: string | null;
  vesselId: string;
  vesselName: string;
  date: string;
  days: number;
  link: string;
};

export type DashboardData = {
  today: string;
  vessel: Vessel | null;
  fleet: (Vessel & VesselFigures)[];
  figures: VesselFigures;
  upcoming: UpcomingTask[];
};

export type ActivityEntry = {
  id: number;
  at: string;
  action: 'create' | 'update' | 'delete' | string;
  entity: string;
  entityId: string;
  title: string | null;
  changedFields: string[];
  userId: string | null;
  userName: string | null;
  vesselId: string | null;
  vesselName: string | null;
  link: string | null;
};

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
