// The change feed of the offline sync (docs/sync.md): every write to a registered entity's table
// appends a line to sync_changes in the writing transaction (a trigger, installed here from the
// registry, so an entity added later is in the feed by construction), carrying the transaction's id.
// A pull reads the lines after its cursor ordered by (xid, seq), and only those of transactions older
// than the oldest one still running (the snapshot's xmin): every transaction below that line has
// ended, and every one that ends later has an id at or above it, so it sorts after the cursor and is
// never skipped, whatever order the transactions commit in.
import { randomUUID } from 'node:crypto';

import type { EntityDefinition, SyncChange } from '@mars/domain';
import { entityRowSchema, SYNC_PULL_DEFAULT_LIMIT, syncTableOf } from '@mars/domain';

import { vesselColumn } from '../../crud/list-sql';
import { visibleRow } from '../../crud/personal-fields';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

const TRIGGER_FUNCTION = `CREATE OR REPLACE FUNCTION sync_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vessel_column text := TG_ARGV[0];
  new_row jsonb;
  old_row jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF new_row IS NOT NULL THEN
    INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id)
    VALUES ((new_row->>'organization_id')::uuid,
            CASE WHEN vessel_column = '' THEN NULL ELSE (new_row->>vessel_column)::uuid END,
            TG_TABLE_NAME, (new_row->>'id')::uuid);
  END IF;
  -- A deleted row, or one that left its vessel: the readers of where it was learn it is gone there.
  IF old_row IS NOT NULL AND (new_row IS NULL
      OR (vessel_column <> '' AND old_row->vessel_column IS DISTINCT FROM new_row->vessel_column)) THEN
    INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id)
    VALUES ((old_row->>'organization_id')::uuid,
            CASE WHEN vessel_column = '' THEN NULL ELSE (old_row->>vessel_column)::uuid END,
            TG_TABLE_NAME, (old_row->>'id')::uuid);
  END IF;
  RETURN NULL;
END
$$`;

function triggerName(entity: EntityDefinition): string {
  return `sync_log_${entity.table}`;
}

/**
 * Puts every entity's table into the feed: the trigger function, and for each table without its
 * trigger the trigger and one line per row it already holds (rows written before the feed existed).
 * Idempotent; run when the server starts.
 */
