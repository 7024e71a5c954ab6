// What the compliance module adds to the writes and steps of audits and non-conformities
// (crud/entity-hooks.ts): an audit closes only when each of its findings is closed; a non-conformity
// (not an observation) closes only with at least one corrective action, each verified as effective
// (ISM Code 9.2); a finding is not recorded against, nor reopened under, a closed audit. And what it
// adds to the safety module's corrective actions: none is raised for (nor moved to) a closed
// non-conformity, and raising one starts the corrective action of its non-conformity.
import { nonConformityEntity, transitionOf, workflowAction, workflowInputSchema } from '@mars/domain';

import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import { beforeEveryWrite } from '../../crud/entity-hooks';
import { findRow } from '../../crud/entity.repository';
import type { ActingScope, Scope } from '../../crud/scope';
import { applyWorkflowStep } from '../../crud/workflow.service';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';
import { complianceErrors } from './compliance.errors';
import { auditStatusOf, correctiveActionsOf, openFindingsOf } from './compliance.repository';

const auditHooks: EntityWriteHooks = {
  async beforeStep(tx, scope, step) {
    if (step.action !== 'close') return;
    const open = await openFindingsOf(tx, scope, String(step.existing.id));
    if (open > 0) throw complianceErrors.auditFindingsOpen(open);
  },
};

/** A new or changed audit of a finding must not be closed (references.ts has checked that it exists). */
async function assertAuditOpen(tx: Queryable, scope: ActingScope, values: Row, existing?: Row) {
  const auditId = values.audit_id;
  if (typeof auditId !== 'string' || auditId === existing?.audit_id) return;
  if ((await auditStatusOf(tx, scope, auditId)) === 'closed')
    throw errors.validation({ audit_id: ['validation:auditClosed'] });
}

const nonConformityHooks: EntityWriteHooks = {
  ...beforeEveryWrite((tx, scope, write) => assertAuditOpen(tx, scope, write.values, write.existing)),
  async beforeStep(tx, scope, step) {
    const { existing } = step;
    if (step.action === 'close' && existing.kind !== 'observation') {
      const actions = await correctiveActionsOf(tx, scope, String(existing.id));
      if (actions.total === 0) throw complianceErrors.noCorrectiveAction();
      if (actions.unverified > 0) throw complianceErrors.correctiveActionsOpen(actions.unverified);
    }
    if (step.action === 'reopen' && typeof existing.audit_id === 'string') {
      if ((await auditStatusOf(tx, scope, existing.audit_id)) === 'closed')
        throw complianceErrors.auditClosed();
    }
  },
};

/**
 * The non-conformity a new or changed corrective action names, locked (a close waits for the action's
 * write, so it counts it), when the reference is new; a closed one is refused (references.ts has
 * checked that it exists in the organization and on the vessel).
 */
async function lockedOpenNonConformity(
  tx: Queryable,
  scope: Scope,
  values: Row,
  existing?: Row,
): Promise<Row | undefined> {
  const id = values.non_conformity_id;
  if (typeof id !== 'string' || id.toLowerCase() === existing?.non_conformity_id) return undefined;
  const nonConformity = await findRow(tx, scope, nonConformityEntity, id, { forUpdate: true });
  if (nonConformity?.status === 'closed')
    throw errors.validation({ non_conformity_id: ['validation:nonConformityClosed'] });
  return nonConformity;
}

const START_ACTION = 'startAction';

/**
 * Raising a corrective action for an open non-conformity starts its corrective action: the
 * workflow's step 'startAction', with its audit entry, in the action's transaction. Only when the
 * step's own rule holds, which is a root cause (of at least 10 characters) recorded on the
 * non-conformity: without one the action is still raised and the non-conformity stays open until its
 * root cause is entered with the step. An observation needs no corrective action and never moves.
 */
async function startActionOf(tx: Queryable, scope: Scope, nonConformity: Row, now: Date): Promise<void> {
  if (nonConformity.kind === 'observation') return;
  if (!transitionOf(nonConformityEntity, nonConformity.status, START_ACTION)) return;
  const action = workflowAction(nonConformityEntity, START_ACTION)!;
  const input = { root_cause: nonConformity.root_cause };
  const today = now.toISOString().slice(0, 10);
  if (!workflowInputSchema(action, { today }).safeParse(input).success) return;
  await applyWorkflowStep(
    tx,
    scope,
    nonConformityEntity,
    { action: START_ACTION, existing: nonConformity, input, now },
    nonConformityHooks,
  );
}

const correctiveActionHooks: EntityWriteHooks = {
  ...beforeEveryWrite((tx, scope, write) => lockedOpenNonConformity(tx, scope, write.values, write.existing)),
  async afterWrite(tx, scope, write) {
    const id = write.row.non_conformity_id;
    if (!write.created || typeof id !== 'string') return;
    const nonConformity = await findRow(tx, scope, nonConformityEntity, id, { forUpdate: true });
    if (nonConformity) await startActionOf(tx, scope, nonConformity, write.now);
  },
};

/** The compliance module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const COMPLIANCE_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  audit: auditHooks,
  nonConformity: nonConformityHooks,
  correctiveAction: correctiveActionHooks,
};
