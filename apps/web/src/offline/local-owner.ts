// One user's rows at a time in the browser's offline database (IndexedDB `mars`). A computer on board
// is often shared (the bridge's, the ship's office's), and the database holds what the server gave
// its user: a Master's holds every seafarer's hours of rest and personal data, which a rating may not
// read. Whoever turns to the local data source claims the database for their user; for another user
// it is emptied first (the sync then loads theirs), unless it still holds what its owner has not
// settled - changes not yet sent, or refusals not yet resolved: those are never dropped, so the
// database stays its owner's, and the other user works on the remote database meanwhile.
import { ApiError } from '../data/api-client';
import type { MarsLocalDb } from './local-db';

/**
 * Who the database's rows are for (`_sync` key 'owner'), and the role the server gave them under:
 * what a user may see (a seafarer's personal fields, whose rows) follows the role.
 */
export type LocalOwner = { userId: string; organizationId: string; name: string; role?: string };

export const OWNER_KEY = 'owner';
/** The error code of a claim refused: the database holds another user's unsettled changes. */
export const HELD_BY_ANOTHER_USER = 'local_held_by_another_user';

const sameOwner = (a: LocalOwner, b: LocalOwner) =>
  a.userId === b.userId && a.organizationId === b.organizationId;

/**
 * Makes the database this user's. Another user's (or one kept before owners were recorded) is
 * emptied first; if it holds changes not yet sent or refusals not yet resolved, it stays as it is
 * and the claim answers 409 `local_held_by_another_user` with its owner's name.
 */
export async function claimLocalDatabase(db: MarsLocalDb, owner: LocalOwner): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const held = (await db._sync.get(OWNER_KEY))?.value as LocalOwner | undefined;
    const unsettled = (await db._outbox.count()) + (await db._conflicts.count());
    if (held && sameOwner(held, owner)) {
      if (owner.role === undefined || held.role === owner.role) return;
      // A database kept before roles were recorded is taken as of the role now.
      if (held.role === undefined) {
        await db._sync.put({ key: OWNER_KEY, value: { ...held, role: owner.role } });
        return;
      }
      // The user's role changed: the rows were given for the role before (a Master's every
      // seafarer's personal data, a rating's only their own), so the database is loaded again for the
      // role now, once what waits in it is settled; until then it stays as it is, under the old role.
      if (unsettled > 0) return;
      for (const table of db.tables) await table.clear();
      await db._sync.put({ key: OWNER_KEY, value: owner });
      return;
    }
    if (unsettled > 0) {
      // Changes of a database kept before owners were recorded are its user's, who is most likely
      // the one using it now: it stays theirs.
      if (!held) {
        await db._sync.put({ key: OWNER_KEY, value: owner });
        return;
      }
      throw new ApiError(409, HELD_BY_ANOTHER_USER, 'The offline database holds changes of another user.', {
        name: held.name,
        pending: unsettled,
      });
    }
    for (const table of db.tables) await table.clear();
    await db._sync.put({ key: OWNER_KEY, value: owner });
  });
}
