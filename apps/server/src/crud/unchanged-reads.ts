// Answers remembered until the organization's data changes. A screen that counts tens of thousands
// of rows on every visit (the dashboard of a fleet) is asked far more often than its rows change.
// Such an answer is kept with the database snapshot taken before it was computed; a later asker gets
// it only when the change feed (sync_changes, which the trigger of every registered entity's table
// writes in the writing transaction: modules/sync/change-feed.ts, installed by app.ts) holds no line
// of the organization that is visible now and was not visible in that snapshot. Each asker checks
// after arriving, so an answer never predates a write that committed before the request came
// (read-your-writes), whatever order transactions commit in; askers that come while an answer is
// being computed wait for it and check it the same way.
import type { Queryable } from '../db/client';
import type { Scope } from './scope';

type Entry<Answer> = { organizationId: string; snapshot: Promise<string>; answer: Promise<Answer> };

/** Lines of the organization committed since `snapshot` (a pg_snapshot as text): any at all. */
async function changedSince(db: Queryable, organizationId: string, snapshot: string): Promise<boolean> {
  const { rows } = await db.query<{ changed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM sync_changes
        WHERE organization_id = $1 AND xid >= pg_snapshot_xmin($2::pg_snapshot)
          AND NOT pg_visible_in_snapshot(xid, $2::pg_snapshot)) AS changed`,
    [organizationId, snapshot],
  );
  return rows[0]?.changed !== false;
}

async function currentSnapshot(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ snapshot: string }>(`SELECT pg_current_snapshot()::text AS snapshot`);
  return rows[0]!.snapshot;
}

/** The key of a reader's answer: who reads (their role and vessels) and what else it depends on. */
export function readerKey(scope: Scope, ...parts: unknown[]): string {
  return JSON.stringify([scope.userId, scope.role, scope.vesselIds, ...parts]);
}

export type UnchangedReads<Answer> = {
  /**
   * The answer under `key` (which must name everything the answer depends on besides the
   * organization's rows: the reader's scope, the day, the language), computed by `compute` unless
   * one computed since the organization's last change is remembered.
   */
  read(db: Queryable, organizationId: string, key: string, compute: () => Promise<Answer>): Promise<Answer>;
};

/**
 * A store of at most `size` answers per database (the least recently asked go first); a snapshot
 * means something only in the database it was taken in.
 */
export function unchangedReads<Answer>(size: number): UnchangedReads<Answer> {
  const stores = new WeakMap<Queryable, Map<string, Entry<Answer>>>();
  const storeOf = (db: Queryable) => {
    let store = stores.get(db);
    if (!store) stores.set(db, (store = new Map()));
    return store;
  };

  const remember = (entries: Map<string, Entry<Answer>>, key: string, entry: Entry<Answer>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value!);
  };

  const stillTrue = async (db: Queryable, entry: Entry<Answer>): Promise<Answer | undefined> => {
    try {
      const [snapshot, answer] = await Promise.all([entry.snapshot, entry.answer]);
      return (await changedSince(db, entry.organizationId, snapshot)) ? undefined : answer;
    } catch {
      return undefined; // its computation failed: this asker computes its own
    }
  };

  return {
    async read(db, organizationId, key, compute) {
      const entries = storeOf(db);
      const fullKey = `${organizationId}|${key}`;
      const known = entries.get(fullKey);
      if (known) {
        const answer = await stillTrue(db, known);
        if (answer !== undefined) {
          remember(entries, fullKey, known);
          return answer;
        }
        // Another asker may have started a newer answer meanwhile: join that one.
        const newer = entries.get(fullKey);
        if (newer && newer !== known) {
          const newerAnswer = await stillTrue(db, newer);
          if (newerAnswer !== undefined) return newerAnswer;
        }
      }
      const snapshot = currentSnapshot(db);
      const answer = snapshot.then(() => compute());
      const entry: Entry<Answer> = { organizationId, snapshot, answer };
      remember(entries, fullKey, entry);
      answer.catch(() => {
        if (entries.get(fullKey) === entry) entries.delete(fullKey);
      });
      return answer;
    },
  };
}
