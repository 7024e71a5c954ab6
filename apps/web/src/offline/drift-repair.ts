// The drift repair (docs/sync.md, 'The drift check'): the rows the hash trees name as differing
// (drift-check.ts) fetched from the server by id, 100 at a time (`GET /api/v1/sync/rows`), and
// applied as the pull applies its pages (sync-engine.ts `applyPage`, one Dexie transaction per
// batch): a row the server holds takes its value, one it does not (or the user may no longer see)
// goes. A row with writes waiting in the outbox is never overwritten: the next push settles it.
//
// The daily check's round (sync-design.md 6.8, phase 2 resumable): the tables whose roots differ,
// then table by table its tree, its differing buckets listed page by page, and the rows found
// differing fetched, one request a step. The frontier (`_sync.descent`) is written after every step,
// so a spent budget, a cut or a closed tab loses at most the step under way, and the next check
// goes on from it.
import type { SyncRootsAnswer, SyncRowsAnswer } from '@mars/domain';
import { SYNC_ROWS_MAX_IDS } from '@mars/domain';

import type { DriftTransport, HeldVessels } from './drift-check';
import {
  bucketOf,
  differingBuckets,
  findDrift,
  localBucket,
  localTree,
  pageDrift,
  pendingIds,
} from './drift-check';
import type { MarsLocalDb } from './local-db';
import { PULL_CURSOR_KEY, applyPage } from './sync-engine';

export type RepairTransport = DriftTransport & {
  rows(table: string, ids: readonly string[], held?: HeldVessels): Promise<SyncRowsAnswer>;
};

/** The daily check's: every table's root in one request first, then the repair of those that differ. */
export type DriftCheckTransport = RepairTransport & { roots(held?: HeldVessels): Promise<SyncRootsAnswer> };

export type DriftRepair = {
  table: string;
  /** Equal roots: nothing to repair (the check cost one tree). */
  same: boolean;
  /** Rows fetched from the server (those the trees named as differing). */
  fetched: number;
  /** Rows written with the server's value, and rows removed (deleted or out of sight there). */
  updated: number;
  deleted: number;
  /** Rows left as they are because writes of them wait in the outbox. */
  skipped: number;
  /** Bytes on the wire the check and repair took, when the caller measures them. */
  bytes?: number;
};

type Fetched = Pick<DriftRepair, 'fetched' | 'updated' | 'deleted' | 'skipped'>;

/**
 * Fetches the rows of `ids` (at most 100) and applies them in one transaction, with `state` (entries
 * of `_sync`) in the same one; a row with a waiting write is counted as skipped and left alone.
 */
async function fetchRows(
  db: MarsLocalDb,
  transport: RepairTransport,
  table: string,
  ids: readonly string[],
  now: Date,
  state: (counts: Fetched) => Record<string, unknown> = () => ({}),
): Promise<Fetched> {
  const answer = await transport.rows(table, ids);
  const changes = answer.changes.filter((change) => change.table === table);
  const counts: Fetched = { fetched: changes.length, updated: 0, deleted: 0, skipped: 0 };
  // Counted before the batch is applied; applyPage itself leaves a row with a waiting write alone.
  const pending = await pendingIds(db, table);
  for (const change of changes) {
    if (pending.has(change.id.toLowerCase())) counts.skipped += 1;
    else if (change.deleted) counts.deleted += 1;
    else counts.updated += 1;
  }
  await applyPage(db, { changes }, now, state(counts), { exact: true });
  return counts;
}

/** Finds a table's drift and repairs it with the named rows only. */
export async function repairDrift(
  db: MarsLocalDb,
  transport: RepairTransport,
  table: string,
  options: { now?: () => Date; batchSize?: number; bytes?: () => number } = {},
): Promise<DriftRepair> {
  const startBytes = options.bytes?.();
  const drift = await findDrift(db, transport, table);
  const result: DriftRepair = { table, same: drift.same, fetched: 0, updated: 0, deleted: 0, skipped: 0 };
  const ids = drift.rows.map((row) => row.id);
  const batchSize = Math.min(options.batchSize ?? SYNC_ROWS_MAX_IDS, SYNC_ROWS_MAX_IDS);
  for (let at = 0; at < ids.length; at += batchSize) {
    const counts = await fetchRows(
      db,
      transport,
      table,
      ids.slice(at, at + batchSize),
      options.now?.() ?? new Date(),
    );
    for (const key of ['fetched', 'updated', 'deleted', 'skipped'] as const) result[key] += counts[key];
  }
  if (startBytes !== undefined && options.bytes) result.bytes = options.bytes() - startBytes;
  return result;
}

