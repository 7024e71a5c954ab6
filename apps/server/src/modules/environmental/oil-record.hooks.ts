// What the oil record book adds to the generic writes and steps of its entries: the part of an entry
// kept (its number is the part's; Part II only on a vessel that keeps it), a correction only of a signed or certified entry of the same vessel
// and part, and on certification the seal into the vessel's chain of the part, with the chain head
// locked in the step's transaction (crud/hash-chain.ts). The states, locks and roles are the entity's
// declaration.
import { OIL_RECORD_CHAIN, orbPartsKept } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import { checkCorrection, keepVessel, sealOnCertify } from './record-book.hooks';

/** Part II only for a vessel that keeps it (reg 36, by the vessel's type and tonnage). */
async function checkPartKept(tx: Queryable, organizationId: string, values: Row): Promise<void> {
  if (values.part !== 'II') return;
  const { rows } = await tx.query<{ vessel_type: string; gross_tonnage: string | number | null }>(
    `SELECT vessel_type, gross_tonnage FROM vessels WHERE id = $1 AND organization_id = $2`,
    [values.vessel_id, organizationId],
  );
  const vessel = rows[0];
  if (!vessel) return; // the reference check answers an unknown vessel
  const gt = vessel.gross_tonnage === null ? null : Number(vessel.gross_tonnage);
  if (!orbPartsKept({ vessel_type: vessel.vessel_type, gross_tonnage: gt }).includes('II')) {
    throw errors.validation({ part: ['validation:orbPartNotKept'] });
  }
}

export const oilRecordEntryHooks: EntityWriteHooks = {
  async beforeCreate(tx, scope, write) {
    await checkPartKept(tx, scope.organizationId, write.values);
    await checkCorrection(tx, OIL_RECORD_CHAIN, scope.organizationId, write.id, write.values, ['part']);
  },
  async beforeUpdate(tx, scope, write) {
    if (write.values.part !== undefined && write.values.part !== write.existing.part) {
      throw errors.validation({ part: ['validation:orbPartKept'] });
    }
    keepVessel(write);
    const row = { ...write.existing, ...write.values };
    await checkCorrection(tx, OIL_RECORD_CHAIN, scope.organizationId, write.id, row, ['part']);
  },
  beforeStep: sealOnCertify(OIL_RECORD_CHAIN, (row) => String(row.part)),
};
