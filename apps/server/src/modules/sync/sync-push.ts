// A push of the browser's outbox (docs/sync.md): each mutation goes through the API's own write path
// (crud's upsertEntity, deleteEntity, runWorkflowStep: roles, validation, references, hooks, locks,
// version checks), in order, exactly once. The mutation's id is claimed in sync_mutations in the
// transaction of its write, and its outcome stored there, so a retried push (an answer lost on the
// link) answers the stored outcome and never writes again; the outcome goes back only after COMMIT.
import type { EntityDefinition, SyncMutation, SyncOutcome } from '@mars/domain';
import { entityOfSyncTable } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { findRow } from '../../crud/entity.repository';
import { deleteEntity, upsertEntity } from '../../crud/entity.service';
import { visibleRow } from '../../crud/personal-fields';
import type { Scope } from '../../crud/scope';
import { runWorkflowStep } from '../../crud/workflow.service';
import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../plugins/errors';

type Row = Record<string, unknown>;
type Mutation = Omit<SyncMutation, 'values'> & { values: Row };

/** The database as crud sees it, inside a transaction already open: its transactions join it. */
function joined(db: Db, tx: Queryable): Db {
  return { ...db, query: (sql, params) => tx.query(sql, params), transaction: (fn) => fn(tx) };
}