/** The last drift check's round (`_sync.lastDriftCheck`), written with every step of it. */
export type DriftCheckRecord = {
  /** When the round last went on (its last step). */
  at: string;
  /** When the round began (its roots compared); absent in records of checks before rounds. */
  startedAt?: string;
  /** Tables whose root was compared, and those of them that differed. */
  tables: number;
  differing: number;
  /** Rows written or removed with the server's values, in the round so far. */
  repaired: number;
  /**
   * Differing tables not yet descended to the end: while there are any, the round is under way and
   * goes on at a later check with phase 2's budget (its frontier in `_sync.descent`).
   */
  deferred: number;
  /** The round's bytes so far. */
  bytes: number;
  /** The round was given up: a step of it failed DRIFT_STEP_TRIES times in a row. */
  gaveUp?: boolean;
};

/** The round under way (`_sync`): what is left of it, and what it did so far. */
export const DRIFT_DESCENT_KEY = 'descent';
/** The round's record (`_sync`), kept when the round is done. */
export const DRIFT_CHECK_KEY = 'lastDriftCheck';

export type DriftDescent = {
  startedAt: string;
  /**
   * The pull cursor and the kept vessels when the frontier was written: when the device's differ at
   * the next check, a pull brought rows since (or the rows held changed) and the frontier is stale.
   */
  cursor: string | null;
  vessels: string[] | null;
  /** Differing tables not yet begun, in the order of the roots. */
  tables: string[];
  /**
   * The table under way, once its tree was read: the buckets still to list (the first one listed
   * after the id `after`), and the rows found differing there and not yet fetched.
   */
  current?: { table: string; buckets: string[]; after?: string; ids: string[] };
  record: DriftCheckRecord;
  /** The steps failed in a row since the last that went through. */
  failures?: number;
};

/** How often in a row a step of the round may fail before the round is given up. */
export const DRIFT_STEP_TRIES = 3;

export type RoundOptions = {
  now: () => Date;
  /** The bytes the caller has counted so far (each step's cost is added to the round's). */
  bytes: () => number;
  /** The vessels the device keeps, when not all (the trees are then of those). */
  vessels?: readonly string[];
};

async function deviceCursor(db: MarsLocalDb): Promise<string | null> {
  const stored = (await db._sync.get(PULL_CURSOR_KEY))?.value;
  return typeof stored === 'string' ? stored : null;
}

/** The round under way, if any. */
export async function driftDescent(db: MarsLocalDb): Promise<DriftDescent | undefined> {
  return (await db._sync.get(DRIFT_DESCENT_KEY))?.value as DriftDescent | undefined;
}

/**
 * Begins a round: every table's root in one request (`local` names the tables the device holds);
 * the differing ones are the round's frontier, stored before anything else is asked.
 */
export async function startDriftRound(
  db: MarsLocalDb,
  transport: Pick<DriftCheckTransport, 'roots'>,
  local: ReadonlySet<string>,
  options: RoundOptions & { also?: Record<string, unknown> },
): Promise<DriftDescent> {
  const started = options.bytes();
  const { roots } = await transport.roots();
  const at = options.now().toISOString();
  const descent: DriftDescent = {
    startedAt: at,
    cursor: await deviceCursor(db),
    vessels: options.vessels ? [...options.vessels] : null,
    tables: [],
    record: { at, startedAt: at, tables: 0, differing: 0, repaired: 0, deferred: 0, bytes: 0 },
  };
  for (const { table, root } of roots) {
    if (!local.has(table)) continue;
    descent.record.tables += 1;
    if (root !== (await localTree(db, table)).root) descent.tables.push(table);
  }
  descent.record.differing = descent.record.deferred = descent.tables.length;
  descent.record.bytes = options.bytes() - started;
  await db._sync.bulkPut([
    ...Object.entries(options.also ?? {}).map(([key, value]) => ({ key, value })),
    { key: DRIFT_DESCENT_KEY, value: descent },
    { key: DRIFT_CHECK_KEY, value: descent.record },
  ]);
  return descent;
}

/**
 * Goes on with the round under way while `mayGoOn` (asked before each step that costs a request):
 * a table not yet begun has its tree read (equal: it is done); the one under way lists its next
 * bucket page, or fetches the next 100 rows found differing (at once when 100 are found, else when
 * its buckets are listed). A frontier gone stale (a pull since, or other vessels kept) first has
 * its table's tree read again: only the buckets still differing are listed, and only the rows of
 * those fetched. Answers the round's record (the round is done when `deferred` is 0).
 */
