// What the garbage record book adds to the record books' hooks (record-book.hooks.ts: parts, corrections,
// the seal). The Annex V check at every write is the entity's declared write check
// (garbageEntryWriteCheck, `checkWrite` of garbageRecordEntryEntity), which crud's write path runs
// before these hooks and the offline database's write path runs alike: the distance from land and the
// special area of the entry's position on the bundled coastline, the outcome of garbageDischargeAllowed
// stored with the entry, a discharge into the sea that the rule forbids refused with the rule's message.
import { GARBAGE_RECORD_CHAIN, grbPartsKept } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { recordBookHooks } from './record-book.hooks';

export const garbageRecordEntryHooks: EntityWriteHooks = recordBookHooks({
  chain: GARBAGE_RECORD_CHAIN,
  partsKept: grbPartsKept,
  partNotKept: 'validation:grbPartNotKept',
});
