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

import { entityScopeCondition, vesselColumn } from '../../crud/list-sql';
import { visibleRow } from '../../crud/personal-fields';
import type { Scope } from '../../crud/scope';
import { canSeeVessel, scopeCondition } from '../../crud/scope';
import type { Db, Queryable } from '../../db/client';
import { feedEpoch, formatCursor, readCursor, START } from './feed-cursor';
import { installOwnedRowLines } from './owned-rows-feed';

/**
 * The line's origin: a push names '<user>:<node> <table> <row id>' in its transaction
 * (`mars.sync_origin`, sync-push.ts); the lines of that row carry '<user>:<node>', any other row's
 * (a hook's, a trigger's) none. The line's `changed`: the columns an update that keeps the row on
 * its vessel changed; null where the row goes whole (an insert, a row that came to the vessel).
 */
const TRIGGER_FUNCTION = `CREATE OR REPLACE FUNCTION sync_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vessel_column text := TG_ARGV[0];
  new_row jsonb;
  old_row jsonb;
  pushed text := coalesce(current_setting('mars.sync_origin', true), '');
  origin text;
  changed_columns text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF pushed <> '' AND split_part(pushed, ' ', 2) = TG_TABLE_NAME
      AND split_part(pushed, ' ', 3) = coalesce(new_row->>'id', old_row->>'id') THEN
    origin := split_part(pushed, ' ', 1);
  END IF;
  IF new_row IS NOT NULL AND old_row IS NOT NULL
      AND (vessel_column = '' OR old_row->vessel_column IS NOT DISTINCT FROM new_row->vessel_column) THEN
    SELECT coalesce(array_agg(changes.key ORDER BY changes.key), '{}') INTO changed_columns
    FROM jsonb_each(new_row) AS changes(key, value)
    WHERE changes.value IS DISTINCT FROM old_row->changes.key;
  END IF;
  -- A new row's number, which the sync names it by once a device holds it (docs/sync.md, 'Row numbers').
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sync_row_numbers (entity_table, row_id) VALUES (TG_TABLE_NAME, (new_row->>'id')::uuid)
    ON CONFLICT DO NOTHING;
  END IF;
  IF new_row IS NOT NULL THEN
    INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id, origin, changed)
    VALUES ((new_row->>'organization_id')::uuid,
            CASE WHEN vessel_column = '' THEN NULL ELSE (new_row->>vessel_column)::uuid END,
            TG_TABLE_NAME, (new_row->>'id')::uuid, origin, changed_columns);
  END IF;
  -- A deleted row, or one that left its vessel: the readers of where it was learn it is gone there.
  IF old_row IS NOT NULL AND (new_row IS NULL
      OR (vessel_column <> '' AND old_row->vessel_column IS DISTINCT FROM new_row->vessel_column)) THEN
    INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id, origin)
    VALUES ((old_row->>'organization_id')::uuid,
            CASE WHEN vessel_column = '' THEN NULL ELSE (old_row->>vessel_column)::uuid END,
            TG_TABLE_NAME, (old_row->>'id')::uuid, origin);
  END IF;
  RETURN NULL;
END
$$`;
/** A word of the function's body that tells its current definition from an earlier one. */
const TRIGGER_FUNCTION_MARK = 'sync_row_numbers';

function triggerName(entity: EntityDefinition): string {
  return `sync_log_${entity.table}`;
}