export async function goOnWithDrift(
  db: MarsLocalDb,
  transport: RepairTransport,
  options: RoundOptions & { mayGoOn: () => Promise<boolean> },
): Promise<DriftCheckRecord | undefined> {
  const stored = await driftDescent(db);
  if (!stored) return undefined;
  const descent: DriftDescent = stored;
  const { now } = options;
  const vessels = options.vessels ? [...options.vessels] : null;
  let isStale =
    descent.cursor !== (await deviceCursor(db)) ||
    JSON.stringify(descent.vessels) !== JSON.stringify(vessels);
  const baseBytes = descent.record.bytes;
  const started = options.bytes();
  const frontier = (): Record<string, unknown> => {
    const { record } = descent;
    record.at = now().toISOString();
    record.bytes = baseBytes + options.bytes() - started;
    record.deferred = descent.tables.length + (descent.current ? 1 : 0);
    return record.deferred > 0
      ? { [DRIFT_DESCENT_KEY]: descent, [DRIFT_CHECK_KEY]: record }
      : { [DRIFT_DESCENT_KEY]: undefined, [DRIFT_CHECK_KEY]: record };
  };
  const save = async (state = frontier()) => {
    await db.transaction('rw', db._sync, async () => {
      for (const [key, value] of Object.entries(state)) {
        if (value === undefined) await db._sync.delete(key);
        else await db._sync.put({ key, value });
      }
    });
  };
  for (;;) {
    const current = descent.current;
    if (current && current.buckets.length === 0 && current.ids.length === 0) {
      descent.current = undefined;
      await save();
      continue;
    }
    if (!current && descent.tables.length === 0) {
      await save();
      return descent.record;
    }
    // Out of budget: the frontier stands as the last step saved it.
    if (!(await options.mayGoOn())) return descent.record;
    try {
      await step(current);
    } catch (caught) {
      await failed(db);
      throw caught;
    }
  }

  /** One step that costs a request; the frontier past it saved with it. */
  async function step(current: DriftDescent['current']): Promise<void> {
    descent.cursor = await deviceCursor(db);
    descent.vessels = vessels;
    delete descent.failures;
    if (!current || isStale) {
      // A table begun, or the one under way checked again: its tree, and the buckets that differ.
      const table = current?.table ?? descent.tables[0]!;
      const [server, local] = await Promise.all([transport.tree(table), localTree(db, table)]);
      isStale = false;
      const differing = server.root === local.root ? [] : differingBuckets(server, local);
      if (!current) {
        descent.tables.shift();
        descent.current = { table, buckets: differing, ids: [] };
      } else {
        const first = current.buckets[0];
        current.buckets = current.buckets.filter((key) => differing.includes(key));
        if (current.buckets[0] !== first) delete current.after;
        current.ids = current.ids.filter((id) => differing.includes(bucketOf(id)));
      }
      await save();
    } else if (current.ids.length >= SYNC_ROWS_MAX_IDS || current.buckets.length === 0) {
      const batch = current.ids.slice(0, SYNC_ROWS_MAX_IDS);
      // The rows and the frontier past them in one transaction: a cut fetches them again, no more.
      await fetchRows(db, transport, current.table, batch, now(), (counts) => {
        current.ids = current.ids.slice(batch.length);
        descent.record.repaired += counts.updated + counts.deleted;
        return frontier();
      });
    } else {
      const key = current.buckets[0]!;
      const page = await transport.bucket(current.table, key, current.after);
      const found = pageDrift(
        await localBucket(db, current.table, key),
        page,
        current.after,
        await pendingIds(db, current.table),
      );
      const known = new Set(current.ids);
      current.ids.push(...found.map((row) => row.id).filter((id) => !known.has(id)));
      if (page.more && page.rows.length > 0) current.after = page.rows.at(-1)!.id;
      else {
        current.buckets.shift();
        delete current.after;
      }
      await save();
    }
  }
}

/**
 * A step that failed (a cut, a closed tab, an error): the stored frontier stands, and the next
 * check tries the step again. A step failing DRIFT_STEP_TRIES times in a row (an error that a retry
 * does not mend) gives the round up, so that it does not hold back the next day's round, which
 * finds its tables again.
 */
async function failed(db: MarsLocalDb): Promise<void> {
  await db.transaction('rw', db._sync, async () => {
    const stored = await driftDescent(db);
    if (!stored) return;
    const failures = (stored.failures ?? 0) + 1;
    if (failures < DRIFT_STEP_TRIES) {
      await db._sync.put({ key: DRIFT_DESCENT_KEY, value: { ...stored, failures } });
      return;
    }
    await db._sync.delete(DRIFT_DESCENT_KEY);
    await db._sync.put({ key: DRIFT_CHECK_KEY, value: { ...stored.record, deferred: 0, gaveUp: true } });
  });
}
