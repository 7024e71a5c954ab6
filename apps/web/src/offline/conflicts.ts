// What the server did not take (issue 12): a write refused by its rules, or made on a row someone
// else changed meanwhile, is kept in `_conflicts` with both values until the user decides. 'Apply
// mine again' writes the user's values over the server's current row (its version), so the server
// checks them once more; 'Discard mine' keeps the server's row and drops the user's write, with any
// later writes to the same row still waiting. Nothing leaves the list without the user's word.
import { entityOfSyncTable } from '@mars/domain';

import type { ConflictEntry, MarsLocalDb } from './local-db';
import { toLocalRow } from './local-schema';
import { deleteLocalRow, queueLocalAction, saveLocalRow } from './local-writes';

/** The conflicts, the oldest first. */
export function listConflicts(db: MarsLocalDb): Promise<ConflictEntry[]> {
  return db._conflicts.orderBy('seq').toArray();
}

/** The fields in which the user's values differ from the server's row. */
export function differingFields(conflict: ConflictEntry): string[] {
  const ignored = new Set([
    'op',
    'action',
    'id',
    'version',
    'created_at',
    'updated_at',
    'createdAt',
    'updatedAt',
  ]);
  return Object.keys(conflict.local).filter(
    (field) =>
      !ignored.has(field) &&
      JSON.stringify(conflict.local[field] ?? null) !== JSON.stringify(conflict.server?.[field] ?? null),
  );
}

/** Whether the user's write can be sent again: there is a server row to write over. */
export function mayApplyAgain(conflict: ConflictEntry): boolean {
  return conflict.server !== null && entityOfSyncTable(conflict.table) !== undefined;
}

export async function applyMineAgain(db: MarsLocalDb, conflict: ConflictEntry): Promise<void> {
  const entity = entityOfSyncTable(conflict.table);
  if (!entity || !conflict.server || conflict.seq === undefined) return;
  const baseVersion = typeof conflict.server.version === 'number' ? conflict.server.version : undefined;
  const { op, action, ...values } = conflict.local as Record<string, unknown> & {
    op?: string;
    action?: string;
  };
  if (op === 'delete') await deleteLocalRow(db, entity, conflict.rowId, { baseVersion });
  else if (op === 'action' && typeof action === 'string')
    await queueLocalAction(db, entity, { id: conflict.rowId, action, values, baseVersion });
  else {
    const written = Object.fromEntries(
      Object.entries(values).filter(([field]) => field in entity.fields || field === 'vessel_id'),
    );
    await saveLocalRow(db, entity, { ...written, id: conflict.rowId }, { baseVersion });
  }
  await db._conflicts.delete(conflict.seq);
}

export async function discardMine(db: MarsLocalDb, conflict: ConflictEntry): Promise<void> {
  if (conflict.seq === undefined) return;
  await db.transaction('rw', [db._conflicts, db._outbox, db.rows(conflict.table)], async () => {
    // A concurrent edit found by the pull: the user's writes on the row still wait; they go too.
    if (conflict.reason === 'changed') {
      await db._outbox.where('[table+rowId]').equals([conflict.table, conflict.rowId]).delete();
      if (conflict.server && !conflict.server.deleted)
        await db.rows(conflict.table).put(toLocalRow(conflict.server));
      else await db.rows(conflict.table).delete(conflict.rowId);
    }
    await db._conflicts.delete(conflict.seq!);
  });
}
