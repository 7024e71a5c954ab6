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

/** A workflow step as the hooks see it: the action, the row before it, the checked input. */
export type WorkflowStep = { action: string; existing: Row; input: Row; now: Date };
