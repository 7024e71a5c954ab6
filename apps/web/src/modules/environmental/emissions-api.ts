// Emissions' own calls (the figures of a reporting year of a vessel, from the local database at sea, and
// of the fleet), through the one API client. Their keys lie under the records' entity keys, so a record's save or step refreshes them.
import type { EmissionsFleetAnswer, EmissionsYearAnswer } from '@mars/domain';
import { emissionRecordEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { localEmissionsYear } from './emissions-local';

const all = entityKeys(emissionRecordEntity).all;

/** A vessel's year from the data source in use (the local rows at sea). */
export function useEmissionsYear(vesselId: string | undefined, year: number) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...all, 'year', vesselId ?? '', year, client.source] as const,
    queryFn: () =>
      client.source === 'local'
        ? localEmissionsYear(client, vesselId!, year, new Date())
        : api.request<EmissionsYearAnswer>(
            'GET',
            `/emissions/year${buildQuery({ vessel_id: vesselId, year })}`,
          ),
    enabled: vesselId !== undefined,
    networkMode: client.networkMode,
  });
}

export function useEmissionsFleet(year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'fleet', year] as const,
    queryFn: () => api.request<EmissionsFleetAnswer>('GET', `/emissions/fleet${buildQuery({ year })}`),
    enabled,
  });
}
