// The drift check of the sync (docs/sync.md): per table, the rows a user may see hashed by (id,
// version) into 16 buckets (the last hex digit of the id) and a 32-byte root over the buckets. The
// browser computes the same over its table; equal roots mean the same rows at the same versions, and
// a differing bucket is listed (ids and versions only) instead of downloading the table.
import type { EntityDefinition } from '@mars/domain';

import { createHash } from 'node:crypto';

import { entityScopeCondition } from '../../crud/list-sql';
import type { Scope } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { narrowedScope } from './change-feed';

export const BUCKET_KEYS = '0123456789abcdef'.split('');

/**
 * What a device keeping some vessels (`vessels`) holds of an entity, as its pull brings it: of a
 * vessel's records only those vessels', of the fleet's table (the vessels) every one the user sees.
 */
export function driftScope(
  scope: Scope,
  entity: EntityDefinition,
  vessels: readonly string[] | undefined,
): Scope {
  return entity.scope === 'fleet' ? scope : narrowedScope(scope, vessels);
}
/** Rows of one bucket listing at most (a larger one is listed page by page after an id). */
export const BUCKET_PAGE = 5000;

export async function hashTree(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
): Promise<{ root: string; buckets: { key: string; count: number; hash: string }[] }> {
  const params: unknown[] = [];
  const where = entityScopeCondition(scope, entity, params);
  const { rows } = await db.query<{ key: string; count: number; hash: string }>(
    `SELECT right(id::text, 1) AS key, count(*)::int AS count,
            encode(sha256(string_agg(sha256(convert_to(id::text || ':' || version::text, 'UTF8')), ''::bytea ORDER BY id)), 'hex') AS hash
     FROM ${entity.table} WHERE deleted_at IS NULL AND ${where} GROUP BY 1`,
    params,
  );
  const empty = createHash('sha256').update('').digest('hex');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const buckets = BUCKET_KEYS.map((key) => ({
    key,
    count: byKey.get(key)?.count ?? 0,
    hash: byKey.get(key)?.hash ?? empty,
  }));
  const root = createHash('sha256')
    .update(Buffer.concat(buckets.map((bucket) => Buffer.from(bucket.hash, 'hex'))))
    .digest('hex');
  return { root, buckets };
}

/** The ids and versions of one bucket, in id order, after an id. */
export async function bucketRows(
  db: Queryable,
  scope: Scope,
  entity: EntityDefinition,
  input: { key: string; after?: string },
): Promise<{ rows: { id: string; version: number }[]; more: boolean }> {
  const params: unknown[] = [input.key, input.after ?? '00000000-0000-0000-0000-000000000000', BUCKET_PAGE];
  const where = entityScopeCondition(scope, entity, params);
  const { rows } = await db.query<{ id: string; version: number }>(
    `SELECT id, version FROM ${entity.table}
     WHERE deleted_at IS NULL AND right(id::text, 1) = $1 AND id > $2::uuid AND ${where}
     ORDER BY id LIMIT $3`,
    params,
  );
  return { rows, more: rows.length === BUCKET_PAGE };
}
