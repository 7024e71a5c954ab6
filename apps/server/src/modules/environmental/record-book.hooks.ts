// What the record books add to the generic writes and steps of their entries (the oil record book's and
// the ballast water record book's alike): a correction only of a signed or certified entry of the same
// vessel (and part), the vessel of an entry kept, and on certification the seal into the vessel's chain,
// with the chain head locked in the step's transaction (crud/hash-chain.ts). The states, locks and roles
// are the entities' declarations; what only one book checks is its own hooks'.
import type { HashChainDefinition } from '@mars/domain';
import { BALLAST_RECORD_CHAIN } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { sealInChain } from '../../crud/hash-chain';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

/** The entry a correction names: of the same vessel (and `sameColumns`), signed or certified, not itself. */
export async function checkCorrection(
  tx: Queryable,
  chain: Pick<HashChainDefinition, 'table'>,
  organizationId: string,
  id: string,
  values: Row,
  sameColumns: readonly string[] = [],
): Promise<void> {
  const correctsId = values.corrects_id;
  if (correctsId === undefined || correctsId === null) return;
  const { rows } = await tx.query<Row>(
    `SELECT * FROM ${chain.table} WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`,
    [correctsId, organizationId],
  );
  const corrected = rows[0];
  if (
    !corrected ||
    correctsId === id ||
    corrected.vessel_id !== values.vessel_id ||
    sameColumns.some((column) => corrected[column] !== values[column]) ||
    !['signed', 'certified'].includes(String(corrected.status))
  ) {
    throw errors.validation({ corrects_id: ['validation:orbCorrectsSigned'] });
  }
}

/** An entry stays with its vessel: a move would take it out of the vessel's book and chain. */
export function keepVessel(write: { values: Row; existing: Row }): void {
  if (write.values.vessel_id !== undefined && write.values.vessel_id !== write.existing.vessel_id) {
    throw errors.validation({ vessel_id: ['validation:invalid'] });
  }
}

/** On 'certify': the entry's place and hash in its vessel's chain of `groupOf(entry)`. */
export function sealOnCertify(
  chain: HashChainDefinition,
  groupOf: (row: Row) => string,
): NonNullable<EntityWriteHooks['beforeStep']> {
  return async (tx, scope, step) => {
    if (step.action !== 'certify') return;
    const row = { ...step.existing, ...step.values };
    const key = {
      organizationId: scope.organizationId,
      vesselId: String(step.existing.vessel_id),
      group: groupOf(row),
    };
    Object.assign(step.values, await sealInChain(tx, chain, key, row, step.now));
  };
}

export const ballastRecordEntryHooks: EntityWriteHooks = {
  async beforeCreate(tx, scope, write) {
    await checkCorrection(tx, BALLAST_RECORD_CHAIN, scope.organizationId, write.id, write.values);
  },
  async beforeUpdate(tx, scope, write) {
    keepVessel(write);
    const row = { ...write.existing, ...write.values };
    await checkCorrection(tx, BALLAST_RECORD_CHAIN, scope.organizationId, write.id, row);
  },
  beforeStep: sealOnCertify(BALLAST_RECORD_CHAIN, () => 'BWRB'),
};
