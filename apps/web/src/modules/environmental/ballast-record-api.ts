// The ballast water record book's own calls (its summary with the tanks, warnings, readiness and
// requirements; the chain verification; the PDF), as every record book asks them (record-book-api.ts).
import type { BallastRecordVerification } from '@mars/domain';
import { ballastRecordEntryEntity } from '@mars/domain';

import { recordBookCalls, useRecordBookSummary } from './record-book-api';
import { localBallastSummary } from './record-book-local-summary';

export const ballastRecordBook = recordBookCalls<BallastRecordVerification>(
  'ballast-record-book',
  'ballast-water-record-book.pdf',
);

/** The book's summary from the data source in use (the local rows at sea). */
export function useBallastSummary(vesselId: string | undefined) {
  return useRecordBookSummary(ballastRecordEntryEntity, 'ballast-record-book', vesselId, (client, id) =>
    localBallastSummary(client, id, new Date()),
  );
}
