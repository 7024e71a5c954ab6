// What the oil record book adds to the generic writes and steps of its entries: the record books'
// hooks (record-book.hooks.ts) with its chain, its parts (Part II on oil tankers, reg 36) and texts.
import { OIL_RECORD_CHAIN, orbPartsKept } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { ballastRecordEntryHooks } from './ballast-record.hooks';
import { emissionRecordHooks } from './emissions.service';
import { garbageRecordEntryHooks } from './garbage-record.hooks';
import { recordBookHooks } from './record-book.hooks';

export const oilRecordEntryHooks: EntityWriteHooks = recordBookHooks({
  chain: OIL_RECORD_CHAIN,
  partsKept: orbPartsKept,
  partNotKept: 'validation:orbPartNotKept',
});

/** The environmental module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const ENVIRONMENTAL_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  oilRecordEntry: oilRecordEntryHooks,
  emissionRecord: emissionRecordHooks,
  garbageRecordEntry: garbageRecordEntryHooks,
  ballastRecordEntry: ballastRecordEntryHooks,
};
