// The drift repair (docs/sync.md, 'The drift check'): the rows the hash trees name as differing
// (drift-check.ts) fetched from the server by id, 100 at a time (`GET /api/v1/sync/rows`), and
// applied as the pull applies its pages (sync-engine.ts `applyPage`, one Dexie transaction per
// batch): a row the server holds takes its value, one it does not (or the user may no longer see)
// goes. A row with writes waiting in the outbox is never overwritten: the next push settles it.
import type { SyncRootsAnswer, SyncRowsAnswer } from '@mars/domain';
import { SYNC_ROWS_MAX_IDS } from '@mars/domain';

import type { DriftTransport, HeldVessels } from './drift-check';
import { findDrift } from './drift-check';
import type { MarsLocalDb } from './local-db';
import { applyPage } from './sync-engine';

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
    const answer = await transport.rows(table, ids.slice(at, at + batchSize));
    const changes = answer.changes.filter((change) => change.table === table);
    result.fetched += changes.length;
    // Counted before the batch is applied; applyPage itself leaves a row with a waiting write alone.
    const pending = new Set(
      (await db._outbox.filter((entry) => entry.table === table).toArray()).map((entry) => entry.rowId),
    );
    for (const change of changes) {
      if (pending.has(change.id)) result.skipped += 1;
      else if (change.deleted) result.deleted += 1;
      else result.updated += 1;
    }
    await applyPage(db, { changes }, options.now?.() ?? new Date(), {}, { exact: true });
  }
  if (startBytes !== undefined && options.bytes) result.bytes = options.bytes() - startBytes;
  return result;
}
