// What the server answers of a vessel's record book (oil, garbage, ballast water) at `/<path>/...`,
// through the one API client: its summary (from the local rows at sea), the chain's verification and
// the PDF. The summary's key lies under the entries' entity keys, so an entry's save or step refreshes it.
import type { EntityDefinition } from '@mars/domain';
import { useQuery } from '@tanstack/react-query';

import { useEntityClient } from '../../app/data-source';
import { api, buildQuery, downloadFile } from '../../data/api-client';
import type { EntityClient } from '../../data/entity-client';
import { entityKeys } from '../../entity-ui/entity-keys';

/** A book's verification and PDF: `path` the server's routes, `fileName` the PDF's name if the server gives none. */
export function recordBookCalls<Verification>(path: string, fileName: string) {
  return {
    verify: (vesselId: string) =>
      api.request<Verification>('GET', `/${path}/verify${buildQuery({ vessel_id: vesselId })}`),
    download: (vesselId: string, language: 'en' | 'de') =>
      downloadFile(`/${path}/pdf${buildQuery({ vessel_id: vesselId, lang: language })}`, fileName),
  };
}

/** The book's summary from the data source in use: the server's, or `local` counted on this device. */
export function useRecordBookSummary<Summary>(
  entity: EntityDefinition,
  path: string,
  vesselId: string | undefined,
  local: (client: EntityClient, vesselId: string) => Promise<Summary>,
) {
  const client = useEntityClient();
  return useQuery({
    queryKey: [...entityKeys(entity).all, 'summary', vesselId ?? '', client.source] as const,
    queryFn: () =>
      client.source === 'local'
        ? local(client, vesselId!)
        : api.request<Summary>('GET', `/${path}/summary${buildQuery({ vessel_id: vesselId })}`),
    enabled: vesselId !== undefined,
    networkMode: client.networkMode,
  });
}
