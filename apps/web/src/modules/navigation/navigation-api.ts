// The navigation module's own call: the last position of each vessel (GET /navigation/last-positions),
// through the one API client, with its query key.
import type { LastPosition, LastPositionsAnswer } from '@mars/domain';
import { navigationPositionEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

export type { LastPosition };

export const navigationKeys = {
  // Under the positions' own keys: a saved or deleted position refreshes it with the list.
  lastPositions: (vesselId: string | undefined) =>
    [...entityKeys(navigationPositionEntity).all, 'last-positions', vesselId ?? ''] as const,
};

export function useLastPositions(vesselId: string | undefined) {
  return useQuery({
    queryKey: navigationKeys.lastPositions(vesselId),
    queryFn: () =>
      api.request<LastPositionsAnswer>(
        'GET',
        `/navigation/last-positions${buildQuery({ vessel_id: vesselId })}`,
      ),
  });
}
