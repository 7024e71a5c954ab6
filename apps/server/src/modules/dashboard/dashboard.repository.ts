// The dashboard's figures, each counted by SQL per vessel inside the scope; the service sums them for
// the selected vessel or the fleet. Every figure is a stat of its entity's definition (the read model
// of packages/domain), so the dashboard counts what the lists, notifications and overview count.
import type { DashboardCounts, DashboardVessel, SeafarerDay } from '@mars/domain';
import { DASHBOARD_SETS } from '@mars/domain';

import type { Queryable } from '../../db/client';
import { countSets } from '../../crud/read-model-sql';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

/** Where-clause of a vessel-scoped table `alias` inside the scope, optionally one vessel. */
export function vesselScope(
  scope: Scope,
  params: unknown[],
  alias: string,
  vesselId: string | undefined,
): string {
  const where = scopeCondition(scope, params, {
    organization: `${alias}.organization_id`,
    vessel: `${alias}.vessel_id`,
  });
  if (!vesselId) return where;
  params.push(vesselId);
  return `${where} AND ${alias}.vessel_id = $${params.length}`;
}

export async function visibleVessels(db: Queryable, scope: Scope): Promise<DashboardVessel[]> {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params, { vessel: 'id' });
  const { rows } = await db.query<DashboardVessel>(
    `SELECT id, name, imo_number, flag_state, vessel_type FROM vessels
     WHERE ${where} AND deleted_at IS NULL AND status = 'active' ORDER BY name`,
    params,
  );
  return rows;
}

type DashboardSetName = keyof typeof DASHBOARD_SETS;

/** Per vessel, the rows in each of the dashboard's sets (its figures, the definitions' stats). */
export async function dashboardCounts(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  today: string,
): Promise<DashboardCounts> {
  const names = Object.keys(DASHBOARD_SETS) as DashboardSetName[];
  const counts = await Promise.all(
    names.map(async (name) => {
      const { entity, sets } = DASHBOARD_SETS[name];
      return [name, await countSets<string>(db, scope, entity, { today, vesselId, sets })] as const;
    }),
  );
  // Filled below with one entry per name of the declaration; countSets answers the keys of its sets.
  const byName = {} as Record<DashboardSetName, ReadonlyMap<string, Record<string, number>>>;
  for (const [name, count] of counts) byName[name] = count;
  return byName;
}

/** The recorded days of work and rest from `from` to `to` (inclusive), by seafarer and date. */
export async function workRestDays(
  db: Queryable,
  scope: Scope,
  vesselId: string | undefined,
  from: string,
  to: string,
): Promise<SeafarerDay[]> {
  const params: unknown[] = [];
  const where = vesselScope(scope, params, 'd', vesselId);
  params.push(from, to);
  const { rows } = await db.query<SeafarerDay>(
    `SELECT d.vessel_id, d.crew_member_id, d.work_date, d.slots FROM work_rest_days d
     WHERE ${where} AND d.deleted_at IS NULL
       AND d.work_date BETWEEN $${params.length - 1}::date AND $${params.length}::date
     ORDER BY d.crew_member_id, d.work_date`,
    params,
  );
  return rows;
}
