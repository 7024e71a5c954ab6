// Compaction of the sync's change feed (docs/sync.md): a line that a later line of the same row
// supersedes goes, and the columns it changed go into the lines that stay, so a pull of protocol 3
// still answers every column changed since a cursor before it.
import type { Db } from '../../db/client';

/**
 * Compaction of the feed: deletes every line that a later line of the same row, in the same
 * organization and vessel, supersedes. A pull answers a row with its value now, whichever of its
 * lines it reads, so a reader before the deleted line gets the row from the later one, a reader
 * past it has nothing to miss, and no cursor goes stale: the feed keeps one line per row and vessel
 * (a row that left a vessel keeps its line there, the tombstone for that vessel's readers). Only
 * committed later lines are seen, so one still in flight never stands in for what it would replace.
 * A device's own line stands in only for its own earlier ones: a line of anyone else's must stay
 * for that device to get the row (its pull leaves out rows whose lines are all its own); so a row
 * keeps at most one line per device that pushed to it since the last line of no push.
 * A line that brings the row whole (`changed` null: an insert, a row come to the vessel, a line
 * from before the columns were recorded) goes only for a later such line: a reader before it
 * holds the row as it was before (or not at all) and must get it whole. A line of changed columns
 * goes for any later line; its columns are added to every later line of the row that stays (one
 * that brings the row whole needs none), in the same statement: a reader whose cursor is before
 * the removed line reads those lines, and is answered every column it has not seen. So a row keeps
 * at most its last whole line and its last line of changes (per device, as above).
 * Answers how many lines went.
 */
export async function compactChangeFeed(db: Db): Promise<number> {
  const { rows } = await db.query<{ removed: string }>(
    `WITH doomed AS (
       SELECT DISTINCT older.seq, older.xid, older.entity_table, older.row_id, older.organization_id,
              older.vessel_id, older.changed
       FROM sync_changes older JOIN sync_changes newer
         ON newer.entity_table = older.entity_table AND newer.row_id = older.row_id
         AND newer.organization_id = older.organization_id
         AND newer.vessel_id IS NOT DISTINCT FROM older.vessel_id
         AND (newer.xid, newer.seq) > (older.xid, older.seq)
         AND (newer.origin IS NULL OR newer.origin = older.origin)
         AND (older.changed IS NOT NULL OR newer.changed IS NULL)),
     merged AS (
       SELECT kept.seq, array_agg(DISTINCT column_name) AS columns
       FROM sync_changes kept
       JOIN doomed ON doomed.entity_table = kept.entity_table AND doomed.row_id = kept.row_id
         AND doomed.organization_id = kept.organization_id
         AND doomed.vessel_id IS NOT DISTINCT FROM kept.vessel_id
         AND (kept.xid, kept.seq) > (doomed.xid, doomed.seq)
       CROSS JOIN LATERAL unnest(doomed.changed) AS column_name
       WHERE kept.seq NOT IN (SELECT seq FROM doomed) AND kept.changed IS NOT NULL
       GROUP BY kept.seq),
     widened AS (
       UPDATE sync_changes
       SET changed = ARRAY(SELECT DISTINCT name FROM unnest(sync_changes.changed || merged.columns) AS name ORDER BY name)
       FROM merged WHERE sync_changes.seq = merged.seq
       RETURNING sync_changes.seq),
     removed AS (DELETE FROM sync_changes WHERE seq IN (SELECT seq FROM doomed) RETURNING seq)
     SELECT count(*) AS removed FROM removed`,
  );
  return Number(rows[0]?.removed ?? 0);
}
