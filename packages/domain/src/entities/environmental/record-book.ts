// What the electronic record books share (MEPC.312(74) for the MARPOL books, MEPC.372(80) for the
// ballast water record book; domain-reference section 9): an entry is drafted, completed, signed by the
// officer in charge of the operation and certified by the Master; once signed it is locked and only a
// new entry that references it, with a reason, corrects it; certified entries are sealed in the
// vessel's hash chain (the server's hooks). The oil record book and the ballast water record book
// declare their entities with these fields, this workflow and these stats.
import type { Role } from '../../auth/roles';
import type { FieldDefinition } from '../define-entity';
import type { HashChainDefinition } from '../hash-chain';
import { chainContent, hashedFieldsOf } from '../hash-chain';

export const RECORD_BOOK_STATUSES = ['draft', 'completed', 'signed', 'certified'] as const;
export type RecordBookStatus = (typeof RECORD_BOOK_STATUSES)[number];

/** The shortest reason of a correction the server accepts (ours: a reason must say something). */
export const CORRECTION_REASON_MIN_LENGTH = 5;

/** The state, signatures and seal of an entry (only the server writes all but the status). */
export const RECORD_BOOK_CERTIFICATION_FIELDS = {
  status: {
    kind: 'enum',
    values: RECORD_BOOK_STATUSES,
    tones: { completed: 'blue', signed: 'yellow', certified: 'green' },
    filter: true,
    sort: true,
  },
  completed_at: { kind: 'dateTime' },
  completed_by: { kind: 'reference', references: 'user' },
  signed_at: { kind: 'dateTime', sort: true },
  signed_by: { kind: 'reference', references: 'user', filter: true },
  certified_at: { kind: 'dateTime', sort: true },
  certified_by: { kind: 'reference', references: 'user' },
  chain_position: { kind: 'number', integer: true, min: 1 },
  previous_hash: { kind: 'text', maxLength: 64 },
  content_hash: { kind: 'text', maxLength: 64 },
} as const;

export const RECORD_BOOK_SERVER_FIELDS = [
  'entry_number',
  'completed_at',
  'completed_by',
  'signed_at',
  'signed_by',
  'certified_at',
  'certified_by',
  'chain_position',
  'previous_hash',
  'content_hash',
] as const;

/** The stat cards of a book: entries, not yet signed, awaiting the Master, certified, corrections. */
export const RECORD_BOOK_STATS = [
  { key: 'total' },
  { key: 'draft', where: [{ field: 'status', op: 'in', value: ['draft', 'completed'] }] },
  { key: 'signed', where: [{ field: 'status', op: 'eq', value: 'signed' }], tone: 'warning' },
  { key: 'certified', where: [{ field: 'status', op: 'eq', value: 'certified' }], tone: 'ok' },
  { key: 'corrections', where: [{ field: 'corrects_id', op: 'notNull' }] },
] as const;

/**
 * The declared workflow of a book's entries; `book` prefixes its refusal codes ('orb_entry_locked',
 * 'bwrb_certify_master_only'). Certifying seals the entry into its vessel's chain (the server's hooks).
 */
export function recordBookWorkflow<const Book extends string>(
  book: Book,
  roles: { write: readonly Role[]; sign: readonly Role[]; certify: readonly Role[] },
) {
  return {
    field: 'status',
    initial: 'draft',
    actions: {
      complete: {
        from: ['draft'],
        to: 'completed',
        roles: roles.write,
        requiresValidRow: true,
        sets: { completed_at: 'now', completed_by: 'user' },
        tone: 'primary',
      },
      reopen: {
        from: ['completed'],
        to: 'draft',
        roles: roles.write,
        sets: { completed_at: null, completed_by: null },
        tone: 'neutral',
      },
      sign: {
        from: ['completed'],
        to: 'signed',
        roles: roles.sign,
        refusedCode: `${book}_sign_officer_only`,
        requiresValidRow: true,
        sets: { signed_at: 'now', signed_by: 'user' },
        tone: 'primary',
      },
      certify: {
        from: ['signed'],
        to: 'certified',
        roles: roles.certify,
        refusedCode: `${book}_certify_master_only`,
        sets: { certified_at: 'now', certified_by: 'user' },
        tone: 'positive',
      },
    },
    locked: { states: ['signed', 'certified'], code: `${book}_entry_locked` },
    editableIn: { states: ['draft'], code: `${book}_entry_completed` },
    deletableIn: { states: ['draft'], code: `${book}_entry_not_deletable` },
  } as const;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The checks every entry of a book shares: no future date, end after start, a correction's reason. */
export function recordBookEntryErrors(
  row: Record<string, unknown>,
  today: string,
  add: (field: string, key: string) => void,
  dateField = 'operation_date',
): void {
  const date = row[dateField];
  if (typeof date === 'string' && date > today) add(dateField, 'validation:dateInFuture');
  if (typeof row.start_at === 'string' && typeof row.end_at === 'string' && row.end_at < row.start_at) {
    add('end_at', 'validation:dateRange');
  }
  if (!isEmpty(row.corrects_id)) {
    const reason = typeof row.correction_reason === 'string' ? row.correction_reason.trim() : '';
    if (reason.length < CORRECTION_REASON_MIN_LENGTH)
      add('correction_reason', 'validation:orbCorrectionReason');
  }
}

/**
 * The chain of a book's certified entries: one per vessel and value of `groupColumn`, its hash over the
 * row's identity and the entity's fields (less the hash itself), numbered by `entry_number`.
 */
export function recordBookChain(
  fields: Record<string, FieldDefinition>,
  chain: Pick<HashChainDefinition, 'table' | 'headsTable' | 'groupColumn' | 'groups'>,
): HashChainDefinition {
  const hashed = hashedFieldsOf(fields, ['content_hash']);
  return { ...chain, numberColumn: 'entry_number', content: (row) => chainContent(fields, hashed, row) };
}

/** A warning of an entry that does not add up or that the rules question. */
export type BookWarning<Code extends string> = {
  entry_id: string;
  entry_number: string | null;
  warning: Code;
  tank_id: string | null;
  /** The figure the warning is about (a tank's content, the ppm, the distance). */
  value: number | null;
};
