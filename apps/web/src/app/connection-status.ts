// The true connection state for the sync indicator: the browser's online flag plus what the last
// API calls answered. A call that never reached the server marks the API unreachable; any answer
// from the server (even an error status) marks it reachable again.
import { useSyncExternalStore } from 'react';

import { ApiError } from '../data/api-client';

export type ConnectionState = 'online' | 'offline';

let isApiReachable = true;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** True when the error means the request did not reach the server (network cut, timeout, gateway). */
export function isUnreachableError(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  }
  return error instanceof TypeError;
}

export function reportApiOutcome(error: unknown | null): void {
  const reachable = error === null || !isUnreachableError(error);
  if (reachable !== isApiReachable) {
    isApiReachable = reachable;
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function snapshot(): ConnectionState {
  return navigator.onLine && isApiReachable ? 'online' : 'offline';
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, snapshot, () => 'online');
}
