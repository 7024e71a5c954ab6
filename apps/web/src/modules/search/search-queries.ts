// `GET /api/v1/search`: every entity of the organization, grouped by entity (docs/http-api.md).
import type { SearchAnswer, SearchHit } from '@mars/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, buildQuery } from '../../data/api-client';

export type { SearchAnswer, SearchHit };

export type SearchGroup = { entity: string; count: number; hits: SearchHit[] };

export const SEARCH_QUERY_KEY = ['search'] as const;
/** Shorter terms match too much to be useful. */
export const MIN_SEARCH_LENGTH = 2;

export function useSearchQuery(term: string, limit: number) {
  const q = term.trim();
  return useQuery({
    queryKey: [...SEARCH_QUERY_KEY, q, limit],
    queryFn: () => api.request<SearchAnswer>('GET', `/search${buildQuery({ q, limit })}`),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The hits grouped by entity, in the order the server answered (the registry's). */
export function groupHits(answer: SearchAnswer): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of answer.rows) {
    let group = groups.get(hit.entity);
    if (!group) {
      group = { entity: hit.entity, count: answer.counts[hit.entity] ?? 0, hits: [] };
      groups.set(hit.entity, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
