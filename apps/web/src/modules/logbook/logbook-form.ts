// What the logbook entry form chooses itself: the type a new entry starts on. Its sections (the common
// fields and each type's own), UTC times and the values of other types are the form engine's, from
// the entity definition. Tested in logbook-form.test.ts.
import type { LogbookType } from '@mars/domain';
import { LOGBOOK_TYPES } from '@mars/domain';

function isLogbookType(value: unknown): value is LogbookType {
  return typeof value === 'string' && (LOGBOOK_TYPES as readonly string[]).includes(value);
}

/** The type of a new entry: the one asked for in the URL, else the engine log for engineers, else deck. */
export function defaultLogbookType(requested: string | null, role: string | undefined): LogbookType {
  if (isLogbookType(requested)) return requested;
  return role === 'engineer' ? 'engine' : 'deck';
}
