// The feed's lines for rows read only by the person they are about (an entity's `ownRowsFor`: a
// seafarer's days of work and rest, read by crew only when they are their own). Such a row's reader
// changes when the row it refers to is linked to another user (a crew member record given to
// another sign-in), though the row itself is not written: a trigger on the referred table then
// writes a line for each of its rows, in the same transaction, so the user it left learns at the
// next pull that they are gone (tombstones: no longer in reach) and the user it came to gets them
// whole (docs/sync.md, 'Rows read only by the person they are about').
import type { EntityDefinition } from '@mars/domain';
import { entityByName } from '@mars/domain';

import { vesselColumn } from '../../crud/list-sql';
import type { Queryable } from '../../db/client';

const OWNED_ROWS_FUNCTION = `CREATE OR REPLACE FUNCTION sync_log_owned_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO sync_changes (organization_id, vessel_id, entity_table, row_id) '
    || 'SELECT organization_id, %s, %L, id FROM %I WHERE %I = $1',
    CASE WHEN TG_ARGV[2] = '' THEN 'NULL' ELSE quote_ident(TG_ARGV[2]) END,
    TG_ARGV[0], TG_ARGV[0], TG_ARGV[1])
  USING NEW.id;
  RETURN NULL;
END
$$`;

function triggerName(entity: EntityDefinition): string {
  return `sync_owner_${entity.table}`;
}

/**
 * For every entity whose rows some roles read only when they are about themselves, a trigger on
 * the referred table that writes a line for each of its rows when the row's user changes.
 * Idempotent; run with the change feed's installation.
 */
export async function installOwnedRowLines(
  tx: Queryable,
  entities: readonly EntityDefinition[],
): Promise<void> {
  const owned = entities.filter((entity) => entity.ownRowsFor && entityByName(entity.ownRowsFor.entity));
  if (owned.length === 0) return;
  const { rows } = await tx.query<{ tgname: string }>(
    `SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE 'sync\\_owner\\_%'`,
  );
  const present = new Set(rows.map((row) => row.tgname));
  const missing = owned.filter((entity) => !present.has(triggerName(entity)));
  if (missing.length === 0) return;
  await tx.query(OWNED_ROWS_FUNCTION);
  for (const entity of missing) {
    const rule = entity.ownRowsFor!;
    const referred = entityByName(rule.entity)!;
    await tx.query(
      `CREATE TRIGGER ${triggerName(entity)} AFTER UPDATE OF ${rule.userField} ON ${referred.table}
       FOR EACH ROW WHEN (OLD.${rule.userField} IS DISTINCT FROM NEW.${rule.userField})
       EXECUTE FUNCTION sync_log_owned_rows('${entity.table}', '${rule.field}', '${vesselColumn(entity) ?? ''}')`,
    );
  }
}
