// Between rows of the API and the values of an entity form, and from validation issues to the
// `validation:*` keys of spec section 5. Pure functions: tested in form-values.test.ts.
import type { EntityDefinition } from '@mars/domain';
import { formFieldsOf, otherVariantFields } from '@mars/domain';

import { ApiError } from '../data/api-client';
import { fieldKind } from './field-kinds/field-kinds';

export type FormValues = Record<string, unknown>;

/** The fields of the form in order of its sections (every variant's). */
export function formFieldNames(entity: EntityDefinition): string[] {
  return formFieldsOf(entity).filter((name) => name in entity.fields);
}

/** The form's starting values: the row's when editing, otherwise the defaults or empty inputs. */
export function initialFormValues(
  entity: EntityDefinition,
  row: Record<string, unknown> | undefined,
  defaults: Record<string, unknown> = {},
): FormValues {
  const source = row ?? defaults;
  const values: FormValues = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    const kind = fieldKind(field.kind);
    const fallback =
      !row && field.defaultValue !== undefined ? kind.toForm(field.defaultValue, field) : kind.emptyValue;
    values[name] = name in source ? kind.toForm(source[name], field) : fallback;
  }
  if (entity.scope === 'vessel')
    values.vessel_id = typeof source.vessel_id === 'string' ? source.vessel_id : '';
  return values;
}

/**
 * The body of `PUT /api/v1/<resource>/<id>`: empty inputs become null, and so do the fields of the
 * variants the values did not choose (no engine data on a deck log entry).
 */
export function apiValues(entity: EntityDefinition, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields))
    body[name] = fieldKind(field.kind).toApi(values[name], field);
  for (const name of otherVariantFields(entity, values)) if (name in body) body[name] = null;
  if (entity.scope === 'vessel') body.vessel_id = values.vessel_id || null;
  return body;
}

/** The `validation:*` key of one zod issue (the domain's, shared with the offline database's writes). */
export { issueKey } from '@mars/domain';

/**
 * Field errors of a failed save (`error.details.fields.<field>: [keys]`): a 400 'validation_failed' or
 * a 409 'already_exists' (a value taken, e.g. an equipment code on the vessel); null for other errors.
 */
export function serverFieldErrors(error: unknown): Record<string, string[]> | null {
  const fieldErrorCodes = ['validation_failed', 'already_exists'];
  if (!(error instanceof ApiError) || !fieldErrorCodes.includes(error.code)) return null;
  const fields = error.details.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const result: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(keys)) result[field] = keys.filter((key): key is string => typeof key === 'string');
  }
  return result;
}

/** The current row of a 409 answer, or null for other errors. */
export function conflictRow(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = error.details.current;
  return typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : null;
}

/** Fields whose value in the form differs from the current row of a conflict. */
export function conflictingFields(
  entity: EntityDefinition,
  mine: FormValues,
  current: Record<string, unknown>,
): string[] {
  const theirs = initialFormValues(entity, current);
  return [...(entity.scope === 'vessel' ? ['vessel_id'] : []), ...formFieldNames(entity)].filter(
    (name) => JSON.stringify(theirs[name] ?? null) !== JSON.stringify(mine[name] ?? null),
  );
}
