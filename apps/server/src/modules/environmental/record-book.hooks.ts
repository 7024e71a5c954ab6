// What a record book adds to the generic writes and steps of its entries (the oil, the garbage and
// the ballast water record book alike; a book without parts chains by its group column): the part of an entry kept (its number is the part's; Part II only on a
// vessel that keeps it), a correction only of a signed or certified entry of the same vessel and part,
// and on certification the seal into the vessel's chain of the part, with the chain head locked in the
// step's transaction (crud/hash-chain.ts). The states, locks and roles are the entity's declaration.
import type { HashChainDefinition } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { sealInChain } from '../../crud/hash-chain';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

export type RecordBook = {
  chain: HashChainDefinition;
  /** The parts a vessel keeps, by its type and tonnage. */
  partsKept: (vessel: { vessel_type: string; gross_tonnage: number | null }) => readonly string[];
  /** The text key of the refusal of Part II on a vessel that does not keep it (books with parts). */
  partNotKept?: string;
};

async function checkCorrection(
  tx: Queryable,
  book: RecordBook,
  organizationId: string,
  id: string,
  values: Row,
) {
  const correctsId = values.corrects_id;
  if (correctsId === undefined || correctsId === null) return;
  // The chain's group: the part of the oil and the garbage record book, the ballast book's one 'BWRB'.
  const group = book.chain.groupColumn;
  const { rows } = await tx.query<{ vessel_id: string; chain_group: string; status: string }>(
    `SELECT vessel_id, ${group} AS chain_group, status FROM ${book.chain.table}
     WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`,
    [correctsId, organizationId],
  );
  const corrected = rows[0];
  if (
    !corrected ||
    correctsId === id ||
    corrected.vessel_id !== values.vessel_id ||
    (values[group] !== undefined && corrected.chain_group !== values[group]) ||
    !['signed', 'certified'].includes(corrected.status)
  ) {
    throw errors.validation({ corrects_id: ['validation:recordBookCorrectsSigned'] });
  }
}

/** Part II only for a vessel that keeps it (by the vessel's type and tonnage). */
async function checkPartKept(tx: Queryable, book: RecordBook, organizationId: string, values: Row) {
  if (values.part !== 'II') return;
  const { rows } = await tx.query<{ vessel_type: string; gross_tonnage: string | number | null }>(
    `SELECT vessel_type, gross_tonnage FROM vessels WHERE id = $1 AND organization_id = $2`,
    [values.vessel_id, organizationId],
  );
  const vessel = rows[0];
  if (!vessel) return; // the reference check answers an unknown vessel
  const gt = vessel.gross_tonnage === null ? null : Number(vessel.gross_tonnage);
  if (!book.partsKept({ vessel_type: vessel.vessel_type, gross_tonnage: gt }).includes('II')) {
    throw errors.validation({ part: [book.partNotKept ?? 'validation:invalid'] });
  }
}

export function recordBookHooks(book: RecordBook): EntityWriteHooks {
  return {
    async beforeCreate(tx, scope, write) {
      await checkPartKept(tx, book, scope.organizationId, write.values);
      await checkCorrection(tx, book, scope.organizationId, write.id, write.values);
    },
    async beforeUpdate(tx, scope, write) {
      if (write.values.part !== undefined && write.values.part !== write.existing.part) {
        throw errors.validation({ part: ['validation:recordBookPartKept'] });
      }
      if (write.values.vessel_id !== undefined && write.values.vessel_id !== write.existing.vessel_id) {
        throw errors.validation({ vessel_id: ['validation:invalid'] });
      }
      await checkCorrection(tx, book, scope.organizationId, write.id, { ...write.existing, ...write.values });
    },
    async beforeStep(tx, scope, step) {
      if (step.action !== 'certify') return;
      const key = {
        organizationId: scope.organizationId,
        vesselId: String(step.existing.vessel_id),
        group: String(step.existing[book.chain.groupColumn]),
      };
      const link = await sealInChain(tx, book.chain, key, { ...step.existing, ...step.values }, step.now);
      Object.assign(step.values, link);
    },
  };
}
