// The hours screen's data: the seafarers whose hours the user may record and a month of hours, from the
// data source in use (the server, or at sea the local database: crew-hours-local.ts), with their query
// keys under the entities' keys, so a saved day or a sync that brings rows refreshes them.
import type { HoursDay, HoursMonth, Role, SavedDay, Seafarer } from '@mars/domain';
import { crewMemberEntity, workRestDayEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../app/auth/auth-context';
import { useEntityClient } from '../../app/data-source';
import { api, buildQuery } from '../../data/api-client';
import type { DataSourceId, EntityClient } from '../../data/entity-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { localHoursMonth, localSeafarers, saveLocalHoursDay, signLocalHoursMonth } from './crew-hours-local';

export type { HoursDay, HoursMonth, SavedDay, Seafarer };

export const crewKeys = {
  seafarers: (vesselId: string | undefined, source: DataSourceId) =>
    [...entityKeys(crewMemberEntity).all, 'hours-seafarers', vesselId ?? 'all', source] as const,
  months: entityKeys(workRestDayEntity).all,
  month: (crewMemberId: string, month: string, source: DataSourceId) =>
    [...entityKeys(workRestDayEntity).all, 'month', crewMemberId, month, source] as const,
};

function useReader() {
  const { user } = useAuth();
  return user ? { userId: user.id, role: user.role } : undefined;
}

export function useSeafarers(vesselId: string | undefined) {
  const client = useEntityClient();
  const reader = useReader();
  return useQuery({
    queryKey: crewKeys.seafarers(vesselId, client.source),
    queryFn: async () =>
      client.source === 'local' && reader
        ? localSeafarers(client, vesselId, reader)
        : (
            await api.request<{ rows: Seafarer[] }>(
              'GET',
              `/crew/hours/seafarers${buildQuery({ vessel_id: vesselId })}`,
            )
          ).rows,
    networkMode: client.networkMode,
  });
}

export function useHoursMonth(crewMemberId: string | null, month: string) {
  const client = useEntityClient();
  const reader = useReader();
  return useQuery({
    queryKey: crewKeys.month(crewMemberId ?? '', month, client.source),
    queryFn: () =>
      client.source === 'local' && reader
        ? localHoursMonth(client, { crewMemberId: crewMemberId ?? '', month }, reader)
        : api.request<HoursMonth>(
            'GET',
            `/crew/hours${buildQuery({ crew_member_id: crewMemberId ?? '', month })}`,
          ),
    enabled: crewMemberId !== null,
    networkMode: client.networkMode,
  });
}

export function saveHoursDay(
  client: EntityClient,
  crewMember: Seafarer,
  date: string,
  body: { slots: string; remarks: string | null; version: number | null },
): Promise<SavedDay> {
  if (client.source === 'local') return saveLocalHoursDay(client, crewMember, date, body);
  return api.request<SavedDay>('PUT', `/crew/hours/${encodeURIComponent(crewMember.id)}/${date}`, {
    slots: body.slots,
    remarks: body.remarks,
    ...(body.version === null ? {} : { version: body.version }),
  });
}

/** The seafarer signs their month's record (once; its days then stay as signed). */
export function signHoursMonth(
  client: EntityClient,
  crewMember: Seafarer,
  month: string,
  reader: { userId: string; role: Role },
): Promise<HoursMonth> {
  if (client.source === 'local') return signLocalHoursMonth(client, crewMember, month, reader);
  return api.request<HoursMonth>('POST', `/crew/hours/${encodeURIComponent(crewMember.id)}/${month}/sign`);
}

export function recordSheetUrl(crewMemberId: string, month: string, language: string): string {
  const lang = language.startsWith('de') ? 'de' : 'en';
  return `/api/v1/crew/hours/${encodeURIComponent(crewMemberId)}/${month}/record.pdf?lang=${lang}`;
}
