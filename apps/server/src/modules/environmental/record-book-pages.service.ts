// The Master's certification of a record book page by page (packages/domain api/record-book-pages.ts:
// a page is the entries of one part of a book in one calendar month, UTC): the pages of a vessel whose
// signed entries wait for the Master, and 'Certify page', which certifies every signed entry of the page
// in one transaction, in the order of the book - each one the declared workflow's step (the Master's role,
// the seal in the chain by the book's hooks, the audit entry naming the page), refused to anyone else.
import { createHash } from 'node:crypto';

import type { EntityDefinition, RecordBookPage, RecordBookPageCertification } from '@mars/domain';
import { RECORD_BOOK_PAGE_MAX_ENTRIES, recordBookPageDigestText, workflowAction } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import { applyWorkflowStep, assertMayTakeAction } from '../../crud/workflow.service';
import type { Queryable } from '../../db/client';
import { AppError, errors } from '../../plugins/errors';
import type { RecordBookTable } from './oil-record.repository';
import { bookOrder } from './oil-record.repository';

type Row = Record<string, unknown>;

/** A book as its pages are read and certified. */
export type RecordBookPages = {
  entity: EntityDefinition;
  table: RecordBookTable;
  /** The column of the page's part: `part`, or the ballast water record book's `book`. */
  partColumn: 'part' | 'book';
  /** The SQL of an entry's day (its table aliased `e`), whose month is its page. */
  day: string;
  hooks: EntityWriteHooks;
};

const monthOf = (book: RecordBookPages) => `to_char(${book.day}, 'YYYY-MM')`;

/** The digest of a page's signed entries (api/record-book-pages.ts: recordBookPageDigestText). */
function pageDigest(entries: readonly { id: string; version: number | string }[]): string {
  return createHash('sha256').update(recordBookPageDigestText(entries)).digest('hex');
}

/** The pages with signed entries waiting for the Master, oldest first (at most 120). */
export async function pagesToCertify(
  db: Queryable,
  scope: Scope,
  book: RecordBookPages,
  vesselId: string,
): Promise<RecordBookPage[]> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { organization: 'e.organization_id', vessel: 'e.vessel_id' });
  const { rows } = await db.query<
    Omit<RecordBookPage, 'digest'> & { signed_entries: { id: string; version: number }[] }
  >(
    `SELECT e.${book.partColumn} AS part, ${monthOf(book)} AS month, count(*)::int AS entries,
            count(*) FILTER (WHERE e.status IN ('draft', 'completed'))::int AS unsigned,
            count(*) FILTER (WHERE e.status = 'signed')::int AS signed,
            count(*) FILTER (WHERE e.status = 'certified')::int AS certified,
            json_agg(json_build_object('id', e.id, 'version', e.version))
              FILTER (WHERE e.status = 'signed') AS signed_entries
     FROM ${book.table} e
     WHERE e.vessel_id = $1 AND e.deleted_at IS NULL AND ${where}
     GROUP BY 1, 2
     HAVING count(*) FILTER (WHERE e.status = 'signed') > 0
     ORDER BY 2, 1
     LIMIT 120`,
    params,
  );
  return rows.map(({ signed_entries: signedEntries, ...page }) => ({
    ...page,
    digest: pageDigest(signedEntries),
  }));
}

/** 'Certify page': every signed entry of the page, in the order of the book, by the Master. */
export async function certifyPage(
  tx: Queryable,
  scope: Scope,
  book: RecordBookPages,
  page: { vesselId: string; part: string; month: string; digest: string },
  now: Date,
): Promise<RecordBookPageCertification> {
  if (!workflowAction(book.entity, 'certify')) throw errors.notFound();
  assertMayTakeAction(book.entity, 'certify', scope.role);
  const params: unknown[] = [page.vesselId, page.part, page.month];
  const where = scopeCondition(scope, params, { organization: 'e.organization_id', vessel: 'e.vessel_id' });
  const { rows } = await tx.query<Row>(
    `SELECT e.* FROM ${book.table} e
     WHERE e.vessel_id = $1 AND e.${book.partColumn} = $2 AND ${monthOf(book)} = $3
       AND e.status = 'signed' AND e.deleted_at IS NULL AND ${where}
     ORDER BY ${bookOrder(book.table)}
     LIMIT ${RECORD_BOOK_PAGE_MAX_ENTRIES + 1}
     FOR UPDATE`,
    params,
  );
  if (rows.length === 0) throw errors.notFound();
  // The Master certifies what he reviewed: an entry signed, certified or changed since (one swapped
  // for another alike) asks him to look again.
  if (
    rows.length > RECORD_BOOK_PAGE_MAX_ENTRIES ||
    pageDigest(rows.map((row) => ({ id: String(row.id), version: Number(row.version) }))) !== page.digest
  ) {
    throw new AppError(409, 'record_book_page_changed', 'The page changed since it was shown.', {
      signed: rows.length,
    });
  }
  const audit = { page: { part: page.part, month: page.month, entries: rows.length } };
  const certified: string[] = [];
  for (const existing of rows) {
    await applyWorkflowStep(
      tx,
      scope,
      book.entity,
      { action: 'certify', existing, input: {}, now, audit },
      book.hooks,
    );
    certified.push(String(existing.entry_number ?? ''));
  }
  return {
    part: page.part as RecordBookPage['part'],
    month: page.month,
    certified_at: now.toISOString(),
    entry_numbers: certified,
  };
}
