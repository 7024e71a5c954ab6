// One definition per entity (design.md section 4): the fields, their kinds and what lists may filter,
// sort and search on. The server's routes and validation, and the web's screens, read it.
import { z } from 'zod';

import type { Role } from '../auth/roles';
import { isoDateSchema, isoDateTimeSchema, numberBounds } from '../rules/input-bounds';
import type { CheckedComputed, ComputedColumn, EntityCondition } from './read-model';
import type { CheckedWorkflow, WorkflowDefinition } from './workflow';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'enum'
  | 'boolean'
  | 'reference'
  | 'email'
  | 'phone'
  | 'attachment';

/** The business areas; the same names appear in the server, the web and the translations. */
export type ModuleName = 'fleet' | 'certificates' | 'maintenance' | 'crew' | 'logbook';

export type FieldDefinition = {
  kind: FieldKind;
  required?: boolean;
  /** For kind 'enum'. */
  values?: readonly string[];
  maxLength?: number;
  /** For kind 'number': the unit the value is kept in (MT, m3, NM, h). */
  unit?: string;
  /** For kind 'number': bounds and whether only whole numbers are allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** For kind 'reference': the entity name it points to ('user' for a user of the organization). */
  references?: string;
  /**
   * Personal data of the person the row is about: seen only by admins, the Master and the person
   * themself (auth/personal-data.ts); others can neither read, search, sort nor filter it.
   */
  personal?: boolean;
  /** The value a new row starts with, and what an empty value is stored as (the column's default). */
  defaultValue?: string | number | boolean;
  /** Lists may filter on equality of this field. */
  filter?: boolean;
  sort?: boolean;
  search?: boolean;
};

/** A stat card: the count of rows matching all conditions (all rows when none). */
export type StatDefinition<Field extends string = string> = {
  key: string;
  where?: readonly EntityCondition<Field>[];
  tone?: 'default' | 'ok' | 'warning' | 'danger';
};

export type EntityDefinition = {
  /** Registry key, camelCase singular: 'certificate'. Labels: `entities:<name>.fields.<field>`. */
  name: string;
  module: ModuleName;
  /** URL segment, kebab-case plural: 'certificates'. */
  resource: string;
  table: string;
  scope: 'organization' | 'vessel';
  fields: Record<string, FieldDefinition>;
  /** The states of a row on a day (expired, overdue, due soon), declared once (read-model.ts). */
  computed?: Record<string, ComputedColumn>;
  /** The field that names a row (search results, notifications, audit feed) and sorts pickers. */
  titleField: string;
  /** The user reference naming the person the row is about (they see their own personal fields). */
  personUserField?: string;
  /** When one field does not name a row: the fields that together do, joined by spaces. */
  titleFields?: readonly string[];
  /** `-field` for descending. */
  defaultSort: string;
  list: {
    /** Columns of the list screen, in order (stored or computed fields). */
    columns: readonly string[];
    /** The date the 7/30/90-day and all-time filter applies to, where the screen has one. */
    dateFilterField?: string;
    /** The filters the list screen offers, in order; all filterable fields when not given. */
    filterBar?: readonly string[];
  };
  /** Form sections, each a list of fields, in order; fields not named are not in the form. */
  form: { sections: readonly (readonly string[])[] };
  stats?: readonly StatDefinition[];
  /** Roles that may write rows (on their own vessels for on-board roles; design.md section 7). */
  writeRoles: readonly Role[];
  /** Fields only the server writes (a number, an approver): a client's values for them are ignored. */
  serverFields?: readonly string[];
  /** The states of a row and the actions between them (workflow.ts). */
  workflow?: WorkflowDefinition;
  /** Checks that span fields; answers field -> i18n keys. `today` is 'YYYY-MM-DD', `now` an ISO instant. */
  refine?: (row: Record<string, unknown>, context: RefineContext) => Record<string, string[]>;
};

export type RefineContext = { today: string; now: string };

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

/** The fields that name a row, in order. */
export function titleFieldsOf(
  entity: Pick<EntityDefinition, 'titleField' | 'titleFields'>,
): readonly string[] {
  return entity.titleFields ?? [entity.titleField];
}

/** A row's name: its title fields' values joined by spaces ('' when all are empty). */
export function rowTitleOf(
  entity: Pick<EntityDefinition, 'titleField' | 'titleFields'>,
  row: Record<string, unknown>,
): string {
  return titleFieldsOf(entity)
    .map((field) => row[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
    .join(' ');
}

type StoredField<Entity extends EntityDefinition> = keyof Entity['fields'] & string;
type ComputedField<Entity extends EntityDefinition> = keyof Entity['computed'] & string;

/**
 * What tsc checks of a definition beyond its shape: its workflow names its own fields and states, its
 * computed columns their stored fields and their own states, its stats stored or computed fields.
 */
type EntityChecks<Entity extends EntityDefinition> = {
  serverFields?: readonly StoredField<Entity>[];
  stats?: readonly StatDefinition<StoredField<Entity> | ComputedField<Entity>>[];
} & (Entity extends { computed: infer Computed }
  ? { computed: { [Name in keyof Computed]: CheckedComputed<StoredField<Entity>, Computed[Name]> } }
  : unknown) &
  (Entity extends { workflow: infer Workflow }
    ? { workflow: CheckedWorkflow<Entity['fields'], Workflow> }
    : unknown);

export function defineEntity<const Entity extends EntityDefinition>(
  entity: Entity & EntityChecks<Entity>,
): Entity {
  return entity;
}

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
