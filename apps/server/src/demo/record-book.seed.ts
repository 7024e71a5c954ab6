// What the demo's record books share beyond the oil record book's helpers (oil-record.seed.ts): numbering
// and certification by age of a ship's entries with their seal, the writing of a book with its chain
// heads, and the demo's clock. The ballast water record book's demo uses them.
import { formatEntityNumber } from '@mars/domain';
import type { ChainHead, HashChainDefinition } from '@mars/domain';

import type { Queryable } from '../db/client';
import { insertRows, stepByAge } from './oil-record.seed';
import type { DemoContext } from './seed-demo';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

/**
 * Numbers a ship's entries per year in the order of the book (`<prefix>-<year>-<nnnn>`), then signs and
 * certifies them by age (stepByAge), sealed in `chain` in that order. Answers the chain's head.
 */
export function signAndSeal(
  entries: Row[],
  book: {
    prefix: string;
    chain: HashChainDefinition;
    officer: string | null;
    master: string | null;
    now: number;
  },
): ChainHead {
  const counters = new Map<number, number>();
  let head: ChainHead = { lastPosition: 0, lastHash: null };
  for (const entry of entries) {
    const year = Number(String(entry.operation_date).slice(0, 4));
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    entry.entry_number = formatEntityNumber(book.prefix, year, sequence);
    const age = (book.now - Date.parse(String(entry.start_at))) / DAY_MS;
    head = stepByAge(entry, age, { writer: book.officer, master: book.master }, book.chain, head);
  }
  return head;
}

export type BookHead = { vesselId: string; group: string; head: ChainHead };

/**
 * Writes a book's entries (a correction names the entry it corrects: those go first) and the heads of
 * its chains that hold a sealed entry.
 */
export async function insertBook(
  tx: Queryable,
  chain: HashChainDefinition,
  organizationId: string,
  entries: Row[],
  heads: readonly BookHead[],
): Promise<void> {
  await insertRows(
    tx,
    chain.table,
    entries.filter((entry) => !entry.corrects_id),
  );
  await insertRows(
    tx,
    chain.table,
    entries.filter((entry) => entry.corrects_id),
  );
  await insertRows(
    tx,
    chain.headsTable,
    heads
      .filter(({ head }) => head.lastPosition > 0)
      .map(({ vesselId, group, head }) => ({
        organization_id: organizationId,
        vessel_id: vesselId,
        [chain.groupColumn]: group,
        last_position: head.lastPosition,
        last_hash: head.lastHash ?? '',
      })),
  );
}

/** The demo's clock: now (ms), the day `offset` days from today, and the instant at `hour` on it. */
export function demoDays(context: DemoContext) {
  const now = context.today.getTime();
  return {
    now,
    day: (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10),
    at: (offset: number, hour: number) => new Date(now + offset * DAY_MS + hour * 3_600_000).toISOString(),
  };
}
