// The screen of the current route, from the route's `handle` (set by the router from navigation.ts).
import { useMatches } from 'react-router';

import type { Screen } from './navigation';

export type ScreenHandle = { screen: Screen };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

export function useCurrentScreen(): Screen | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isScreenHandle(handle)) return handle.screen;
  }
  return null;
}
