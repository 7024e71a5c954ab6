// What a module adds to the generic writes of one of its entities (PUT and DELETE of
// crud/entity.routes.ts, the workflow steps of crud/workflow.routes.ts): numbers, sealing, follow-up
// writes. Hooks run inside the write's transaction after validation, the role check and the
// workflow's own checks, so a refused write leaves nothing behind.
import type { Queryable } from '../db/client';
import type { Scope } from './scope';

export type Row = Record<string, unknown>;

export type EntityWriteHooks = {
  /** Before an insert; may set or remove values (they are what gets stored) or throw an AppError. */
  beforeCreate?(tx: Queryable, scope: Scope, write: { id: string; values: Row; now: Date }): Promise<void>;
  /** Before an update of `existing`; may change values or throw (a locked row, a refused change). */
  beforeUpdate?(
    tx: Queryable,
    scope: Scope,
    write: { id: string; existing: Row; values: Row; now: Date },
  ): Promise<void>;
  /** After the row is stored (created or updated), with the stored row. */
  afterWrite?(tx: Queryable, scope: Scope, write: { row: Row; created: boolean; now: Date }): Promise<void>;
  /** Before a soft delete; throw to refuse it. */
  beforeDelete?(tx: Queryable, scope: Scope, write: { id: string; existing: Row; now: Date }): Promise<void>;
  /** Before a workflow step is stored; may add to the columns it sets (`values`) or throw. */
  beforeStep?(tx: Queryable, scope: Scope, step: WorkflowStep & { values: Row }): Promise<void>;
  /** After a workflow step is stored, with the stored row: the module's follow-up writes. */
  afterStep?(tx: Queryable, scope: Scope, step: WorkflowStep & { row: Row }): Promise<void>;
};

/** A create or an update as a check before it sees it: `existing` is the row an update changes. */
export type WriteToCheck = { id: string; values: Row; existing?: Row; now: Date };

/**
 * The same check before a create and before an update: a module's rule on the values written, which
 * compares them with the row before where there is one (`existing`, absent on a create).
 */
export function beforeEveryWrite(
  check: (tx: Queryable, scope: Scope, write: WriteToCheck) => Promise<unknown>,
): Pick<EntityWriteHooks, 'beforeCreate' | 'beforeUpdate'> {
  const hook = async (tx: Queryable, scope: Scope, write: WriteToCheck): Promise<void> => {
    await check(tx, scope, write);
  };
  return { beforeCreate: hook, beforeUpdate: hook };
}

/** A workflow step as the hooks see it: the action, the row before it, the checked input. */
export type WorkflowStep = { action: string; existing: Row; input: Row; now: Date };

type HookName = keyof EntityWriteHooks;
const HOOK_NAMES = [
  'beforeCreate',
  'beforeUpdate',
  'afterWrite',
  'beforeDelete',
  'beforeStep',
  'afterStep',
] as const satisfies readonly HookName[];

/**
 * The hooks of several modules by entity name, as one map: where two modules add hooks to the same
 * entity (the safety module owns corrective actions, the compliance module follows those of a
 * non-conformity), each hook of each runs, in the order the modules are given, and the first that
 * throws refuses the write.
 */
export function mergeEntityWriteHooks(
  ...modules: Readonly<Record<string, EntityWriteHooks>>[]
): Record<string, EntityWriteHooks> {
  const merged: Record<string, EntityWriteHooks> = {};
  for (const hooksByEntity of modules) {
    for (const [entity, hooks] of Object.entries(hooksByEntity)) {
      const before = merged[entity];
      merged[entity] = before ? chainHooks(before, hooks) : hooks;
    }
  }
  return merged;
}

function chainHooks(first: EntityWriteHooks, second: EntityWriteHooks): EntityWriteHooks {
  type Hook = (...args: unknown[]) => Promise<void>;
  const chained: Record<string, Hook> = {};
  for (const name of HOOK_NAMES) {
    // Bound to their own object, as a call through it would be.
    const hooks = [first, second].flatMap((owner) => {
      const hook = owner[name] as Hook | undefined;
      return hook ? [hook.bind(owner)] : [];
    });
    if (hooks.length === 0) continue;
    chained[name] = async (...args: unknown[]) => {
      for (const hook of hooks) await hook(...args);
    };
  }
  return chained as EntityWriteHooks;
}
