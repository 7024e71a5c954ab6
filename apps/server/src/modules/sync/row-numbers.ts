// Row numbers of the offline sync (docs/sync.md, 'Row numbers'; migration 0046): the change feed's
// trigger numbers every row of a registered table when it is first written, and protocol 3 names a
// row a device holds by its number instead of its id, in the pull's changed fields and in the push.
import type { EntityDefinition, SyncMutation } from '@mars/domain';
import { ENTITIES, syncTableOf } from '@mars/domain';

import type { Queryable } from '../../db/client';

/** The rows of an entity's table by their sync numbers (docs/sync.md, 'Row numbers'): number -> id. */
export async function idsOfNumbers(
  db: Queryable,
  entity: EntityDefinition,
  numbers: readonly number[],
): Promise<Map<number, string>> {
  const { rows } = await db.query<{ n: string; row_id: string }>(
    'SELECT n, row_id FROM sync_row_numbers WHERE entity_table = $1 AND n = ANY($2::bigint[])',
    [entity.table, numbers],
  );
  return new Map(rows.map((row) => [Number(row.n), row.row_id]));
}

/**
 * The rows the push names by number (protocol 3, docs/sync.md 'Row numbers'), keyed
 * '<sync table>:<number>': only a number given to a row of the table the mutation names.
 */
export async function rowsOfNumbers(
  db: Queryable,
  pushed: readonly Pick<SyncMutation, 'table' | 'r'>[],
): Promise<Map<string, string>> {
  const numbers = pushed.flatMap((mutation) => (mutation.r === undefined ? [] : [mutation.r]));
  const rows = new Map<string, string>();
  if (numbers.length === 0) return rows;
  const { rows: found } = await db.query<{ n: string; entity_table: string; row_id: string }>(
    'SELECT n, entity_table, row_id FROM sync_row_numbers WHERE n = ANY($1::bigint[])',
    [numbers],
  );
  for (const row of found) {
    const entity = ENTITIES.find((candidate) => candidate.table === row.entity_table);
    if (entity) rows.set(`${syncTableOf(entity)}:${row.n}`, row.row_id);
  }
  return rows;
}
