// Tamper evidence of approved logbook entries (IMO MEPC.312(74), guidelines for electronic record
// books: a record must show any change after it was made). Each approved entry's hash covers its
// content, its place in the chain and the previous approved entry's hash (same vessel and logbook
// type), so a changed, removed or reordered entry breaks the chain. The hash itself is SHA-256 over
// `logbookChainContent` and is computed by the server (node:crypto).
import type { FieldDefinition } from '../define-entity';
import { logbookEntryEntity } from './logbook-entry.entity';

/** Columns the hash does not cover: the hash itself and what only bookkeeping changes. */
const NOT_HASHED = new Set(['content_hash', 'rejected_at', 'rejected_by', 'rejection_reason']);

/** The covered columns, in a fixed order: the definition's fields (sorted) and the row's identity. */
export const LOGBOOK_HASHED_FIELDS: readonly string[] = [
  'id',
  'vessel_id',
  'created_by',
  ...Object.keys(logbookEntryEntity.fields)
    .filter((field) => !NOT_HASHED.has(field))
    .sort(),
];

function normalize(field: FieldDefinition | undefined, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  switch (field?.kind) {
    case 'number':
      return Number(value);
    case 'dateTime':
      return new Date(value as string | Date).toISOString();
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'boolean':
      return Boolean(value);
    default:
      return String(value);
  }
}

/**
 * The canonical text an entry's hash is taken over: a JSON array of [field, value] pairs with values
 * normalised by kind, so PostgreSQL and PGlite (numeric as text or number, timestamps as Date or
 * text) give the same text for the same entry.
 */
export function logbookChainContent(row: Record<string, unknown>): string {
  const fields = logbookEntryEntity.fields as Record<string, FieldDefinition>;
  return JSON.stringify(LOGBOOK_HASHED_FIELDS.map((name) => [name, normalize(fields[name], row[name])]));
}

export type ChainProblem = 'content_changed' | 'link_broken' | 'position_gap' | 'head_mismatch';

export type ChainVerification = {
  ok: boolean;
  /** Approved entries checked. */
  checked: number;
  problems: { entryId?: string; entryNumber?: string; position?: number; problem: ChainProblem }[];
};

/**
 * Walks a chain (entries in chain_position order) with a hash function and the stored head (last
 * position and hash, kept apart from the entries so that removing the newest entry shows).
 */
export function verifyLogbookChain(
  entries: readonly Record<string, unknown>[],
  hash: (content: string) => string,
  head: { lastPosition: number; lastHash: string | null } | undefined,
): ChainVerification {
  const problems: ChainVerification['problems'] = [];
  let previousHash: string | null = null;
  let expectedPosition = 1;
  for (const entry of entries) {
    const where = {
      entryId: String(entry.id),
      entryNumber: entry.entry_number ? String(entry.entry_number) : undefined,
      position: Number(entry.chain_position),
    };
    if (Number(entry.chain_position) !== expectedPosition)
      problems.push({ ...where, problem: 'position_gap' });
    if ((entry.previous_hash ?? null) !== previousHash) problems.push({ ...where, problem: 'link_broken' });
    if (hash(logbookChainContent(entry)) !== entry.content_hash)
      problems.push({ ...where, problem: 'content_changed' });
    previousHash = (entry.content_hash as string | null) ?? null;
    expectedPosition = Number(entry.chain_position) + 1;
  }
  const lastPosition = entries.length === 0 ? 0 : Number(entries[entries.length - 1]!.chain_position);
  if ((head?.lastPosition ?? 0) !== lastPosition || (head?.lastHash ?? null) !== previousHash) {
    problems.push({ position: head?.lastPosition ?? 0, problem: 'head_mismatch' });
  }
  return { ok: problems.length === 0, checked: entries.length, problems };
}
