// The safety module's own calls (the participants of a drill, the SOLAS drill status), through the one
// API client. Their keys lie under the drills' entity keys, so a drill's save or step refreshes them.
import type { DrillParticipants, SolasStatus } from '@mars/domain';
import { drillEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

export const safetyKeys = {
  solas: (vesselId: string | undefined) => [...entityKeys(drillEntity).all, 'solas', vesselId ?? ''] as const,
  participants: (drillId: string) => [...entityKeys(drillEntity).all, 'participants', drillId] as const,
};

export function useSolasStatus(vesselId: string | undefined) {
  return useQuery({
    queryKey: safetyKeys.solas(vesselId),
    queryFn: () =>
      api.request<SolasStatus>('GET', `/drills/solas-status${buildQuery({ vessel_id: vesselId })}`),
  });
}

export function useDrillParticipants(drillId: string | undefined) {
  return useQuery({
    queryKey: safetyKeys.participants(drillId ?? ''),
    queryFn: () =>
      api.request<DrillParticipants>('GET', `/drills/${encodeURIComponent(drillId!)}/participants`),
    enabled: Boolean(drillId),
  });
}

export function saveDrillParticipants(drillId: string, crewMemberIds: string[], version?: number) {
  return api.request<DrillParticipants>('PUT', `/drills/${encodeURIComponent(drillId)}/participants`, {
    crew_member_ids: crewMemberIds,
    version,
  });
}

/** The report of one drill as PDF, in the language of the screen (GET /api/v1/drills/:id/report.pdf). */
export function drillReportUrl(drillId: string, language: string): string {
  const lang = language.startsWith('de') ? 'de' : 'en';
  return `/api/v1/drills/${encodeURIComponent(drillId)}/report.pdf?lang=${lang}`;
}
