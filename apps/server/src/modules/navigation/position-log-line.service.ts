// 'Quick add to the logbook' (issue 14 'Navigation'): a position writes its line into the vessel's deck
// log once, a draft (crud/draft-log-line.ts) for the officer of the watch to submit, dated at the
// position's time and carrying its deck-log data (deckLogLineOf in the domain: latitude, longitude,
// course, speed, wind, sea state, visibility, barometer, weather). The line's remarks name the position;
// a second send finds the line by them and writes none (the position's row is locked meanwhile).
import type { DeckLogPosition, PositionLogLine } from '@mars/domain';
import { deckLogLineOf } from '@mars/domain';

import { seniorByRank, writeDraftLogLine } from '../../crud/draft-log-line';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

type Row = Record<string, unknown>;

const DECK_RANKS = ['master', 'chief_officer', 'second_officer', 'third_officer'];

/**
 * Who keeps the line: the officer who took the position, else the user's own crew record on the
 * vessel, else the vessel's senior deck officer.
 */
async function watchKeeperOf(tx: Queryable, scope: Scope, vesselId: string, officerId: unknown) {
  const { rows } = await tx.query<{ id: string; rank: string; user_id: string | null }>(
    `SELECT id, rank, user_id FROM personnel
     WHERE organization_id = $1 AND vessel_id = $2 AND deleted_at IS NULL
       AND (id::text = $3 OR user_id = $4 OR rank = ANY($5::text[]))
     ORDER BY id`,
    [
      scope.organizationId,
      vesselId,
      typeof officerId === 'string' ? officerId : '',
      scope.userId,
      DECK_RANKS,
    ],
  );
  const keeper =
    rows.find((row) => row.id === officerId) ??
    rows.find((row) => row.user_id === scope.userId) ??
    seniorByRank(rows.filter((row) => DECK_RANKS.includes(row.rank)));
  if (!keeper) throw errors.validation({ watch_keeper_id: ['validation:positionLogLineNoKeeper'] });
  return keeper.id;
}

export async function sendPositionToDeckLog(
  tx: Queryable,
  scope: Scope,
  positionId: string,
  now: Date,
): Promise<PositionLogLine> {
  const params: unknown[] = [positionId];
  const where = scopeCondition(scope, params, { vessel: 'vessel_id' });
  const { rows } = await tx.query<Row>(
    `SELECT * FROM navigation_positions WHERE id = $1 AND deleted_at IS NULL AND ${where} FOR UPDATE`,
    params,
  );
  const position = rows[0];
  if (!position) throw errors.notFound();
  const vesselId = String(position.vessel_id);
  const line = deckLogLineOf({
    ...(position as unknown as DeckLogPosition),
    recorded_at: new Date(String(position.recorded_at)).toISOString(),
  });
  const existing = await tx.query<{ id: string; entry_number: string | null }>(
    `SELECT id, entry_number FROM logbook_entries
     WHERE organization_id = $1 AND vessel_id = $2 AND logbook_type = 'deck' AND remarks = $3
       AND deleted_at IS NULL
     ORDER BY created_at, id LIMIT 1`,
    [scope.organizationId, vesselId, line.remark],
  );
  const found = existing.rows[0];
  if (found) {
    return {
      navigation_position_id: positionId,
      logbook_entry_id: found.id,
      logbook_entry_number: found.entry_number,
      created: false,
    };
  }
  const row = await writeDraftLogLine(
    tx,
    scope,
    {
      vesselId,
      logbookType: 'deck',
      entryType: line.entry_type,
      entryAt: line.entry_at,
      title: line.title,
      description: line.description,
      watchKeeperId: await watchKeeperOf(tx, scope, vesselId, position.officer_id),
      remarks: line.remark,
    },
    now,
    line.data,
  );
  return {
    navigation_position_id: positionId,
    logbook_entry_id: String(row.id),
    logbook_entry_number: row.entry_number === null ? null : String(row.entry_number),
    created: true,
  };
}
