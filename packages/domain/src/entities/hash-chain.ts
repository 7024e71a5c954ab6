// Tamper evidence of sealed records (IMO MEPC.312(74), guidelines for electronic record books: a record
// must show any change after it was made). A chain is the sealed rows of one vessel and one group (a
// logbook type, an oil record book part), in the order they were sealed: each row's hash covers its
// content, its place in the chain and the previous row's hash, so a changed, removed or reordered row
// breaks the chain. The hash is SHA-256 over `chainContent` and is computed by the server (node:crypto).
// The logbook (approved entries) and the oil record book (certified entries) declare their chains here.
import type { FieldDefinition } from './define-entity';

/** A chain of sealed rows: where they and their heads are stored and what their hash covers. */
export type HashChainDefinition = {
  /** The table of the sealed rows (columns chain_position, previous_hash, content_hash). */
  table: string;
  /** The table of the heads: organization_id, vessel_id, <groupColumn>, last_position, last_hash, updated_at. */
  headsTable: string;
  /** The column that, with the vessel, names a chain (one chain per vessel and value). */
  groupColumn: string;
  /** The values of the group column, in the order a verification reports them. */
  groups: readonly string[];
  /** The column numbering a row (named in a verification's problems). */
  numberColumn: string;
  /** The canonical text a row's hash is taken over. */
  content: (row: Record<string, unknown>) => string;
};

/** The columns a chain covers, in a fixed order: the row's identity and the fields (sorted), less some. */
export function hashedFieldsOf(
  fields: Record<string, FieldDefinition>,
  notHashed: readonly string[],
): readonly string[] {
  const skip = new Set(notHashed);
  return [
    'id',
    'vessel_id',
    'created_by',
    ...Object.keys(fields)
      .filter((field) => !skip.has(field))
      .sort(),
  ];
}

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
 * The canonical text a row's hash is taken over: a JSON array of [field, value] pairs with values
 * normalised by kind, so PostgreSQL and PGlite (numeric as text or number, timestamps as Date or
 * text) give the same text for the same row.
 */
export function chainContent(
  fields: Record<string, FieldDefinition>,
  hashed: readonly string[],
  row: Record<string, unknown>,
): string {
  return JSON.stringify(hashed.map((name) => [name, normalize(fields[name], row[name])]));
}

export type ChainProblem = 'content_changed' | 'link_broken' | 'position_gap' | 'head_mismatch';

export type ChainVerification = {
  ok: boolean;
  /** Sealed rows checked. */
  checked: number;
  problems: { entryId?: string; entryNumber?: string; position?: number; problem: ChainProblem }[];
};

/** The head of a chain (its last position and hash), kept apart from the rows so that removing the newest shows. */
export type ChainHead = { lastPosition: number; lastHash: string | null };

/**
 * Walks a chain (rows in chain_position order) with a hash function and the stored head. `start` walks
 * a part of it that does not begin at the first row (a browser holds the rows of a year): the position
 * and previous hash its first row must have.
 */
export function verifyHashChain(
  rows: readonly Record<string, unknown>[],
  hash: (content: string) => string,
  head: ChainHead | undefined,
  chain: Pick<HashChainDefinition, 'content' | 'numberColumn'>,
  start: { position: number; previousHash: string | null } = { position: 1, previousHash: null },
): ChainVerification {
  const problems: ChainVerification['problems'] = [];
  let previousHash: string | null = start.previousHash;
  let expectedPosition = start.position;
  for (const row of rows) {
    const number = row[chain.numberColumn];
    const where = {
      entryId: String(row.id),
      entryNumber: number ? String(number) : undefined,
      position: Number(row.chain_position),
    };
    if (Number(row.chain_position) !== expectedPosition) problems.push({ ...where, problem: 'position_gap' });
    if ((row.previous_hash ?? null) !== previousHash) problems.push({ ...where, problem: 'link_broken' });
    if (hash(chain.content(row)) !== row.content_hash)
      problems.push({ ...where, problem: 'content_changed' });
    previousHash = (row.content_hash as string | null) ?? null;
    expectedPosition = Number(row.chain_position) + 1;
  }
  const lastPosition = rows.length === 0 ? 0 : Number(rows[rows.length - 1]!.chain_position);
  if ((head?.lastPosition ?? 0) !== lastPosition || (head?.lastHash ?? null) !== previousHash) {
    problems.push({ position: head?.lastPosition ?? 0, problem: 'head_mismatch' });
  }
  return { ok: problems.length === 0, checked: rows.length, problems };
}
