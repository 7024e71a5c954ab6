// The browser's side of the sync (issue 12, docs/sync.md), without React: pushes the outbox in the
// order it was written and applies each outcome (applied: the entry goes and the row takes the
// server's version; conflict or rejected: the entry moves to _conflicts with both values, never
// dropped), then pulls the change feed page by page, each page's rows and its cursor in one Dexie
// transaction, resuming from the stored cursor after a cut. A row with writes still waiting in the
// outbox is not overwritten by a pulled one (a conflict is recorded when the server's version moved).
import type { SyncChange, SyncOutcome, SyncPushAnswer } from '@mars/domain';
import {
  abbreviatedPositions,
  deviceMutationId,
  entityOfSyncTable,
  numbersOfSteps,
  SYNC_PULL_MAX_LIMIT,
  SYNC_PUSH_MAX_BYTES,
  SYNC_PUSH_MAX_MUTATIONS,
} from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { ConflictEntry, MarsLocalDb, OutboxEntry } from './local-db';
import { toLocalRow } from './local-schema';
import { nodeIdOf } from './node-id';
import { keepNumbers, numbersOfRows, resolvePulled } from './row-numbers';
import type { PullQuery, PushMutation, SyncTransport } from './sync-transport';
import { SyncRefusal } from './sync-transport';

/** How far the first load has come: lines of the feed read of the total the server counted. */
export type FirstLoadProgress = { done: number; total: number };
/** The progress as kept between pages, with whether the load began from nothing. */
type StoredProgress = FirstLoadProgress & { fresh?: boolean };
/** The first load under way (`_sync`), written with each page's cursor; gone when it is complete. */
export const FIRST_LOAD_KEY = 'firstLoad';

export const PULL_CURSOR_KEY = 'pullCursor';
export { NODE_ID_KEY, nodeIdOf } from './node-id';
function entityTables(db: MarsLocalDb) {
  return db.tables.filter((table) => !table.name.startsWith('_'));
}

/**
 * An entry as pushed: a write of this device's own names its outbox position, not its mutation id,
 * and a row whose number the device keeps is named by it (protocol 3).
 */
function toMutation(entry: OutboxEntry, node: string, numbers: ReadonlyMap<string, number>): PushMutation {
  const own = entry.seq !== undefined && deviceMutationId(node, entry.seq) === entry.mutationId;
  const n = numbers.get(`${entry.table}:${entry.rowId}`);
  return {
    ...(own ? { s: entry.seq } : { mutationId: entry.mutationId }),
    table: entry.table,
    ...(n === undefined ? { rowId: entry.rowId } : { r: n }),
    op: entry.op,
    values: entry.values,
    ...(entry.action ? { action: entry.action } : {}),
    ...(entry.baseVersion ? { baseVersion: entry.baseVersion } : {}),
  };
}

async function pendingFor(db: MarsLocalDb, table: string, rowId: string): Promise<OutboxEntry[]> {
  return db._outbox.where('[table+rowId]').equals([table, rowId]).sortBy('seq');
}

/**
 * The row after an applied write: the server's answer laid over the local row (a whole row, or the
 * fields the server set), leaving the fields that waiting writes of the row set as they show here.
 */
async function takeApplied(
  db: MarsLocalDb,
  entry: OutboxEntry,
  outcome: Extract<SyncOutcome, { status: 'applied' }>,
  later: readonly OutboxEntry[],
): Promise<void> {
  const table = db.rows(entry.table);
  if (later.length === 0 && entry.op === 'delete') {
    await table.delete(entry.rowId);
    return;
  }
  const version = outcome.version !== undefined ? { version: outcome.version } : {};
  if (later.length === 0 && outcome.row) {
    await table.put(toLocalRow(outcome.row));
    return;
  }
  const answered = outcome.row ?? outcome.set;
  // A waiting step or delete answers the row whole, or removes it: until then the version will do.
  const current = await table.get(entry.rowId);
  if (!current || !answered || later.some((next) => next.op !== 'upsert')) {
    if (current && outcome.version !== undefined) await table.update(entry.rowId, version);
    return;
  }
  const waiting = new Set(later.flatMap((next) => Object.keys(next.values)));
  const taken = Object.fromEntries(Object.entries(answered).filter(([name]) => !waiting.has(name)));
  await table.put({ ...current, ...toLocalRow(taken), ...version });
}

