// The dashboard on the local database (issue 12): the Master's first screen at sea. Each figure counts
// the device's rows in the sets the server's `GET /dashboard` counts in SQL (the domain's
// DASHBOARD_SETS, the definitions' stats), the upcoming tasks are the same declared work items
// (offline/local-work-items.ts), and the answer is assembled by the same domain function. The month's
// rest-hour violations are judged on the days of work and rest the device holds; a crew member's
// device holds only their own, so for them the vessel's figure is left unknown (null, counted on the
// remote database) rather than counted from one seafarer. Loaded with import()
// when the local source is in use: it takes the definitions, which the first screen does not load.
import type { DashboardData, DashboardVessel, Role, SeafarerDay } from '@mars/domain';
import {
  certificateEntity,
  countRowSets,
  crewCertificateEntity,
  crewMemberEntity,
  DASHBOARD_SETS,
  dashboardAnswer,
  readsOwnRowsOnly,
  restDaysWindow,
  restHourViolationsByVessel,
  UPCOMING_ITEMS,
  UPCOMING_LIMIT,
  upcomingTaskOf,
  vesselEntity,
  workOrderEntity,
  workRestDayEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import type { enumLabel } from '../../entity-ui/enum-label';
import { listAll } from '../../offline/list-all';
import { localWorkItems } from '../../offline/local-work-items';

type Row = Record<string, unknown>;
type Translate = Parameters<typeof enumLabel>[0];

const particularsOf = (row: Row): DashboardVessel => ({
  id: String(row.id),
  name: String(row.name ?? ''),
  imo_number: String(row.imo_number ?? ''),
  flag_state: String(row.flag_state ?? ''),
  vessel_type: String(row.vessel_type ?? ''),
});

/**
 * The answer the server's `GET /dashboard?vessel_id=` gives, from the rows on this device: one
 * vessel's, or with none chosen the fleet's (the vessels kept on the device). `t` names a seafarer's
 * rank in the reader's language, as the server's names do.
 */
export async function localDashboard(
  client: EntityClient,
  input: { vesselId: string | undefined; today: string; t: Translate; role: Role },
): Promise<DashboardData> {
  const { vesselId, today } = input;
  const scoped = vesselId ? { vessel_id: vesselId } : {};
  const judgesRestHours = !readsOwnRowsOnly(workRestDayEntity, input.role);
  const restDays = restDaysWindow(today);
  const [vesselRows, certificates, workOrders, crew, crewCertificates, items, days] = await Promise.all([
    listAll(client, vesselEntity, {}),
    listAll(client, certificateEntity, scoped),
    listAll(client, workOrderEntity, scoped),
    listAll(client, crewMemberEntity, scoped),
    listAll(client, crewCertificateEntity, scoped),
    localWorkItems(client, UPCOMING_ITEMS, { ...input, limit: UPCOMING_LIMIT }),
    judgesRestHours ? listAll(client, workRestDayEntity, scoped) : Promise.resolve(undefined),
  ]);
  const vessels = vesselRows
    .filter((row) => row.status === 'active')
    .map(particularsOf)
    .sort((a, b) => a.name.localeCompare(b.name));
  const vessel = vesselId ? vessels.find((row) => row.id === vesselId) : undefined;
  if (vesselId && !vessel) await client.get(vesselEntity, vesselId);

  return dashboardAnswer({
    today,
    vessels,
    vessel,
    counts: {
      certificates: countRowSets(certificateEntity, certificates, DASHBOARD_SETS.certificates.sets, today),
      workOrders: countRowSets(workOrderEntity, workOrders, DASHBOARD_SETS.workOrders.sets, today),
      crewOnBoard: countRowSets(crewMemberEntity, crew, DASHBOARD_SETS.crewOnBoard.sets, today),
      crewCertificates: countRowSets(
        crewCertificateEntity,
        crewCertificates,
        DASHBOARD_SETS.crewCertificates.sets,
        today,
      ),
    },
    violations: days
      ? restHourViolationsByVessel(
          days
            .filter((row) => String(row.work_date) >= restDays.from && String(row.work_date) <= restDays.to)
            .map((row) => row as SeafarerDay),
          today,
        )
      : null,
    upcoming: items.map((item) => upcomingTaskOf(item, today)),
  });
}
