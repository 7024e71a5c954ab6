// Personal fields (FieldDefinition.personal) on the server, in one place: the rows a user is sent
// lack the ones they may not see (the key is omitted, not nulled: an empty value stays told apart
// from a hidden one); a list, its stats and exports may not sort, filter or search on them; and a
// write of a user who cannot see them keeps their stored values. The rule is the domain's
// (auth/personal-data.ts), shared with the web.
import type { EntityDefinition } from '@mars/domain';
import {
  WRITER_COLUMNS,
  hiddenFieldsOf,
  isAnonymousRow,
  personalFieldsOf,
  withoutHiddenFields,
} from '@mars/domain';

import { errors } from '../plugins/errors';
import type { ListQuery } from './entity.repository';
import type { Scope } from './scope';

type Row = Record<string, unknown>;

function viewer(scope: Scope) {
  return { role: scope.role, userId: scope.userId };
}

/** The row as the scope's user may see it: an anonymous row (`anonymousWhen`) without its writers. */
export function visibleRow<R extends Row>(scope: Scope, entity: EntityDefinition, row: R): R {
  const visible = withoutHiddenFields(entity, viewer(scope), row);
  if (!isAnonymousRow(entity, row)) return visible;
  const unnamed: Row = { ...visible };
  for (const column of WRITER_COLUMNS) if (column in unnamed) unnamed[column] = null;
  return unnamed as R;
}

/** The personal fields hidden from the scope's user on rows about someone else. */
export function hiddenOnOthers(scope: Scope, entity: EntityDefinition): string[] {
  return hiddenFieldsOf(entity, viewer(scope));
}

/**
 * A parsed list query the user may run: a sort, equality or range filter on a hidden field is
 * refused (its order or matches would tell the value); the text search leaves hidden fields out.
 */
export function restrictListQuery<Q extends Pick<ListQuery, 'sort' | 'filters' | 'ranges' | 'searchFields'>>(
  scope: Scope,
  entity: EntityDefinition,
  query: Q,
): Q {
  const hidden = new Set(hiddenOnOthers(scope, entity));
  if (hidden.size === 0) return query;
  const problems: Record<string, string[]> = {};
  if (query.sort.some((part) => hidden.has(part.field))) problems.sort = ['validation:invalid'];
  for (const name of Object.keys(query.filters)) {
    if (hidden.has(name)) problems[name] = ['validation:unknownFilter'];
  }
  for (const range of query.ranges ?? []) {
    if (hidden.has(range.field)) problems[`${range.field}.${range.op}`] = ['validation:unknownFilter'];
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  return { ...query, searchFields: query.searchFields.filter((field) => !hidden.has(field)) };
}

/**
 * Fits a write's values to what its user may see, given the stored row (undefined for a new one):
 * personal fields they cannot see on the stored row, and the user the row is about, are removed from
 * the values, so they keep their stored values; a new row's writer enters them, so a required one that is missing is refused.
 */
export function keepHiddenPersonalFields(
  scope: Scope,
  entity: EntityDefinition,
  values: Row,
  existing: Row | undefined,
): void {
  if (!existing) {
    const missing = personalFieldsOf(entity).filter(
      (name) => entity.fields[name]?.required && (values[name] === undefined || values[name] === null),
    );
    if (missing.length > 0) {
      throw errors.validation(Object.fromEntries(missing.map((name) => [name, ['validation:required']])));
    }
    return;
  }
  const hidden = hiddenFieldsOf(entity, viewer(scope), existing);
  for (const name of hidden) delete values[name];
  // Nor may they make the row theirs (and so see it): who the row is about stays as stored.
  if (hidden.length > 0 && entity.personUserField) delete values[entity.personUserField];
}

/**
 * The write schema's required personal fields become optional for a user who cannot see them on
 * others' rows (their edit form does not send them); personalWriteValues decides per row.
 */
export function optionalPersonalFields(scope: Scope, entity: EntityDefinition): Record<string, true> {
  return Object.fromEntries(hiddenOnOthers(scope, entity).map((name) => [name, true as const]));
}
