// The ballast water record book's own calls (its summary with the tanks, warnings, readiness and
// requirements; the chain verification; the PDF), through the one API client. Their keys lie under the
// entries' entity keys, so an entry's save or step refreshes them.
import type { BallastRecordVerification, BallastSummary } from '@mars/domain';
import { ballastRecordEntryEntity } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery, downloadFile } from '../../data/api-client';
import { entityKeys } from '../../entity-ui/entity-keys';
import { localBallastSummary } from './record-book-local-summary';

/** The book's summary from the data source in use (the local rows at sea). */
export function useBallastSummary(vesselId: string | undefined) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [
      ...entityKeys(ballastRecordEntryEntity).all,
      'summary',
      vesselId ?? '',
      client.source,
    ] as const,
    queryFn: () =>
      client.source === 'local'
        ? localBallastSummary(client, vesselId!, new Date())
        : api.request<BallastSummary>(
            'GET',
            `/ballast-record-book/summary${buildQuery({ vessel_id: vesselId })}`,
          ),
    enabled: vesselId !== undefined,
    networkMode: client.networkMode,
  });
}

export function verifyBallastRecordBook(vesselId: string) {
  return api.request<BallastRecordVerification>(
    'GET',
    `/ballast-record-book/verify${buildQuery({ vessel_id: vesselId })}`,
  );
}

export function downloadBallastRecordBook(vesselId: string, language: 'en' | 'de') {
  return downloadFile(
    `/ballast-record-book/pdf${buildQuery({ vessel_id: vesselId, lang: language })}`,
    'ballast-water-record-book.pdf',
  );
}
