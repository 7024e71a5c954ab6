// The oil record book's own calls (the tanks' retained on board with the warnings, the chain
// verification, the PDF), through the one API client. Their keys lie under the entries' entity keys,
// so an entry's save or step refreshes them.
import type { OilRecordSummary, OilRecordVerification } from '@mars/domain';
import { oilRecordEntryEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery, downloadFile } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { localOilRecordSummary } from './record-book-local-summary';

export const oilRecordKeys = {
  summary: (vesselId: string | undefined) =>
    [...entityKeys(oilRecordEntryEntity).all, 'summary', vesselId ?? ''] as const,
};

/** The tanks' retained on board and the warnings, from the data source in use (the local rows at sea). */
export function useOilRecordSummary(vesselId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...oilRecordKeys.summary(vesselId), client.source] as const,
    queryFn: () =>
      client.source === 'local'
        ? localOilRecordSummary(client, vesselId!)
        : api.request<OilRecordSummary>(
            'GET',
            `/oil-record-book/summary${buildQuery({ vessel_id: vesselId })}`,
          ),
    enabled: vesselId !== undefined,
    networkMode: client.networkMode,
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
