// The navigation module's own calls, through the one API client, with their query keys: the last
// position of each vessel, a vessel's position reports of the day, a passage's track, and a position
// sent to the deck log, a port call's arrival notice marked sent.
import type {
  LastPosition,
  LastPositionsAnswer,
  PassageTrackAnswer,
  PortArrivalNotice,
  PositionLogLine,
  PositionReportsAnswer,
  VesselTrackAnswer,
} from '@mars/domain';
import { navigationPositionEntity, passageEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import {
  localLastPositions,
  localPassageTrack,
  localPositionReports,
  localVesselTrack,
} from './navigation-local';

export type { LastPosition };

export const navigationKeys = {
  // Under the positions' own keys: a saved or deleted position refreshes it with the list.
  lastPositions: (vesselId: string | undefined) =>
    [...entityKeys(navigationPositionEntity).all, 'last-positions', vesselId ?? ''] as const,
  // Under the passages' keys: a saved passage or step refreshes it.
  passageTrack: (passageId: string | undefined) =>
    [...entityKeys(passageEntity).all, 'track', passageId ?? ''] as const,
  vesselTrack: (vesselId: string, days: number) =>
    [...entityKeys(navigationPositionEntity).all, 'track', vesselId, days] as const,
  positionReports: (vesselId: string | undefined) =>
    [...entityKeys(navigationPositionEntity).all, 'position-reports', vesselId ?? ''] as const,
};

/** The last position of each vessel (or of one), from the data source in use (the local rows at sea). */
export function useLastPositions(vesselId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...navigationKeys.lastPositions(vesselId), client.source] as const,
    queryFn: () =>
      client.source === 'local'
        ? localLastPositions(client, vesselId)
        : api.request<LastPositionsAnswer>(
            'GET',
            `/navigation/last-positions${buildQuery({ vessel_id: vesselId })}`,
          ),
    networkMode: client.networkMode,
  });
}

/** 'Quick add to the logbook': the position's draft line in the deck log, written once. */
export function sendPositionToLogbook(positionId: string) {
  return api.request<PositionLogLine>('POST', `/navigation/positions/${positionId}/log-line`);
}

/**
 * A vessel's position reports of the day and its latest position as the deck log carries it, from the
 * data source in use (the local rows at sea).
 */
export function usePositionReports(vesselId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...navigationKeys.positionReports(vesselId), client.source] as const,
    enabled: vesselId !== undefined,
    queryFn: () =>
      client.source === 'local'
        ? localPositionReports(client, vesselId!, new Date())
        : api.request<PositionReportsAnswer>(
            'GET',
            `/navigation/position-reports${buildQuery({ vessel_id: vesselId })}`,
          ),
    networkMode: client.networkMode,
  });
}

/** A passage's track: its positions, distance and duration from them, and its waypoints. */
export function usePassageTrack(passageId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...navigationKeys.passageTrack(passageId), client.source] as const,
    enabled: passageId !== undefined,
    queryFn: () =>
      client.source === 'local'
        ? localPassageTrack(client, passageId!, new Date())
        : api.request<PassageTrackAnswer>('GET', `/navigation/passages/${passageId}/track`),
    networkMode: client.networkMode,
  });
}

/** A vessel's positions of the last 7, 30 or 90 days, for the map. */
export function useVesselTrack(vesselId: string, days: number) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...navigationKeys.vesselTrack(vesselId, days), client.source] as const,
    queryFn: () =>
      client.source === 'local'
        ? localVesselTrack(client, vesselId, days, new Date())
        : api.request<VesselTrackAnswer>(
            'GET',
            `/navigation/track${buildQuery({ vessel_id: vesselId, days })}`,
          ),
    networkMode: client.networkMode,
  });
}

/** The port call's arrival notice marked sent (once). */
export function markArrivalNoticeSent(portCallId: string) {
  return api.request<PortArrivalNotice>('POST', `/navigation/port-calls/${portCallId}/arrival-notice`);
}