/** One batch's outcomes, in one transaction with the rows they touch. */
/**
 * Fields merged (the per-field policy): a conflict answered to an edit because the row
 * changed meanwhile, where the server's row still holds, in every field the edit changed, the value
 * the edit changed from (or the edit's own). The two edits were of different fields: both stand, and
 * the edit goes again on the server's version. A true concurrent edit (a field both changed) stays a
 * conflict, shown with both values.
 */
function mergesOver(entry: OutboxEntry, server: Record<string, unknown> | null | undefined): boolean {
  const was = entry.was;
  if (entry.op !== 'upsert' || !was || !server || typeof server.version !== 'number') return false;
  return Object.entries(entry.values).every(([field, value]) => {
    const held = JSON.stringify(server[field] ?? null);
    return held === JSON.stringify(was[field] ?? null) || held === JSON.stringify(value ?? null);
  });
}

/** The outcomes of a push laid over the device; answers the conflicts merged (mergesOver), by index. */
async function applyOutcomes(
  db: MarsLocalDb,
  entries: readonly OutboxEntry[],
  outcomes: readonly SyncOutcome[],
  now: Date,
  node: string,
): Promise<Set<number>> {
  const merged = new Set<number>();
  const tables = [db._outbox, db._conflicts, db._rowNumbers, ...entityTables(db)];
  await db.transaction('rw', tables, async () => {
    // The versions this batch moved its own later entries onto (they were read before it).
    const moved = new Map<number, number>();
    for (const [index, read] of entries.entries()) {
      const entry = moved.has(read.seq!) ? { ...read, baseVersion: moved.get(read.seq!) } : read;
      const outcome = outcomes[index];
      // An entry the server did not answer stays for the next push. The outcomes follow the
      // entries' order; the lean ones (protocol 2) name no mutation id.
      if (!outcome || (outcome.mutationId !== undefined && outcome.mutationId !== entry.mutationId)) continue;
      await db._outbox.delete(entry.seq!);
      const later = await pendingFor(db, entry.table, entry.rowId);
      if (outcome.status === 'applied') {
        // The writes made after this one on the same row were made on top of it: they follow its version.
        for (const next of later) {
          if (
            outcome.version !== undefined &&
            (next.baseVersion === undefined || next.baseVersion === entry.baseVersion)
          ) {
            await db._outbox.update(next.seq!, { baseVersion: outcome.version });
            moved.set(next.seq!, outcome.version);
          }
        }
        await takeApplied(db, entry, outcome, later);
        // The number of a row the push named by its id: the device names it by that from now on.
        if (outcome.n !== undefined)
          await keepNumbers(db, [{ table: entry.table, id: entry.rowId, n: outcome.n }]);
        continue;
      }
      if (outcome.status === 'conflict' && later.length === 0 && mergesOver(entry, outcome.server)) {
        const server = outcome.server!;
        // Again, as a new write of this device (the refused one's id answers its refusal for good).
        const again: OutboxEntry = {
          ...entry,
          baseVersion: Number(server.version),
          was: Object.fromEntries(Object.keys(entry.values).map((field) => [field, server[field] ?? null])),
          createdAt: now.toISOString(),
        };
        delete again.seq;
        const seq = await db._outbox.add(again);
        await db._outbox.update(seq, { mutationId: deviceMutationId(node, seq) ?? uuidv7() });
        await db.rows(entry.table).put(toLocalRow({ ...server, ...entry.values }));
        // A concurrent edit a pull saw meanwhile ('changed') is settled with it.
        await db._conflicts
          .filter((known) => known.mutationId === entry.mutationId && known.reason === 'changed')
          .delete();
        merged.add(index);
        continue;
      }
      const conflict: ConflictEntry = {
        mutationId: entry.mutationId,
        table: entry.table,
        rowId: entry.rowId,
        reason: outcome.code,
        local: { op: entry.op, ...(entry.action ? { action: entry.action } : {}), ...entry.values },
        server: outcome.server ?? null,
        ...(outcome.status === 'rejected' && outcome.fields ? { fields: outcome.fields } : {}),
        at: now.toISOString(),
      };
      await db._conflicts.add(conflict);
      // The row shows what the server holds (the user's values are in _conflicts), unless writes
      // made after this one still wait; a row the server does not hold goes.
      if (later.length === 0) {
        const table = db.rows(entry.table);
        if (conflict.server) await table.put(toLocalRow(conflict.server));
        else await table.delete(entry.rowId);
      }
    }
  });
  return merged;
}

export type PushResult = { applied: number; conflicts: number; rejected: number };

