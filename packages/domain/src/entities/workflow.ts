// Declared workflows (issue 10): an entity definition names its status field, the actions with the
// states they leave from and go to, the roles that may take them, their input and the columns the
// server sets, and the states in which a row refuses edits and deletion. The server's one action
// route (POST /api/v1/<resource>/<id>/<action>) and the web's one action UI read the declaration;
// `availableActions` is what both ask, so a button shows only what the server will allow.
import { z } from 'zod';

import type { Role } from '../auth/roles';
import type { EntityDefinition, FieldDefinition } from './define-entity';
import { fieldSchema } from './entity-schema';

/** What a server-set column becomes when an action is taken: the instant, the day, the user, or empty. */
export type WorkflowSetValue = 'now' | 'today' | 'user' | null;

/** One value an action asks for (a rejection reason, a completion date), bounded like a field. */
export type WorkflowInput = FieldDefinition & {
  /** The column the value is stored in; without one it goes to the module's hooks and the audit only. */
  column?: string;
  /** For text: the fewest characters after trimming. */
  minLength?: number;
  /** The validation key of a missing or too short value; 'validation:required' / 'tooShort' otherwise. */
  requiredKey?: string;
  /** For kind 'date': today when no value is given. */
  defaultToday?: boolean;
  /** For kind 'date': no day after today ('validation:dateInFuture'). */
  notAfterToday?: boolean;
};

/** How the action's button looks: the main step, a good outcome, a refusal or cancellation, a step back. */
export type WorkflowTone = 'primary' | 'positive' | 'danger' | 'neutral';

export type WorkflowAction = {
  /** The states the action leaves from. */
  from: readonly string[];
  /** The state it goes to. */
  to: string;
  /** Who may take it (on their own vessels for on-board roles). */
  roles: readonly Role[];
  /** The code of the 403 for any other role (its text says who may); 'forbidden' when not given. */
  refusedCode?: string;
  input?: Readonly<Record<string, WorkflowInput>>;
  /** Columns the server sets when the action is taken. */
  sets?: Readonly<Record<string, WorkflowSetValue>>;
  /** The stored row must pass the entity's write checks first (a submitted record is a complete one). */
  requiresValidRow?: boolean;
  tone?: WorkflowTone;
};

/** States in which a write is refused, and the code (also the text `errors:<code>`) that says why. */
export type WorkflowRefusal = { states: readonly string[]; code: string };

export type WorkflowDefinition = {
  /** The enum field holding the state; only the actions change it. */
  field: string;
  /** The state of a new row. */
  initial: string;
  /**
   * States a client may name when creating a row (a refused one: 'validation:createState'); a
   * different state named in an edit is then refused with 409 `invalid_transition`. Without it the
   * state is the server's alone: a client's value is ignored.
   */
  createStates?: readonly string[];
  /** In the order the buttons show them. */
  actions: Readonly<Record<string, WorkflowAction>>;
  /** The locked states: the row refuses edits and deletion (and leaves them only by a declared action). */
  locked?: WorkflowRefusal;
  /** Where given, the only states in which the row may be edited; `code` refuses the others. */
  editableIn?: WorkflowRefusal;
  /** Where given, the only states in which the row may be deleted; `code` refuses the others. */
  deletableIn?: WorkflowRefusal;
};

// ---- Typing: an action naming a state or a column that does not exist fails tsc ----

type FieldName<Fields> = keyof Fields & string;
type EnumValues<Field> = Field extends { values: readonly (infer Value)[] } ? Value & string : never;

type CheckedAction<Fields, State extends string, Action> = Omit<
  WorkflowAction,
  'from' | 'to' | 'sets' | 'input'
> & {
  from: readonly State[];
  to: State;
  sets?: Action extends { sets: infer Sets }
    ? { [Column in keyof Sets]: Column extends FieldName<Fields> ? WorkflowSetValue : never }
    : Readonly<Partial<Record<FieldName<Fields>, WorkflowSetValue>>>;
  input?: Action extends { input: infer Inputs }
    ? { [Name in keyof Inputs]: WorkflowInput & { column?: FieldName<Fields> } }
    : Readonly<Record<string, WorkflowInput & { column?: FieldName<Fields> }>>;
};

type CheckedRefusal<State extends string> = { states: readonly State[]; code: string };

/** The workflow of an entity with these fields, checked against them (used by defineEntity). */
export type CheckedWorkflow<Fields, Workflow> = Workflow extends {
  field: infer Field;
  actions: infer Actions;
}
  ? Field extends FieldName<Fields>
    ? {
        field: Field;
        initial: EnumValues<Fields[Field]>;
        createStates?: readonly EnumValues<Fields[Field]>[];
        actions: {
          [Name in keyof Actions]: CheckedAction<Fields, EnumValues<Fields[Field]>, Actions[Name]>;
        };
        locked?: CheckedRefusal<EnumValues<Fields[Field]>>;
        editableIn?: CheckedRefusal<EnumValues<Fields[Field]>>;
        deletableIn?: CheckedRefusal<EnumValues<Fields[Field]>>;
      }
    : { field: FieldName<Fields> }
  : WorkflowDefinition;

/** The action names of an entity's workflow, as a type ('submit' | 'approve' | …). */
export type ActionName<Entity> = Entity extends { workflow: { actions: infer Actions } }
  ? keyof Actions & string
  : never;

