// What the MARPOL record books share (issue 14; MEPC.312(74) guidelines for electronic record books):
// an entry is drafted, completed, signed by the officer in charge of the operation and certified by the
// Master (the oil record book's page by page, reg 17.4 and 36.5 of Annex I; the garbage record book's
// each completed page, reg 10.3 of Annex V); once signed it is locked and only a new entry that
// references it, with a reason, corrects it; certified entries are sealed in the vessel's hash chain of
// their part. Each book declares its fields, roles and refusal codes and takes the rest from here.
import type { Role } from '../../auth/roles';
import type { FieldDefinition } from '../define-entity';
import type { HashChainDefinition } from '../hash-chain';
import { chainContent, hashedFieldsOf } from '../hash-chain';
import { roundTo } from '../../rules/numbers';
import { isEmpty } from '../refine-errors';

export const RECORD_BOOK_PARTS = ['I', 'II'] as const;
export type RecordBookPart = (typeof RECORD_BOOK_PARTS)[number];

export const RECORD_BOOK_STATUSES = ['draft', 'completed', 'signed', 'certified'] as const;

/** The shortest reason of a correction the server accepts (ours: a reason must say something). */
export const CORRECTION_REASON_MIN_LENGTH = 5;

/** The fields of an entry's correction, certification and seal, after the book's own fields. */
export function certificationFields<const Name extends string>(entityName: Name) {
  return {
    /** The signed entry this one corrects (it stays as written; the correction counts instead). */
    corrects_id: { kind: 'reference', references: entityName, filter: true },
    correction_reason: { kind: 'longText', maxLength: 2000 },
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
}

/** The fields only the server writes: the number, the steps' who and when, the seal. */
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

/** The stat cards of the certification: drafts, waiting for the Master, certified, corrections. */
export const RECORD_BOOK_STATS = [
  { key: 'draft', where: [{ field: 'status', op: 'in', value: ['draft', 'completed'] }] },
  { key: 'signed', where: [{ field: 'status', op: 'eq', value: 'signed' }], tone: 'warning' },
  { key: 'certified', where: [{ field: 'status', op: 'eq', value: 'certified' }], tone: 'ok' },
  { key: 'corrections', where: [{ field: 'corrects_id', op: 'notNull' }] },
] as const;

/**
 * The declared workflow of a record book's entries. Its refusals carry the book's codes (and texts
 * `errors:<code>`): `<book>_sign_officer_only`, `<book>_certify_master_only`, `<book>_entry_locked`,
 * `<book>_entry_completed`, `<book>_entry_not_deletable`.
 */
export function recordBookWorkflow<
  const Write extends readonly Role[],
  const Sign extends readonly Role[],
  const Certify extends readonly Role[],
  const Book extends string,
>(roles: { write: Write; sign: Sign; certify: Certify }, book: Book) {
  const codes = {
    signOfficerOnly: `${book}_sign_officer_only`,
    certifyMasterOnly: `${book}_certify_master_only`,
    locked: `${book}_entry_locked`,
    completed: `${book}_entry_completed`,
    notDeletable: `${book}_entry_not_deletable`,
  } as const;
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
        refusedCode: codes.signOfficerOnly,
        requiresValidRow: true,
        sets: { signed_at: 'now', signed_by: 'user' },
        tone: 'primary',
      },
      // Certifying seals the entry into its vessel's chain of its part (the server's hooks).
      certify: {
        from: ['signed'],
        to: 'certified',
        roles: roles.certify,
        refusedCode: codes.certifyMasterOnly,
        sets: { certified_at: 'now', certified_by: 'user' },
        tone: 'positive',
      },
    },
    locked: { states: ['signed', 'certified'], code: codes.locked },
    editableIn: { states: ['draft'], code: codes.completed },
    deletableIn: { states: ['draft'], code: codes.notDeletable },
  } as const;
}

/** A correction names its reason (the refine's check, with the book's own text key). */
export function checkCorrectionReason(
  row: Record<string, unknown>,
  add: (field: string, key: string) => void,
  key: string,
): void {
  if (isEmpty(row.corrects_id)) return;
  const reason = typeof row.correction_reason === 'string' ? row.correction_reason.trim() : '';
  if (reason.length < CORRECTION_REASON_MIN_LENGTH) add('correction_reason', key);
}

/**
 * The chains of a book's certified entries, one per vessel and part (or, for a book without parts such
 * as the ballast water record book, per value of `group.column`): the hash covers the row's identity
 * and every field but the hash itself.
 */
export function recordBookChain(
  entity: { table: string; fields: Record<string, FieldDefinition> },
  headsTable: string,
  group: { column: string; values: readonly string[] } = { column: 'part', values: RECORD_BOOK_PARTS },
): HashChainDefinition {
  const hashed = hashedFieldsOf(entity.fields, ['content_hash']);
  return {
    table: entity.table,
    headsTable,
    groupColumn: group.column,
    groups: group.values,
    numberColumn: 'entry_number',
    content: (row) => chainContent(entity.fields, hashed, row),
  };
}

export type RecordBookStatus = (typeof RECORD_BOOK_STATUSES)[number];

/** A warning of an entry that does not add up or that the rules question. */
export type BookWarning<Code extends string> = {
  entry_id: string;
  entry_number: string | null;
  warning: Code;
  tank_id: string | null;
  /** The figure the warning is about (a tank's content, the ppm, the distance). */
  value: number | null;
};

/** An entry of a book as stored (the books read their own fields by name). */
export type BookRow = Record<string, unknown>;

/** A tank of the IOPP supplement or the ballast water management plan, as the books read it. */
export type BookTank = { id: string; name: string; tank_type: string; capacity_m3: number | string };

/** A tank's content against its capacity. */
export type TankLevel = 'ok' | 'below_zero' | 'above_capacity';

/** Quantities are recorded to 0.1 m3 (domain-reference 9.3): figures are compared at 0.01 m3. */
const VOLUME_EPSILON_M3 = 0.005;

export function tankLevelOf(content: number, capacity: number): TankLevel {
  if (content < -VOLUME_EPSILON_M3) return 'below_zero';
  return content > capacity + VOLUME_EPSILON_M3 ? 'above_capacity' : 'ok';
}

/** How a book's warnings are written for one entry: its figure rounded to 0.01 m3. */
export function entryWarner<Code extends string>(
  warnings: BookWarning<Code>[],
  entry: BookRow,
): (warning: Code, tankId: string | null, value: number | null) => void {
  return (warning, tankId, value) => {
    warnings.push({
      entry_id: String(entry.id),
      entry_number: entry.entry_number ? String(entry.entry_number) : null,
      warning,
      tank_id: tankId,
      value: value === null ? null : roundTo(value, 2),
    });
  };
}
