// The schemas the API takes rows and fields by, derived from an entity's definition: each value
// bounded by its field's kind and its own bounds (rules/input-bounds.ts).
import { z } from 'zod';

import { isoDateSchema, isoDateTimeSchema, numberBounds } from '../rules/input-bounds';
import type { EntityDefinition, FieldDefinition } from './define-entity';

/** The schema of one field's value as the API takes it (bounded by its kind and its own bounds). */
export function fieldSchema(field: FieldDefinition): z.ZodType {
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
      schema = isoDateSchema;
      break;
    case 'dateTime':
      schema = isoDateTimeSchema;
      break;
    case 'number': {
      // Bounded always: by the field's own min and max, else by what its column can hold.
      const { min, max } = numberBounds(field);
      schema = (field.integer ? z.number().int() : z.number()).min(min).max(max);
      break;
    }
    case 'enum':
      schema = z.enum((field.values ?? []) as [string, ...string[]]);
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'reference':
    case 'attachment':
      schema = z.uuid();
      break;
    case 'email':
      schema = z.string().trim().email().max(254);
      break;
    case 'phone':
      schema = z
        .string()
        .trim()
        .refine((value) => /^\+?[0-9 ()-]{5,20}$/.test(value), { params: { key: 'validation:phone' } });
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
