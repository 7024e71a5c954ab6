// SQL for any registered entity, always inside a Scope. Table and column names come from the entity
// definitions (constants); everything a user sends travels as a parameter.
import type { EntityDefinition } from '@mars/domain';

import type { Queryable } from '../db/client';
import type { Scope } from './scope';
import { scopeCondition } from './scope';

export type ListQuery = {
  limit: number;
  offset: number;
  sort: { field: string; descending: boolean }[];
  filters: Record<string, string>;
  search?: string;
  searchFields: string[];
};

type Row = Record<string, unknown>;

function vesselColumn(entity: EntityDefinition): string | undefined {
  return entity.scope === 'vessel' ? 'vessel_id' : undefined;
}

export async function listRows(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, params, { vessel: vesselColumn(entity) }), 'deleted_at IS NULL'];
  for (const [field, value] of Object.entries(query.filters)) {
    params.push(value);
    where.push(`${field} = $${params.length}`);
  }
  if (query.search && query.searchFields.length > 0) {
    params.push(`%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`);
    where.push(`(${query.searchFields.map((field) => `${field} ILIKE $${params.length}`).join(' OR ')})`);
  }
  const orderBy = [
    ...query.sort.map((part) => `${part.field} ${part.descending ? 'DESC' : 'ASC'} NULLS LAST`),
    'id ASC',
  ];
  params.push(query.limit, query.offset);
  const { rows } = await db.query<Row & { _total: number }>(
    `SELECT *, count(*) OVER () AS _total FROM ${entity.table}
     WHERE ${where.join(' AND ')}
     ORDER BY ${orderBy.join(', ')}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = rows[0]?._total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const counted = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM ${entity.table} WHERE ${where.join(' AND ')}`,
      params.slice(0, -2),
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return { rows: rows.map(({ _total: _, ...row }) => row), total: Number(total) };
}

/** A live row inside the scope, or undefined: another organization's row looks like no row. */
export async function findRow(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Row | undefined> {
  const params: unknown[] = [id];
  const where = scopeCondition(scope, params, { vessel: vesselColumn(entity) });
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${entity.table} WHERE id = $1 AND deleted_at IS NULL AND ${where}${options.forUpdate ? ' FOR UPDATE' : ''}`,
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
  scope: Scope,
  entity: EntityDefinition,
  input: { id: string; values: Row; now: Date },
): Promise<Row> {
  const columns = [
    'id',
    'organization_id',
    'created_at',
    'updated_at',
    'created_by',
    'updated_by',
    'version',
  ];
  const params: unknown[] = [
    input.id,
    scope.organizationId,
    input.now.toISOString(),
    input.now.toISOString(),
    scope.userId,
    scope.userId,
    1,
  ];
  for (const [column, value] of Object.entries(input.values)) {
    columns.push(column);
    params.push(value ?? null);
  }
  const { rows } = await db.query<Row>(
    `INSERT INTO ${entity.table} (${columns.join(', ')}) VALUES (${params.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING *`,
    params,
  );
  return rows[0]!;
}

/** Updates only when the stored version is the one the client read; undefined otherwise. */
export async function updateRow(
  db: Queryable,
  scope: Scope,
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
  scope: Scope,
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
export async function accessibleVessel(db: Queryable, scope: Scope, vesselId: string): Promise<boolean> {
  const params: unknown[] = [vesselId];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query(
    `SELECT 1 FROM vessels WHERE id = $1 AND deleted_at IS NULL AND ${where}`,
    params,
  );
  return rows.length > 0;
}
