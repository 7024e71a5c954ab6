// One definition per entity (design.md section 4): the fields, their kinds and what lists may filter,
// sort and search on. The server's routes and validation, and the web's screens, read it.
import type { Role } from '../auth/roles';
import type { EntityScreen } from './entity-screen';
import { withDeclaredChecks } from './field-checks';
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
export type ModuleName =
  | 'fleet'
  | 'certificates'
  | 'maintenance'
  | 'crew'
  | 'logbook'
  | 'safety'
  | 'navigation'
  | 'compliance'
  | 'environmental';

/** A date field's order against another date field of the same row (FieldDefinition.order). */
export type FieldOrder = {
  relation: 'after' | 'notBefore' | 'notAfter';
  field: string;
  message: string;
};

export type FieldDefinition = {
  kind: FieldKind;
  required?: boolean;
  /** For kind 'enum'. */
  values?: readonly string[];
  /** For kind 'enum': the badge colour of a value that carries meaning (a Mantine colour name); others are grey. */
  tones?: Readonly<Record<string, string>>;
  maxLength?: number;
  /** For kind 'number': the unit the value is kept in (MT, m3, NM, h). */
  unit?: string;
  /** For kind 'number': bounds and whether only whole numbers are allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** For kind 'reference': the entity name it points to ('user' for a user of the organization). */
  references?: string;
  /** For a reference to 'user': the roles its picker offers (an assignee); every role when not given. */
  roles?: readonly Role[];
  /**
   * For kind 'reference': the referenced rows its picker offers (conditions on the referenced
   * entity's columns: no closed non-conformity); every row when not given. A row already chosen
   * stays shown; the server's write hooks refuse what may not be chosen.
   */
  pickable?: readonly EntityCondition[];
  /** For kind 'dateTime': entered and shown in UTC, not the user's zone (logbook times, spec section 9). */
  utc?: boolean;
  /**
   * For kinds 'date' and 'dateTime': the record of something that has happened, so no day after today
   * ('validation:dateInFuture') or no time after now beyond the clocks' tolerance
   * ('validation:timeInFuture'); checked with the definition's `refine` (field-checks.ts).
   */
  notInFuture?: boolean;
  /**
   * For kinds 'date' and 'dateTime': how the value stands to another date field of the row, when both
   * are given: `after` it (an expiry after the issue), `notBefore` it (an end not before its start) or
   * `notAfter` it (scheduled no later than due). `message` is the refusal's i18n key, on this field;
   * checked with the definition's `refine` (field-checks.ts).
   */
  order?: FieldOrder;
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

/**
 * A stat card: the count of rows matching all conditions (all rows when none); with `among`, a rate
 * instead: of the rows matching `among`, the share in per cent (whole) that also match `where`, and
 * no value (null) when no row matches `among` (an inspection's pass rate).
 */
export type StatDefinition<Field extends string = string> = {
  key: string;
  where?: readonly EntityCondition<Field>[];
  among?: readonly EntityCondition<Field>[];
  tone?: 'default' | 'ok' | 'warning' | 'danger';
};

export type EntityDefinition = {
  /** Registry key, camelCase singular: 'certificate'. Labels: `entities:<name>.fields.<field>`. */
  name: string;
  module: ModuleName;
  /** URL segment, kebab-case plural: 'certificates'. */
  resource: string;
  table: string;
  /**
   * 'vessel': a row of one vessel (its `vessel_id`); 'organization': a row of the whole organization;
   * 'fleet': the organization's vessels themselves (a user who is no organization admin sees only
   * the vessels assigned to them).
   */
  scope: 'organization' | 'vessel' | 'fleet';
  fields: Record<string, FieldDefinition>;
  /** The states of a row on a day (expired, overdue, due soon), declared once (read-model.ts). */
  computed?: Record<string, ComputedColumn>;
  /** The field that names a row (search results, notifications, audit feed) and sorts pickers. */
  titleField: string;
  /** The user reference naming the person the row is about (they see their own personal fields). */
  personUserField?: string;
  /** When one field does not name a row: the fields that together do (entity-title.ts). */
  titleFields?: readonly string[];
  /** How the title fields make the name, e.g. '{last_name}, {first_name} – {rank}'; joined by spaces when not given. */
  titleFormat?: string;
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
  form: FormDefinition;
  stats?: readonly StatDefinition[];
  /** Roles that may write rows (on their own vessels for on-board roles; design.md section 7). */
  writeRoles: readonly Role[];
  /** Fields only the server writes (a number, an approver): a client's values for them are ignored. */
  serverFields?: readonly string[];
  /** The row's number (WO-2026-0042), given by the server on create: see `NumberingDefinition`. */
  numbering?: NumberingDefinition;
  /**
   * Columns the server computes and answers but never takes (a work order's due period): not fields,
   * so no form, filter or write knows them; the answer's schema does (api/entity-api.ts).
   */
  readOnlyColumns?: Record<string, Pick<FieldDefinition, 'kind' | 'values'>>;
  /** Fields required on a write whose columns allow null (rows written before they were required). */
  requiredOnWriteOnly?: readonly string[];
  /** The states of a row and the actions between them (workflow.ts). */
  workflow?: WorkflowDefinition;
  /** Of the writers, those who may create and delete rows; all of them when not given. */
  createRoles?: readonly Role[];
  deleteRoles?: readonly Role[];
  /** Its list and form screen, menu entry and route in the web app (entity-screen.ts). */
  screen?: EntityScreen;
  /**
   * Its table in the browser's offline database (IndexedDB `mars`, spec section 3) where the spec
   * names it otherwise than the table in camelCase (`ships` for `vessels`).
   */
  localTable?: string;
  /**
   * A boolean field that makes a row anonymous (a near miss reported without a name): such a row is
   * stored without its writer (`created_by`, `updated_by` and its audit entries' user stay empty) and
   * answered without them, so no answer, export or activity feed can name who reported it.
   */
  anonymousWhen?: string;
  /** Checks that span fields; answers field -> i18n keys. `today` is 'YYYY-MM-DD', `now` an ISO instant. */
  refine?: (row: Record<string, unknown>, context: RefineContext) => Record<string, string[]>;
  /**
   * A check at every write that needs data loaded on first use (the garbage record book's Annex V
   * check on the bundled coastline), declared once and run by both write paths after `refine`: the
   * server's (crud's create and update, before the module's hooks) and the offline database's
   * (apps/web/src/offline/local-source.ts), so a write refused at sync is refused at entry offline too.
   * It sees the row as it will be stored (the stored row with the write's values over it) and answers
   * the field errors (i18n keys) that refuse the write, or the server fields it derives.
   */
  checkWrite?: (row: Readonly<Record<string, unknown>>, context: WriteContext) => Promise<WriteCheck>;
  /**
   * Rows that some roles read only when they are about themselves (a seafarer's hours of work and
   * rest: crew read their own): `field` refers to a row of `entity` whose `userField` names the user.
   * The other roles read every row in their scope. The server applies it to every read of the rows
   * (lists, stats, exports, one row, the sync's feed, trees and snapshot), so the device of such a
   * user never holds another's rows.
   */
  ownRowsFor?: OwnRowsRule;
};

export type RefineContext = { today: string; now: string };

/** See `EntityDefinition.ownRowsFor`. */
export type OwnRowsRule = { roles: readonly Role[]; field: string; entity: string; userField: string };

/** Whether the role reads only the rows about itself (`ownRowsFor`). */
export function readsOwnRowsOnly(entity: Pick<EntityDefinition, 'ownRowsFor'>, role: Role): boolean {
  return entity.ownRowsFor?.roles.includes(role) ?? false;
}

/** Live rows of an entity whose fields equal `equals` and, with `between`, whose field lies from..to (inclusive). */
export type RowLookup = {
  equals: Readonly<Record<string, string>>;
  between?: { field: string; from: string; to: string };
};

/**
 * What a declared write check may read besides the row: who writes and when, the stored row an update
 * changes (undefined for a create), and live rows of the organization as the writer may read them:
 * the server's inside the write's transaction, the device's from its offline database. So a rule that
 * spans rows (a signed month's days stay as signed) is one rule on both write paths.
 */
export type WriteContext = {
  userId: string;
  role: Role;
  /** 'YYYY-MM-DD' and an ISO instant, of the writer's clock (the server's, or the device's offline). */
  today: string;
  now: string;
  existing: Readonly<Record<string, unknown>> | undefined;
  /** A live row of the named entity, or undefined. */
  find(entity: string, id: string): Promise<Record<string, unknown> | undefined>;
  rows(entity: string, where: RowLookup): Promise<Record<string, unknown>[]>;
};

/**
 * What a declared write check answers: field -> i18n keys that refuse the write, or what it derives;
 * `forbidden` when the writer may not write this row at all (answered 403, as a role refused is).
 */
export type WriteCheck = {
  errors: Record<string, string[]>;
  derived: Record<string, unknown>;
  forbidden?: boolean;
};

/**
 * Numbers per vessel (or, for an organization's rows, per organization), prefix and year:
 * `<prefix>-<year>-<nnnn>`, e.g. WO-2026-0042 or D-2026-0416. The server takes the next one inside the
 * create's transaction (crud/numbering.ts), so two writers never get the same number and a refused
 * write leaves no gap. The field is one of the entity's `serverFields`.
 */
export type NumberingDefinition = {
  field: string;
  /** One prefix, or one per value of an enum field (a logbook's type: D, E, R). */
  prefix: string | { field: string; values: Readonly<Record<string, string>> };
  /** The date or date-time field whose year numbers the row; the day of the write when not given. */
  yearOf?: string;
};

export type FormSections = readonly (readonly string[])[];

/** The sections of a form (entity-form.ts draws them). */
export type FormDefinition = {
  sections: FormSections;
  /** The sections of a new row's form, where later steps fill the others (a work order's completion). */
  create?: FormSections;
  /** Sections shown only for one value of a field: the deck, engine and radio data of a logbook entry. */
  variants?: FormVariants;
};

export type FormVariants = {
  /** The enum field whose value chooses the sections. */
  field: string;
  /** Where among the sections the chosen value's sections go (an index of `sections`). */
  at: number;
  sections: Readonly<Partial<Record<string, FormSections>>>;
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

/** The column naming the vessel a row belongs to, which keeps users to their vessels; none for organization rows. */
export function vesselColumnOf(entity: Pick<EntityDefinition, 'scope'>): 'vessel_id' | 'id' | undefined {
  if (entity.scope === 'vessel') return 'vessel_id';
  return entity.scope === 'fleet' ? 'id' : undefined;
}

/** Whether the role may write rows of the entity, and create or delete them (`action`). */
export function mayWriteEntity(
  entity: Pick<EntityDefinition, 'writeRoles' | 'createRoles' | 'deleteRoles'>,
  role: Role | undefined,
  action: 'update' | 'create' | 'delete' = 'update',
): boolean {
  if (!role || !entity.writeRoles.includes(role)) return false;
  if (action === 'create') return (entity.createRoles ?? entity.writeRoles).includes(role);
  if (action === 'delete') return (entity.deleteRoles ?? entity.writeRoles).includes(role);
  return true;
}

type FieldOf<Entity extends EntityDefinition> = keyof Entity['fields'] & string;
type SectionsOf<Entity extends EntityDefinition> = readonly (readonly FieldOf<Entity>[])[];
type EnumValuesOf<Field> = Field extends { values: readonly (infer Value)[] } ? Value & string : never;

/** Form variants chosen by an enum field of the entity, for its values, naming its fields. */
type CheckedVariants<Entity extends EntityDefinition, Variants> = Variants extends {
  field: infer Field;
  sections: infer Sections;
}
  ? Field extends FieldOf<Entity>
    ? {
        field: Field;
        at: number;
        sections: {
          [Value in keyof Sections]: Value extends EnumValuesOf<Entity['fields'][Field]>
            ? SectionsOf<Entity>
            : never;
        };
      }
    : { field: FieldOf<Entity> }
  : unknown;

type StoredField<Entity extends EntityDefinition> = FieldOf<Entity>;

/**
 * The numbering names the entity's fields; a prefix by field names an enum field and all its values
 * (registry.test.ts holds the numbered field among the server fields).
 */
type CheckedNumbering<Entity extends EntityDefinition> = {
  field: FieldOf<Entity>;
  prefix:
    | string
    | {
        [Field in FieldOf<Entity>]: {
          field: Field;
          values: Record<EnumValuesOf<Entity['fields'][Field]>, string>;
        };
      }[FieldOf<Entity>];
  yearOf?: FieldOf<Entity>;
};
type ComputedField<Entity extends EntityDefinition> = keyof Entity['computed'] & string;

/**
 * What tsc checks of a definition beyond its shape: its title, form sections, server fields and
 * workflow name its own fields (and states), its computed columns their stored fields and their own
 * states, its stats stored or computed fields.
 */
type EntityChecks<Entity extends EntityDefinition> = {
  serverFields?: readonly StoredField<Entity>[];
  numbering?: CheckedNumbering<Entity>;
  stats?: readonly StatDefinition<StoredField<Entity> | ComputedField<Entity>>[];
  titleField: FieldOf<Entity>;
  anonymousWhen?: FieldOf<Entity>;
  titleFields?: readonly FieldOf<Entity>[];
  form: {
    sections: SectionsOf<Entity>;
    create?: SectionsOf<Entity>;
    variants?: CheckedVariants<Entity, Entity['form']['variants']>;
  };
} & (Entity extends { computed: infer Computed }
  ? { computed: { [Name in keyof Computed]: CheckedComputed<StoredField<Entity>, Computed[Name]> } }
  : unknown) &
  (Entity extends { workflow: infer Workflow }
    ? { workflow: CheckedWorkflow<Entity['fields'], Workflow> }
    : unknown);

/** The definition, its `refine` also checking what its fields declare (field-checks.ts). */
export function defineEntity<const Entity extends EntityDefinition>(
  entity: Entity & EntityChecks<Entity>,
): Entity {
  return withDeclaredChecks(entity);
}

/** The writer columns an anonymous row never holds nor answers (`anonymousWhen`). */
export const WRITER_COLUMNS = ['created_by', 'updated_by'] as const;

/** Whether the row (stored, or the values of a write) is anonymous: its writer is neither kept nor told. */
export function isAnonymousRow(
  entity: Pick<EntityDefinition, 'anonymousWhen'>,
  ...rows: (Record<string, unknown> | undefined)[]
): boolean {
  const field = entity.anonymousWhen;
  return field !== undefined && rows.some((row) => row?.[field] === true);
}