export async function installChangeFeed(db: Db, entities: readonly EntityDefinition[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72837001)');
    await tx.query(`INSERT INTO sync_feed (id, epoch) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
      randomUUID(),
    ]);
    const { rows } = await tx.query<{ tgname: string }>(
      `SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE 'sync\\_log\\_%'`,
    );
    const present = new Set(rows.map((row) => row.tgname));
    if (entities.every((entity) => present.has(triggerName(entity)))) return;
    await tx.query(TRIGGER_FUNCTION);
    for (const entity of entities) {
      if (present.has(triggerName(entity))) continue;
      const vessel = vesselColumn(entity) ?? '';
      await tx.query(
        `CREATE TRIGGER ${triggerName(entity)} AFTER INSERT OR UPDATE OR DELETE ON ${entity.table}
         FOR EACH ROW EXECUTE FUNCTION sync_log_change('${vessel}')`,
      );
      await tx.query(
        `INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id)
         SELECT organization_id, ${vessel ? vessel : 'NULL'}, '${entity.table}', id FROM ${entity.table}
         ORDER BY created_at, id`,
      );
    }
  });
}

type Cursor = { xid: string; seq: number };
const START: Cursor = { xid: '0', seq: 0 };
const CURSOR_PATTERN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,20})\.(\d{1,19})$/;

async function feedEpoch(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ epoch: string }>('SELECT epoch FROM sync_feed WHERE id = 1');
  if (!rows[0]) throw new Error('the change feed is not installed (installChangeFeed)');
  return rows[0].epoch;
}

function formatCursor(epoch: string, cursor: Cursor): string {
  return `${epoch}.${cursor.xid}.${cursor.seq}`;
}

/** The position a cursor names; `reset` when it is another feed's (or from its future). */
async function readCursor(
  db: Queryable,
  epoch: string,
  text: string | undefined,
): Promise<{ cursor: Cursor; reset: boolean }> {
  if (text === undefined || text === '') return { cursor: START, reset: false };
  const match = CURSOR_PATTERN.exec(text);
  if (!match) throw errors.validation({ cursor: ['validation:invalid'] });
  const [, cursorEpoch, xid, seq] = match as unknown as [string, string, string, string];
  if (cursorEpoch !== epoch) return { cursor: START, reset: true };
  // A transaction id this database has not reached: the cursor is of a database restored from
  // elsewhere under the same epoch; the client starts over rather than waiting for that id.
  const { rows } = await db.query<{ future: boolean }>(
    `SELECT $1::xid8 >= pg_snapshot_xmax(pg_current_snapshot()) AS future`,
    [xid],
  );
  if (rows[0]?.future) return { cursor: START, reset: true };
  return { cursor: { xid, seq: Number(seq) }, reset: false };
}

type ChangeLine = { seq: number; xid: string; entity_table: string; row_id: string };

/** The columns a row is answered with (the API's stored row). */
const answeredColumns = new WeakMap<EntityDefinition, string[]>();
function answeredRow(entity: EntityDefinition, row: Record<string, unknown>): Record<string, unknown> {
  let columns = answeredColumns.get(entity);
  if (!columns) {
    columns = Object.keys(entityRowSchema(entity, { stored: true }).shape);
    answeredColumns.set(entity, columns);
  }
  return Object.fromEntries(columns.filter((column) => column in row).map((column) => [column, row[column]]));
}

/**
 * One page of the scope's changes after the cursor: the rows' current values as the list API
 * answers them to this user (organization, vessels, personal fields), tombstones for rows deleted
 * or gone from the scope, and the cursor after the page.
 */
export async function pullChanges(
  db: Db,
  scope: Scope,
  entities: readonly EntityDefinition[],
  input: { cursor?: string; limit?: number },
): Promise<{ changes: SyncChange[]; cursor: string; more: boolean; reset: boolean }> {
  const epoch = await feedEpoch(db);
  const { cursor, reset } = await readCursor(db, epoch, input.cursor);
  const limit = input.limit ?? SYNC_PULL_DEFAULT_LIMIT;
  const byTable = new Map(entities.map((entity) => [entity.table, entity]));
  const params: unknown[] = [[...byTable.keys()], cursor.xid, cursor.seq, limit];
  // The organization always (crud's scope); the assigned vessels' lines and the organization-wide
  // ones for a user who is not an organization admin. The rows themselves are read below through
  // the same scope as the list API, which is what decides.
  const where = [scopeCondition(scope, params)];
  if (scope.vesselIds !== undefined) {
    params.push(scope.vesselIds);
    where.push(`(vessel_id IS NULL OR vessel_id = ANY($${params.length}::uuid[]))`);
  }
  // The order is the column's (xid8, numeric), named by its table: a bare `xid` would be the text
  // answered below, where '1000' sorts before '999' and a page's cursor leaps over the lines between.
  const { rows: lines } = await db.query<ChangeLine>(
    `SELECT seq, xid::text AS xid, entity_table, row_id FROM sync_changes
     WHERE entity_table = ANY($1::text[]) AND ${where.join(' AND ')}
       AND (xid, seq) > ($2::xid8, $3::bigint)
       AND xid < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY sync_changes.xid, sync_changes.seq LIMIT $4`,
    params,
  );
  const last = lines.at(-1);
  const next = last ? { xid: last.xid, seq: Number(last.seq) } : cursor;

  // Each row once, at its last line in the page, with its value now (a later write to it brings it
  // again with its later lines).
  const order = new Map<string, ChangeLine>();
  for (const line of lines) {
    const key = `${line.entity_table}:${line.row_id}`;
    order.delete(key);
    order.set(key, line);
  }
  const current = new Map<string, Record<string, unknown>>();
  const idsByTable = new Map<string, string[]>();
  for (const line of order.values()) {
    const ids = idsByTable.get(line.entity_table) ?? [];
    ids.push(line.row_id);
    idsByTable.set(line.entity_table, ids);
  }
  for (const [table, ids] of idsByTable) {
    const entity = byTable.get(table)!;
    const rowParams: unknown[] = [ids];
    const inScope = scopeCondition(scope, rowParams, { vessel: vesselColumn(entity) });
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${entity.table} WHERE id = ANY($1::uuid[]) AND ${inScope}`,
      rowParams,
    );
    for (const row of rows) current.set(`${table}:${String(row.id)}`, row);
  }
  const changes: SyncChange[] = [...order.entries()].map(([key, line]) => {
    const entity = byTable.get(line.entity_table)!;
    const table = syncTableOf(entity);
    const row = current.get(key);
    if (!row) return { table, id: line.row_id, deleted: true };
    if (row.deleted_at !== null && row.deleted_at !== undefined) {
      return { table, id: line.row_id, deleted: true, version: Number(row.version) };
    }
    return {
      table,
      id: line.row_id,
      deleted: false,
      version: Number(row.version),
      row: answeredRow(entity, visibleRow(scope, entity, row)),
    };
  });
  return { changes, cursor: formatCursor(epoch, next), more: lines.length === limit, reset };
}

/**
 * Compaction of the feed: deletes every line that a later line of the same row, in the same
 * organization and vessel, supersedes. A pull answers a row with its value now, whichever of its
 * lines it reads, so a reader before the deleted line gets the row from the later one, a reader
 * past it has nothing to miss, and no cursor goes stale: the feed keeps one line per row and vessel
 * (a row that left a vessel keeps its line there, the tombstone for that vessel's readers). Only
 * committed later lines are seen, so one still in flight never stands in for what it would replace.
 * Answers how many lines went.
 */
export async function compactChangeFeed(db: Db): Promise<number> {
  const { rows } = await db.query<{ removed: string }>(
    `WITH removed AS (
       DELETE FROM sync_changes older USING sync_changes newer
       WHERE newer.entity_table = older.entity_table AND newer.row_id = older.row_id
         AND newer.organization_id = older.organization_id
         AND newer.vessel_id IS NOT DISTINCT FROM older.vessel_id
         AND (newer.xid, newer.seq) > (older.xid, older.seq)
       RETURNING older.seq)
     SELECT count(DISTINCT seq) AS removed FROM removed`,
  );
  return Number(rows[0]?.removed ?? 0);
}
