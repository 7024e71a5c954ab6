// A workflow step of any entity that declares one (POST /api/v1/<resource>/<id>/<action>): in one
// transaction with the row locked, it checks the scope (a row outside it is not found), the role, the
// version (409 with the current row), the transition and the action's input, sets the declared
// columns, calls the module's hooks before and after the step, and writes the audit log. Also the
// declaration's rules for the generic writes (PUT, DELETE): the state a row is created in, and the
// states that refuse edits and deletion.
import type { EntityDefinition } from '@mars/domain';
import {
  actionValues,
  entityWriteSchema,
  mayTakeAction,
  transitionOf,
  workflowAction,
  workflowInputSchema,
  writeRefusal,
} from '@mars/domain';

import type { Db, Queryable } from '../db/client';
import { errors, zodIssuesToFields } from '../plugins/errors';
import { changedFields, writeAudit } from './audit';
import type { EntityWriteHooks } from './entity-hooks';
import { findRow, setRowColumns } from './entity.repository';
import { visibleRow } from './personal-fields';
import type { Scope } from './scope';
import { workflowErrors } from './workflow.errors';

type Row = Record<string, unknown>;

export type WorkflowStepInput = {
  id: string;
  action: string;
  /** The version the client read; a stale one is refused with the current row. */
  version?: number;
  /** The action's input as sent (checked against its declaration). */
  input: Row;
  now: Date;
};

/** The stored row re-checked as a write would check it: its fields, then the entity's own rules. */
function assertValidRow(entity: EntityDefinition, row: Row, now: Date): void {
  const writable = [...Object.keys(entity.fields), ...(entity.scope === 'vessel' ? ['vessel_id'] : [])];
  const values = Object.fromEntries(writable.map((field) => [field, row[field] ?? null]));
  const parsed = entityWriteSchema(entity).safeParse(values, { reportInput: true });
  if (!parsed.success) throw errors.validation(zodIssuesToFields(parsed.error.issues));
  const context = { today: now.toISOString().slice(0, 10), now: now.toISOString() };
  const refinements = entity.refine?.(parsed.data as Row, context) ?? {};
  if (Object.keys(refinements).length > 0) throw errors.validation(refinements);
}

export async function runWorkflowStep(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  step: WorkflowStepInput,
  hooks: EntityWriteHooks = {},
): Promise<Row> {
  const workflow = entity.workflow;
  const action = workflowAction(entity, step.action);
  if (!workflow || !action) throw errors.notFound();
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, scope, entity, step.id, { forUpdate: true });
    if (!existing) throw errors.notFound();
    assertMayTakeAction(entity, step.action, scope.role);
    if (step.version !== undefined && step.version !== existing.version) {
      throw errors.conflict(visibleRow(scope, entity, existing));
    }
    const status = String(existing[workflow.field]);
    if (!transitionOf(entity, status, step.action)) {
      throw workflowErrors.invalidTransition(status, step.action);
    }
    const row = await applyWorkflowStep(
      tx,
      scope,
      entity,
      { action: step.action, existing, input: step.input, now: step.now },
      hooks,
    );
    return visibleRow(scope, entity, row);
  });
}

/**
 * Refuses a role the declared action does not name: 403, with the action's own code where it declares
 * one (the record books' signing officer or Master only). Every step and 'Certify page' ask it.
 */
export function assertMayTakeAction(entity: EntityDefinition, name: string, role: Scope['role']): void {
  if (mayTakeAction(entity, name, role)) return;
  const refusedCode = workflowAction(entity, name)?.refusedCode;
  throw refusedCode ? workflowErrors.roleRefused(refusedCode) : errors.forbidden();
}

/**
 * A step on a row the caller holds locked, whose role, version and transition are checked: the
 * action's input checked, the declared columns set, the hooks before and after, the audit entry. The
 * second half of runWorkflowStep, and a step a module takes on another row inside its own write (a
 * non-conformity's corrective action starts when an action is raised for it). `audit` adds what the
 * caller knows of the step to its audit entry (the page a Master certifies at once).
 */
export async function applyWorkflowStep(
  tx: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  step: { action: string; existing: Row; input: Row; now: Date; audit?: Row },
  hooks: EntityWriteHooks = {},
): Promise<Row> {
  const action = workflowAction(entity, step.action);
  if (!action) throw errors.notFound();
  const id = String(step.existing.id);
  const { existing } = step;
  const parsed = workflowInputSchema(action, { today: step.now.toISOString().slice(0, 10) }).safeParse(
    step.input,
    { reportInput: true },
  );
  if (!parsed.success) throw errors.validation(zodIssuesToFields(parsed.error.issues));
  const input = parsed.data;
  if (action.requiresValidRow) assertValidRow(entity, existing, step.now);

  const values = actionValues(entity, step.action, { input, now: step.now, userId: scope.userId });
  await hooks.beforeStep?.(tx, scope, { action: step.action, existing, values, input, now: step.now });
  const row = await setRowColumns(tx, scope, entity, { id, values, now: step.now });
  if (!row) throw errors.notFound();
  // Input kept in no column is recorded with the step, so the audit log holds what was said.
  const unstored = Object.fromEntries(
    Object.entries(input).filter(([name]) => !action.input?.[name]?.column),
  );
  await writeAudit(tx, scope, {
    entity: entity.name,
    entityId: id,
    action: 'update',
    changedFields: { ...changedFields(existing, values), step: step.action, ...unstored, ...step.audit },
    at: step.now,
  });
  await hooks.afterStep?.(tx, scope, { action: step.action, existing, row, input, now: step.now });
  return row;
}

/**
 * What a client may not write: the server-owned fields, and the state where the workflow keeps it to
 * itself (one that lets clients name a state on create keeps it, for createState and assertUpdatable).
 */
export function dropServerFields(entity: EntityDefinition, values: Row): void {
  for (const field of entity.serverFields ?? []) delete values[field];
  const workflow = entity.workflow;
  if (workflow && !workflow.createStates) delete values[workflow.field];
}

/** A create's state: the initial one, or one of `createStates` that the client names. */
export function setCreateState(entity: EntityDefinition, values: Row): void {
  const workflow = entity.workflow;
  if (!workflow) return;
  const named = values[workflow.field];
  if (named === undefined || named === null) values[workflow.field] = workflow.initial;
  else if (!workflow.createStates?.includes(String(named))) {
    throw errors.validation({ [workflow.field]: ['validation:createState'] });
  }
}

/** An edit: refused in a state that refuses edits, and when it names another state. */
export function assertUpdatable(entity: EntityDefinition, existing: Row, values: Row): void {
  const workflow = entity.workflow;
  if (!workflow) return;
  const status = String(existing[workflow.field]);
  const refusal = writeRefusal(entity, existing, 'update');
  if (refusal) throw workflowErrors.refusedInState(refusal, status);
  const named = values[workflow.field];
  if (named !== undefined && named !== existing[workflow.field])
    throw workflowErrors.invalidTransition(status);
  delete values[workflow.field];
}

/** A deletion: refused in the states the workflow says. */
export function assertDeletable(entity: EntityDefinition, existing: Row): void {
  const workflow = entity.workflow;
  const refusal = writeRefusal(entity, existing, 'delete');
  if (workflow && refusal) throw workflowErrors.refusedInState(refusal, String(existing[workflow.field]));
}
