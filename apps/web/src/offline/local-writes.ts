// Writes to the offline database (issue 12): each one puts the row and queues its outbox entry in
// the same IndexedDB transaction, so there is no moment in which a write exists without the entry
// that will carry it to the server (sync-design.md section 6.3, invariant 1). Rows made here carry ids
// made here (newRowId), and each write its own mutation id (this device's node and the write's outbox
// position), which the server records so that a push retried after a cut never applies twice.
import type { EntityDefinition } from '@mars/domain';
import { deviceMutationId, newRowId } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';

import type { MarsLocalDb, OutboxEntry } from './local-db';
import { fromLocalRow, localTableOf, toLocalRow } from './local-schema';
import { nodeIdOf } from './node-id';

type WriteOptions = { now?: Date; mutationId?: string };

async function queued(
  db: MarsLocalDb,
  entity: EntityDefinition,
  entry: Omit<OutboxEntry, 'seq' | 'mutationId' | 'table' | 'createdAt'>,
  /** Puts the row; may answer what the entry keeps of it (an edit's values before, `was`). */
  write: () => Promise<Pick<OutboxEntry, 'was'> | void>,
  options: WriteOptions,
): Promise<OutboxEntry> {
  const table = localTableOf(entity);
  const outbox: OutboxEntry = {
    ...entry,
    mutationId: options.mutationId ?? uuidv7(),
    table,
    createdAt: (options.now ?? new Date()).toISOString(),
  };
  // The node is read in the write's transaction; a caller's own transaction without `_sync` (a
  // test's) gets a random mutation id, spelled out when pushed.
  const outer = Dexie.currentTransaction;
  const withNode = !outer || outer.storeNames.includes('_sync');
  const tables = [db.rows(table), db._outbox, ...(withNode ? [db._sync] : [])];
  await db.transaction('rw', tables, async () => {
    const node = withNode ? await nodeIdOf(db) : '';
    Object.assign(outbox, await write());
    outbox.seq = await db._outbox.add(outbox);
    // The write's mutation id: this device's node and the entry's position (protocol 3 names it by
    // the position alone), unless the caller gave one.
    const derived = options.mutationId === undefined ? deviceMutationId(node, outbox.seq) : undefined;
    if (derived) {
      outbox.mutationId = derived;
      await db._outbox.update(outbox.seq, { mutationId: derived });
    }
  });
  return outbox;
}

/**
 * Saves a row of the entity (snake_case, as the API and the forms know it): a new one when it has no
 * id (one is made here), else the changed fields over the stored row. Answers the row as stored.
 */
export async function saveLocalRow(
  db: MarsLocalDb,
  entity: EntityDefinition,
  values: Readonly<Record<string, unknown>>,
  options: WriteOptions & {
    baseVersion?: number;
    /** Server fields shown on the row until the server's answer comes (a declared check's), not queued. */
    shown?: Readonly<Record<string, unknown>>;
  } = {},
): Promise<Record<string, unknown>> {
  const id = typeof values.id === 'string' && values.id ? values.id : newRowId();
  const changed = Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'id'));
  const table = db.rows(localTableOf(entity));
  const now = (options.now ?? new Date()).toISOString();
  let saved: Record<string, unknown> = {};
  await queued(
    db,
    entity,
    { rowId: id, op: 'upsert', values: changed, baseVersion: options.baseVersion },
    async () => {
      const existing = await table.get(id);
      saved = {
        ...(existing ?? { createdAt: now }),
        ...toLocalRow({ ...options.shown, ...changed }),
        id,
        updatedAt: now,
      };
      await table.put(saved);
      // An edit of a row the server holds keeps what it changed from, for a merge (OutboxEntry.was).
      if (!existing || options.baseVersion === undefined) return;
      const before = fromLocalRow(existing);
      return { was: Object.fromEntries(Object.keys(changed).map((field) => [field, before[field] ?? null])) };
    },
    options,
  );
  return fromLocalRow(saved);
}

/** Marks a row deleted here (kept as a tombstone until the server has it) and queues the delete. */
export async function deleteLocalRow(
  db: MarsLocalDb,
  entity: EntityDefinition,
  id: string,
  options: WriteOptions & { baseVersion?: number } = {},
): Promise<void> {
  const table = db.rows(localTableOf(entity));
  const now = (options.now ?? new Date()).toISOString();
  await queued(
    db,
    entity,
    { rowId: id, op: 'delete', values: {}, baseVersion: options.baseVersion },
    async () => {
      await table.update(id, { deletedAt: now, updatedAt: now });
    },
    options,
  );
}

/**
 * Queues a workflow action (submit, approve, complete ...) taken here. The row shows the action's
 * target state at once; the server applies its own rules (role, transition, lock) when it arrives,
 * and what it refuses comes back as a conflict.
 */
export async function queueLocalAction(
  db: MarsLocalDb,
  entity: EntityDefinition,
  input: {
    id: string;
    action: string;
    values?: Record<string, unknown>;
    baseVersion?: number;
    /** The columns the step sets as shown here until the server's row comes (who, when, the state). */
    shown?: Record<string, unknown>;
  },
  options: WriteOptions = {},
): Promise<OutboxEntry> {
  const step = entity.workflow?.actions[input.action];
  if (!entity.workflow || !step) throw new Error(`${entity.name} has no action ${input.action}`);
  const { field } = entity.workflow;
  const table = db.rows(localTableOf(entity));
  const now = (options.now ?? new Date()).toISOString();
  return queued(
    db,
    entity,
    {
      rowId: input.id,
      op: 'action',
      action: input.action,
      values: input.values ?? {},
      baseVersion: input.baseVersion,
    },
    async () => {
      await table.update(input.id, { ...toLocalRow(input.shown ?? {}), [field]: step.to, updatedAt: now });
    },
    options,
  );
}

/** The writes made here that the server has not acknowledged yet, in the order they were made. */
export function pendingWrites(db: MarsLocalDb): Promise<OutboxEntry[]> {
  return db._outbox.orderBy('seq').toArray();
}
