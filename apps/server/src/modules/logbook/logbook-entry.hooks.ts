// What the logbook adds to the generic writes and workflow steps of its entries (crud/entity.service.ts,
// crud/workflow.service.ts): its logbook type and vessel kept, and on approval the seal into its
// vessel's hash chain, with the chain head locked in the step's transaction. The number, the
// server-owned columns, the review's states and the locks are the entity's declaration.
import { LOGBOOK_CHAIN } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { lockChainHead, moveChainHead } from '../../crud/hash-chain';
import { errors } from '../../plugins/errors';
import { sealLogbookEntry } from './logbook-chain.service';
import { watchPeriodHooks } from './watch-periods.service';

export const logbookEntryHooks: EntityWriteHooks = {
  async beforeUpdate(_tx, _scope, write) {
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
  async beforeStep(tx, scope, step) {
    if (step.action !== 'approve') return;
    const key = {
      organizationId: scope.organizationId,
      vesselId: String(step.existing.vessel_id),
      group: String(step.existing.logbook_type),
    };
    const head = await lockChainHead(tx, LOGBOOK_CHAIN, key);
    const seal = sealLogbookEntry({ ...step.existing, ...step.values }, head, {
      approvedAt: step.now,
      approvedBy: scope.userId,
    });
    Object.assign(step.values, seal);
    await moveChainHead(tx, LOGBOOK_CHAIN, key, {
      position: seal.chain_position,
      hash: seal.content_hash,
      at: step.now,
    });
  },
};

/** The logbook's hooks by entity name, for registerEntityRoutes (app.ts). */
export const LOGBOOK_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  logbookEntry: logbookEntryHooks,
  watchPeriod: watchPeriodHooks,
};
