// A browser shared on board keeps one user's rows at a time: the Master's database, emptied for the
// rating who turns to the local data source after him, so the rating never reads what the server
// gave the Master; but not while the Master's changes wait to be sent, which are never dropped.
import 'fake-indexeddb/auto';

import { certificateEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from './local-db';
import { claimLocalDatabase, HELD_BY_ANOTHER_USER, OWNER_KEY } from './local-owner';
import { localTableOf, toLocalRow } from './local-schema';
import { saveLocalRow } from './local-writes';

const MASTER = { userId: 'user-master', organizationId: 'org-1', name: 'Captain Lars Berg' };
const RATING = { userId: 'user-rating', organizationId: 'org-1', name: 'Juan Dela Cruz' };

let count = 0;
const opened: MarsLocalDb[] = [];
async function openDb(): Promise<MarsLocalDb> {
  count += 1;
  const db = new MarsLocalDb(`mars-owner-test-${count}`);
  opened.push(db);
  await db.open();
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

/** A row the sync brought (no outbox entry), and the sync's cursor. */
async function synced(db: MarsLocalDb): Promise<void> {
  await db
    .rows(localTableOf(certificateEntity))
    .put(toLocalRow({ id: 'c1', vessel_id: 'v1', certificate_name: 'IOPP', version: 1 }));
  await db._sync.put({ key: 'pullCursor', value: 'abc' });
}

describe("the offline database is one user's at a time", () => {
  it('keeps a user his own rows when he comes back', async () => {
    const db = await openDb();
    await claimLocalDatabase(db, MASTER);
    await synced(db);
    await claimLocalDatabase(db, MASTER);
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(1);
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual(MASTER);
  });

  it("empties another user's database before the next one uses it, so the next sync loads his own", async () => {
    const db = await openDb();
    await claimLocalDatabase(db, MASTER);
    await synced(db);
    await claimLocalDatabase(db, RATING);
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(0);
    expect(await db._sync.get('pullCursor')).toBeUndefined();
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual(RATING);
  });

  it("refuses another user while the owner's changes wait to be sent, and keeps them", async () => {
    const db = await openDb();
    await claimLocalDatabase(db, MASTER);
    await synced(db);
    await saveLocalRow(db, certificateEntity, { id: 'c2', vessel_id: 'v1', certificate_name: 'ISM' });
    await expect(claimLocalDatabase(db, RATING)).rejects.toMatchObject({
      status: 409,
      code: HELD_BY_ANOTHER_USER,
      details: { name: 'Captain Lars Berg', pending: 1 },
    });
    expect(await db._outbox.count()).toBe(1);
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(2);
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual(MASTER);
  });

  it('empties a database kept before owners were recorded, unless changes wait in it', async () => {
    const db = await openDb();
    await synced(db);
    await claimLocalDatabase(db, RATING);
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(0);

    const pending = await openDb();
    await saveLocalRow(pending, certificateEntity, { id: 'c3', vessel_id: 'v1', certificate_name: 'ISPS' });
    await claimLocalDatabase(pending, RATING);
    expect(await pending._outbox.count()).toBe(1);
    expect((await pending._sync.get(OWNER_KEY))?.value).toEqual(RATING);
  });

  it('loads the database again for a user whose role changed, once what waits in it is settled', async () => {
    const db = await openDb();
    // Kept before roles were recorded: taken as of the role now, rows kept.
    await claimLocalDatabase(db, MASTER);
    await synced(db);
    await claimLocalDatabase(db, { ...MASTER, role: 'master' });
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(1);
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual({ ...MASTER, role: 'master' });
    // A claim that does not say the role changes nothing.
    await claimLocalDatabase(db, MASTER);
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual({ ...MASTER, role: 'master' });
    // Another role with a change waiting: kept, under the role it was loaded for.
    await saveLocalRow(db, certificateEntity, { id: 'c4', vessel_id: 'v1', certificate_name: 'MLC' });
    await claimLocalDatabase(db, { ...MASTER, role: 'chief_officer' });
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(2);
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual({ ...MASTER, role: 'master' });
    // Settled: emptied, so the next sync loads what the role now may see.
    await db._outbox.clear();
    await claimLocalDatabase(db, { ...MASTER, role: 'chief_officer' });
    expect(await db.rows(localTableOf(certificateEntity)).count()).toBe(0);
    expect(await db._sync.get('pullCursor')).toBeUndefined();
    expect((await db._sync.get(OWNER_KEY))?.value).toEqual({ ...MASTER, role: 'chief_officer' });
  });
});
