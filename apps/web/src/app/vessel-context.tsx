// The vessel the user works on (spec section 2, header 'Select Vessel'). The list is the active ships
// of the user's organization by name (`GET /vessels?status=active`); the choice persists in
// localStorage. An on-board user's own vessel is chosen for them (vesselChoice). Its query key lies
// under the vessel entity's, so a vessel saved on the fleet or settings screen refreshes it.
import { manifestEntry } from '@mars/domain/first-screen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';

import { api, VESSEL_SELECTOR_QUERY } from '../data/api-client';
import type { Vessel } from '../data/api-client';
import type { EntityClient } from '../data/entity-client';
import { remoteEntityClient } from '../data/entity-client';
import { entityKeys } from '../entity-ui/entity-keys';
import { useAuth } from './auth/auth-context';
import { useEntityClient } from './data-source';
import { useStoredChoice } from './stored-choice';
import type { StoredChoice } from './stored-choice';
import { vesselChoice } from './vessel-choice';

export const VESSEL_STORAGE_KEY = 'mars.vessel';
/** The vessel chosen in the selector ('' for none: the fleet). */
const VESSEL_CHOICE: StoredChoice<string> = {
  key: VESSEL_STORAGE_KEY,
  parse: (raw) => raw ?? '',
  serialize: (value) => value,
};
export const VESSELS_QUERY_KEY = [...entityKeys(manifestEntry('vessel')).all, 'selector'] as const;

/** The ships the signed-in user may see (boot.ts fetches them before the first render). */
/**
 * Whether the server answers the user's calls: a temporary password is changed first, and a required
 * two-factor set-up is done first (until then the server refuses everything else).
 */
export function mayUseApp(
  user: { mustChangePassword?: boolean; twoFactorSetupRequired: boolean } | null,
): boolean {
  return user !== null && !user.mustChangePassword && !user.twoFactorSetupRequired;
}

/** The ships of the selector from the data source in use (the offline database's on 'local'). */
export function vesselsQueryOptions(userId: string | undefined, client: EntityClient = remoteEntityClient) {
  return {
    queryKey: [...VESSELS_QUERY_KEY, client.source, userId],
    queryFn: async () =>
      client.source === 'remote'
        ? api.listVessels()
        : (await client.list<Vessel>((await import('@mars/domain')).vesselEntity, VESSEL_SELECTOR_QUERY))
            .rows,
    staleTime: 5 * 60_000,
    networkMode: client.networkMode,
  };
}

export type VesselContextValue = {
  vessels: readonly Vessel[];
  isLoading: boolean;
  selectedVessel: Vessel | null;
  /** The vessel is chosen for the user (their only one): it cannot be changed or cleared. */
  isVesselFixed: boolean;
  selectVessel(id: string | null): void;
};

const VesselContext = createContext<VesselContextValue | null>(null);

export function VesselProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const [storedId, setStoredId] = useStoredChoice(VESSEL_CHOICE);

  // Another user signs in on this browser: forget the previous user's server state.
  const previousUserId = useRef<string | null>(null);
  useEffect(() => {
    const userId = user?.id ?? null;
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [user?.id, queryClient]);

  const client = useEntityClient();
  const vesselsQuery = useQuery({
    ...vesselsQueryOptions(user?.id, client),
    enabled: status === 'authenticated' && mayUseApp(user),
  });

  const value = useMemo<VesselContextValue>(() => {
    const vessels = vesselsQuery.data ?? [];
    const choice = vesselChoice(vessels, storedId, user?.role);
    return {
      vessels,
      isLoading: vesselsQuery.isLoading,
      selectedVessel: choice.selected,
      isVesselFixed: choice.isFixed,
      selectVessel: (id) => setStoredId(id ?? ''),
    };
  }, [vesselsQuery.data, vesselsQuery.isLoading, storedId, setStoredId, user?.role]);

  return <VesselContext.Provider value={value}>{children}</VesselContext.Provider>;
}

export function useVessel(): VesselContextValue {
  const value = useContext(VesselContext);
  if (!value) throw new Error('useVessel must be used within a VesselProvider');
  return value;
}
