// The logbook module's own calls (summary, audit trail, chain verification, reports, watch
// patterns), all through the one API client, with their query keys.
import type { AuditRow, LogbookSummary, Verification, WatchType } from '@mars/domain';
import { logbookEntryEntity, watchPeriodEntity } from '@mars/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';

import { ApiError, api, buildQuery, downloadFile } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

type Row = Record<string, unknown>;

export const logbookKeys = {
  all: ['logbook'] as const,
  summary: (vesselId: string) => ['logbook', 'summary', vesselId] as const,
  verify: (vesselId: string) => ['logbook', 'verify', vesselId] as const,
  audit: (id: string) => ['logbook', 'audit', id] as const,
};

export function useLogbookSummary(vesselId: string) {
  return useQuery({
    queryKey: logbookKeys.summary(vesselId),
    queryFn: () =>
      api.request<LogbookSummary>('GET', `/logbook/summary${buildQuery({ vessel_id: vesselId })}`),
  });
}

export function verifyChains(vesselId: string, logbookType?: string): Promise<Verification> {
  return api.request<Verification>(
    'GET',
    `/logbook/verify${buildQuery({ vessel_id: vesselId, logbook_type: logbookType || undefined })}`,
  );
}

export function useLogbookEntry(id: string) {
  return useQuery({
    queryKey: entityKeys(logbookEntryEntity).one(id),
    queryFn: () => api.request<Row>('GET', `/${logbookEntryEntity.resource}/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useAuditTrail(id: string) {
  return useQuery({
    queryKey: logbookKeys.audit(id),
    queryFn: () =>
      api.request<{ rows: AuditRow[] }>(
        'GET',
        `/${logbookEntryEntity.resource}/${encodeURIComponent(id)}/audit`,
      ),
    select: (data) => data.rows,
  });
}

export type PatternRequest = {
  vessel_id: string;
  watch_type: WatchType;
  pattern: '4-on-8-off' | '6-on-6-off';
  effective_from: string;
  officer_ids: string[];
};

export function applyWatchPattern(body: PatternRequest) {
  return api.request<{ rows: Row[] }>('POST', `/${watchPeriodEntity.resource}/apply-pattern`, body);
}

export type ReportRequest = {
  vessel_id: string;
  from: string;
  to: string;
  logbook_type?: string;
  format: 'pdf' | 'csv';
  lang: string;
};

/** Fetches a report and hands it to the browser as a download; an error answer becomes an ApiError. */
export function downloadReport(request: ReportRequest): Promise<string> {
  const query = buildQuery({ ...request, logbook_type: request.logbook_type || undefined });
  return downloadFile(`/logbook/report${query}`, `logbook-${request.from}-${request.to}.${request.format}`);
}

/** After a write: the entry lists, stats, detail, summary and audit trail show the new state. */
export async function refreshLogbook(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entityKeys(logbookEntryEntity).all }),
    queryClient.invalidateQueries({ queryKey: logbookKeys.all }),
  ]);
}