/**
 * The first entries whose push stays within the route's bound (SYNC_PUSH_MAX_BYTES, as the server
 * reads it, inflated), with room for the body's frame; one entry at least (a larger one is refused
 * with 413 and stays, as any push the server does not answer).
 */
function withinPushBytes(
  entries: readonly OutboxEntry[],
  node: string,
  numbers: ReadonlyMap<string, number>,
): OutboxEntry[] {
  const room = SYNC_PUSH_MAX_BYTES - 1024;
  let bytes = 0;
  let count = 0;
  for (const entry of entries) {
    bytes += new TextEncoder().encode(JSON.stringify(toMutation(entry, node, numbers))).length + 1;
    if (count > 0 && bytes > room) break;
    count += 1;
  }
  return entries.slice(0, count);
}

/** Sends the outbox in the order it was written, batch by batch, until it is empty or a batch fails. */
export async function pushOutbox(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<PushResult> {
  const result: PushResult = { applied: 0, conflicts: 0, rejected: 0 };
  const batchSize = Math.min(options.batchSize ?? SYNC_PUSH_MAX_MUTATIONS, SYNC_PUSH_MAX_MUTATIONS);
  const node = await nodeIdOf(db);
  for (;;) {
    const waiting = await db._outbox.orderBy('seq').limit(batchSize).toArray();
    const numbers = await numbersOfRows(db, waiting);
    const entries = withinPushBytes(waiting, node, numbers);
    if (entries.length === 0) return result;
    // A position that follows the one before goes without saying (sync-compact.ts).
    const mutations = abbreviatedPositions(entries.map((entry) => toMutation(entry, node, numbers)));
    // Rows named by number go with the cursor of the feed the numbers are of.
    const numbered = mutations.some((mutation) => mutation.r !== undefined);
    const cursor = numbered ? (await db._sync.get(PULL_CURSOR_KEY))?.value : undefined;
    let answer: SyncPushAnswer;
    try {
      answer = await transport.push(
        { mutations },
        { node, ...(typeof cursor === 'string' ? { cursor } : {}) },
      );
    } catch (error) {
      // The server was restored to a backup and may have given the numbers to other rows: forget
      // them all (the next pull, a reset, brings every row with its number again) and push by id.
      if (!(error instanceof SyncRefusal && error.code === 'sync_numbers_stale') || numbers.size === 0)
        throw error;
      await db._rowNumbers.clear();
      continue;
    }
    const merged = await applyOutcomes(db, entries, answer.outcomes, options.now?.() ?? new Date(), node);
    for (const [index, outcome] of answer.outcomes.entries()) {
      // A merged edit is counted when its second push is answered.
      if (merged.has(index)) continue;
      if (outcome.status === 'applied') result.applied += 1;
      else if (outcome.status === 'conflict') result.conflicts += 1;
      else result.rejected += 1;
    }
    if (answer.outcomes.length < entries.length) return result;
  }
}

/**
 * One pulled page and its cursor, together, with the state that goes with them (`state`: entries
 * of `_sync` to put, or to delete where the value is undefined), in one transaction.
 */
export async function applyPage(
  db: MarsLocalDb,
  page: { changes: readonly SyncChange[] },
  now: Date,
  state: Record<string, unknown>,
  /**
   * `exact`: the rows are the server's as they are now (the drift repair, drift-repair.ts), taken
   * even below the local version (a local row ahead of the server's is the drift itself).
   */
  options: {
    exact?: boolean;
    /**
     * The page of a feed that starts over (`reset`: a server restored to a backup): the numbers held
     * are of the feed before, and may have gone to other rows since; the page's rows bring theirs.
     */
    forgetNumbers?: boolean;
  } = {},
): Promise<void> {
  const tables = [db._sync, db._outbox, db._conflicts, db._rowNumbers, ...entityTables(db)];
  await db.transaction('rw', tables, async () => {
    if (options.forgetNumbers) await db._rowNumbers.clear();
    await keepNumbers(db, page.changes);
    for (const change of page.changes) {
      if (!entityOfSyncTable(change.table)) continue;
      // Protocol 2 leaves the row's id and version out of it (they stand beside it).
      const row = change.row && {
        ...change.row,
        id: change.id,
        ...(change.version !== undefined ? { version: change.version } : {}),
      };
      const table = db.rows(change.table);
      const local = await table.get(change.id);
      const pending = await pendingFor(db, change.table, change.id);
      if (pending.length > 0) {
        // Unacknowledged writes are kept; the server moved past the version they were made on: say so.
        const localVersion = typeof local?.version === 'number' ? local.version : undefined;
        if (localVersion !== undefined && change.version !== undefined && change.version > localVersion) {
          const known = await db._conflicts
            .where('rowId')
            .equals(change.id)
            .filter((entry) => entry.reason === 'changed' && entry.server?.version === change.version)
            .count();
          if (known === 0) {
            await db._conflicts.add({
              mutationId: pending[0]!.mutationId,
              table: change.table,
              rowId: change.id,
              reason: 'changed',
              local: local ?? {},
              server: row ?? { id: change.id, deleted: true, version: change.version },
              at: now.toISOString(),
            });
          }
        }
        continue;
      }
      if (change.deleted) {
        await table.delete(change.id);
        continue;
      }
      const localVersion = typeof local?.version === 'number' ? local.version : 0;
      if (!options.exact && (change.version ?? 0) < localVersion) continue;
      if (row) await table.put(toLocalRow(row));
      // Protocol 3: the fields changed since the cursor, laid over the row held (one not held, or
      // with writes waiting, was fetched whole before: resolvePulled).
      else if (change.set && local) {
        await table.put({ ...local, ...toLocalRow(change.set), version: change.version });
      }
    }
    for (const [key, value] of Object.entries(state)) {
      if (value === undefined) await db._sync.delete(key);
      else await db._sync.put({ key, value });
    }
  });
}

export type PullResult = { pages: number; changes: number };

export type PullOptions = {
  limit?: number;
  now?: () => Date;
  /** Told after each page of a first load how far it has come. */
  onProgress?: (progress: FirstLoadProgress) => void;
  /** Where the cursor and the first load's progress are kept (a vessel catching up has its own). */
  cursorKey?: string;
  progressKey?: string;
  query?: Pick<PullQuery, 'vessels' | 'shared'>;
};

/**
 * Pulls from the stored cursor until the feed has no more; a cut loses at most the page under way.
 * A first load that takes several pages keeps its progress with each page's cursor: after a cut it
 * goes on from the last page applied, and the progress with it.
 */
export async function pullChanges(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: PullOptions = {},
): Promise<PullResult> {
  const result: PullResult = { pages: 0, changes: 0 };
  const limit = options.limit ?? SYNC_PULL_MAX_LIMIT;
  const cursorKey = options.cursorKey ?? PULL_CURSOR_KEY;
  const progressKey = options.progressKey ?? FIRST_LOAD_KEY;
  for (;;) {
    const [stored, loading] = await Promise.all([db._sync.get(cursorKey), db._sync.get(progressKey)]);
    const cursor = typeof stored?.value === 'string' ? stored.value : undefined;
    const kept = loading?.value as StoredProgress | undefined;
    // A load from nothing (no cursor when it began): the device holds none of the feed's rows, so the
    // server sends it no tombstones, on any of the load's pages.
    const fresh = cursor === undefined || kept?.fresh === true;
    const answer = await transport.pull({ ...options.query, cursor, limit, node: await nodeIdOf(db), fresh });
    const page = {
      ...answer,
      changes: await resolvePulled(db, transport, numbersOfSteps(answer.changes), options.query?.vessels),
    };
    // A first load of several pages: the server counted its lines; each full page reads `limit`.
    const started: StoredProgress | undefined =
      page.total !== undefined ? { done: 0, total: page.total, fresh: cursor === undefined } : kept;
    const progress: FirstLoadProgress | undefined = started && {
      total: started.total,
      done: page.more ? Math.min(started.total, started.done + limit) : started.total,
    };
    await applyPage(
      db,
      page,
      options.now?.() ?? new Date(),
      {
        [cursorKey]: page.cursor,
        [progressKey]: page.more && progress ? { ...progress, fresh: started?.fresh === true } : undefined,
      },
      { forgetNumbers: page.reset },
    );
    if (progress) options.onProgress?.(progress);
    result.pages += 1;
    result.changes += page.changes.length;
    if (!page.more) return result;
  }
}

/** A sync round: the outbox first (so the pull finds the own writes acknowledged), then the feed. */
export async function syncOnce(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: {
    batchSize?: number;
    /** The pull to run (vessel-choice.ts's `pullKept` for a device that keeps some vessels). */
    pull?: typeof pullChanges;
  } & PullOptions = {},
): Promise<{ push: PushResult; pull: PullResult }> {
  const push = await pushOutbox(db, transport, options);
  const pull = await (options.pull ?? pullChanges)(db, transport, options);
  return { push, pull };
}
