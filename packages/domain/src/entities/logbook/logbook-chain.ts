// Tamper evidence of approved logbook entries (hash-chain.ts): each approved entry's hash covers its
// content, its place in the chain and the previous approved entry's hash (same vessel and logbook
// type), so a changed, removed or reordered entry breaks the chain.
import type { FieldDefinition } from '../define-entity';
import type { ChainHead, ChainVerification, HashChainDefinition } from '../hash-chain';
import { chainContent, hashedFieldsOf, verifyHashChain } from '../hash-chain';
import { LOGBOOK_TYPES, logbookEntryEntity } from './logbook-entry.entity';

/** The covered columns, in a fixed order: the row's identity and the definition's fields (sorted), less
 * the hash itself and what only bookkeeping changes. */
export const LOGBOOK_HASHED_FIELDS: readonly string[] = hashedFieldsOf(logbookEntryEntity.fields, [
  'content_hash',
  'rejected_at',
  'rejected_by',
  'rejection_reason',
]);

/** The canonical text an entry's hash is taken over (hash-chain.ts `chainContent`). */
export function logbookChainContent(row: Record<string, unknown>): string {
  return chainContent(
    logbookEntryEntity.fields as Record<string, FieldDefinition>,
    LOGBOOK_HASHED_FIELDS,
    row,
  );
}

/** The chains of approved entries: one per vessel and logbook type. */
export const LOGBOOK_CHAIN: HashChainDefinition = {
  table: 'logbook_entries',
  headsTable: 'logbook_chain_heads',
  groupColumn: 'logbook_type',
  groups: LOGBOOK_TYPES,
  numberColumn: 'entry_number',
  content: logbookChainContent,
};

/** Walks a logbook chain (entries in chain_position order) with a hash function and the stored head. */
export function verifyLogbookChain(
  entries: readonly Record<string, unknown>[],
  hash: (content: string) => string,
  head: ChainHead | undefined,
): ChainVerification {
  return verifyHashChain(entries, hash, head, LOGBOOK_CHAIN);
}
