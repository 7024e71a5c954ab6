// The maintenance overview and calendar on the local database (issue 12): the chief engineer at sea
// reads the figures, the overdue and due-soon lists and the calendar from the rows on this device,
// put together by the domain's functions that the server's `GET /maintenance/overview` and
// `/calendar` answer with (maintenance-overview.ts), so they say at sea what they say ashore.
import type { MaintenanceCalendar, MaintenanceOverview } from '@mars/domain';
import {
  equipmentEntity,
  maintenanceCalendarOfRows,
  maintenanceJobEntity,
  maintenanceOverviewOfRows,
  workOrderEntity,
} from '@mars/domain';

import type { EntityClient } from '../../data/entity-client';
import { listAll } from '../../offline/list-all';

const scoped = (vesselId: string | undefined) => (vesselId ? { vessel_id: vesselId } : {});

/** The answer of `GET /maintenance/overview?vessel_id=` from the rows on this device. */
export async function localMaintenanceOverview(
  client: EntityClient,
  vesselId: string | undefined,
  today: string,
): Promise<MaintenanceOverview> {
  const [workOrders, equipment] = await Promise.all([
    listAll(client, workOrderEntity, scoped(vesselId)),
    listAll(client, equipmentEntity, scoped(vesselId)),
  ]);
  return maintenanceOverviewOfRows({ today, workOrders, equipment });
}

/** The answer of `GET /maintenance/calendar?vessel_id=&from=&to=` from the rows on this device. */
export async function localMaintenanceCalendar(
  client: EntityClient,
  input: { vesselId: string | undefined; from: string; to: string; today: string },
): Promise<MaintenanceCalendar> {
  const [workOrders, jobs, equipment] = await Promise.all([
    listAll(client, workOrderEntity, scoped(input.vesselId)),
    listAll(client, maintenanceJobEntity, scoped(input.vesselId)),
    listAll(client, equipmentEntity, scoped(input.vesselId)),
  ]);
  return maintenanceCalendarOfRows({ ...input, workOrders, jobs, equipment });
}