/**
 * Puts every entity's table into the feed: the trigger function (replaced when it is of an earlier
 * definition), and for each table without its trigger the trigger and one line per row it already
 * holds (rows written before the feed existed). Idempotent; run when the server starts.
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
    const { rows: current } = await tx.query<{ current: boolean }>(
      `SELECT coalesce(bool_or(position($1 in prosrc) > 0), false) AS current FROM pg_proc WHERE proname = 'sync_log_change'`,
      [TRIGGER_FUNCTION_MARK],
    );
    const fresh = current[0]?.current === true;
    await installOwnedRowLines(tx, entities);
    if (fresh && entities.every((entity) => present.has(triggerName(entity)))) return;
    await tx.query(TRIGGER_FUNCTION);
    for (const entity of entities) {
      // Rows written before their table numbered its rows (a table new to the feed, or every table
      // when the function numbers rows for the first time) get their numbers now, oldest first.
      if (!fresh || !present.has(triggerName(entity))) {
        await tx.query(
          `INSERT INTO sync_row_numbers (entity_table, row_id)
           SELECT '${entity.table}', id FROM ${entity.table} ORDER BY created_at, id ON CONFLICT DO NOTHING`,
        );
      }
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

type ChangeLine = {
  seq: number;
  xid: string;
  entity_table: string;
  row_id: string;
  origin: string | null;
  /** The columns the line's update changed; null: the row goes whole. */
  changed: string[] | null;
};

/** The origin a device's pushes give their lines: its user and the node id its browser made. */
export function originOf(scope: Pick<Scope, 'userId'>, node: string): string {
  return `${scope.userId}:${node}`;
}

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
 * The conditions on the feed's lines a scope reads: the organization always (crud's scope); the
 * assigned vessels' lines and the organization-wide ones for a user who is not an organization
 * admin. The rows themselves are read through the same scope as the list API, which is what decides.
 */
function linesInScope(
  scope: Scope,
  params: unknown[],
  options: { shared?: boolean; always?: readonly string[] } = {},
): string[] {
  const where = [scopeCondition(scope, params)];
  const shared = options.shared ?? true;
  if (scope.vesselIds !== undefined) {
    params.push(scope.vesselIds);
    const vessels = `vessel_id = ANY($${params.length}::uuid[])`;
    let lines = shared ? `vessel_id IS NULL OR ${vessels}` : vessels;
    // The vessels themselves (fleet tables), all of them, whatever the device keeps.
    if (options.always && options.always.length > 0) {
      params.push(options.always);
      lines += ` OR entity_table = ANY($${params.length}::text[])`;
    }
    where.push(`(${lines})`);
  } else if (!shared) where.push('vessel_id IS NOT NULL');
  return where;
}

/**
 * The scope narrowed to the vessels a device keeps (`vessels`, a shore user's choice): those of
 * them the user may see; the others are not read.
 */
export function narrowedScope(scope: Scope, vessels: readonly string[] | undefined): Scope {
  if (vessels === undefined) return scope;
  return { ...scope, vesselIds: vessels.filter((vessel) => canSeeVessel(scope, vessel)) };
}

/**
 * The changes that bring a reader to the rows' current values: each row as the list API answers it
 * to this user (personal fields hidden by `scope`, rows read through `rowScope`), a tombstone for a
 * row deleted, or gone from the reader's scope or the table. The pull answers its page's rows with
 * it, and `GET /api/v1/sync/rows` (the drift repair) the rows it is asked for. Keyed by row id.
 */
