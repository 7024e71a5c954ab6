// Checks a definition declares on its fields rather than writes in its `refine`: one rule, applied
// wherever the definition's refine runs (the server's writes and workflow steps, the forms, the
// offline database's writes).
import type { EntityDefinition, FieldDefinition, FieldOrder, RefineContext } from './define-entity';

/** A device's clock may run a little ahead of the server's: a time up to this far ahead counts as now. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The refusal of a value of a field declared `notInFuture`, or null. */
export function futureValueError(
  field: Pick<FieldDefinition, 'kind'>,
  value: unknown,
  { today, now }: RefineContext,
): 'validation:dateInFuture' | 'validation:timeInFuture' | null {
  if (typeof value !== 'string' || value === '') return null;
  if (field.kind === 'date') return value.slice(0, 10) > today ? 'validation:dateInFuture' : null;
  const at = Date.parse(value);
  return Number.isFinite(at) && at > Date.parse(now) + CLOCK_TOLERANCE_MS ? 'validation:timeInFuture' : null;
}

/** A date's or time's instant for comparing (dates as UTC midnight), or null for no usable value. */
function instantOf(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const at = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isFinite(at) ? at : null;
}

/** The refusal of a value out of its declared order against the row's other field, or null. */
export function orderError(order: FieldOrder, value: unknown, other: unknown): string | null {
  const at = instantOf(value);
  const reference = instantOf(other);
  if (at === null || reference === null) return null;
  const holds =
    order.relation === 'after'
      ? at > reference
      : order.relation === 'notBefore'
        ? at >= reference
        : at <= reference;
  return holds ? null : order.message;
}

/** What the fields' declarations refuse in a row (field -> i18n keys). */
export function declaredFieldProblems(
  fields: EntityDefinition['fields'],
  row: Record<string, unknown>,
  context: RefineContext,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(fields)) {
    const errors = [
      field.notInFuture ? futureValueError(field, row[name], context) : null,
      field.order ? orderError(field.order, row[name], row[field.order.field]) : null,
    ].filter((error): error is NonNullable<typeof error> => error !== null);
    if (errors.length > 0) problems[name] = errors;
  }
  return problems;
}

/** The definition with a `refine` that checks the declared rules first, then its own. */
export function withDeclaredChecks<Entity extends EntityDefinition>(entity: Entity): Entity {
  if (!Object.values(entity.fields).some((field) => field.notInFuture || field.order)) return entity;
  const own = entity.refine;
  return {
    ...entity,
    refine: (row, context) => {
      const problems = declaredFieldProblems(entity.fields, row, context);
      for (const [field, keys] of Object.entries(own?.(row, context) ?? {})) {
        problems[field] = [
          ...(problems[field] ?? []),
          ...keys.filter((key) => !problems[field]?.includes(key)),
        ];
      }
      return problems;
    },
  };
}
