// The garbage record book's own calls (the chain verification, the PDF), through the one API client.
import type { OilRecordVerification } from '@mars/domain';

import { api, buildQuery, downloadFile } from '../../data/api-client';

export function verifyGarbageRecordBook(vesselId: string) {
  return api.request<OilRecordVerification>(
    'GET',
    `/garbage-record-book/verify${buildQuery({ vessel_id: vesselId })}`,
  );
}

export function downloadGarbageRecordBook(vesselId: string, language: 'en' | 'de') {
  return downloadFile(
    `/garbage-record-book/pdf${buildQuery({ vessel_id: vesselId, lang: language })}`,
    'garbage-record-book.pdf',
  );
}
