// 'Link to the e-logbook' of the record books (issue 14): a completed, signed or certified entry of the
// oil, garbage or ballast water record book writes its line into the vessel's log once - the engine
// log for the oil record book, the deck log for the others - as a draft (crud/draft-log-line.ts) for
// the watch to submit, dated as the operation, with the book's own line text (record-book-log-lines.ts).
// The line's remarks name the entry; a second link finds the line by them and writes none (the entry's
// row is locked meanwhile).
import type { LogbookType, RecordBookLogLine } from '@mars/domain';

import type { DraftLogLine } from '../../crud/draft-log-line';
import { writeDraftLogLine } from '../../crud/draft-log-line';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

type Row = Record<string, unknown>;

/** The states whose operation is recorded (a draft may still change). */
export const LINKABLE_STATUSES: readonly string[] = ['completed', 'signed', 'certified'];

/** What a book's entry writes into the log (the rest of a draft line is the service's). */
export type LogLineText = Pick<DraftLogLine, 'entryType' | 'entryAt' | 'title' | 'description'> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** A record book's link to the e-logbook: its table, the log it writes, who keeps it, its line. */
export type RecordBookLogBook = {
  table: 'oil_record_entries' | 'garbage_record_entries' | 'ballast_record_entries';
  logbookType: Extract<LogbookType, 'engine' | 'deck'>;
  /** The ranks that keep the line when the user has no crew record on the vessel, preferred first. */
  keeperRanks: readonly string[];
  /** The remark by which the line names its entry ('Oil record book entry ORBI-2026-0042'). */
  remark: (entryNumber: string) => string;
  /** The line of an entry; `tanks` are the vessel's tank names by id. */
  line: (entry: Row, tanks: ReadonlyMap<string, string>) => LogLineText;
};

/** The user's own crew record on the vessel, else the book's preferred keeper by rank. */
async function watchKeeperOf(
  tx: Queryable,
  scope: Scope,
  book: RecordBookLogBook,
  vesselId: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string; rank: string; user_id: string | null }>(
    `SELECT id, rank, user_id FROM personnel
     WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
       AND (user_id = $3 OR rank = ANY($4::text[]))
     ORDER BY id`,
    [scope.organizationId, vesselId, scope.userId, book.keeperRanks],
  );
  const preference = (rank: string) => book.keeperRanks.indexOf(rank);
  const keeper =
    rows.find((row) => row.user_id === scope.userId) ??
    rows
      .filter((row) => preference(row.rank) >= 0)
      .sort((a, b) => preference(a.rank) - preference(b.rank))[0];
  if (!keeper) {
    throw errors.validation({
      watch_keeper_id: [`validation:recordBookLogLineNoKeeper.${book.logbookType}`],
    });
  }
  return keeper.id;
}

export async function linkToLogbook(
  tx: Queryable,
  scope: Scope,
  book: RecordBookLogBook,
  entryId: string,
  now: Date,
): Promise<RecordBookLogLine> {
  const params: unknown[] = [entryId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await tx.query<Row>(
    `SELECT * FROM ${book.table} WHERE id = $1 AND deleted_at IS NULL AND ${where} FOR UPDATE`,
    params,
  );
  const entry = rows[0];
  if (!entry) throw errors.notFound();
  if (!LINKABLE_STATUSES.includes(String(entry.status))) {
    throw errors.validation({ status: ['validation:recordBookLogLineNotCompleted'] });
  }
  const vesselId = String(entry.vessel_id);
  const remark = book.remark(String(entry.entry_number));
  const answer = (line: Row, created: boolean): RecordBookLogLine => ({
    entry_id: entryId,
    logbook_type: book.logbookType,
    logbook_entry_id: String(line.id),
    logbook_entry_number: line.entry_number == null ? null : String(line.entry_number),
    created,
  });
  const existing = await tx.query<{ id: string; entry_number: string | null }>(
    `SELECT id, entry_number FROM logbook_entries
     WHERE organization_id = $1 AND vessel_id = $2 AND logbook_type = $3 AND remarks = $4
       AND deleted_at IS NULL
     ORDER BY created_at, id LIMIT 1`,
    [scope.organizationId, vesselId, book.logbookType, remark],
  );
  if (existing.rows[0]) return answer(existing.rows[0], false);
  const tankRows = await tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM vessel_tanks WHERE organization_id = $1 AND vessel_id = $2`,
    [scope.organizationId, vesselId],
  );
  const tanks = new Map(tankRows.rows.map((row) => [row.id, row.name]));
  const row = await writeDraftLogLine(
    tx,
    scope,
    {
      vesselId,
      logbookType: book.logbookType,
      ...book.line(entry, tanks),
      watchKeeperId: await watchKeeperOf(tx, scope, book, vesselId),
      remarks: remark,
    },
    now,
  );
  return answer(row, true);
}
