// Loading a snapshot file carried on board (issue 12; docs/sync.md, 'A file carried on board'): the
// file (one vessel, format version 1, or several, version 2) is read (gzip, then its layout checked:
// a damaged file is refused), checked to be of this organization, of vessels the user may see all
// of, readable by the user (personal fields), and not older than what the device holds; then its
// rows are applied in pieces, each in one transaction (the first load's progress with it), and the
// last piece sets the pull cursor to the file's and the vessels kept to the file's: the sync goes
// on from there, bringing only what changed since the file was made.
import type { Role, SyncSnapshot } from '@mars/domain';
import {
  compareSyncCursors,
  mayViewPersonalFields,
  syncSnapshotSchema,
  syncTableOf,
  vesselEntity,
} from '@mars/domain';

import type { MarsLocalDb } from './local-db';
import type { FirstLoadProgress } from './sync-engine';
import { applyPage, FIRST_LOAD_KEY, PULL_CURSOR_KEY } from './sync-engine';
import { keptAfterFile, keptVessels } from './vessel-choice';

/** Why a file is refused; each has its sentence in the sync panel (nav: header.syncPanel.file.refused_*). */
export type SnapshotRefusal =
  'damaged' | 'otherOrganization' | 'notAllowed' | 'personal' | 'incomplete' | 'otherVessels' | 'older';

export class SnapshotError extends Error {
  constructor(readonly reason: SnapshotRefusal) {
    super(`snapshot refused: ${reason}`);
  }
}

/** Rows applied in one transaction while a file loads. */
const PIECE_ROWS = 500;

/** The file's contents, or SnapshotError('damaged') when it is not a whole, readable snapshot. */
export async function readSnapshotFile(file: Blob): Promise<SyncSnapshot> {
  try {
    const stream = file.stream().pipeThrough(new DecompressionStream('gzip'));
    const text = await new Response(stream).text();
    return syncSnapshotSchema.parse(JSON.parse(text));
  } catch {
    throw new SnapshotError('damaged');
  }
}

/**
 * Who loads the file: their organization, role and the vessels they may see ('all': an organization
 * admin, every vessel of the organization).
 */
export type SnapshotReader = { organizationId: string; role: Role; vesselIds: readonly string[] | 'all' };

/** Refuses a file this reader may not load on this device; answers what the device holds. */
async function check(db: MarsLocalDb, snapshot: SyncSnapshot, reader: SnapshotReader) {
  if (snapshot.organizationId !== reader.organizationId) throw new SnapshotError('otherOrganization');
  const vessels = snapshot.vessels.map((vessel) => vessel.id);
  const mayView = reader.vesselIds;
  if (mayView !== 'all' && !vessels.every((vessel) => mayView.includes(vessel))) {
    throw new SnapshotError('notAllowed');
  }
  const mayViewPersonal = mayViewPersonalFields(reader.role, false);
  if (snapshot.personal && !mayViewPersonal) throw new SnapshotError('personal');
  if (!snapshot.personal && mayViewPersonal) throw new SnapshotError('incomplete');
  const stored = (await db._sync.get(PULL_CURSOR_KEY))?.value;
  const cursor = typeof stored === 'string' ? stored : undefined;
  if (cursor !== undefined) {
    // The file holds its vessels only: a device that keeps another too would miss its rows before
    // the file's cursor. A device keeping some of the file's vessels keeps them all after it. A
    // device keeping all of an admin's vessels holds every vessel's own row: those are its vessels.
    const kept =
      (await keptVessels(db)) ??
      (mayView === 'all'
        ? ((await db.rows(syncTableOf(vesselEntity)).toCollection().primaryKeys()) as string[])
        : mayView);
    if (!kept.every((vessel) => vessels.includes(vessel))) {
      throw new SnapshotError('otherVessels');
    }
    const order = compareSyncCursors(snapshot.cursor, cursor);
    if (order !== undefined && order <= 0) throw new SnapshotError('older');
  }
  return { hasData: cursor !== undefined };
}

/**
 * Applies a snapshot file to the device, in pieces, after the checks above. A device that already
 * held the vessels' rows drops those the file no longer has (deleted on shore since), keeping any
 * with changes waiting to be sent. Answers the rows applied.
 */
export async function loadSnapshot(
  db: MarsLocalDb,
  snapshot: SyncSnapshot,
  reader: SnapshotReader,
  options: { now?: () => Date; onProgress?: (progress: FirstLoadProgress) => void } = {},
): Promise<{ rows: number }> {
  const { hasData } = await check(db, snapshot, reader);
  const now = options.now ?? (() => new Date());
  if (hasData) await dropRowsNotIn(db, snapshot);
  const total = snapshot.changes.length;
  for (let start = 0; start === 0 || start < total; start += PIECE_ROWS) {
    const piece = snapshot.changes.slice(start, start + PIECE_ROWS);
    const done = Math.min(total, start + PIECE_ROWS);
    const last = done >= total;
    const state: Record<string, unknown> = last
      ? {
          [PULL_CURSOR_KEY]: snapshot.cursor,
          [FIRST_LOAD_KEY]: undefined,
          // The device keeps the file's vessels.
          ...keptAfterFile(
            snapshot.vessels.map((vessel) => vessel.id),
            reader.vesselIds,
          ),
        }
      : { [FIRST_LOAD_KEY]: { done, total } };
    await applyPage(db, { changes: piece }, now(), state);
    options.onProgress?.({ done, total });
  }
  return { rows: total };
}

/** Removes the rows the file does not have, unless changes of them wait in the outbox. */
async function dropRowsNotIn(db: MarsLocalDb, snapshot: SyncSnapshot): Promise<void> {
  const inFile = new Set(snapshot.changes.map((change) => `${change.table}:${change.id}`));
  const tables = db.tables.filter((table) => !table.name.startsWith('_'));
  await db.transaction('rw', [db._outbox, ...tables], async () => {
    const pending = new Set((await db._outbox.toArray()).map((entry) => `${entry.table}:${entry.rowId}`));
    for (const table of tables) {
      const ids = (await table.toCollection().primaryKeys()) as string[];
      const gone = ids.filter(
        (id) => !inFile.has(`${table.name}:${id}`) && !pending.has(`${table.name}:${id}`),
      );
      if (gone.length > 0) await table.bulkDelete(gone);
    }
  });
}
