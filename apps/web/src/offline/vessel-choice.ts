// The vessels a device keeps offline (issue 12; docs/sync.md, 'Choosing the vessels kept offline'):
// a shore user working for several vessels keeps only those chosen on this device. Stored in `_sync`;
// absent, the device keeps every vessel the user may see. A vessel added to the choice catches up on
// its own (its rows from the feed's start, with a cursor of its own) before it joins the device's
// pull; a vessel taken out has its rows removed, except rows with changes still waiting to be sent,
// which stay until they are pushed.
import { ENTITIES, syncTableOf } from '@mars/domain';

import type { MarsLocalDb } from './local-db';
import type { PullOptions, PullResult } from './sync-engine';
import type { SyncTransport } from './sync-transport';
import { PULL_CURSOR_KEY, pullChanges } from './sync-engine';

export const OFFLINE_VESSELS_KEY = 'offlineVessels';
/** The vessels added to the choice that are still catching up (each with its cursor and progress). */
export const CATCHING_UP_KEY = 'catchingUp';
const catchUpCursorKey = (vessel: string) => `catchUpCursor:${vessel}`;
const catchUpProgressKey = (vessel: string) => `catchUpLoad:${vessel}`;

/** The local tables of the entities linked to a vessel (their rows carry `vesselId`). */
const VESSEL_TABLES = ENTITIES.filter((entity) => entity.scope === 'vessel').map((entity) =>
  syncTableOf(entity),
);

async function listOf(db: MarsLocalDb, key: string): Promise<string[] | undefined> {
  const stored = (await db._sync.get(key))?.value;
  return Array.isArray(stored) ? (stored as string[]) : undefined;
}

/** The vessels this device keeps, or undefined for all the user's. */
export async function keptVessels(db: MarsLocalDb): Promise<string[] | undefined> {
  return listOf(db, OFFLINE_VESSELS_KEY);
}

/** The vessels added to the choice whose rows are still coming (none when all have caught up). */
export async function catchingUpVessels(db: MarsLocalDb): Promise<string[]> {
  return (await listOf(db, CATCHING_UP_KEY)) ?? [];
}

/**
 * The `_sync` entries a loaded snapshot file leaves with its cursor: the device keeps the file's
 * vessels (all the user's when the file holds every vessel they may see), and none of them is still
 * catching up, since the file brought their rows up to its cursor.
 */
export function keptAfterFile(
  file: readonly string[],
  mayView: readonly string[] | 'all',
): Record<string, unknown> {
  const holdsAll = mayView !== 'all' && mayView.every((vessel) => file.includes(vessel));
  const caughtUp = file.flatMap((vessel) => [
    [catchUpCursorKey(vessel), undefined],
    [catchUpProgressKey(vessel), undefined],
  ]);
  return {
    [OFFLINE_VESSELS_KEY]: holdsAll ? undefined : [...file],
    [CATCHING_UP_KEY]: [],
    ...Object.fromEntries(caughtUp),
  };
}

/**
 * Removes the rows of vessels the device no longer keeps; rows with changes waiting in the outbox
 * stay (they go once pushed). Answers how many rows stay for that reason.
 */
export async function dropUnkeptRows(db: MarsLocalDb, kept: readonly string[]): Promise<number> {
  const tables = VESSEL_TABLES.map((name) => db.rows(name));
  return db.transaction('rw', [db._outbox, ...tables], async () => {
    const pending = new Set((await db._outbox.toArray()).map((entry) => `${entry.table}:${entry.rowId}`));
    let waiting = 0;
    for (const table of tables) {
      const gone = await table
        .filter((row) => typeof row.vesselId === 'string' && !kept.includes(row.vesselId))
        .primaryKeys();
      const removable = gone.filter((id) => !pending.has(`${table.name}:${id}`));
      waiting += gone.length - removable.length;
      if (removable.length > 0) await table.bulkDelete(removable);
    }
    return waiting;
  });
}

/**
 * The device's new choice of vessels, of `all` the user may see. Vessels added catch up at the next
 * sync (a device that has not loaded anything yet just loads the chosen ones); vessels taken out
 * are removed now. Answers how many rows stay because their changes wait to be sent.
 */
export async function chooseVessels(
  db: MarsLocalDb,
  chosen: readonly string[],
  all: readonly string[],
): Promise<{ waiting: number }> {
  const previous = (await keptVessels(db)) ?? all;
  const added = chosen.filter((vessel) => !previous.includes(vessel));
  const everything = all.every((vessel) => chosen.includes(vessel));
  await db.transaction('rw', db._sync, async () => {
    const hasLoaded = (await db._sync.get(PULL_CURSOR_KEY)) !== undefined;
    const catching = ((await listOf(db, CATCHING_UP_KEY)) ?? []).filter((vessel) => chosen.includes(vessel));
    if (hasLoaded) catching.push(...added.filter((vessel) => !catching.includes(vessel)));
    if (everything) await db._sync.delete(OFFLINE_VESSELS_KEY);
    else await db._sync.put({ key: OFFLINE_VESSELS_KEY, value: [...chosen] });
    await db._sync.put({ key: CATCHING_UP_KEY, value: catching });
  });
  return { waiting: await dropUnkeptRows(db, chosen) };
}

/**
 * The pull of a device that keeps some vessels: first each vessel catching up (its own rows only,
 * from the start, resumable), then the device's pull of the kept vessels, then the rows of vessels
 * no longer kept whose changes have been pushed meanwhile go. A device keeping all pulls as before
 * (after catching up the vessels it chose again).
 */
export async function pullKept(
  db: MarsLocalDb,
  transport: SyncTransport,
  options: PullOptions = {},
): Promise<PullResult> {
  const kept = await keptVessels(db);
  const result: PullResult = { pages: 0, changes: 0 };
  for (const vessel of (await listOf(db, CATCHING_UP_KEY)) ?? []) {
    const caught = await pullChanges(db, transport, {
      ...options,
      cursorKey: catchUpCursorKey(vessel),
      progressKey: catchUpProgressKey(vessel),
      query: { vessels: [vessel], shared: false },
    });
    result.pages += caught.pages;
    result.changes += caught.changes;
    await db.transaction('rw', db._sync, async () => {
      const catching = (await listOf(db, CATCHING_UP_KEY)) ?? [];
      await db._sync.put({ key: CATCHING_UP_KEY, value: catching.filter((other) => other !== vessel) });
      await db._sync.delete(catchUpCursorKey(vessel));
    });
  }
  const pulled = await pullChanges(db, transport, kept ? { ...options, query: { vessels: kept } } : options);
  if (kept) await dropUnkeptRows(db, kept);
  return { pages: result.pages + pulled.pages, changes: result.changes + pulled.changes };
}
