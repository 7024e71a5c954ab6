// The server's numbers for an entity that declares `numbering` (define-entity.ts): one counter row
// per entity, vessel (or organization), prefix and year, raised atomically (INSERT ... ON CONFLICT
// DO UPDATE ... RETURNING) inside the create's transaction, so two writers never get the same number
// and a refused write rolls its number back.
import type { EntityDefinition, NumberingDefinition } from '@mars/domain';
import { formatEntityNumber, numberPrefix, numberYear } from '@mars/domain';

import type { Queryable } from '../db/client';

/** The next number of a new row of the entity in the organization (per vessel: its values' vessel_id). */
export async function nextEntityNumber(
  db: Queryable,
  organizationId: string,
  entity: EntityDefinition,
  values: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const numbering = numberingOf(entity);
  const prefix = numberPrefix(numbering, values);
  const year = numberYear(numbering, values, now);
  const owner = entity.scope === 'vessel' ? String(values.vessel_id) : organizationId;
  const { rows } = await db.query<{ last_number: number }>(
    `INSERT INTO entity_counters (organization_id, entity, owner_id, prefix, year, last_number)
     VALUES ($1, $2, $3, $4, $5, 1)
     ON CONFLICT (entity, owner_id, prefix, year)
     DO UPDATE SET last_number = entity_counters.last_number + 1
     RETURNING last_number`,
    [organizationId, entity.name, owner, prefix, year],
  );
  return formatEntityNumber(prefix, year, Number(rows[0]!.last_number));
}

function numberingOf(entity: EntityDefinition): NumberingDefinition {
  if (!entity.numbering) throw new Error(`numbering: ${entity.name} declares none`);
  return entity.numbering;
}

/**
 * Raises the entity's counters of the organization to the highest numbers its rows carry: for rows
 * written with their numbers (the demo seeds, a restore), so the next number follows them. Prefixes
 * hold no '-'.
 */
export async function raiseCountersToRows(
  db: Queryable,
  organizationId: string,
  entity: EntityDefinition,
): Promise<void> {
  const column = numberingOf(entity).field;
  const owner = entity.scope === 'vessel' ? 'vessel_id' : 'organization_id';
  await db.query(
    `INSERT INTO entity_counters (organization_id, entity, owner_id, prefix, year, last_number)
     SELECT $1, $2, ${owner}, split_part(${column}, '-', 1), split_part(${column}, '-', 2)::int,
            max(split_part(${column}, '-', 3)::int)
     FROM ${entity.table} WHERE organization_id = $1 AND ${column} IS NOT NULL GROUP BY 3, 4, 5
     ON CONFLICT (entity, owner_id, prefix, year)
     DO UPDATE SET last_number = GREATEST(entity_counters.last_number, EXCLUDED.last_number)`,
    [organizationId, entity.name],
  );
}
