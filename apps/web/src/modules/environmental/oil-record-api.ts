// The oil record book's own calls (the tanks' retained on board with the warnings, the chain
// verification, the PDF, an entry's line in the engine log), through the one API client. Their keys lie under the entries' entity keys,
// so an entry's save or step refreshes them.
import type { OilRecordLogLine, OilRecordSummary, OilRecordVerification } from '@mars/domain';
import { oilRecordEntryEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { api, buildQuery, downloadFile } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';

export const oilRecordKeys = {
  summary: (vesselId: string | undefined) =>
    [...entityKeys(oilRecordEntryEntity).all, 'summary', vesselId ?? ''] as const,
};

export function useOilRecordSummary(vesselId: string | undefined) {
  return useQuery({
    queryKey: oilRecordKeys.summary(vesselId),
    queryFn: () =>
      api.request<OilRecordSummary>('GET', `/oil-record-book/summary${buildQuery({ vessel_id: vesselId })}`),
    enabled: vesselId !== undefined,
  });
}

export function verifyOilRecordBook(vesselId: string) {
  return api.request<OilRecordVerification>(
    'GET',
    `/oil-record-book/verify${buildQuery({ vessel_id: vesselId })}`,
  );
}

export function downloadOilRecordBook(vesselId: string, language: 'en' | 'de') {
  return downloadFile(
    `/oil-record-book/pdf${buildQuery({ vessel_id: vesselId, lang: language })}`,
    'oil-record-book.pdf',
  );
}

/** 'Link to the e-logbook': the entry's draft line in the engine log, written once. */
export function linkToEngineLog(entryId: string) {
  return api.request<OilRecordLogLine>('POST', `/oil-record-book/entries/${entryId}/log-line`);
}
