// A write that breaks a unique index of the database (equipment_code_key: one code per vessel) is the
// user's to fix: 409 'already_exists' naming the entity's fields of the index, never a 500.
import type { EntityDefinition } from '@mars/domain';

import { AppError } from '../plugins/errors';

const UNIQUE_VIOLATION = '23505';
/** Columns of the scope, not fields the user chose. */
const SCOPE_COLUMNS = new Set(['organization_id', 'vessel_id']);

/** The columns of the violated index from the error's detail: 'Key (vessel_id, code)=(…) already exists.' */
function indexColumns(error: { detail?: unknown }): string[] {
  const match = typeof error.detail === 'string' ? /^Key \(([^)]*)\)=/.exec(error.detail) : null;
  return match ? match[1]!.split(',').map((column) => column.trim()) : [];
}

/** The error as answered to the client: a unique violation becomes 409 with its fields; others as they are. */
export function uniqueViolationAsConflict(entity: EntityDefinition, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== UNIQUE_VIOLATION) return error;
  const fields = indexColumns(error as { detail?: unknown }).filter(
    (column) => column in entity.fields && !SCOPE_COLUMNS.has(column),
  );
  return new AppError(409, 'already_exists', 'This value is already in use.', {
    fields: Object.fromEntries(fields.map((field) => [field, ['validation:alreadyTaken']])),
  });
}
