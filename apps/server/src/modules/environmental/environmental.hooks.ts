// The environmental module's write hooks by entity name, for registerEntityRoutes (app.ts).
import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { oilRecordEntryHooks } from './oil-record.hooks';
import { ballastRecordEntryHooks } from './record-book.hooks';

export const ENVIRONMENTAL_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  oilRecordEntry: oilRecordEntryHooks,
  ballastRecordEntry: ballastRecordEntryHooks,
};