export async function changesOfRows(
  db: Queryable,
  scopes: { scope: Scope; rowScope?: Scope },
  entity: EntityDefinition,
  ids: readonly string[],
  options: {
    lean?: boolean;
    /**
     * Protocol 3: the columns to answer of a row the reader holds (those changed since its cursor);
     * a row not in it goes whole.
     */
    changed?: ReadonlyMap<string, ReadonlySet<string>>;
    /** Protocol 3: each live row's number (`n`), which the reader names it by once it holds it. */
    numbers?: boolean;
  } = {},
): Promise<Map<string, SyncChange>> {
  const table = syncTableOf(entity);
  const rowParams: unknown[] = [ids];
  const inScope = entityScopeCondition(scopes.rowScope ?? scopes.scope, entity, rowParams);
  const number = options.numbers
    ? `, (SELECT n FROM sync_row_numbers WHERE entity_table = '${entity.table}' AND row_id = ${entity.table}.id) AS sync_row_number`
    : '';
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT *${number} FROM ${entity.table} WHERE id = ANY($1::uuid[]) AND ${inScope}`,
    rowParams,
  );
  const found = new Map(rows.map((row) => [String(row.id), row]));
  const changes = new Map<string, SyncChange>();
  for (const id of ids) {
    const row = found.get(id);
    if (!row) {
      changes.set(id, { table, id, deleted: true });
      continue;
    }
    const n =
      row.sync_row_number === null || row.sync_row_number === undefined
        ? {}
        : { n: Number(row.sync_row_number) };
    if (row.deleted_at !== null && row.deleted_at !== undefined) {
      changes.set(id, { table, id, ...n, deleted: true, version: Number(row.version) });
      continue;
    }
    const answered = answeredRow(entity, visibleRow(scopes.scope, entity, row));
    const changed = options.changed?.get(id);
    if (options.lean && changed) {
      // Protocol 3: the reader holds the row; the fields changed since its cursor, at their value now.
      const set = Object.fromEntries(
        Object.entries(answered).filter(
          ([column]) => changed.has(column) && column !== 'id' && column !== 'version',
        ),
      );
      changes.set(id, { table, id, ...n, version: Number(row.version), set });
    } else if (options.lean) {
      // Protocol 2: not deleted unless said, the id and version beside the row rather than in it too.
      const { id: _id, version: _version, ...fields } = answered;
      changes.set(id, { table, id, ...n, version: Number(row.version), row: fields });
    } else {
      changes.set(id, { table, id, deleted: false, version: Number(row.version), row: answered });
    }
  }
  return changes;
}

/**
 * One page of the scope's changes after the cursor: the rows' current values as the list API
 * answers them to this user (organization, vessels, personal fields), tombstones for rows deleted
 * or gone from the scope, and the cursor after the page. With the device's `node`, a row whose
 * lines in the page are all of that device's own pushed writes is left out: it holds the row as it
 * wrote it (the push answered it); a line of anyone else's (or of no push) brings the row.
 */
export async function pullChanges(
  db: Db,
  userScope: Scope,
  entities: readonly EntityDefinition[],
  input: {
    cursor?: string;
    limit?: number;
    node?: string;
    lean?: boolean;
    /** Protocol 3: a row the reader holds comes with the fields changed since its cursor only. */
    delta?: boolean;
    /** The later pages of a load that began without a cursor (the device holds none of the rows). */
    fresh?: boolean;
    /** Only these of the user's vessels; `shared: false` leaves the organization-wide lines out. */
    vessels?: readonly string[];
    shared?: boolean;
    /** With `vessels`: every vessel's own row too (a device's list to choose from); true by default. */
    allFleet?: boolean;
  },
): Promise<{ changes: SyncChange[]; cursor: string; more: boolean; reset: boolean; total?: number }> {
  const scope = narrowedScope(userScope, input.vessels);
  // A device keeping some of the user's vessels still gets every vessel's own row (the fleet's
  // tables), read as the user may see them: the list to choose from stays whole.
  const allFleet = input.vessels !== undefined && input.allFleet !== false;
  const fleetTables = allFleet
    ? entities.filter((entity) => entity.scope === 'fleet').map((entity) => entity.table)
    : [];
  const lineOptions = { shared: input.shared ?? true, always: fleetTables };
  const epoch = await feedEpoch(db);
  const { cursor, reset } = await readCursor(db, epoch, input.cursor);
  const limit = input.limit ?? SYNC_PULL_DEFAULT_LIMIT;
  const byTable = new Map(entities.map((entity) => [entity.table, entity]));
  // One line past the page says whether more wait, so a page that ends the feed says so itself (no
  // second request to learn it).
  const params: unknown[] = [[...byTable.keys()], cursor.xid, cursor.seq, limit + 1];
  const where = linesInScope(scope, params, lineOptions);
  // The order is the column's (xid8, numeric), named by its table: a bare `xid` would be the text
  // answered below, where '1000' sorts before '999' and a page's cursor leaps over the lines between.
  const { rows: read } = await db.query<ChangeLine>(
    `SELECT seq, xid::text AS xid, entity_table, row_id, origin, changed FROM sync_changes
     WHERE entity_table = ANY($1::text[]) AND ${where.join(' AND ')}
       AND (xid, seq) > ($2::xid8, $3::bigint)
       AND xid < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY sync_changes.xid, sync_changes.seq LIMIT $4`,
    params,
  );
  const more = read.length > limit;
  const lines = read.slice(0, limit);
  // The first load (no cursor, or one of another feed): how many lines it will read in all, counted
  // once, so that the browser can show how far it has come (docs/sync.md, 'The first load').
  let total: number | undefined;
  if (cursor === START && more) {
    const countParams: unknown[] = [[...byTable.keys()]];
    const countWhere = linesInScope(scope, countParams, lineOptions);
    const { rows: counted } = await db.query<{ total: string }>(
      `SELECT count(*) AS total FROM sync_changes
       WHERE entity_table = ANY($1::text[]) AND ${countWhere.join(' AND ')}
         AND xid < pg_snapshot_xmin(pg_current_snapshot())`,
      countParams,
    );
    total = Number(counted[0]?.total ?? 0);
  }
  const last = lines.at(-1);
  const next = last ? { xid: last.xid, seq: Number(last.seq) } : cursor;

  // Each row once, at its last line in the page, with its value now (a later write to it brings it
  // again with its later lines).
  const order = new Map<string, ChangeLine>();
  const own = input.node ? originOf(scope, input.node) : undefined;
  const others = new Set<string>();
  // A load from nothing (no cursor, then `fresh` on its later pages) goes to a device that holds none
  // of the feed's rows; a cursor of another feed (reset) to one whose rows may be of another feed.
  const firstLoad = input.fresh === true || input.cursor === undefined || input.cursor === '';
  // Protocol 3: the columns the row's lines in the page changed (rows with a line that brings them
  // whole are not in it), for a reader that holds the rows as they were at its cursor.
  const changed = new Map<string, Set<string>>();
  const whole = new Set<string>();
  const delta = input.delta === true && !firstLoad && !reset;
  for (const line of lines) {
    const key = `${line.entity_table}:${line.row_id}`;
    order.delete(key);
    order.set(key, line);
    if (own === undefined || line.origin !== own) others.add(key);
    if (!delta || line.changed === null) whole.add(key);
    else if (!whole.has(key)) {
      const columns = changed.get(key) ?? new Set<string>();
      for (const column of line.changed) columns.add(column);
      changed.set(key, columns);
    }
  }
  for (const key of order.keys()) if (!others.has(key)) order.delete(key);
  const idsByTable = new Map<string, string[]>();
  for (const line of order.values()) {
    const ids = idsByTable.get(line.entity_table) ?? [];
    ids.push(line.row_id);
    idsByTable.set(line.entity_table, ids);
  }
  const current = new Map<string, SyncChange>();
  for (const [table, ids] of idsByTable) {
    const entity = byTable.get(table)!;
    const rowScope = allFleet && entity.scope === 'fleet' ? userScope : scope;
    const columns = new Map<string, Set<string>>();
    for (const id of ids) {
      const key = `${table}:${id}`;
      const set = changed.get(key);
      if (set && !whole.has(key)) columns.set(id, set);
    }
    const answered = await changesOfRows(db, { scope, rowScope }, entity, ids, {
      lean: input.lean,
      changed: columns,
      numbers: input.delta === true,
    });
    for (const [id, change] of answered) current.set(`${table}:${id}`, change);
  }
  const changes: SyncChange[] = [...order.entries()].map(
    ([key, line]) =>
      current.get(key) ?? {
        table: syncTableOf(byTable.get(line.entity_table)!),
        id: line.row_id,
        deleted: true,
      },
  );
  // A load from nothing: a row deleted, or out of the reader's reach (a shipmate's day of rest, to a
  // deck hand), is nothing to it, so no tombstone goes. A cursor of another feed (reset) may come
  // with rows to take away: those get theirs.
  const sent = firstLoad ? changes.filter((change) => change.deleted !== true) : changes;
  return {
    changes: sent,
    cursor: formatCursor(epoch, next),
    more,
    reset,
    ...(total !== undefined ? { total } : {}),
  };
}
