// The dashboard at sea: a browser holding the fleet's rows from the sync answers the dashboard of a
// vessel and of the fleet with the figures, the month's rest-hour violations and the upcoming tasks
// the server's `GET /dashboard` gives, a deck hand's device (holding only his own days of work and
// rest) leaves the vessel's violations unknown, and a work order written offline counts at once. The browser's real code (offline database, entity client, the
// dashboard's local computation, the sync engine) on fake-indexeddb against the server built in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import type { DashboardData, Role } from '@mars/domain';
import { equipmentEntity, shiftDate, workOrderEntity } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localDashboard } from '../../../../web/src/modules/dashboard/dashboard-local';
import type { Device } from '../../device-test-support';
import { deviceAtSea, englishT } from '../../device-test-support';
import { demoUserIds } from '../../test-support';

describe('dashboard on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  beforeAll(async () => {
    device = await deviceAtSea('super@mars.demo', 'super_admin');
  });
  afterAll(() => device.close());

  const server = (query: string) => device.server<DashboardData>(`/api/v1/dashboard${query}`);
  const local = (vesselId: string | undefined, role: Role = 'super_admin') =>
    localDashboard(device.client, { vesselId, today: device.today, t: englishT, role });

  it("answers a vessel's and the fleet's figures and upcoming tasks as the server does", async () => {
    const fleet = await server('');
    expect(fleet.fleet.length).toBeGreaterThan(1);
    expect(fleet.upcoming.map((task) => task.kind)).toEqual(
      expect.arrayContaining(['certificate', 'work_order', 'crew_certificate']),
    );
    // The demo's port call night broke the hours of rest this month.
    expect(fleet.figures.restHourViolations).toBeGreaterThan(0);
    expect(await local(undefined)).toEqual(fleet);
    for (const vesselId of [device.vessels.aurora, device.vessels.pioneer]) {
      const vessel = await server(`?vessel_id=${vesselId}`);
      expect(vessel.figures.certificates.valid).toBeGreaterThan(0);
      expect(await local(vesselId)).toEqual(vessel);
    }
  });

  it("leaves the violations unknown for a reader of only his own days (a deck hand's device)", async () => {
    const answer = await local(device.vessels.aurora, 'crew');
    expect(answer.figures.restHourViolations).toBeNull();
    expect(answer.figures.certificates).toEqual((await local(device.vessels.aurora)).figures.certificates);
  });

  it('counts a work order written offline at once, before any sync', async () => {
    const before = await local(device.vessels.aurora);
    const equipment = await device.client.list(equipmentEntity, {
      vessel_id: device.vessels.aurora,
      limit: 1,
    });
    await device.client.upsert(workOrderEntity, uuidv7(), {
      vessel_id: device.vessels.aurora,
      equipment_id: equipment.rows[0]!.id,
      assigned_to: (await demoUserIds(device.t.db))['engineer@mars.demo'],
      description: 'Weeping at the cooler cover',
      title: 'Renew the gasket of the lube oil cooler',
      priority: 'high',
      due_date: shiftDate(device.today, -1),
    });
    const after = await local(device.vessels.aurora);
    expect(after.figures.workOrders.open).toBe(before.figures.workOrders.open + 1);
    expect(after.figures.workOrders.overdue).toBe(before.figures.workOrders.overdue + 1);
    expect(after.upcoming).toContainEqual(
      expect.objectContaining({
        kind: 'work_order',
        title: 'Renew the gasket of the lube oil cooler',
        days: -1,
      }),
    );
  });

  it('answers a vessel the device does not hold as the server does: not found', async () => {
    await expect(local(uuidv7())).rejects.toMatchObject({
      status: 404,
    });
  });
});
