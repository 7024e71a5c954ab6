// SQL for any registered entity, always inside a Scope. Table and column names come from the entity
// definitions (constants); everything a user sends travels as a parameter.
import type { EntityDefinition } from '@mars/domain';

import type { Queryable } from '../db/client';
import type { ActingScope, Scope } from './scope';
import type { ListFilter } from './list-sql';
import { entityScopeCondition, listWhere, orderBy } from './list-sql';
import { rowSource } from './read-model-sql';
import { scopeCondition } from './scope';

export type ListQuery = ListFilter & {
  limit: number;
  offset: number;
  sort: { field: string; descending: boolean }[];
};

type Row = Record<string, unknown>;

export async function listRows(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const params: unknown[] = [];
  const source = rowSource(entity, params, query.today);
  const where = listWhere(scope, entity, query, params).join(' AND ');
  params.push(query.limit, query.offset);
  // The page reads only its own rows (an index on the sort serves it); the total is a separate
  // count in the same statement, so both come from one snapshot in one round trip. A window
  // count(*) OVER () here would read every matching row to number one page.
  const { rows } = await db.query<Row & { _total: number }>(
    `SELECT *, (SELECT count(*) FROM ${source} WHERE ${where}) AS _total FROM ${source}
     WHERE ${where}
     ORDER BY ${orderBy(entity, query.sort)}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = rows[0]?._total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const counted = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM ${source} WHERE ${where}`,
      params.slice(0, -2),
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return { rows: rows.map(({ _total: _, ...row }) => row), total: Number(total) };
}

/** A live row inside the scope, or undefined: another organization's row looks like no row. */
export async function findRow(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  id: string,
  options: { forUpdate?: boolean; today?: string } = {},
): Promise<Row | undefined> {
  const params: unknown[] = [id];
  // Locked reads see the stored row only; plain reads add the computed columns.
  const source =
    options.forUpdate || !options.today ? entity.table : rowSource(entity, params, options.today);
  const where = entityScopeCondition(scope, entity, params);
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${source} WHERE id = $1 AND deleted_at IS NULL AND ${where}${options.forUpdate ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows[0];
}

/**
 * Sets columns of a row the caller holds locked (a workflow step decided on the current row), raising
 * its version; no version check, since the lock already serialises the writers.
 */
export async function setRowColumns(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  input: { id: string; values: Row; now: Date },
): Promise<Row | undefined> {
  const params: unknown[] = [input.id, input.now.toISOString(), scope.userId];
  const assignments = Object.entries(input.values).map(([column, value]) => {
    params.push(value ?? null);
    return `${column} = $${params.length}`;
  });
  const where = entityScopeCondition(scope, entity, params);
  const { rows } = await db.query<Row>(
    `UPDATE ${entity.table} SET ${[...assignments, 'updated_at = $2', 'updated_by = $3', 'version = version + 1'].join(', ')}
     WHERE id = $1 AND deleted_at IS NULL AND ${where} RETURNING *`,
    params,
  );
  return rows[0];
}

/** Whether the id is taken by any row at all (another organization's, or deleted). */
export async function idExists(db: Queryable, entity: EntityDefinition, id: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${entity.table} WHERE id = $1`, [id]);
  return rows.length > 0;
}

export async function insertRow(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  input: { id: string; values: Row; now: Date },
): Promise<Row> {
  const now = input.now.toISOString();
  // The system columns last: they are the server's, whatever the values say.
  const row: Row = {
    ...input.values,
    id: input.id,
    organization_id: scope.organizationId,
    created_at: now,
    updated_at: now,
    created_by: scope.userId,
    updated_by: scope.userId,
    version: 1,
  };
  const columns = Object.keys(row);
  const params = columns.map((column) => row[column] ?? null);
  const { rows } = await db.query<Row>(
    `INSERT INTO ${entity.table} (${columns.join(', ')}) VALUES (${params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING *`,
    params,
  );
  return rows[0]!;
}

/** Updates only when the stored version is the one the client read; undefined otherwise. */
export async function updateRow(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  input: { id: string; version: number; values: Row; now: Date },
): Promise<Row | undefined> {
  const params: unknown[] = [
    input.id,
    input.version,
    input.now.toISOString(),
    scope.userId,
    scope.organizationId,
  ];
  const assignments = Object.entries(input.values).map(([column, value]) => {
    params.push(value ?? null);
    return `${column} = $${params.length}`;
  });
  const { rows } = await db.query<Row>(
    `UPDATE ${entity.table} SET ${[...assignments, 'updated_at = $3', 'updated_by = $4', 'version = version + 1'].join(', ')}
     WHERE id = $1 AND version = $2 AND organization_id = $5 AND deleted_at IS NULL RETURNING *`,
    params,
  );
  return rows[0];
}

export async function softDeleteRow(
  db: Queryable,
  scope: ActingScope,
  entity: EntityDefinition,
  input: { id: string; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE ${entity.table} SET deleted_at = $2, updated_at = $2, updated_by = $3, version = version + 1
     WHERE id = $1 AND organization_id = $4`,
    [input.id, input.now.toISOString(), scope.userId, scope.organizationId],
  );
}

/** Vessel ids of the organization that the scope may see, from a list of candidates. */
export async function accessibleVessel(
  db: Queryable,
  scope: ActingScope,
  vesselId: string,
): Promise<boolean> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query(
    `SELECT 1 FROM vessels WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows.length > 0;
}
