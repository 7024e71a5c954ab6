// The entity API answered from the offline database (issue 12: 'local' in the header's data source):
// lists with their filters, search, sorting, paging and stat cards (local-list.ts), one row, writes and workflow
// steps, with the rules the server applies, read from the same definitions (the domain's list query,
// write schema, refinements and declared write checks, roles, workflow). A write is stored with its outbox entry in one
// transaction (local-writes.ts); the sync carries it to the server, which checks it again. Errors are
// ApiErrors with the server's codes and field keys, so the screens show them as they show the API's.
import type { EntityDefinition, Role, RowLookup, WriteContext } from '@mars/domain';
import {
  actionValues,
  entityByName,
  entityWriteSchema,
  isUuid,
  issueKey,
  mayTakeAction,
  mayWriteEntity,
  personalFieldsOf,
  readListQuery,
  transitionOf,
  workflowAction,
  workflowInputSchema,
  writeRefusal,
} from '@mars/domain';

import { ApiError } from '../data/api-client';
import type { MarsLocalDb } from './local-db';
import { liveRows, queryLocalList, queryLocalStats } from './local-list';
import { camelCase, fromLocalRow, localTableOf } from './local-schema';
import { deleteLocalRow, queueLocalAction, saveLocalRow } from './local-writes';

type Row = Record<string, unknown>;
type Params = Record<string, string | number | undefined>;

/** Who writes, and when (the server's clock is not at hand offline). */
export type LocalContext = { userId: string; role: Role; now?: Date };

const invalid = (fields: Record<string, string[]>) =>
  new ApiError(400, 'validation_failed', 'Invalid data', { fields });
const notFound = () => new ApiError(404, 'not_found', 'Data not found');
const forbidden = () => new ApiError(403, 'forbidden', "You don't have permission to perform this action");
const conflict = (current: Row) =>
  new ApiError(409, 'conflict', 'This record was changed by someone else.', { current });

function fieldsOfIssues(issues: readonly { path: readonly PropertyKey[]; code: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issueKey(issue));
  return fields;
}

/** A form's value and the stored one are the same (an absent field is null). */
function sameValue(value: unknown, stored: unknown): boolean {
  return JSON.stringify(value ?? null) === JSON.stringify(stored ?? null);
}

function today(context: { now?: Date }): string {
  return (context.now ?? new Date()).toISOString().slice(0, 10);
}

function parsedQuery(entity: EntityDefinition, params: Params, context: { now?: Date }) {
  const stringParams = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
  const read = readListQuery(entity, stringParams, today(context));
  if (!read.ok) throw invalid(read.problems);
  return read.query;
}

export async function listLocal(
  db: MarsLocalDb,
  entity: EntityDefinition,
  params: Params = {},
  context: { now?: Date } = {},
): Promise<{ rows: Row[]; total: number }> {
  const { rows, total } = await queryLocalList(db, entity, parsedQuery(entity, params, context));
  return { rows, total };
}

export async function statsLocal(
  db: MarsLocalDb,
  entity: EntityDefinition,
  params: Params = {},
  context: { now?: Date } = {},
): Promise<{ stats: Record<string, number | null> }> {
  const query = parsedQuery(entity, { ...params, limit: undefined, offset: undefined }, context);
  return { stats: (await queryLocalStats(db, entity, query)).stats };
}

async function findLocal(db: MarsLocalDb, entity: EntityDefinition, id: string): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const stored = await db.rows(localTableOf(entity)).get(id);
  const row = stored ? fromLocalRow(stored) : undefined;
  return row && (row.deleted_at === null || row.deleted_at === undefined) ? row : undefined;
}

export async function getLocal(db: MarsLocalDb, entity: EntityDefinition, id: string): Promise<Row> {
  const row = await findLocal(db, entity, id);
  if (!row) throw notFound();
  return row;
}

/**
 * What a declared write check reads here: the writer, the device's clock, the stored row an update
 * changes, and the rows this device holds (the server reads its own in the write's transaction).
 */
function localWriteContext(db: MarsLocalDb, context: LocalContext, existing: Row | undefined): WriteContext {
  const now = context.now ?? new Date();
  const rows = async (name: string, where: RowLookup): Promise<Row[]> => {
    const entity = entityByName(name);
    if (!entity) throw new Error(`checkWrite reads an entity that is not registered: ${name}`);
    const equals = Object.entries(where.equals);
    // Through an index of the table where one of the fields has one (a seafarer's days, not the ship's).
    const table = db.rows(localTableOf(entity));
    const indexed = equals.find(([field]) => table.schema.idxByName[camelCase(field)] !== undefined);
    const stored = indexed
      ? (await table.where(camelCase(indexed[0])).equals(indexed[1]).toArray())
          .map(fromLocalRow)
          .filter((row) => row.deleted_at === null || row.deleted_at === undefined)
      : await liveRows(db, entity, undefined);
    return stored.filter(
      (row) =>
        equals.every(([field, value]) => String(row[field] ?? '') === value) &&
        (!where.between ||
          (String(row[where.between.field] ?? '') >= where.between.from &&
            String(row[where.between.field] ?? '') <= where.between.to)),
    );
  };
  return {
    userId: context.userId,
    role: context.role,
    today: today(context),
    now: now.toISOString(),
    existing,
    find: async (name, id) => {
      const entity = entityByName(name);
      return entity ? findLocal(db, entity, id) : undefined;
    },
    rows,
  };
}

/**
 * The entity's declared write check, the one the server runs (the garbage record book's Annex V check,
 * a signed month's days) on the row as it will be stored: refused here as it would be at sync.
 * Answers what it derives, shown on the row but not queued (the server derives it again).
 */