/** The fields a client writes, from a stored row (the base an offline edit of some fields goes onto). */
function writableValues(entity: EntityDefinition, row: Row): Row {
  const names = [...Object.keys(entity.fields), ...(entity.scope === 'vessel' ? ['vessel_id'] : [])];
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

async function apply(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  mutation: Mutation,
  baseVersion: number | undefined,
  now: Date,
  hooks: EntityWriteHooks,
): Promise<SyncOutcome> {
  const { mutationId, rowId: id } = mutation;
  if (mutation.op === 'upsert') {
    // An edit made offline carries the fields changed; the rest are the stored row's, as a form sends them.
    const existing = await findRow(db, scope, entity, id);
    const base = existing ? writableValues(entity, visibleRow(scope, entity, existing)) : {};
    const body = { ...base, ...mutation.values, version: baseVersion };
    const { row } = await upsertEntity(db, scope, entity, { id, body, now }, hooks);
    return { mutationId, status: 'applied', version: Number(row.version), row };
  }
  if (mutation.op === 'action') {
    const row = await runWorkflowStep(
      db,
      scope,
      entity,
      { id, action: mutation.action!, version: baseVersion, input: mutation.values, now },
      hooks,
    );
    return { mutationId, status: 'applied', version: Number(row.version), row };
  }
  // A delete of a row this organization already deleted has nothing left to do.
  const { rows } = await db.query<{ deleted: boolean }>(
    `SELECT deleted_at IS NOT NULL AS deleted FROM ${entity.table} WHERE id = $1 AND organization_id = $2`,
    [id, scope.organizationId],
  );
  if (!rows[0]?.deleted) await deleteEntity(db, scope, entity, id, now, hooks);
  return { mutationId, status: 'applied' };
}

/** A refusal of the write path as an outcome: a conflict with the server's row, or a rejection with its codes. */
function refusal(mutationId: string, error: AppError): SyncOutcome {
  if (error.code === 'conflict') {
    return {
      mutationId,
      status: 'conflict',
      code: 'conflict',
      server: (error.details.current as Row) ?? null,
    };
  }
  const { fields, ...details } = error.details as { fields?: Record<string, string[]> };
  return {
    mutationId,
    status: 'rejected',
    code: error.code,
    ...(fields ? { fields } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

async function storedOutcome(
  db: Queryable,
  scope: Scope,
  mutationId: string,
): Promise<SyncOutcome | undefined> {
  const { rows } = await db.query<{ organization_id: string; user_id: string; outcome: SyncOutcome }>(
    'SELECT organization_id, user_id, outcome FROM sync_mutations WHERE mutation_id = $1',
    [mutationId],
  );
  const stored = rows[0];
  if (!stored) return undefined;
  // Someone else's id (a client that reused one): refused, and nothing of theirs is told.
  if (stored.organization_id !== scope.organizationId || stored.user_id !== scope.userId) {
    return { mutationId, status: 'rejected', code: 'mutation_id_taken' };
  }
  return stored.outcome;
}

const CLAIM = `INSERT INTO sync_mutations (mutation_id, organization_id, user_id, entity_table, row_id, status, outcome, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (mutation_id) DO NOTHING RETURNING mutation_id`;

/** One mutation, exactly once: its stored outcome, or its write and outcome committed together. */
async function pushOne(
  db: Db,
  scope: Scope,
  mutation: Mutation,
  baseVersion: number | undefined,
  now: Date,
  hooks: Record<string, EntityWriteHooks>,
): Promise<SyncOutcome> {
  const { mutationId } = mutation;
  const earlier = await storedOutcome(db, scope, mutationId);
  if (earlier) return earlier;
  const entity = entityOfSyncTable(mutation.table);
  const claim = (tx: Queryable, outcome: SyncOutcome) =>
    tx.query(CLAIM, [
      mutationId,
      scope.organizationId,
      scope.userId,
      entity?.table ?? mutation.table,
      mutation.rowId,
      outcome.status,
      JSON.stringify(outcome),
      now.toISOString(),
    ]);
  const record = async (outcome: SyncOutcome): Promise<SyncOutcome> => {
    await db.transaction((tx) => claim(tx, outcome));
    return (await storedOutcome(db, scope, mutationId)) ?? outcome;
  };
  if (!entity) return record({ mutationId, status: 'rejected', code: 'unknown_table' });
  try {
    const applied = await db.transaction(async (tx) => {
      // Claimed first: a second push of the same id waits here until this one ends, then finds it taken.
      const claimed = await claim(tx, { mutationId, status: 'applied' });
      if (claimed.rows.length === 0) return undefined;
      const outcome = await apply(
        joined(db, tx),
        scope,
        entity,
        mutation,
        baseVersion,
        now,
        hooks[entity.name] ?? {},
      );
      await tx.query('UPDATE sync_mutations SET outcome = $2 WHERE mutation_id = $1', [
        mutationId,
        JSON.stringify(outcome),
      ]);
      return outcome;
    });
    return applied ?? (await storedOutcome(db, scope, mutationId))!;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    // Nothing was written (the transaction rolled back); the refusal is recorded so a retry answers it.
    const outcome = refusal(mutationId, error);
    if (outcome.status === 'rejected') {
      const current = await findRow(db, scope, entity, mutation.rowId);
      outcome.server = current ? visibleRow(scope, entity, current) : null;
    }
    return record(outcome);
  }
}

/**
 * The outcomes of a batch, in order. Mutations of one row made one after the other offline name the
 * version the first was made on (or none, for a row made offline): each follows the version the
 * one before it in the batch produced.
 */
export async function pushMutations(
  db: Db,
  scope: Scope,
  mutations: readonly Mutation[],
  now: Date,
  hooks: Record<string, EntityWriteHooks> = {},
): Promise<SyncOutcome[]> {
  const chained = new Map<string, { base: number | undefined; version: number }>();
  const outcomes: SyncOutcome[] = [];
  for (const mutation of mutations) {
    const key = `${mutation.table}:${mutation.rowId}`;
    const before = chained.get(key);
    const follows =
      before !== undefined && (mutation.baseVersion === undefined || mutation.baseVersion === before.base);
    const baseVersion = follows ? before.version : mutation.baseVersion;
    const outcome = await pushOne(db, scope, mutation, baseVersion, now, hooks);
    if (outcome.status === 'applied' && outcome.version !== undefined) {
      chained.set(key, { base: follows ? before.base : mutation.baseVersion, version: outcome.version });
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
