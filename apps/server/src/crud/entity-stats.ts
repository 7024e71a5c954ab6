// `GET /api/v1/<resource>/stats`: the count of each stat card of the definition, within the scope
// and with the same filters as the list, in one query of `count(*) FILTER (WHERE ...)`.
import type { EntityDefinition } from '@mars/domain';

import type { Db } from '../db/client';
import { parseListQuery } from './entity.service';
import { listWhere } from './list-sql';
import { conditionsSql, rowSource, sqlContext } from './read-model-sql';
import { restrictListQuery } from './personal-fields';
import type { Scope } from './scope';

export type EntityStats = { stats: Record<string, number | null> };

export async function entityStats(
  db: Db,
  scope: Scope,
  entity: EntityDefinition,
  query: Record<string, unknown>,
  now: Date,
): Promise<EntityStats> {
  const stats = entity.stats ?? [];
  if (stats.length === 0) return { stats: {} };
  const today = now.toISOString().slice(0, 10);
  const filter = restrictListQuery(scope, entity, parseListQuery(entity, query, today));
  const params: unknown[] = [];
  const source = rowSource(entity, params, today);
  const context = sqlContext(params, today);
  const counts = stats.map((stat, index) => {
    const where = [...(stat.among ?? []), ...(stat.where ?? [])];
    const filtered = where.length ? ` FILTER (WHERE ${conditionsSql(where, context)})` : '';
    if (!stat.among) return `count(*)${filtered} AS s${index}`;
    // A rate (define-entity.ts StatDefinition): whole per cent of the rows `among`, null when none.
    const among = ` FILTER (WHERE ${conditionsSql(stat.among, context)})`;
    return `round(100.0 * count(*)${filtered} / nullif(count(*)${among}, 0)) AS s${index}`;
  });
  const where = listWhere(scope, entity, filter, params);
  const { rows } = await db.query<Record<string, number | string>>(
    `SELECT ${counts.join(', ')} FROM ${source} WHERE ${where.join(' AND ')}`,
    params,
  );
  const row = rows[0] ?? {};
  const value = (stat: (typeof stats)[number], index: number) => {
    const stored = row[`s${index}`];
    if (stat.among) return stored === null || stored === undefined ? null : Number(stored);
    return Number(stored ?? 0);
  };
  return { stats: Object.fromEntries(stats.map((stat, index) => [stat.key, value(stat, index)])) };
}
