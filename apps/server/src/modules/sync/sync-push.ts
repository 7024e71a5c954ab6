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
import { originOf } from './change-feed';
import { rowsOfNumbers } from './row-numbers';

type Row = Record<string, unknown>;
/** A pushed mutation with its mutation id resolved, naming its row by id or by number (`r`). */
export type NamedMutation = Omit<SyncMutation, 'values' | 'mutationId' | 's'> & {
  values: Row;
  mutationId: string;
};

/** A pushed mutation with its id resolved (spelled out, or derived from the device's node and `s`). */
export type Mutation = Omit<SyncMutation, 'values' | 'mutationId' | 's' | 'rowId'> & {
  values: Row;
  mutationId: string;
  /** The row's id, as named, or resolved from its number `r` (which the mutation keeps). */
  rowId: string;
};
/** An outcome as stored (whole rows, what protocol 1 answers) and, where it has one, its lean form. */
type Applied = { outcome: SyncOutcome; lean?: SyncOutcome };

/** The database as crud sees it, inside a transaction already open: its transactions join it. */
function joined(db: Db, tx: Queryable): Db {
  return { ...db, query: (sql, params) => tx.query(sql, params), transaction: (fn) => fn(tx) };
}

/** The fields a client writes, from a stored row (the base an offline edit of some fields goes onto). */
function writableValues(entity: EntityDefinition, row: Row): Row {
  const names = [...Object.keys(entity.fields), ...(entity.scope === 'vessel' ? ['vessel_id'] : [])];
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

/**
 * The fields of a written row the browser does not hold yet: those whose value differs from what it
 * expects (the row it wrote on, with the values it sent; for a new row, the values alone), so the
 * server's own (its times, who, the number it gave, what hooks set, normalised values) and nothing
 * else. The version travels beside it.
 */
export function changedFields(row: Row, expected: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([name, value]) =>
        name !== 'version' &&
        (!(name in expected) || JSON.stringify(value) !== JSON.stringify(expected[name])),
    ),
  );
}

async function apply(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  mutation: Mutation,
  baseVersion: number | undefined,
  now: Date,
  hooks: EntityWriteHooks,
): Promise<Applied> {
  const { mutationId, rowId: id } = mutation;
  if (mutation.op === 'upsert') {
    // An edit made offline carries the fields changed; the rest are the stored row's, as a form sends them.
    const existing = await findRow(db, scope, entity, id);
    const shown = existing ? visibleRow(scope, entity, existing) : undefined;
    const base = shown ? writableValues(entity, shown) : {};
    const body = { ...base, ...mutation.values, version: baseVersion };
    const { row } = await upsertEntity(db, scope, entity, { id, body, now }, hooks);
    const version = Number(row.version);
    // The browser stamped its row's time of change itself (local-writes.ts): the server's goes back.
    const { updated_at: _stamped, ...expected } = { ...(shown ?? { id }), ...mutation.values };
    const set = changedFields(row, expected);
    // A row the device named by its id gets its number back, which it names the row by from then on.
    const number =
      mutation.r === undefined
        ? await db.query<{ n: string }>(
            'SELECT n FROM sync_row_numbers WHERE entity_table = $1 AND row_id = $2',
            [entity.table, id],
          )
        : undefined;
    const n = number?.rows[0] ? { n: Number(number.rows[0].n) } : {};
    return {
      outcome: { mutationId, status: 'applied', version, row },
      lean: { status: 'applied', version, ...n, set },
    };
  }
  if (mutation.op === 'action') {
    // A step's effects are the workflow's (state, who, when, hooks): the row goes back whole.
    const row = await runWorkflowStep(
      db,
      scope,
      entity,
      { id, action: mutation.action!, version: baseVersion, input: mutation.values, now },
      hooks,
    );
    return { outcome: { mutationId, status: 'applied', version: Number(row.version), row } };
  }
  // A delete of a row this organization already deleted has nothing left to do.
  const { rows } = await db.query<{ deleted: boolean }>(
    `SELECT deleted_at IS NOT NULL AS deleted FROM ${entity.table} WHERE id = $1 AND organization_id = $2`,
    [id, scope.organizationId],
  );
  if (!rows[0]?.deleted) await deleteEntity(db, scope, entity, id, now, hooks);
  return { outcome: { mutationId, status: 'applied' }, lean: { status: 'applied' } };
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
  node: string | undefined,
): Promise<Applied> {
  const { mutationId } = mutation;
  const earlier = await storedOutcome(db, scope, mutationId);
  if (earlier) return { outcome: earlier };
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
  const record = async (outcome: SyncOutcome): Promise<Applied> => {
    await db.transaction((tx) => claim(tx, outcome));
    return { outcome: (await storedOutcome(db, scope, mutationId)) ?? outcome };
  };
  if (!entity) return record({ mutationId, status: 'rejected', code: 'unknown_table' });
  try {
    const applied = await db.transaction(async (tx) => {
      // Claimed first: a second push of the same id waits here until this one ends, then finds it taken.
      const claimed = await claim(tx, { mutationId, status: 'applied' });
      if (claimed.rows.length === 0) return undefined;
      // The feed lines of this row, in this transaction, are the device's own (change-feed.ts).
      if (node) {
        await tx.query(`SELECT set_config('mars.sync_origin', $1, true)`, [
          `${originOf(scope, node)} ${entity.table} ${mutation.rowId}`,
        ]);
      }
      const done = await apply(
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
        JSON.stringify(done.outcome),
      ]);
      return done;
    });
    return applied ?? { outcome: (await storedOutcome(db, scope, mutationId))! };
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
 * one before it in the batch produced. `lean` (protocol 2): an applied write answers its version and
 * the fields the browser does not hold (`set`), not the whole row, and no mutation id (the answers
 * follow the batch's order); a retried one answers its stored outcome, whole.
 */
export async function pushMutations(
  db: Db,
  scope: Scope,
  pushed: readonly NamedMutation[],
  now: Date,
  hooks: Record<string, EntityWriteHooks> = {},
  options: { lean?: boolean; node?: string } = {},
): Promise<SyncOutcome[]> {
  const chained = new Map<string, { base: number | undefined; version: number }>();
  const outcomes: SyncOutcome[] = [];
  const rows = await rowsOfNumbers(db, pushed);
  for (const named of pushed) {
    const rowId = named.rowId ?? rows.get(`${named.table}:${named.r}`);
    // A number this server never gave a row of that table (or not to this organization's rows: the
    // write path's scope refuses those) names no row: refused, and nothing is written.
    if (rowId === undefined) {
      outcomes.push({ mutationId: named.mutationId, status: 'rejected', code: 'unknown_row' });
      continue;
    }
    const mutation: Mutation = { ...named, rowId };
    const key = `${mutation.table}:${mutation.rowId}`;
    const before = chained.get(key);
    const follows =
      before !== undefined && (mutation.baseVersion === undefined || mutation.baseVersion === before.base);
    const baseVersion = follows ? before.version : mutation.baseVersion;
    const { outcome, lean } = await pushOne(db, scope, mutation, baseVersion, now, hooks, options.node);
    if (outcome.status === 'applied' && outcome.version !== undefined) {
      chained.set(key, { base: follows ? before.base : mutation.baseVersion, version: outcome.version });
    }
    outcomes.push(options.lean && lean ? lean : outcome);
  }
  return outcomes;
}
