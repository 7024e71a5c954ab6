// Who took part in a drill: one row per crew member in drill_participants. The set is replaced as a
// whole inside one transaction, each crew member checked by the reference check of crud (a live crew
// member of the organization on the drill's vessel), and the drill's participant_count and version
// follow, with the change in the audit log. A completed drill keeps its participants (its training
// records are written).
import type { DrillParticipant } from '@mars/domain';
import { drillEntity, MAX_DRILL_PARTICIPANTS, mayWriteEntity } from '@mars/domain';

import { writeAudit } from '../../crud/audit';
import { findRow, setRowColumns } from '../../crud/entity.repository';
import { referenceIsValid, UNKNOWN_REFERENCE } from '../../crud/references';
import type { ActingScope, Scope } from '../../crud/scope';
import { visibleRow } from '../../crud/personal-fields';
import { workflowErrors } from '../../crud/workflow.errors';
import type { Db, Queryable } from '../../db/client';
import { errors } from '../../plugins/errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The participants of drills, with their names and ranks, by drill id. */
export async function participantsOf(
  db: Queryable,
  scope: ActingScope,
  drillIds: readonly string[],
): Promise<Map<string, DrillParticipant[]>> {
  const byDrill = new Map<string, DrillParticipant[]>(drillIds.map((id) => [id, []]));
  if (drillIds.length === 0) return byDrill;
  const { rows } = await db.query<DrillParticipant & { drill_id: string }>(
    `SELECT dp.drill_id, dp.crew_member_id, p.first_name, p.last_name, p.rank
     FROM drill_participants dp JOIN personnel p ON p.id = dp.crew_member_id
     WHERE dp.organization_id = $1 AND dp.drill_id = ANY($2::uuid[])
     ORDER BY p.last_name, p.first_name, p.id`,
    [scope.organizationId, drillIds],
  );
  for (const { drill_id, ...participant } of rows) byDrill.get(drill_id)?.push(participant);
  return byDrill;
}

async function loadDrill(db: Queryable, scope: Scope, id: string, forUpdate = false) {
  const drill = UUID_PATTERN.test(id) ? await findRow(db, scope, drillEntity, id, { forUpdate }) : undefined;
  if (!drill) throw errors.notFound();
  return drill;
}

export async function getDrillParticipants(db: Db, scope: Scope, id: string) {
  const drill = await loadDrill(db, scope, id);
  const participants = (await participantsOf(db, scope, [id])).get(id) ?? [];
  return {
    drill_id: id,
    version: Number(drill.version),
    participant_count: participants.length,
    participants,
  };
}

/**
 * Replaces who took part in the drill. 400 `crew_member_ids` with `validation:unknownReference` when
 * one of them is no crew member the writer may name on the drill's vessel (another organization's,
 * another vessel's, deleted); 409 when the drill is completed or its version is stale.
 */
export async function replaceDrillParticipants(
  db: Db,
  scope: Scope,
  input: { id: string; crewMemberIds: readonly string[]; version?: number; now: Date },
) {
  if (!mayWriteEntity(drillEntity, scope.role)) throw errors.forbidden();
  const ids = input.crewMemberIds.map((id) => id.toLowerCase());
  if (ids.length > MAX_DRILL_PARTICIPANTS)
    throw errors.validation({ crew_member_ids: ['validation:tooManyParticipants'] });
  if (new Set(ids).size !== ids.length)
    throw errors.validation({ crew_member_ids: ['validation:duplicateParticipant'] });
  return db.transaction(async (tx) => {
    const drill = await loadDrill(tx, scope, input.id, true);
    if (input.version !== undefined && input.version !== drill.version)
      throw errors.conflict(visibleRow(scope, drillEntity, drill));
    if (drill.status === 'completed') throw workflowErrors.refusedInState('drill_completed', 'completed');
    const vesselId = String(drill.vessel_id);
    for (const crewMemberId of ids) {
      if (!(await referenceIsValid(tx, scope, 'crewMember', crewMemberId, vesselId)))
        throw errors.validation({ crew_member_ids: [UNKNOWN_REFERENCE] });
    }
    const before = (await participantsOf(tx, scope, [input.id])).get(input.id) ?? [];
    const kept = new Set(before.map((participant) => participant.crew_member_id));
    await tx.query(
      `DELETE FROM drill_participants WHERE drill_id = $1 AND NOT (crew_member_id = ANY($2::uuid[]))`,
      [input.id, ids],
    );
    for (const crewMemberId of ids.filter((id) => !kept.has(id))) {
      await tx.query(
        `INSERT INTO drill_participants (drill_id, crew_member_id, organization_id, vessel_id, created_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [input.id, crewMemberId, scope.organizationId, vesselId, input.now.toISOString(), scope.userId],
      );
    }
    const row = await setRowColumns(tx, scope, drillEntity, {
      id: input.id,
      values: { participant_count: ids.length },
      now: input.now,
    });
    if (!row) throw errors.notFound();
    await writeAudit(tx, scope, {
      entity: drillEntity.name,
      entityId: input.id,
      action: 'update',
      changedFields: {
        participants: { before: before.map((p) => p.crew_member_id), after: ids },
      },
      at: input.now,
    });
    const participants = (await participantsOf(tx, scope, [input.id])).get(input.id) ?? [];
    return {
      drill_id: input.id,
      version: Number(row.version),
      participant_count: participants.length,
      participants,
    };
  });
}
