// Maintenance at sea: the chief engineer's browser, holding the fleet's work orders, equipment and
// planned jobs from the sync, answers the maintenance overview and the calendar of a vessel and of
// the fleet exactly as the server's routes do, and a work order completed offline counts at once.
// The browser's real code (offline database, entity client, the screens' computation, the sync
// engine) on fake-indexeddb against the server built in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import type { MaintenanceCalendar, MaintenanceOverview } from '@mars/domain';
import { shiftDate, workOrderEntity } from '@mars/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  localMaintenanceCalendar,
  localMaintenanceOverview,
} from '../../../../web/src/modules/maintenance/maintenance-local';
import type { Device } from '../../device-test-support';
import { deviceAtSea } from '../../device-test-support';

describe('maintenance overview and calendar on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  let client: Device['client'];
  let vessels: Device['vessels'];
  let today: string;
  beforeAll(async () => {
    device = await deviceAtSea('super@mars.demo', 'super_admin');
    ({ client, vessels, today } = device);
  });
  afterAll(() => device.close());

  const server = <T>(path: string) => device.server<T>(path);

  it('answers the overview of the fleet and of each vessel as the server does', async () => {
    const fleet = await server<MaintenanceOverview>('/api/v1/maintenance/overview');
    expect(fleet.overdueWorkOrders.length).toBeGreaterThan(0);
    expect(fleet.completionRate.rate).not.toBeNull();
    expect(await localMaintenanceOverview(client, undefined, today)).toEqual(fleet);
    for (const vesselId of [vessels.aurora, vessels.pioneer]) {
      expect(await localMaintenanceOverview(client, vesselId, today)).toEqual(
        await server(`/api/v1/maintenance/overview?vessel_id=${vesselId}`),
      );
    }
  });

  it('answers the calendar of a vessel and of the fleet, month by month, as the server does', async () => {
    const kinds = new Set<string>();
    const first = `${today.slice(0, 7)}-01`;
    const windows = [0, 62, 124].map((offset) => [shiftDate(first, offset), shiftDate(first, offset + 61)]);
    for (const vesselId of [vessels.aurora, undefined]) {
      for (const [from, to] of windows) {
        const query = `from=${from}&to=${to}${vesselId ? `&vessel_id=${vesselId}` : ''}`;
        const answer = await server<MaintenanceCalendar>(`/api/v1/maintenance/calendar?${query}`);
        answer.items.forEach((item) => kinds.add(item.kind));
        expect(await localMaintenanceCalendar(client, { vesselId, from: from!, to: to!, today })).toEqual(
          answer,
        );
      }
    }
    expect([...kinds].sort()).toEqual(['plannedJob', 'workOrder']);
  });

  it('counts a work order completed offline at once, before any sync', async () => {
    const before = await localMaintenanceOverview(client, vessels.aurora, today);
    const overdue = before.overdueWorkOrders[0]!;
    const step = async (action: string, body: Record<string, unknown> = {}) => {
      const row = await client.get<{ version: number }>(workOrderEntity, overdue.id);
      await client.step(workOrderEntity, overdue.id, action, { ...body, version: row.version });
    };
    if (overdue.status === 'pending') await step('start');
    await step('complete', { completed_date: today });
    const after = await localMaintenanceOverview(client, vessels.aurora, today);
    expect(after.overdue).toBe(before.overdue - 1);
    expect(after.overdueWorkOrders.map((item) => item.id)).not.toContain(overdue.id);
    expect(after.completedLast30Days).toBe(before.completedLast30Days + 1);
  });
});
