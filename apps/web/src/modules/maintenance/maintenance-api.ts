// The maintenance module's own calls (overview, calendar, raising due work), with their query keys:
// the overview and the calendar from the data source in use (the local database at sea,
// maintenance-local.ts), raising due work through the server.
import type { CalendarItem, MaintenanceCalendar, MaintenanceOverview, WorkItem } from '@mars/domain';
import { equipmentEntity, workOrderEntity } from '@mars/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { localMaintenanceCalendar, localMaintenanceOverview } from './maintenance-local';

const today = () => new Date().toISOString().slice(0, 10);

export type { CalendarItem, MaintenanceOverview, WorkItem };

// Under the work orders' keys: a saved work order, or a sync that brings rows, refreshes them.
const maintenanceAll = [...entityKeys(workOrderEntity).all, 'maintenance'] as const;
export const maintenanceKeys = {
  all: maintenanceAll,
  overview: (vesselId: string | undefined, source: string) =>
    [...maintenanceAll, 'overview', vesselId ?? '', source] as const,
  calendar: (vesselId: string | undefined, from: string, to: string, source: string) =>
    [...maintenanceAll, 'calendar', vesselId ?? '', from, to, source] as const,
};

export function useMaintenanceOverview(vesselId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: maintenanceKeys.overview(vesselId, client.source),
    queryFn: () =>
      client.source === 'local'
        ? localMaintenanceOverview(client, vesselId, today())
        : api.request<MaintenanceOverview>(
            'GET',
            `/maintenance/overview${buildQuery({ vessel_id: vesselId })}`,
          ),
    networkMode: client.networkMode,
  });
}

export function useMaintenanceCalendar(vesselId: string | undefined, from: string, to: string) {
  const client = useEntityClient();
  return useQuery({
    queryKey: maintenanceKeys.calendar(vesselId, from, to, client.source),
    queryFn: () =>
      client.source === 'local'
        ? localMaintenanceCalendar(client, { vesselId, from, to, today: today() })
        : api.request<MaintenanceCalendar>(
            'GET',
            `/maintenance/calendar${buildQuery({ vessel_id: vesselId, from, to })}`,
          ),
    networkMode: client.networkMode,
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
