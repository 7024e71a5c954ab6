// The garbage record book's own calls (the chain verification, the PDF), as every record book asks
// them (record-book-api.ts).
import type { OilRecordVerification } from '@mars/domain';

import { recordBookCalls } from './record-book-api';

export const garbageRecordBook = recordBookCalls<OilRecordVerification>(
  'garbage-record-book',
  'garbage-record-book.pdf',
);
