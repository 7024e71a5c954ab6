// The browser's side of the sync (issue 12, docs/sync.md), without React: pushes the outbox in the
// order it was written and applies each outcome (applied: the entry goes and the row takes the
// server's version; conflict or rejected: the entry moves to _conflicts with both values, never
// dropped), then pulls the change feed page by page, each page's rows and its cursor in one Dexie
// transaction, resuming from the stored cursor after a cut. A row with writes still waiting in the
// outbox is not overwritten by a pulled one (a conflict is recorded when the server's version moved).
import type { SyncOutcome, SyncPullAnswer, SyncPushAnswer } from '@mars/domain';
import { entityOfSyncTable, SYNC_PULL_MAX_LIMIT, SYNC_PUSH_MAX_MUTATIONS } from '@mars/domain';

import type { ConflictEntry, MarsLocalDb, OutboxEntry } from './local-db';
import { toLocalRow } from './local-schema';

export type PushMutation = {
  mutationId: string;
  table: string;
  rowId: string;
  op: OutboxEntry['op'];
  values: Record<string, unknown>;
  action?: string;
  baseVersion?: number;
};

/** How the engine reaches the server: the two sync routes (fetch in the browser, inject in tests). */
export type SyncTransport = {
  push(body: { mutations: PushMutation[] }): Promise<SyncPushAnswer>;
  pull(query: { cursor?: string; limit?: number }): Promise<SyncPullAnswer>;
};

export const PULL_CURSOR_KEY = 'pullCursor';

/** Pushes of 1 KiB and more go deflated: browsers do not compress what they send (sync-design.md 6.5). */
const COMPRESS_FROM_BYTES = 1024;

/** A push's body: deflated where the browser can (CompressionStream), else as it is. */
async function pushBody(text: string): Promise<{ body: BodyInit; headers: Record<string, string> }> {
  if (typeof CompressionStream === 'undefined' || text.length < COMPRESS_FROM_BYTES) {
    return { body: text, headers: {} };
  }
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  return { body, headers: { 'content-encoding': 'deflate' } };
}

/** The sync routes over fetch, with the session cookie and the CSRF header of the API. */
export function fetchTransport(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  base = '/api/v1/sync',
): SyncTransport {
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetchImpl(`${base}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { 'x-requested-with': 'mars', 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`sync ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    push: async (body) => call('/push', { method: 'POST', ...(await pushBody(JSON.stringify(body))) }),
    pull: ({ cursor, limit }) => {
      const query = new URLSearchParams();
      if (cursor) query.set('cursor', cursor);
      if (limit) query.set('limit', String(limit));
      const text = query.toString();
      return call(`/pull${text ? `?${text}` : ''}`, { method: 'GET' });
    },
  };
}

function entityTables(db: MarsLocalDb) {
  return db.tables.filter((table) => !table.name.startsWith('_'));
}

function toMutation(entry: OutboxEntry): PushMutation {
  return {
    mutationId: entry.mutationId,
    table: entry.table,
    rowId: entry.rowId,
    op: entry.op,
    values: entry.values,
    ...(entry.action ? { action: entry.action } : {}),
    ...(entry.baseVersion ? { baseVersion: entry.baseVersion } : {}),
  };
}

async function pendingFor(db: MarsLocalDb, table: string, rowId: string): Promise<OutboxEntry[]> {
  return db._outbox.where('[table+rowId]').equals([table, rowId]).sortBy('seq');
}

/** One batch's outcomes, in one transaction with the rows they touch. */
async function applyOutcomes(
  db: MarsLocalDb,
  entries: readonly OutboxEntry[],
  outcomes: readonly SyncOutcome[],
  now: Date,
): Promise<void> {
  await db.transaction('rw', [db._outbox, db._conflicts, ...entityTables(db)], async () => {
    for (const [index, entry] of entries.entries()) {
      const outcome = outcomes[index];
      // An entry the server did not answer stays for the next push.
      if (!outcome || outcome.mutationId !== entry.mutationId) continue;
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
          }
        }
        const table = db.rows(entry.table);
        if (later.length > 0) {
          if (outcome.version !== undefined) await table.update(entry.rowId, { version: outcome.version });
        } else if (entry.op === 'delete') {
          await table.delete(entry.rowId);
        } else if (outcome.row) {
          await table.put(toLocalRow(outcome.row));
        }
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
}

export type PushResult = { applied: number; conflicts: number; rejected: number };

/** Sends the outbox in the order it was written, batch by batch, until it is empty or a batch fails. */
export async function pushOutbox(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<PushResult> {
  const result: PushResult = { applied: 0, conflicts: 0, rejected: 0 };
  const batchSize = Math.min(options.batchSize ?? SYNC_PUSH_MAX_MUTATIONS, SYNC_PUSH_MAX_MUTATIONS);
  for (;;) {
    const entries = await db._outbox.orderBy('seq').limit(batchSize).toArray();
    if (entries.length === 0) return result;
    const answer = await transport.push({ mutations: entries.map(toMutation) });
    await applyOutcomes(db, entries, answer.outcomes, options.now?.() ?? new Date());
    for (const outcome of answer.outcomes) {
      if (outcome.status === 'applied') result.applied += 1;
      else if (outcome.status === 'conflict') result.conflicts += 1;
      else result.rejected += 1;
    }
    if (answer.outcomes.length < entries.length) return result;
  }
}

/** One pulled page and its cursor, together. */
async function applyPage(db: MarsLocalDb, page: SyncPullAnswer, now: Date): Promise<void> {
  await db.transaction('rw', [db._sync, db._outbox, db._conflicts, ...entityTables(db)], async () => {
    for (const change of page.changes) {
      if (!entityOfSyncTable(change.table)) continue;
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
              server: change.row ?? { id: change.id, deleted: true, version: change.version },
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
      if (change.row && (change.version ?? 0) >= localVersion) await table.put(toLocalRow(change.row));
    }
    await db._sync.put({ key: PULL_CURSOR_KEY, value: page.cursor });
  });
}

export type PullResult = { pages: number; changes: number };

/** Pulls from the stored cursor until the feed has no more; a cut loses at most the page under way. */
export async function pullChanges(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: { limit?: number; now?: () => Date } = {},
): Promise<PullResult> {
  const result: PullResult = { pages: 0, changes: 0 };
  for (;;) {
    const stored = await db._sync.get(PULL_CURSOR_KEY);
    const cursor = typeof stored?.value === 'string' ? stored.value : undefined;
    const page = await transport.pull({ cursor, limit: options.limit ?? SYNC_PULL_MAX_LIMIT });
    await applyPage(db, page, options.now?.() ?? new Date());
    result.pages += 1;
    result.changes += page.changes.length;
    if (!page.more) return result;
  }
}

/** A sync round: the outbox first (so the pull finds the own writes acknowledged), then the feed. */
export async function syncOnce(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: { batchSize?: number; limit?: number; now?: () => Date } = {},
): Promise<{ push: PushResult; pull: PullResult }> {
  const push = await pushOutbox(db, transport, options);
  const pull = await pullChanges(db, transport, options);
  return { push, pull };
}
