// The Master's certification page by page on the local database (issue 14, offline: issue 12): the
// pages are computed from the rows this browser holds, as the server's pages route computes them from
// its own (record-book-pages.service.ts: a part's entries of one calendar month, UTC, with the digest of
// the signed entries as shown), and 'Certify page' takes each signed entry's declared `certify` step in
// the order of the book through the entity client, which queues it in the outbox with the version the
// Master saw. At sync each step goes through the server's rules again (the Master's role, the version,
// the transition, the seal in the chain); what the server refuses is kept for review (docs/sync.md).
import type { EntityDefinition, RecordBookPage, RecordBookPageCertification } from '@mars/domain';
import { RECORD_BOOK_PAGE_MAX_ENTRIES, recordBookPageDigestText } from '@mars/domain';

import { ApiError } from '../../data/api-client';
import type { EntityClient } from '../../data/entity-client';

type Row = Record<string, unknown>;

/** A page as the local database shows it: with its signed entries in the order of the book. */
export type LocalRecordBookPage = RecordBookPage & { signedRows: Row[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The field whose day makes an entry's page (the list's date filter: occurred_at, operation_date). */
function dayField(entity: EntityDefinition): string {
  const field = entity.list.dateFilterField;
  if (!field) throw new Error(`${entity.name} has no day for its pages`);
  return field;
}

/** The part a page names: the oil and garbage books' I and II, the ballast water record book's one. */
const partOf = (entity: EntityDefinition, row: Row): RecordBookPage['part'] =>
  'part' in entity.fields ? (row.part as RecordBookPage['part']) : 'BWRB';

/** The order of the book: date, time, then as written (the server's bookOrder). */
function bookOrder(entity: EntityDefinition) {
  const day = dayField(entity);
  const key = (row: Row) => [text(row[day]), text(row.start_at), text(row.created_at), text(row.id)];
  return (a: Row, b: Row) => {
    const [left, right] = [key(a), key(b)];
    for (let index = 0; index < left.length; index += 1) {
      if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1;
    }
    return 0;
  };
}

/** SHA-256 in lowercase hex, as the server's digest (WebCrypto). */
async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The pages of a vessel's book whose signed entries wait for the Master, oldest first, from the rows
 * the client answers (at most 500 signed entries and 500 entries of their months are read).
 */
export async function localRecordBookPages(
  client: EntityClient,
  entity: EntityDefinition,
  vesselId: string,
): Promise<LocalRecordBookPage[]> {
  const day = dayField(entity);
  const limit = RECORD_BOOK_PAGE_MAX_ENTRIES;
  const signed = await client.list(entity, { vessel_id: vesselId, status: 'signed', sort: day, limit });
  const first = signed.rows[0];
  if (!first) return [];
  const rows = await client.list(entity, {
    vessel_id: vesselId,
    [`${day}.gte`]: `${text(first[day]).slice(0, 7)}-01`,
    sort: day,
    limit,
  });
  const pages = new Map<string, LocalRecordBookPage>();
  for (const row of [...rows.rows].sort(bookOrder(entity))) {
    const part = partOf(entity, row);
    const month = text(row[day]).slice(0, 7);
    const key = `${month} ${part}`;
    const page = pages.get(key) ?? {
      part,
      month,
      entries: 0,
      unsigned: 0,
      signed: 0,
      certified: 0,
      digest: '',
      signedRows: [],
    };
    page.entries += 1;
    if (row.status === 'signed') {
      page.signed += 1;
      page.signedRows.push(row);
    } else if (row.status === 'certified') page.certified += 1;
    else page.unsigned += 1;
    pages.set(key, page);
  }
  const waiting = [...pages.entries()]
    .filter(([, page]) => page.signed > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, page]) => page);
  for (const page of waiting) {
    page.digest = await sha256Hex(
      recordBookPageDigestText(
        page.signedRows.map((row) => ({ id: text(row.id), version: row.version as number | undefined })),
      ),
    );
  }
  return waiting;
}

/**
 * 'Certify page' on the local database: the page as shown (its digest) must still be the page here,
 * else 409 `record_book_page_changed` as the server answers; then each signed entry's certify step, in
 * the order of the book, queued with the version shown.
 */
export async function certifyLocalPage(
  client: EntityClient,
  entity: EntityDefinition,
  vesselId: string,
  shown: Pick<RecordBookPage, 'part' | 'month' | 'digest'>,
): Promise<RecordBookPageCertification> {
  const page = (await localRecordBookPages(client, entity, vesselId)).find(
    (candidate) => candidate.part === shown.part && candidate.month === shown.month,
  );
  if (!page || page.digest !== shown.digest) {
    throw new ApiError(409, 'record_book_page_changed', 'The page changed since it was shown.');
  }
  const numbers: string[] = [];
  for (const row of page.signedRows) {
    await client.step(entity, text(row.id), 'certify', { version: row.version });
    numbers.push(text(row.entry_number));
  }
  return {
    part: page.part,
    month: page.month,
    certified_at: new Date().toISOString(),
    entry_numbers: numbers,
  };
}
