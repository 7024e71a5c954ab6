// The data source of the entity screens (spec sections 2 and 3): the server's API ('remote', the
// default) or the browser's offline database ('local'), chosen in the header and kept in local
// storage. Every generic list, stat card, form, deletion and workflow step asks through
// `useEntityClient()`, so each works on either source. The local database and its code are loaded
// only when 'local' is first asked (they stay out of the first screen's scripts).
import type { Role } from '@mars/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

import type { DataSourceId, EntityClient } from '../data/entity-client';
import { remoteEntityClient } from '../data/entity-client';
import { keepDeviceStorage } from '../offline/device-storage';
import { useAuth } from './auth/auth-context';

export type { DataSourceId, EntityClient };
export const DATA_SOURCE_IDS: readonly DataSourceId[] = ['remote', 'local'];
export const DATA_SOURCE_STORAGE_KEY = 'mars.dataSource';

export function readDataSource(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): DataSourceId {
  try {
    return storage?.getItem(DATA_SOURCE_STORAGE_KEY) === 'local' ? 'local' : 'remote';
  } catch {
    return 'remote';
  }
}

type DataSourceValue = {
  source: DataSourceId;
  setSource: (source: DataSourceId) => void;
  client: EntityClient;
};

const DataSourceContext = createContext<DataSourceValue>({
  source: 'remote',
  setSource: () => undefined,
  client: remoteEntityClient,
});

type LocalUser = { userId: string; role: Role; organizationId: string; name: string };

/**
 * The local database's client, its code fetched on the first call (not with the first screen); the
 * database is made this user's first (offline/local-owner.ts).
 */
function deferredLocalClient(user: LocalUser): EntityClient {
  let loaded: Promise<EntityClient> | undefined;
  const client = () =>
    (loaded ??= import('../offline/local-client').then(async (module) => {
      await module.claimLocal(user);
      return module.localEntityClient(user);
    }));
  return {
    source: 'local',
    networkMode: 'always',
    list: async (entity, params) => (await client()).list(entity, params),
    stats: async (entity, params) => (await client()).stats(entity, params),
    get: async (entity, id) => (await client()).get(entity, id),
    upsert: async (entity, id, body) => (await client()).upsert(entity, id, body),
    remove: async (entity, id) => (await client()).remove(entity, id),
    step: async (entity, id, action, body) => (await client()).step(entity, id, action, body),
  };
}

export function DataSourceProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [source, setSourceState] = useState<DataSourceId>(() => readDataSource());
  const userId = user?.id;
  const role = user?.role;
  const organizationId = user?.organizationId;
  const name = user?.fullName ?? '';

  const setSource = useCallback(
    (next: DataSourceId) => {
      try {
        localStorage.setItem(DATA_SOURCE_STORAGE_KEY, next);
      } catch {
        // Private mode: the choice lasts for this visit.
      }
      setSourceState(next);
      // The offline database is worth keeping: asked while the user's choice still counts as a
      // gesture (a browser may prompt); the sync meter shows the answer and can ask again.
      if (next === 'local') void keepDeviceStorage();
      // What was read from the other source is not shown as this one's.
      queryClient.removeQueries({ queryKey: ['entity'] });
    },
    [queryClient],
  );

  const client = useMemo(
    () =>
      source === 'local' && userId && role && organizationId
        ? deferredLocalClient({ userId, role, organizationId, name })
        : remoteEntityClient,
    [source, userId, role, organizationId, name],
  );
  const value = useMemo<DataSourceValue>(() => ({ source, setSource, client }), [source, setSource, client]);
  return <DataSourceContext.Provider value={value}>{children}</DataSourceContext.Provider>;
}

export function useDataSource(): DataSourceValue {
  return useContext(DataSourceContext);
}

/** The entity API of the chosen source. */
export function useEntityClient(): EntityClient {
  return useContext(DataSourceContext).client;
}
