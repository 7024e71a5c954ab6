// What the safety module adds to the writes of inspections and their deficiencies (crud/entity-hooks.ts).
// The result follows the step where the inspector does not choose it: 'fail' records the result
// 'fail' (a detention, a failed class or vetting inspection); 'reopen' sets it back to 'pending' for
// the re-inspection. 'complete' takes the result as its input, and an inspection that records
// deficiencies cannot be completed as a clean 'pass': the report an auditor or the next PSC officer
// reads would say no deficiencies where there were some, so the step is refused on the result
// ('validation:passWithDeficiencies') and the inspector chooses 'pass with deficiencies'. An
// inspection's deficiency_count follows its deficiency rows (created, moved to another inspection,
// deleted), so the list shows it without reading them.
import { inspectionEntity } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { setRowColumns } from '../../crud/entity.repository';
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

const RESULT_OF_STEP: Readonly<Record<string, string>> = { fail: 'fail', reopen: 'pending' };

/** The live deficiency rows of an inspection, leaving out one about to move away or be deleted. */
async function countDeficiencies(tx: Queryable, inspectionId: string, leavingOut?: string): Promise<number> {
  const { rows } = await tx.query<{ count: string }>(
    `SELECT count(*) AS count FROM inspection_deficiencies
      WHERE inspection_id = $1 AND deleted_at IS NULL AND id IS DISTINCT FROM $2`,
    [inspectionId, leavingOut ?? null],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Sets the inspection's deficiency_count (a new version) where it changed. */
async function recount(
  tx: Queryable,
  scope: Scope,
  inspectionId: unknown,
  now: Date,
  leavingOut?: string,
): Promise<void> {
  if (typeof inspectionId !== 'string') return;
  const count = await countDeficiencies(tx, inspectionId, leavingOut);
  const { rows } = await tx.query<{ deficiency_count: number }>(
    `SELECT deficiency_count FROM inspections WHERE id = $1`,
    [inspectionId],
  );
  if (rows[0] === undefined || Number(rows[0].deficiency_count) === count) return;
  await setRowColumns(tx, scope, inspectionEntity, {
    id: inspectionId,
    values: { deficiency_count: count },
    now,
  });
}

export const inspectionHooks: EntityWriteHooks = {
  async beforeStep(tx, _scope, step) {
    const result = RESULT_OF_STEP[step.action];
    if (result !== undefined) step.values.result = result;
    if (
      step.action === 'complete' &&
      step.input.result === 'pass' &&
      (await countDeficiencies(tx, String(step.existing.id))) > 0
    )
      throw errors.validation({ result: ['validation:passWithDeficiencies'] });
  },
};

export const inspectionDeficiencyHooks: EntityWriteHooks = {
  async beforeUpdate(tx, scope, write) {
    // Moved to another inspection: the one it leaves counts it no more.
    const moving = write.values.inspection_id;
    if (typeof moving === 'string' && moving.toLowerCase() !== write.existing.inspection_id)
      await recount(tx, scope, write.existing.inspection_id, write.now, write.id);
  },
  async afterWrite(tx, scope, write) {
    await recount(tx, scope, (write.row as Row).inspection_id, write.now);
  },
  async beforeDelete(tx, scope, write) {
    await recount(tx, scope, write.existing.inspection_id, write.now, write.id);
  },
};
