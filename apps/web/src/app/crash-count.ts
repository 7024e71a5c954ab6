// Spec section 8: the crash screen counts repeated crashes in this browser session.
export const CRASH_COUNT_STORAGE_KEY = 'mars.crash-count';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readCrashCount(store: Storage | null = storage()): number {
  const value = Number(store?.getItem(CRASH_COUNT_STORAGE_KEY) ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Counts one more crash and answers the new count. */
export function recordCrash(store: Storage | null = storage()): number {
  const count = readCrashCount(store) + 1;
  store?.setItem(CRASH_COUNT_STORAGE_KEY, String(count));
  return count;
}

/** A warning is shown after more than one crash. */
export function isRepeatedCrash(count: number): boolean {
  return count > 1;
}
