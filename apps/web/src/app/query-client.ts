// Server state lives in TanStack Query (design.md section 2). Every query and mutation outcome feeds
// the connection state of the sync indicator.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from '../data/api-client';
import { reportApiOutcome } from './connection-status';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Answers of the server (4xx) do not change on retry; a network hiccup may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => reportApiOutcome(error),
      onSuccess: () => reportApiOutcome(null),
    }),
    mutationCache: new MutationCache({
      onError: (error) => reportApiOutcome(error),
      onSuccess: () => reportApiOutcome(null),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
