// Emissions' own calls (the figures of a reporting year of a vessel and of the fleet), through the one
// API client. Their keys lie under the records' entity keys, so a record's save or step refreshes them.
import type { EmissionsFleetAnswer, EmissionsYearAnswer } from '@mars/domain';
import { emissionRecordEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

const all = entityKeys(emissionRecordEntity).all;

export function useEmissionsYear(vesselId: string | undefined, year: number) {
  return useQuery({
    queryKey: [...all, 'year', vesselId ?? '', year] as const,
    queryFn: () =>
      api.request<EmissionsYearAnswer>('GET', `/emissions/year${buildQuery({ vessel_id: vesselId, year })}`),
    enabled: vesselId !== undefined,
  });
}

export function useEmissionsFleet(year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'fleet', year] as const,
    queryFn: () => api.request<EmissionsFleetAnswer>('GET', `/emissions/fleet${buildQuery({ year })}`),
    enabled,
  });
}
