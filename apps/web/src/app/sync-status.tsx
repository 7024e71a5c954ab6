// The sync's state for the header (issue 12): while the data source is 'local' the sync runs in this
// tab (offline/sync-service.ts, loaded then) and its status, 'Sync now' and the Master's budget
// override are offered here. After each run that brought changes, the screens read again.
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { StorageLevel } from '../offline/device-storage';
import { DEVICE_STORAGE_QUERY_KEY, readDeviceStorage } from '../offline/device-storage';
import { HELD_BY_ANOTHER_USER } from '../offline/local-owner';
import type { SyncRunner, SyncStatus } from '../offline/sync-runner';
import { useAuth } from './auth/auth-context';
import { useDataSource } from './data-source';

export type { SyncStatus };

type SyncValue = {
  /** null on 'remote', and while the sync starts. */
  status: SyncStatus | null;
  syncNow(): Promise<void>;
  overrideBudget(): Promise<void>;
};

const SyncContext = createContext<SyncValue>({
  status: null,
  syncNow: async () => undefined,
  overrideBudget: async () => undefined,
});

function refreshScreens(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['entity'] });
  void queryClient.invalidateQueries({ queryKey: ['reference-options'] });
  void queryClient.invalidateQueries({ queryKey: ['reference-row'] });
  void queryClient.invalidateQueries({ queryKey: DEVICE_STORAGE_QUERY_KEY });
}

/**
 * After a sync: a toast when the browser's storage for MARS passes 80 % (then 95 %) of its quota,
 * once per level and visit, so that the crew frees space before offline changes fail to save.
 */
async function warnOfFullStorage(t: TFunction, warned: { current: StorageLevel }): Promise<void> {
  const { level } = await readDeviceStorage();
  if (level === 'ok' || level === warned.current) return;
  warned.current = level;
  notifications.show({
    color: level === 'error' ? 'red' : 'orange',
    title: t('header.syncPanel.storage.title'),
    message: t('header.syncPanel.storage.almostFull'),
    autoClose: false,
  });
}

/** The local database is another user's until their changes are sent: said, and the remote one used. */
function refuseLocal(t: TFunction, error: unknown): void {
  const details = (error as { code?: string; details?: { name?: unknown } } | null) ?? {};
  const heldBy = details.code === HELD_BY_ANOTHER_USER ? String(details.details?.name ?? '') : null;
  notifications.show({
    color: 'orange',
    title: t('header.dataSource.heldTitle'),
    message:
      heldBy === null ? t('header.dataSource.openFailed') : t('header.dataSource.heldBy', { name: heldBy }),
    autoClose: false,
  });
}

export function SyncProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('nav');
  const { source, setSource } = useDataSource();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [runner, setRunner] = useState<SyncRunner | null>(null);
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const lastSyncAt = useRef<string | null>(null);
  const storageWarned = useRef<StorageLevel>('ok');
  const isActive = source === 'local' && Boolean(user);
  const userId = user?.id;
  const organizationId = user?.organizationId;
  const name = user?.fullName ?? '';
  const role = user?.role;

  useEffect(() => {
    if (!isActive || !userId || !organizationId) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void import('../offline/sync-service').then(async ({ claimLocal, startSync, stopSync }) => {
      // The database is this user's before anything of it is read or sent (offline/local-owner.ts).
      try {
        await claimLocal({ userId, organizationId, name, ...(role ? { role } : {}) });
      } catch (error) {
        if (!isCurrent) return;
        refuseLocal(t, error);
        setSource('remote');
        return;
      }
      if (!isCurrent) return;
      const started = startSync();
      setRunner(started);
      const unsubscribe = started.subscribe((next) => {
        setStatus(next);
        if (next.lastSyncAt !== lastSyncAt.current) {
          if (lastSyncAt.current !== null || next.lastSyncAt !== null) {
            refreshScreens(queryClient);
            void warnOfFullStorage(t, storageWarned);
          }
          lastSyncAt.current = next.lastSyncAt;
        }
      });
      stop = () => {
        unsubscribe();
        stopSync();
      };
    });
    return () => {
      isCurrent = false;
      stop?.();
      setRunner(null);
      setStatus(null);
    };
  }, [isActive, userId, organizationId, name, role, queryClient, setSource, t]);

  const value = useMemo<SyncValue>(
    () => ({
      status: isActive ? status : null,
      syncNow: async () => runner?.syncNow(),
      overrideBudget: async () => runner?.overrideBudget(),
    }),
    [isActive, status, runner],
  );
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}

export function useSync(): SyncValue {
  return useContext(SyncContext);
}
