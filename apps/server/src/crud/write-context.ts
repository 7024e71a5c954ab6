// What a declared write check (`checkWrite`) reads on the server: who writes and when, the stored row
// an update changes, and live rows inside the writer's scope, read in the write's transaction. The
// offline database answers the same questions from its rows (apps/web/src/offline/local-source.ts),
// so a rule that spans rows is one rule on both write paths.
import type { EntityDefinition, RowLookup, WriteContext } from '@mars/domain';
import { entityByName } from '@mars/domain';

import type { Queryable } from '../db/client';
import { entityScopeCondition } from './list-sql';
import type { Scope } from './scope';

type Row = Record<string, unknown>;

function entityNamed(name: string): EntityDefinition {
  const entity = entityByName(name);
  if (!entity) throw new Error(`checkWrite reads an entity that is not registered: ${name}`);
  return entity;
}

/** A field of the entity, or the row's vessel: the only columns a lookup may name. */
function column(entity: EntityDefinition, field: string): string {
  if (field in entity.fields || field === 'vessel_id' || field === 'id') return field;
  throw new Error(`checkWrite names a field ${entity.name} does not have: ${field}`);
}

export function serverWriteContext(
  db: Queryable,
  scope: Scope,
  input: { now: Date; existing: Row | undefined },
): WriteContext {
  const rows = async (name: string, where: RowLookup): Promise<Row[]> => {
    const entity = entityNamed(name);
    const params: unknown[] = [];
    const conditions = [entityScopeCondition(scope, entity, params), 'deleted_at IS NULL'];
    for (const [field, value] of Object.entries(where.equals)) {
      params.push(value);
      conditions.push(`${column(entity, field)} = $${params.length}`);
    }
    if (where.between) {
      params.push(where.between.from, where.between.to);
      conditions.push(
        `${column(entity, where.between.field)} BETWEEN $${params.length - 1} AND $${params.length}`,
      );
    }
    const { rows: found } = await db.query<Row>(
      `SELECT * FROM ${entity.table} WHERE ${conditions.join(' AND ')}`,
      params,
    );
    return found;
  };
  return {
    userId: scope.userId,
    role: scope.role,
    today: input.now.toISOString().slice(0, 10),
    now: input.now.toISOString(),
    existing: input.existing,
    find: async (name, id) => (await rows(name, { equals: { id } }))[0],
    rows,
  };
}
