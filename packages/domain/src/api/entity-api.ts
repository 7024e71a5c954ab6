// The answers and list queries of the generic entity routes (/api/v1/<resource>), derived from the
// entity definition: a row, a list, the list's filters and the stat counts, for /api/docs and the web.
import { z } from 'zod';

import type { EntityDefinition, FieldDefinition } from '../entities/define-entity';
import { filterableFields, rangeFilterableFields, sortableFields } from '../entities/entity-fields';

/** The value of a column as answered (dates 'YYYY-MM-DD', instants ISO, numbers as numbers). */
function valueSchema(field: Pick<FieldDefinition, 'kind' | 'values'>): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return field.values?.length ? z.enum(field.values as [string, ...string[]]) : z.string();
    default:
      return z.string();
  }
}

/**
 * A row as answered: system columns, fields (a personal field is left out for a reader who may not
 * see it), the vessel, server-computed columns and, for a read, the computed states of the day.
 * `stored`: a row as written (PUT, a step's new rows), without the computed states.
 */
export function entityRowSchema(entity: EntityDefinition, options: { stored?: boolean } = {}) {
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    organization_id: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.string().nullable(),
    updated_by: z.string().nullable(),
    deleted_at: z.string().nullable(),
    version: z.number(),
  };
  if (entity.scope === 'vessel') shape.vessel_id = z.string();
  const writeOnly = new Set(entity.requiredOnWriteOnly ?? []);
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = valueSchema(field);
    const stored = field.required && !writeOnly.has(name) ? value : value.nullable();
    shape[name] = field.personal ? stored.optional() : stored;
  }
  for (const [name, column] of Object.entries(entity.readOnlyColumns ?? {})) {
    shape[name] = valueSchema(column).nullable();
  }
  if (!options.stored) {
    for (const [name, column] of Object.entries(entity.computed ?? {})) {
      shape[name] = valueSchema(column).nullable();
    }
  }
  return z.object(shape);
}

export function entityListSchema(entity: EntityDefinition) {
  return z.object({ rows: z.array(entityRowSchema(entity)), total: z.number() });
}

/** `{ stats: { <key>: count } }`, one count per stat card of the definition (a rate: per cent or null). */
export function entityStatsSchema(entity: EntityDefinition) {
  const counts = Object.fromEntries(
    (entity.stats ?? []).map((stat) => [stat.key, stat.among ? z.number().nullable() : z.number()]),
  );
  return z.object({ stats: z.object(counts) });
}

const text = () => z.string().optional();

/**
 * The query of a list, its stats and exports: paging, sort, text search, and the filters the list
 * parser takes (`<field>=` equality, `<field>.gte` / `<field>.lte` ranges). The values are checked by
 * the parser (entity.service.ts), which answers a field code per bad or unknown parameter; this
 * schema describes them and lets the others through to it.
 */
export function entityListQuerySchema(entity: EntityDefinition, options: { export?: boolean } = {}) {
  const shape: Record<string, z.ZodType> = {
    limit: text().describe('Rows per page, 1 to 500 (25 when not given)'),
    offset: text().describe('Rows to skip'),
    sort: text().describe(`Comma-separated, -field for descending, of: ${sortableFields(entity).join(', ')}`),
    q: text().describe('Text search'),
  };
  if (options.export) {
    shape.lang = text().describe('en or de: the language of headers and values');
    shape.title = text().describe('The document title');
  }
  for (const name of filterableFields(entity)) shape[name] = text().describe(`${name} equals`);
  for (const name of rangeFilterableFields(entity)) {
    shape[`${name}.gte`] = text().describe(`${name} from (inclusive)`);
    shape[`${name}.lte`] = text().describe(`${name} to (inclusive)`);
  }
  return z.looseObject(shape);
}
export type EntityStats = z.infer<ReturnType<typeof entityStatsSchema>>;
