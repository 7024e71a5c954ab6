// One definition per entity (design.md section 4): the fields, their kinds and what lists may filter,
// sort and search on. The server's routes and validation, and the web's screens, read it.
import { z } from 'zod';

import type { Role } from '../auth/roles';

export type FieldKind =
  'text' | 'longText' | 'date' | 'dateTime' | 'number' | 'enum' | 'boolean' | 'reference';

export type FieldDefinition = {
  kind: FieldKind;
  required?: boolean;
  /** For kind 'enum'. */
  values?: readonly string[];
  maxLength?: number;
  /** For kind 'number': the unit the value is kept in (MT, m3, NM, h). */
  unit?: string;
  /** For kind 'reference': the entity name it points to. */
  references?: string;
  /** Lists may filter on equality of this field. */
  filter?: boolean;
  sort?: boolean;
  search?: boolean;
};

export type EntityDefinition = {
  /** Registry key, camelCase singular: 'certificate'. */
  name: string;
  /** URL segment, kebab-case plural: 'certificates'. */
  resource: string;
  table: string;
  scope: 'organization' | 'vessel';
  fields: Record<string, FieldDefinition>;
  /** `-field` for descending. */
  defaultSort: string;
  /** Roles that may write rows (on their own vessels for on-board roles; design.md section 7). */
  writeRoles: readonly Role[];
  /** Checks that span fields; answers field -> i18n keys. `today` is 'YYYY-MM-DD'. */
  refine?: (row: Record<string, unknown>, context: { today: string }) => Record<string, string[]>;
};

/** Columns every row carries and only the server writes (design.md section 5). */
export const SYSTEM_COLUMNS = [
  'id',
  'organization_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'deleted_at',
  'version',
] as const;

export function defineEntity<const Entity extends EntityDefinition>(entity: Entity): Entity {
  return entity;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function fieldSchema(field: FieldDefinition): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'text':
    case 'longText':
      schema = z
        .string()
        .trim()
        .min(field.required ? 1 : 0)
        .max(field.maxLength ?? (field.kind === 'text' ? 200 : 10000));
      break;
    case 'date':
      schema = z.string().refine(isIsoDate, { params: { key: 'validation:dateFormat' } });
      break;
    case 'dateTime':
      schema = z.iso.datetime({ offset: true });
      break;
    case 'number':
      schema = z.number();
      break;
    case 'enum':
      schema = z.enum((field.values ?? []) as [string, ...string[]]);
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'reference':
      schema = z.uuid();
      break;
  }
  return field.required ? schema : schema.nullable().optional();
}

/** The schema of a row as a client writes it (system columns are the server's). */
export function entityWriteSchema(entity: EntityDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(entity.fields)) shape[name] = fieldSchema(field);
  if (entity.scope === 'vessel') shape.vessel_id = z.uuid();
  shape.version = z.number().int().positive().optional();
  return z.object(shape);
}

export function filterableFields(entity: EntityDefinition): string[] {
  const fields = Object.entries(entity.fields)
    .filter(([, field]) => field.filter)
    .map(([name]) => name);
  return entity.scope === 'vessel' ? ['vessel_id', ...fields] : fields;
}

export function sortableFields(entity: EntityDefinition): string[] {
  return [
    ...Object.entries(entity.fields)
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
