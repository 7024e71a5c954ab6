// Server state of the crew screens: the seafarers whose hours the user may record and a month of hours.
import type { HoursDay, HoursMonth, SavedDay, Seafarer } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';

export type { HoursDay, HoursMonth, SavedDay, Seafarer };

export const crewKeys = {
  seafarers: (vesselId: string | undefined) => ['crew', 'seafarers', vesselId ?? 'all'] as const,
  month: (crewMemberId: string, month: string) => ['crew', 'hours', crewMemberId, month] as const,
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

/** The seafarer signs their month's record (once; its days then stay as signed). */
export function signHoursMonth(crewMemberId: string, month: string): Promise<HoursMonth> {
  return api.request<HoursMonth>('POST', `/crew/hours/${encodeURIComponent(crewMemberId)}/${month}/sign`);
}

export function recordSheetUrl(crewMemberId: string, month: string, language: string): string {
  const lang = language.startsWith('de') ? 'de' : 'en';
  return `/api/v1/crew/hours/${encodeURIComponent(crewMemberId)}/${month}/record.pdf?lang=${lang}`;
}
