// The maintenance module's own calls (overview, calendar, work-order steps, readings, assignees),
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

export type Assignee = { id: string; full_name: string; role: string };

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  overview: (vesselId: string | undefined) => ['maintenance', 'overview', vesselId ?? ''] as const,
  calendar: (vesselId: string | undefined, from: string, to: string) =>
    ['maintenance', 'calendar', vesselId ?? '', from, to] as const,
  assignees: (vesselId: string | undefined) => ['maintenance', 'assignees', vesselId ?? ''] as const,
  equipmentNames: (vesselId: string | undefined) =>
    ['maintenance', 'equipment-names', vesselId ?? ''] as const,
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

export function useAssignees(vesselId: string | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.assignees(vesselId),
    queryFn: () =>
      api.request<{ rows: Assignee[] }>(
        'GET',
        `/maintenance/assignees${buildQuery({ vessel_id: vesselId })}`,
      ),
    staleTime: 5 * 60_000,
    select: (data) => data.rows,
  });
}

/** Code and name of every piece of equipment of the vessel (or all visible ones), for names and pickers. */
export function useEquipmentNames(vesselId: string | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.equipmentNames(vesselId),
    queryFn: () =>
      api.list<{ id: string; code: string; name: string; vessel_id: string; parent_id: string | null }>(
        equipmentEntity.resource,
        { vessel_id: vesselId, limit: 500, sort: 'code' },
      ),
    staleTime: 60_000,
    select: (data) => data.rows,
  });
}

export function recordRunningHours(
  equipmentId: string,
  body: { hours: number; reading_at?: string; remarks?: string },
) {
  return api.request<Record<string, unknown>>(
    'POST',
    `/${equipmentEntity.resource}/${encodeURIComponent(equipmentId)}/running-hours`,
    body,
  );
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
