// What the logbook adds to the generic writes of its entries (crud/entity.service.ts): the server's
// number and workflow columns, the lock of approved entries and of entries under review.
import type { LogbookType } from '@mars/domain';
import { LOGBOOK_DELETABLE_STATUSES, LOGBOOK_SERVER_FIELDS } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { errors } from '../../plugins/errors';
import { nextLogbookEntryNumber } from './logbook-entry-number.repository';
import { logbookErrors } from './logbook.errors';
import { watchPeriodHooks } from './watch-periods.service';

function refuseIfLocked(status: unknown): void {
  if (status === 'approved') throw logbookErrors.entryLocked();
  if (status === 'submitted') throw logbookErrors.entryUnderReview();
}

export const logbookEntryHooks: EntityWriteHooks = {
  async beforeCreate(tx, _scope, write) {
    for (const field of LOGBOOK_SERVER_FIELDS) delete write.values[field];
    write.values.status = 'draft';
    write.values.entry_number = await nextLogbookEntryNumber(tx, {
      vesselId: String(write.values.vessel_id),
      logbookType: write.values.logbook_type as LogbookType,
      entryAt: new Date(String(write.values.entry_at)),
    });
  },
  async beforeUpdate(_tx, _scope, write) {
    refuseIfLocked(write.existing.status);
    for (const field of LOGBOOK_SERVER_FIELDS) delete write.values[field];
    if (
      write.values.logbook_type !== undefined &&
      write.values.logbook_type !== write.existing.logbook_type
    ) {
      throw errors.validation({ logbook_type: ['validation:invalid'] });
    }
    if (write.values.vessel_id !== undefined && write.values.vessel_id !== write.existing.vessel_id) {
      throw errors.validation({ vessel_id: ['validation:invalid'] });
    }
  },
  async beforeDelete(_tx, _scope, write) {
    const status = String(write.existing.status);
    if (status === 'approved') throw logbookErrors.entryLocked();
    if (!(LOGBOOK_DELETABLE_STATUSES as readonly string[]).includes(status)) {
      throw logbookErrors.entryNotDeletable(status);
    }
  },
};

/** The logbook's hooks by entity name, for registerEntityRoutes (app.ts). */
export const LOGBOOK_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  logbookEntry: logbookEntryHooks,
  watchPeriod: watchPeriodHooks,
};
