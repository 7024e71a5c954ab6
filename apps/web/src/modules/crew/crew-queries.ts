// Server state of the crew screens: the seafarers whose hours the user may record, a month of hours,
// and the names of crew members and courses for the list cells.
import type { DaySummary, HoursViolation } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';

export type Seafarer = {
  id: string;
  vessel_id: string;
  first_name: string;
  last_name: string;
  rank: string;
  user_id: string | null;
};

export type HoursDay = DaySummary & { remarks: string | null; version: number | null };
export type HoursMonth = {
  crewMember: Seafarer;
  month: string;
  days: HoursDay[];
  previousDays: { date: string; slots: string }[];
  violations: HoursViolation[];
};
export type SavedDay = {
  id: string;
  work_date: string;
  slots: string;
  remarks: string | null;
  version: number;
};

export const crewKeys = {
  seafarers: (vesselId: string | undefined) => ['crew', 'seafarers', vesselId ?? 'all'] as const,
  month: (crewMemberId: string, month: string) => ['crew', 'hours', crewMemberId, month] as const,
  names: (resource: string, vesselId: string | undefined) =>
    ['crew', 'names', resource, vesselId ?? 'all'] as const,
};

export function useSeafarers(vesselId: string | undefined) {
  return useQuery({
    queryKey: crewKeys.seafarers(vesselId),
    queryFn: () =>
      api.request<{ rows: Seafarer[] }>('GET', `/crew/hours/seafarers${buildQuery({ vessel_id: vesselId })}`),
    select: (data) => data.rows,
  });
}

export function useHoursMonth(crewMemberId: string | null, month: string) {
  return useQuery({
    queryKey: crewKeys.month(crewMemberId ?? '', month),
    queryFn: () =>
      api.request<HoursMonth>(
        'GET',
        `/crew/hours${buildQuery({ crew_member_id: crewMemberId ?? '', month })}`,
      ),
    enabled: crewMemberId !== null,
  });
}

export function saveHoursDay(
  crewMemberId: string,
  date: string,
  body: { slots: string; remarks: string | null; version: number | null },
): Promise<SavedDay> {
  return api.request<SavedDay>('PUT', `/crew/hours/${encodeURIComponent(crewMemberId)}/${date}`, {
    slots: body.slots,
    remarks: body.remarks,
    ...(body.version === null ? {} : { version: body.version }),
  });
}

/** id -> display name of the crew members (or courses) of the selected vessel, for list cells. */
export function useNames(resource: 'personnel' | 'trainings', vesselId: string | undefined) {
  return useQuery({
    queryKey: crewKeys.names(resource, vesselId),
    queryFn: () =>
      api.list<Record<string, unknown>>(resource, {
        limit: 500,
        vessel_id: resource === 'personnel' ? vesselId : undefined,
      }),
    select: (data) =>
      new Map(
        data.rows.map((row) => [
          String(row.id),
          resource === 'personnel'
            ? `${String(row.last_name)}, ${String(row.first_name)}`
            : `${String(row.course_code)} ${String(row.title)}`,
        ]),
      ),
    staleTime: 60_000,
  });
}

export function recordSheetUrl(crewMemberId: string, month: string, language: string): string {
  const lang = language.startsWith('de') ? 'de' : 'en';
  return `/api/v1/crew/hours/${encodeURIComponent(crewMemberId)}/${month}/record.pdf?lang=${lang}`;
}