async function checkedWrite(
  db: MarsLocalDb,
  entity: EntityDefinition,
  row: Row,
  context: LocalContext,
  existing: Row | undefined,
): Promise<Row> {
  const checked = await entity.checkWrite?.(row, localWriteContext(db, context, existing));
  if (checked?.forbidden) throw forbidden();
  if (checked && Object.keys(checked.errors).length > 0) throw invalid(checked.errors);
  return checked?.derived ?? {};
}

/** PUT offline: validated, refined and checked against the row's version and state as the server does. */
export async function upsertLocal(
  db: MarsLocalDb,
  entity: EntityDefinition,
  id: string,
  body: Row,
  context: LocalContext,
): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  if (!mayWriteEntity(entity, context.role)) throw forbidden();
  // Personal fields the user may not see are not in the local rows, so a form may leave them out.
  const optional: Record<string, true> = Object.fromEntries(
    personalFieldsOf(entity).map((field) => [field, true as const]),
  );
  const parsed = entityWriteSchema(entity).partial(optional).safeParse(body, { reportInput: true });
  if (!parsed.success) throw invalid(fieldsOfIssues(parsed.error.issues));
  const { version, ...values } = parsed.data as Row & { version?: number };
  for (const field of entity.serverFields ?? []) delete values[field];
  const workflow = entity.workflow;
  if (workflow && !workflow.createStates) delete values[workflow.field];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.defaultValue !== undefined && (values[name] === null || values[name] === undefined)) {
      values[name] = field.defaultValue;
    }
  }
  const now = context.now ?? new Date();
  const refinements = entity.refine?.(values, { today: today(context), now: now.toISOString() }) ?? {};
  if (Object.keys(refinements).length > 0) throw invalid(refinements);

  const existing = await findLocal(db, entity, id);
  if (!existing) {
    if (!mayWriteEntity(entity, context.role, 'create')) throw forbidden();
    if (workflow) {
      const named = values[workflow.field];
      if (named === undefined || named === null) values[workflow.field] = workflow.initial;
      else if (!workflow.createStates?.includes(String(named))) {
        throw invalid({ [workflow.field]: ['validation:createState'] });
      }
    }
    const shown = await checkedWrite(db, entity, { ...values, id }, context, undefined);
    return saveLocalRow(db, entity, { ...values, id, created_by: context.userId }, { now, shown });
  }
  // A row made here and not yet acknowledged has no version: its form names none either.
  if (version !== existing.version) throw conflict(existing);
  if (workflow) {
    const status = String(existing[workflow.field]);
    const refusal = writeRefusal(entity, existing, 'update');
    if (refusal) throw new ApiError(409, refusal, refusal, { status });
    const named = values[workflow.field];
    if (named !== undefined && named !== existing[workflow.field]) {
      throw new ApiError(409, 'invalid_transition', 'The status changes only through the workflow steps.', {
        status,
      });
    }
    delete values[workflow.field];
  }
  // Only the fields the form changed are queued (the server lays them over its row, docs/sync.md):
  // what goes over the link is the change, not the form. The row keeps the server's version it was
  // read at: the push names it, and the server decides.
  const shown = await checkedWrite(db, entity, { ...existing, ...values }, context, existing);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !sameValue(value, existing[name])),
  );
  return saveLocalRow(
    db,
    entity,
    { ...changed, id },
    { now, baseVersion: existing.version as number, shown },
  );
}

export async function removeLocal(
  db: MarsLocalDb,
  entity: EntityDefinition,
  id: string,
  context: LocalContext,
): Promise<void> {
  if (!mayWriteEntity(entity, context.role, 'delete')) throw forbidden();
  const existing = await findLocal(db, entity, id);
  if (!existing) throw notFound();
  const refusal = writeRefusal(entity, existing, 'delete');
  if (refusal) throw new ApiError(409, refusal, refusal, { status: existing[entity.workflow?.field ?? ''] });
  await deleteLocalRow(db, entity, id, { now: context.now, baseVersion: existing.version as number });
}

/** A workflow step offline: role, version, transition and input checked; the row shows its new state. */
export async function stepLocal(
  db: MarsLocalDb,
  entity: EntityDefinition,
  input: { id: string; action: string; body: Row },
  context: LocalContext,
): Promise<Row> {
  const action = workflowAction(entity, input.action);
  if (!entity.workflow || !action) throw notFound();
  const existing = await findLocal(db, entity, input.id);
  if (!existing) throw notFound();
  if (!mayTakeAction(entity, input.action, context.role)) {
    throw action.refusedCode ? new ApiError(403, action.refusedCode, action.refusedCode) : forbidden();
  }
  const { version, ...rest } = input.body as Row & { version?: number };
  if (version !== undefined && version !== existing.version) throw conflict(existing);
  const status = String(existing[entity.workflow.field]);
  if (!transitionOf(entity, status, input.action)) {
    throw new ApiError(
      409,
      'invalid_transition',
      `A row that is ${status} cannot take the step '${input.action}'.`,
      {
        status,
        action: input.action,
      },
    );
  }
  const parsed = workflowInputSchema(action, { today: today(context) }).safeParse(rest, {
    reportInput: true,
  });
  if (!parsed.success) throw invalid(fieldsOfIssues(parsed.error.issues));
  const now = context.now ?? new Date();
  const values = actionValues(entity, input.action, {
    input: parsed.data as Row,
    now,
    userId: context.userId,
  });
  await queueLocalAction(
    db,
    entity,
    {
      id: input.id,
      action: input.action,
      values: parsed.data as Row,
      baseVersion: existing.version as number,
      shown: values,
    },
    { now },
  );
  return getLocal(db, entity, input.id);
}
