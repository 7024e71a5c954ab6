// The offline database's place on this device (issue 12 'Storage'): whether the browser keeps it
// (persistent storage, which it does not clear when space runs short) and how full the origin's
// quota is. A browser may refuse to persist (Chrome decides by how the site is used: installed as an
// app, bookmarked); the sync meter then says so and offers to ask again.
export type StorageLevel = 'ok' | 'warning' | 'error';

/** The query of the sync meter, read again after each sync (the database may have grown). */
export const DEVICE_STORAGE_QUERY_KEY = ['device-storage'] as const;

/** The shares of the quota at which the meter warns, and then says that writes may fail. */
export const STORAGE_WARNING_SHARE = 0.8;
export const STORAGE_ERROR_SHARE = 0.95;

export type DeviceStorage = {
  /** null when the browser does not tell (no StorageManager). */
  persisted: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
  /** usage / quota, null when either is unknown. */
  share: number | null;
  level: StorageLevel;
};

type StorageManagerLike = Partial<Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>>;

function storageManager(): StorageManagerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

export function storageLevel(share: number | null): StorageLevel {
  if (share === null) return 'ok';
  if (share >= STORAGE_ERROR_SHARE) return 'error';
  return share >= STORAGE_WARNING_SHARE ? 'warning' : 'ok';
}

/** What the browser says about the origin's storage; nothing it cannot answer throws. */
export async function readDeviceStorage(
  storage: StorageManagerLike | undefined = storageManager(),
): Promise<DeviceStorage> {
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => undefined) : Promise.resolve(undefined),
  ]);
  const usageBytes = typeof estimate?.usage === 'number' ? estimate.usage : null;
  const quotaBytes = typeof estimate?.quota === 'number' && estimate.quota > 0 ? estimate.quota : null;
  const share = usageBytes !== null && quotaBytes !== null ? usageBytes / quotaBytes : null;
  return { persisted, usageBytes, quotaBytes, share, level: storageLevel(share) };
}

export type KeepOutcome = 'persisted' | 'refused' | 'unsupported';

/** Asks the browser to keep the origin's data (IndexedDB included); a grant made before stands. */
export async function keepDeviceStorage(
  storage: StorageManagerLike | undefined = storageManager(),
): Promise<KeepOutcome> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (storage.persisted && (await storage.persisted())) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    return 'refused';
  }
}
