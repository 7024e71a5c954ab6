// The Master's certification of a record book page by page (MARPOL Annex I Appendix III, Annex V
// Appendix II, BWM Appendix II: the Master signs each completed page). Our electronic page: the entries
// of one part of a book (the ballast water record book's one book, 'BWRB') whose operation falls in one
// calendar month (UTC) - a page that does not change as entries are added elsewhere, that a Master
// reviews as a whole and that the PDF and the list's date filter show alike. The Master certifies all
// the page's signed entries in one action; entries not yet signed wait for the next.
import { z } from 'zod';

/** A page's month, 'YYYY-MM'. */
export const RECORD_BOOK_PAGE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The most entries one page certification takes (a month of a busy book stays well below). */
export const RECORD_BOOK_PAGE_MAX_ENTRIES = 500;

/** The parts of the books as pages name them: the oil and garbage books' I and II, the ballast book's one. */
export const RECORD_BOOK_PAGE_PARTS = ['I', 'II', 'BWRB'] as const;

export const recordBookPageSchema = z.object({
  part: z.enum(RECORD_BOOK_PAGE_PARTS),
  month: z.string(),
  /** Entries on the page in every state, and those drafted or completed (not yet signed). */
  entries: z.number().int(),
  unsigned: z.number().int(),
  /** Signed by the officer in charge, waiting for the Master. */
  signed: z.number().int(),
  certified: z.number().int(),
  /** The page's signed entries as shown (recordBookPageDigest): what 'Certify page' sends back. */
  digest: z.string(),
});
export type RecordBookPage = z.infer<typeof recordBookPageSchema>;

/** The pages of a vessel's book with signed entries waiting for the Master, oldest first. */
export const recordBookPagesSchema = z.object({
  vessel_id: z.string(),
  pages: z.array(recordBookPageSchema),
});
export type RecordBookPages = z.infer<typeof recordBookPagesSchema>;

/**
 * The text a page's digest is taken of: its signed entries' `<id>:<version>`, in the order of their
 * ids, one per line. The digest is its SHA-256 in lowercase hex (the server's node:crypto, the
 * browser's WebCrypto on the local database): an entry signed, certified, corrected or changed since
 * the page was shown changes it, even where the count of signed entries stays the same.
 */
export function recordBookPageDigestText(
  entries: readonly { id: string; version?: number | string | null }[],
): string {
  return entries
    .map((entry) => `${entry.id}:${entry.version ?? ''}`)
    .sort()
    .join('\n');
}

/** A SHA-256 in lowercase hex. */
export const RECORD_BOOK_PAGE_DIGEST = /^[0-9a-f]{64}$/;

/** 'Certify page': the page the Master reviewed, and the digest of the signed entries he saw on it. */
export const recordBookPageCertifyBodySchema = z.object({
  vessel_id: z.uuid(),
  part: z.enum(RECORD_BOOK_PAGE_PARTS),
  month: z.string().regex(RECORD_BOOK_PAGE_MONTH),
  digest: z.string().regex(RECORD_BOOK_PAGE_DIGEST),
});
export type RecordBookPageCertifyBody = z.infer<typeof recordBookPageCertifyBodySchema>;

export const recordBookPageCertificationSchema = z.object({
  part: z.enum(RECORD_BOOK_PAGE_PARTS),
  month: z.string(),
  certified_at: z.string(),
  /** The numbers of the entries certified now, in the order of the book. */
  entry_numbers: z.array(z.string()),
});
export type RecordBookPageCertification = z.infer<typeof recordBookPageCertificationSchema>;
