// The maintenance module's own calls (overview, calendar, raising due work),
// all through the one API client, with their query keys.
import { equipmentEntity, workOrderEntity } from '@mars/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

export type WorkItem = {
  id: string;
  vessel_id: string;
  work_order_number: string | null;
  title: string;
  status: string;
  priority: string;
  due_date: string;
  scheduled_date: string | null;
  equipment_name: string | null;
  criticality: string | null;
};

export type MaintenanceOverview = {
  today: string;
  open: number;
  inProgress: number;
  overdue: number;
  dueSoon: number;
  completedLast30Days: number;
  completionRate: { days: number; due: number; completed: number; rate: number | null };
  byCriticality: { criticality: string; equipment: number; open: number; overdue: number }[];
  equipmentByStatus: Record<string, number>;
  overdueWorkOrders: WorkItem[];
  dueSoonWorkOrders: WorkItem[];
};

export type CalendarItem = {
  kind: 'workOrder' | 'plannedJob';
  dateKind: 'scheduled' | 'due';
  date: string;
  id: string;
  vessel_id: string;
  title: string;
  work_order_number: string | null;
  status: string | null;
  priority: string | null;
  is_overdue: boolean;
  equipment_name: string | null;
};

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
      api.request<{ items: CalendarItem[] }>(
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