// ---- The pure rules the server and the web share ----

type WithWorkflow = Pick<EntityDefinition, 'workflow'>;
type Row = Record<string, unknown>;
/** The signed-in user as far as the workflow cares. */
export type WorkflowUser = { role: Role } | null | undefined;

/** The action, or undefined when the entity has no workflow or no action of that name. */
export function workflowAction(entity: WithWorkflow, name: string): WorkflowAction | undefined {
  const actions = entity.workflow?.actions;
  return actions && Object.hasOwn(actions, name) ? actions[name] : undefined;
}

/** The state an action leads to from `state`, or undefined when it may not be taken from there. */
export function transitionOf(entity: WithWorkflow, state: unknown, name: string): string | undefined {
  const action = workflowAction(entity, name);
  return action && typeof state === 'string' && action.from.includes(state) ? action.to : undefined;
}

/** Whether a role may take the action at all (its state is transitionOf's question). */
export function mayTakeAction(entity: WithWorkflow, name: string, role: Role | undefined): boolean {
  const action = workflowAction(entity, name);
  return action !== undefined && role !== undefined && action.roles.includes(role);
}

/** The actions the user may take on the row now, in the declared order. */
export function availableActions(entity: WithWorkflow, row: Row, user: WorkflowUser): string[] {
  const workflow = entity.workflow;
  if (!workflow || !user) return [];
  const state = row[workflow.field];
  return Object.keys(workflow.actions).filter(
    (name) => transitionOf(entity, state, name) !== undefined && mayTakeAction(entity, name, user.role),
  );
}

/** Why the row refuses an edit or a deletion in its state (the error code), or undefined if it does not. */
export function writeRefusal(entity: WithWorkflow, row: Row, write: 'update' | 'delete'): string | undefined {
  const workflow = entity.workflow;
  if (!workflow) return undefined;
  const state = String(row[workflow.field]);
  if (workflow.locked?.states.includes(state)) return workflow.locked.code;
  const only = write === 'update' ? workflow.editableIn : workflow.deletableIn;
  return only && !only.states.includes(state) ? only.code : undefined;
}

/** What the row's state allows a writer: Edit and Delete of the list's row menu and the detail page. */
export function rowWritePermissions(entity: WithWorkflow, row: Row): { edit: boolean; remove: boolean } {
  return {
    edit: writeRefusal(entity, row, 'update') === undefined,
    remove: writeRefusal(entity, row, 'delete') === undefined,
  };
}

export function isLockedState(entity: WithWorkflow, state: unknown): boolean {
  return typeof state === 'string' && (entity.workflow?.locked?.states.includes(state) ?? false);
}

/** Whether the action asks for input (a dialog on screen). */
export function actionHasInput(action: WorkflowAction | undefined): boolean {
  return Object.keys(action?.input ?? {}).length > 0;
}

/**
 * The schema of an action's input: each value bounded as its field kind is, a missing or short
 * required one named by its `requiredKey`, a date after today refused where the action says so. Unknown
 * values are dropped. `today` is 'YYYY-MM-DD'.
 */
export function workflowInputSchema(action: WorkflowAction, context: { today: string }) {
  const inputs = Object.entries(action.input ?? {});
  const shape: Record<string, z.ZodType> = {};
  for (const [name, input] of inputs) shape[name] = fieldSchema({ ...input, required: false });
  return z
    .object(shape)
    .superRefine((values: Row, issues) => {
      for (const [name, input] of inputs) {
        const value = values[name];
        const isEmpty = value === undefined || value === null || value === '';
        const tooShort = typeof value === 'string' && value.length < (input.minLength ?? 0);
        if ((input.required && isEmpty) || (!isEmpty && tooShort)) {
          const key = input.requiredKey ?? (isEmpty ? 'validation:required' : 'validation:tooShort');
          issues.addIssue({ code: 'custom', path: [name], params: { key }, input: value });
        }
        if (input.notAfterToday && typeof value === 'string' && value > context.today) {
          const key = 'validation:dateInFuture';
          issues.addIssue({ code: 'custom', path: [name], params: { key }, input: value });
        }
      }
    })
    .transform((values: Row) => {
      const result: Row = {};
      for (const [name, input] of inputs) {
        const value = values[name];
        if (value !== undefined && value !== null && value !== '') result[name] = value;
        else if (input.defaultToday) result[name] = context.today;
      }
      return result;
    });
}

/**
 * The columns an action writes: the new state, the server-set columns, and the input stored in
 * columns. An input not given leaves its column as it is.
 */
export function actionValues(
  entity: WithWorkflow,
  name: string,
  context: { input: Row; now: Date; userId: string },
): Row {
  const workflow = entity.workflow;
  const action = workflowAction(entity, name);
  if (!workflow || !action) return {};
  const values: Row = {};
  for (const [column, value] of Object.entries(action.sets ?? {})) {
    if (value === 'now') values[column] = context.now.toISOString();
    else if (value === 'today') values[column] = context.now.toISOString().slice(0, 10);
    else if (value === 'user') values[column] = context.userId;
    else values[column] = null;
  }
  for (const [inputName, input] of Object.entries(action.input ?? {})) {
    if (input.column && context.input[inputName] !== undefined) {
      values[input.column] = context.input[inputName];
    }
  }
  values[workflow.field] = action.to;
  return values;
}
