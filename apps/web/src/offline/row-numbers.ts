// Row numbers on the browser's side (protocol 3, docs/sync.md 'Row numbers'): the server numbers its
// rows, and names a row this device holds by its number instead of its 36-character id, both ways.
// The device keeps each row's number (`_rowNumbers`) as whole rows and push answers bring them, in
// the transaction that writes the row; it pushes an edit of a numbered row by its number, and turns
// a pulled page's numbers back into ids before the page is applied. What it cannot resolve or lay
// over a row it holds (a number it never learned, a row it does not hold, a row with writes waiting)
// it fetches whole first, so the page and its cursor still go in one transaction.
import type { SyncChange, SyncPulledChange } from '@mars/domain';
import { entityOfSyncTable, SYNC_ROWS_MAX_IDS } from '@mars/domain';

import type { MarsLocalDb, OutboxEntry, RowNumber } from './local-db';
import type { SyncTransport } from './sync-transport';

function key(table: string, id: string): string {
  return `${table}:${id}`;
}

/** The numbers of the rows the entries write, where the device knows them: '<table>:<id>' -> number. */
export async function numbersOfRows(
  db: MarsLocalDb,
  entries: readonly Pick<OutboxEntry, 'table' | 'rowId'>[],
): Promise<Map<string, number>> {
  const known = await db._rowNumbers
    .where('[table+id]')
    .anyOf(entries.map((entry) => [entry.table, entry.rowId]))
    .toArray();
  return new Map(known.map((entry) => [key(entry.table, entry.id), entry.n]));
}

/**
 * Keeps the numbers a page or a push answer brings, and forgets those of rows it removes; to be
 * called in the transaction that writes the rows (it takes `_rowNumbers`).
 */
export async function keepNumbers(
  db: MarsLocalDb,
  changes: readonly Pick<SyncChange, 'table' | 'id' | 'n' | 'deleted'>[],
): Promise<void> {
  const learned: RowNumber[] = [];
  for (const change of changes) {
    if (change.deleted) {
      await db._rowNumbers.where('[table+id]').equals([change.table, change.id]).delete();
    } else if (change.n !== undefined) {
      learned.push({ n: change.n, table: change.table, id: change.id });
    }
  }
  if (learned.length > 0) await db._rowNumbers.bulkPut(learned);
}

async function fetchWhole(
  transport: SyncTransport,
  wanted: ReadonlyMap<string, { ids: string[]; numbers: number[] }>,
  vessels: readonly string[] | undefined,
): Promise<SyncChange[]> {
  const { rows, rowsByNumber } = transport;
  if (!rows || !rowsByNumber) {
    throw new Error('a pull named rows by their changed fields, and this transport cannot fetch rows');
  }
  const fetched: SyncChange[] = [];
  for (const [table, { ids, numbers }] of wanted) {
    for (let start = 0; start < ids.length; start += SYNC_ROWS_MAX_IDS) {
      const answer = await rows(table, ids.slice(start, start + SYNC_ROWS_MAX_IDS), { vessels });
      fetched.push(...answer.changes);
    }
    for (let start = 0; start < numbers.length; start += SYNC_ROWS_MAX_IDS) {
      const answer = await rowsByNumber(table, numbers.slice(start, start + SYNC_ROWS_MAX_IDS), { vessels });
      fetched.push(...answer.changes);
    }
  }
  return fetched;
}

/**
 * A pulled page as the device applies it: every change with its row's id. A change of fields named
 * by a number the device knows takes the id it keeps; the rows it cannot resolve or lay the fields
 * over (a number it never learned, a row it does not hold, a row with writes waiting, whose conflict
 * must show the server's row whole) are fetched whole (`/sync/rows`, by id or by number). A number
 * the server no longer knows brings nothing, and its change is left out.
 */
export async function resolvePulled(
  db: MarsLocalDb,
  transport: SyncTransport,
  changes: readonly SyncPulledChange[],
  vessels: readonly string[] | undefined,
): Promise<SyncChange[]> {
  const numbered = changes.filter((change) => change.id === undefined && change.n !== undefined);
  const known = new Map(
    (await db._rowNumbers.bulkGet(numbered.map((change) => change.n!)))
      .filter((entry) => entry !== undefined)
      .map((entry) => [entry.n, entry]),
  );
  const wanted = new Map<string, { ids: string[]; numbers: number[] }>();
  const want = (table: string) => {
    const list = wanted.get(table) ?? { ids: [], numbers: [] };
    wanted.set(table, list);
    return list;
  };
  const resolved: (SyncChange | { number: number; table: string })[] = [];
  for (const change of changes) {
    const id =
      change.id ?? (known.get(change.n!)?.table === change.table ? known.get(change.n!)!.id : undefined);
    if (id === undefined) {
      want(change.table).numbers.push(change.n!);
      resolved.push({ number: change.n!, table: change.table });
      continue;
    }
    resolved.push({ ...change, id });
    if (!change.set || !entityOfSyncTable(change.table)) continue;
    const held = await db.rows(change.table).get(id);
    const waiting = await db._outbox.where('[table+rowId]').equals([change.table, id]).count();
    if (!held || waiting > 0) want(change.table).ids.push(id);
  }
  if (wanted.size === 0) return resolved as SyncChange[];
  const whole = await fetchWhole(transport, wanted, vessels);
  const byId = new Map(whole.map((change) => [key(change.table, change.id), change]));
  const byNumber = new Map(
    whole
      .filter((change) => change.n !== undefined)
      .map((change) => [key(change.table, String(change.n)), change]),
  );
  return resolved.flatMap((change) => {
    if ('number' in change) {
      const found = byNumber.get(key(change.table, String(change.number)));
      return found ? [found] : [];
    }
    return [byId.get(key(change.table, change.id)) ?? change];
  });
}
