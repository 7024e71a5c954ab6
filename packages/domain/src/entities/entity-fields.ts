// What lists may filter, sort and search on, read from the fields' declarations (define-entity.ts).
import type { EntityDefinition, FieldKind } from './define-entity';

/** Stored and computed fields lists may filter on (equality; ranges where `rangeFilterableFields`). */
export function filterableFields(entity: EntityDefinition): string[] {
  const fields = [...Object.entries(entity.fields), ...Object.entries(entity.computed ?? {})]
    .filter(([, field]) => field.filter)
    .map(([name]) => name);
  return entity.scope === 'vessel' ? ['vessel_id', ...fields] : fields;
}

/**
 * Fields lists may filter on with a range (`<field>.gte`, `<field>.lte`): filterable dates, instants
 * and numbers, and the list's date filter field.
 */
export function rangeFilterableFields(entity: EntityDefinition): string[] {
  const ranged = new Set<FieldKind>(['date', 'dateTime', 'number']);
  const fields = [...Object.entries(entity.fields), ...Object.entries(entity.computed ?? {})]
    .filter(
      ([name, field]) => ranged.has(field.kind) && (field.filter || name === entity.list.dateFilterField),
    )
    .map(([name]) => name);
  return fields;
}

export function sortableFields(entity: EntityDefinition): string[] {
  return [
    ...[...Object.entries(entity.fields), ...Object.entries(entity.computed ?? {})]
      .filter(([, field]) => field.sort)
      .map(([name]) => name),
    'created_at',
    'updated_at',
  ];
}

export function searchableFields(entity: EntityDefinition): string[] {
  return Object.entries(entity.fields)
    .filter(([, field]) => field.search)
    .map(([name]) => name);
}
