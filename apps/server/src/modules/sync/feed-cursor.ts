// The change feed's cursor (docs/sync.md, 'Cursor'): where a reader stands in the feed, as
// '<epoch8>.<xid>.<seq>' (base 36), opaque to the browser; a cursor of another feed starts over.
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

export type Cursor = { xid: string; seq: number };
export const START: Cursor = { xid: '0', seq: 0 };
/** The cursor as handed out: the epoch's first 8 hex digits, the transaction id and the sequence in base 36. */
const CURSOR_PATTERN = /^([0-9a-f]{8})\.([0-9a-z]{1,13})\.([0-9a-z]{1,13})$/;
/** The cursor as servers before it handed it out (decimal, the whole epoch); still read. */
const LONG_CURSOR_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,20})\.(\d{1,19})$/;
/** The epoch's digits a short cursor names (a restored database has another epoch: 1 in 2^32 to meet it). */
const EPOCH_DIGITS = 8;

export async function feedEpoch(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ epoch: string }>('SELECT epoch FROM sync_feed WHERE id = 1');
  if (!rows[0]) throw new Error('the change feed is not installed (installChangeFeed)');
  return rows[0].epoch;
}

export function formatCursor(epoch: string, cursor: Cursor): string {
  return `${epoch.slice(0, EPOCH_DIGITS)}.${BigInt(cursor.xid).toString(36)}.${cursor.seq.toString(36)}`;
}

function fromBase36(digits: string): bigint {
  let value = 0n;
  for (const digit of digits) value = value * 36n + BigInt(parseInt(digit, 36));
  return value;
}

/** The epoch, transaction id and sequence a cursor names, in either form; undefined when malformed. */
function parseCursor(text: string): { epoch: string; xid: string; seq: bigint } | undefined {
  const short = CURSOR_PATTERN.exec(text);
  if (short) {
    const [, epoch, xid, seq] = short as unknown as [string, string, string, string];
    return { epoch, xid: fromBase36(xid).toString(), seq: fromBase36(seq) };
  }
  const long = LONG_CURSOR_PATTERN.exec(text);
  if (!long) return undefined;
  const [, epoch, xid, seq] = long as unknown as [string, string, string, string];
  return { epoch, xid, seq: BigInt(seq) };
}

/** The position a cursor names; `reset` when it is another feed's (or from its future). */
export async function readCursor(
  db: Queryable,
  epoch: string,
  text: string | undefined,
): Promise<{ cursor: Cursor; reset: boolean }> {
  if (text === undefined || text === '') return { cursor: START, reset: false };
  const parsed = parseCursor(text);
  if (!parsed || parsed.xid.length > 20 || parsed.seq > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw errors.validation({ cursor: ['validation:invalid'] });
  }
  const ours = parsed.epoch.length === EPOCH_DIGITS ? epoch.slice(0, EPOCH_DIGITS) : epoch;
  if (parsed.epoch !== ours) return { cursor: START, reset: true };
  // A transaction id this database has not reached: the cursor is of a database restored from
  // elsewhere under the same epoch; the client starts over rather than waiting for that id.
  const { rows } = await db.query<{ future: boolean }>(
    `SELECT $1::xid8 >= pg_snapshot_xmax(pg_current_snapshot()) AS future`,
    [parsed.xid],
  );
  if (rows[0]?.future) return { cursor: START, reset: true };
  return { cursor: { xid: parsed.xid, seq: Number(parsed.seq) }, reset: false };
}
