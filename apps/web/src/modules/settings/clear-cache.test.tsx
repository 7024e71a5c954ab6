import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { clearBrowserCache } from './clear-cache';

describe('clearing what the browser keeps', () => {
  it('forgets the app’s remembered data but keeps the sign-in, the preferences and other sites’ keys', async () => {
    localStorage.clear();
    const kept = ['mars.session', 'mars.language', 'mars.layout', 'mars.timezone', 'mars.color-scheme'];
    for (const key of [...kept, 'mars.vessel', 'mars.sidebar-collapsed', 'mars.crash-count', 'other.app']) {
      localStorage.setItem(key, 'x');
    }
    const queryClient = new QueryClient();
    queryClient.setQueryData(['work-orders', 'list'], { rows: [], total: 0 });

    await clearBrowserCache(queryClient, localStorage);

    const left = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();
    expect(left).toEqual([...kept, 'other.app'].sort());
    expect(queryClient.getQueryData(['work-orders', 'list'])).toBeUndefined();
  });
});
