// The maintenance module's own calls (overview, calendar, raising due work),
// all through the one API client, with their query keys.
import type { CalendarItem, MaintenanceCalendar, MaintenanceOverview, WorkItem } from '@mars/domain';
import { equipmentEntity, workOrderEntity } from '@mars/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

export type { CalendarItem, MaintenanceOverview, WorkItem };

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  overview: (vesselId: string | undefined) => ['maintenance', 'overview', vesselId ?? ''] as const,
  calendar: (vesselId: string | undefined, from: string, to: string) =>
    ['maintenance', 'calendar', vesselId ?? '', from, to] as const,
};

export function useMaintenanceOverview(vesselId: string | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.overview(vesselId),
    queryFn: () =>
      api.request<MaintenanceOverview>('GET', `/maintenance/overview${buildQuery({ vessel_id: vesselId })}`),
  });
}

export function useMaintenanceCalendar(vesselId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: maintenanceKeys.calendar(vesselId, from, to),
    queryFn: () =>
      api.request<MaintenanceCalendar>(
        'GET',
        `/maintenance/calendar${buildQuery({ vessel_id: vesselId, from, to })}`,
      ),
  });
}

/** Raises the work orders of the planned jobs that are due (once per due period). */
export function raiseDueWork(vesselId: string | undefined) {
  return api.request<{ raised: number }>(
    'POST',
    '/maintenance-jobs/raise-due',
    vesselId ? { vessel_id: vesselId } : {},
  );
}

/** After a write: lists, stats, overview and calendar all show the new state. */
export async function refreshMaintenance(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entityKeys(workOrderEntity).all }),
    queryClient.invalidateQueries({ queryKey: entityKeys(equipmentEntity).all }),
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  ]);
}
