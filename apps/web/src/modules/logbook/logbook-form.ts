// The logbook entry form's pure parts: which fields each logbook type shows (the common ones plus
// LOGBOOK_FIELDS_BY_TYPE), entry times entered and shown in UTC, and the API body that carries no
// value of another type's fields. Tested in logbook-form.test.ts.
import type { LogbookType } from '@mars/domain';
import { LOGBOOK_FIELDS_BY_TYPE, LOGBOOK_TYPES, logbookEntryEntity } from '@mars/domain';

import type { FormValues } from '../../entity-ui/form-values';
import { apiValues, initialFormValues } from '../../entity-ui/form-values';

type Row = Record<string, unknown>;

const TYPE_FIELDS = new Set(Object.values(LOGBOOK_FIELDS_BY_TYPE).flat());

export function isLogbookType(value: unknown): value is LogbookType {
  return typeof value === 'string' && (LOGBOOK_TYPES as readonly string[]).includes(value);
}

/**
 * The form's sections for a logbook type: the definition's sections with only the common fields,
 * and the type's own fields as one section where the first type-specific section stood.
 */
export function logbookFormSections(type: unknown): string[][] {
  const sections: string[][] = [];
  let typeSectionAt: number | undefined;
  for (const section of logbookEntryEntity.form.sections) {
    const common = section.filter((name) => !TYPE_FIELDS.has(name));
    if (common.length < section.length) typeSectionAt ??= sections.length;
    if (common.length > 0) sections.push(common);
  }
  if (isLogbookType(type))
    sections.splice(typeSectionAt ?? sections.length, 0, [...LOGBOOK_FIELDS_BY_TYPE[type]]);
  return sections;
}

/** An ISO instant as the value of a datetime-local input holding UTC ('2026-03-01T14:30'). */
export function isoToUtcInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A datetime-local input holding UTC as an ISO instant; null when empty. */
export function utcInputToIso(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const withZone = /[zZ]|[+-]\d{2}:\d{2}$/.test(value)
    ? value
    : `${value}${value.length === 16 ? ':00' : ''}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The form's starting values; entry_at in UTC, a new entry of `type` at the current minute. */
export function logbookInitialValues(row: Row | undefined, defaults: Row): FormValues {
  const values = initialFormValues(logbookEntryEntity, row, defaults);
  values.entry_at = row
    ? isoToUtcInput(row.entry_at)
    : isoToUtcInput(defaults.entry_at ?? new Date().toISOString());
  return values;
}

/** The API body of the form: entry_at from UTC, and the fields of the other logbook types empty. */
export function logbookApiValues(values: FormValues): Row {
  const body = apiValues(logbookEntryEntity, values);
  body.entry_at = utcInputToIso(values.entry_at);
  const shown = isLogbookType(values.logbook_type)
    ? new Set(LOGBOOK_FIELDS_BY_TYPE[values.logbook_type])
    : new Set();
  for (const name of TYPE_FIELDS) if (!shown.has(name)) body[name] = null;
  return body;
}

/** The type of a new entry: the one asked for in the URL, else the engine log for engineers, else deck. */
export function defaultLogbookType(requested: string | null, role: string | undefined): LogbookType {
  if (isLogbookType(requested)) return requested;
  return role === 'engineer' ? 'engine' : 'deck';
}
