// What the compliance module adds to the writes and steps of audits and non-conformities
// (crud/entity-hooks.ts): an audit closes only when each of its findings is closed; a non-conformity
// (not an observation) closes only with at least one corrective action, each verified as effective
// (ISM Code 9.2); a finding is not recorded against, nor reopened under, a closed audit.
import type { EntityWriteHooks, Row } from '../../crud/entity-hooks';
import type { ActingScope } from '../../crud/scope';
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
  async beforeCreate(tx, scope, write) {
    await assertAuditOpen(tx, scope, write.values);
  },
  async beforeUpdate(tx, scope, write) {
    await assertAuditOpen(tx, scope, write.values, write.existing);
  },
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

/** The compliance module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const COMPLIANCE_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  audit: auditHooks,
  nonConformity: nonConformityHooks,
};
