// The SOLAS III/19 drill check per person of each vessel in the scope (GET /api/v1/drills/solas-status):
// the crew on board (personnel on board or active, not signed off by today) and the completed drills
// with who took part, judged by the domain's solasDrillOverview.
import type { SolasStatus } from '@mars/domain';
import { solasDrillOverview } from '@mars/domain';

import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';
import type { Queryable } from '../../db/client';

type CrewRow = {
  id: string;
  vessel_id: string;
  first_name: string;
  last_name: string;
  rank: string;
  sign_on_date: string | null;
};
type DrillRow = {
  id: string;
  vessel_id: string;
  drill_type: string;
  status: string;
  held_date: string | null;
};

/** Crew statuses of people on board (crew-member.entity.ts CREW_STATUSES). */
const ON_BOARD = ['on_board', 'active'];
/** Passenger ships hold fire and abandon-ship drills weekly (SOLAS III/30). */
const PASSENGER_SHIPS = ['ro_ro_passenger_ship', 'cruise_passenger_ship'];

export async function solasStatus(
  db: Queryable,
  scope: Scope,
  options: { vesselId?: string; today: string },
): Promise<SolasStatus> {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { organization: 'v.organization_id', vessel: 'v.id' });
  let vesselFilter = '';
  if (options.vesselId) {
    params.push(options.vesselId);
    vesselFilter = ` AND v.id = $${params.length}`;
  }
  const { rows: vessels } = await db.query<{ id: string; name: string; vessel_type: string | null }>(
    `SELECT v.id, v.name, v.vessel_type FROM vessels v
     WHERE ${where} AND v.deleted_at IS NULL${vesselFilter} ORDER BY v.name, v.id`,
    params,
  );
  const ids = vessels.map((vessel) => vessel.id);
  if (ids.length === 0) return { today: options.today, vessels: [] };
  const { rows: crew } = await db.query<CrewRow>(
    `SELECT id, vessel_id, first_name, last_name, rank, to_char(sign_on_date, 'YYYY-MM-DD') AS sign_on_date
     FROM personnel
     WHERE organization_id = $1 AND vessel_id = ANY($2::uuid[]) AND deleted_at IS NULL
       AND status = ANY($3::text[]) AND (sign_on_date IS NULL OR sign_on_date <= $4::date)
       AND (sign_off_date IS NULL OR sign_off_date >= $4::date)
     ORDER BY last_name, first_name, id`,
    [scope.organizationId, ids, ON_BOARD, options.today],
  );
  const { rows: drills } = await db.query<DrillRow>(
    `SELECT id, vessel_id, drill_type, status, to_char(held_date, 'YYYY-MM-DD') AS held_date
     FROM drills
     WHERE organization_id = $1 AND vessel_id = ANY($2::uuid[]) AND deleted_at IS NULL
       AND status = 'completed' AND held_date <= $3::date AND held_date >= $3::date - 400`,
    [scope.organizationId, ids, options.today],
  );
  const { rows: taking } = await db.query<{ drill_id: string; crew_member_id: string }>(
    `SELECT drill_id, crew_member_id FROM drill_participants
     WHERE organization_id = $1 AND drill_id = ANY($2::uuid[])`,
    [scope.organizationId, drills.map((drill) => drill.id)],
  );
  const participants = new Map<string, string[]>();
  for (const row of taking)
    participants.set(row.drill_id, [...(participants.get(row.drill_id) ?? []), row.crew_member_id]);

  return {
    today: options.today,
    vessels: vessels.map((vessel) => {
      const onBoard = crew.filter((member) => member.vessel_id === vessel.id);
      const overview = solasDrillOverview({
        today: options.today,
        passengerShip: PASSENGER_SHIPS.includes(vessel.vessel_type ?? ''),
        crew: onBoard.map((member) => ({ id: member.id, joinedOn: member.sign_on_date ?? undefined })),
        drills: drills
          .filter((drill) => drill.vessel_id === vessel.id)
          .map((drill) => ({
            type: drill.drill_type,
            status: drill.status,
            heldOn: drill.held_date,
            participants: participants.get(drill.id) ?? [],
          })),
      });
      const byId = new Map(onBoard.map((member) => [member.id, member]));
      return {
        vessel_id: vessel.id,
        vessel_name: vessel.name,
        drills: overview.drills,
        crew: overview.crew.map(({ crewId, ...status }) => {
          const member = byId.get(crewId)!;
          return {
            crew_member_id: crewId,
            first_name: member.first_name,
            last_name: member.last_name,
            rank: member.rank,
            ...status,
          };
        }),
        drillWithin24hOfLeavingPort: overview.drillWithin24hOfLeavingPort,
        participation: overview.participation,
      };
    }),
  };
}
