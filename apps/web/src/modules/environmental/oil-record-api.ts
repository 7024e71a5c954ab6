// The oil record book's own calls (the tanks' retained on board with the warnings, the chain
// verification, the PDF), as every record book asks them (record-book-api.ts).
import type { OilRecordVerification } from '@mars/domain';
import { oilRecordEntryEntity } from '@mars/domain';

import { recordBookCalls, useRecordBookSummary } from './record-book-api';
import { localOilRecordSummary } from './record-book-local-summary';

export const oilRecordBook = recordBookCalls<OilRecordVerification>('oil-record-book', 'oil-record-book.pdf');

/** The tanks' retained on board and the warnings, from the data source in use (the local rows at sea). */
export function useOilRecordSummary(vesselId: string | undefined) {
  return useRecordBookSummary(oilRecordEntryEntity, 'oil-record-book', vesselId, localOilRecordSummary);
}
