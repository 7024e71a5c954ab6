// A row's number from its entity's `numbering` (define-entity.ts): `<prefix>-<year>-<nnnn>`. The
// server takes the sequence (apps/server/src/crud/numbering.ts); the demo seeds number their rows the
// same way.
import type { NumberingDefinition } from './define-entity';

/** The prefix of a row's number: the declared one, or the one of the row's value of the named field. */
export function numberPrefix(numbering: NumberingDefinition, row: Record<string, unknown>): string {
  if (typeof numbering.prefix === 'string') return numbering.prefix;
  const prefix = numbering.prefix.values[String(row[numbering.prefix.field])];
  if (prefix === undefined)
    throw new Error(
      `numbering: no prefix for ${numbering.prefix.field}=${String(row[numbering.prefix.field])}`,
    );
  return prefix;
}

/** The year that numbers a row: of its `yearOf` field when it has one, else of the write (`now`). */
export function numberYear(numbering: NumberingDefinition, row: Record<string, unknown>, now: Date): number {
  const value = numbering.yearOf === undefined ? undefined : row[numbering.yearOf];
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.getUTCFullYear() : now.getUTCFullYear();
}

export function formatEntityNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;
}
