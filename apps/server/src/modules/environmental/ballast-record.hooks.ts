// What the ballast water record book adds to the generic writes and steps of its entries: the record
// books' hooks (record-book.hooks.ts) with its chain, one per vessel (group column `book`, always
// 'BWRB'): a correction only of a signed or certified entry of the same vessel, the vessel kept, the
// seal on certification. The book has no parts.
import { BALLAST_RECORD_CHAIN, BWRB_BOOKS } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { recordBookHooks } from './record-book.hooks';

export const ballastRecordEntryHooks: EntityWriteHooks = recordBookHooks({
  chain: BALLAST_RECORD_CHAIN,
  partsKept: () => BWRB_BOOKS,
});
