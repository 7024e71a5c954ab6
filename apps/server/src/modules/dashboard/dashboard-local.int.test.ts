// The dashboard at sea: a browser holding the fleet's rows from the sync answers the dashboard of a
// vessel and of the fleet with the figures and upcoming tasks the server's `GET /dashboard` gives
// (the rest-hour violations left unknown: the days of work and rest stay on the server), and a work
// order written offline counts at once. The browser's real code (offline database, entity client, the
// dashboard's local computation, the sync engine) on fake-indexeddb against the server built in-process.
import 'fake-indexeddb/auto';

import type { DashboardData } from '@mars/domain';
import { equipmentEntity, shiftDate, workOrderEntity } from '@mars/domain';
import { resources } from '@mars/i18n';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import { localDashboard } from '../../../../web/src/modules/dashboard/dashboard-local';
import { localDatabase, localEntityClient } from '../../../../web/src/offline/local-client';
import { pullChanges } from '../../../../web/src/offline/sync-engine';
import type { Session, TestApp } from '../../test-support';
import {
  apiCall,
  createTestApp,
  demoUserIds,
  demoVesselIds,
  signedIn,
  syncTransport,
} from '../../test-support';

/** The web's translation function over the English catalogues (what i18next answers). */
function englishT(key: string, options?: { defaultValue?: string }): string {
  const [namespace, path] = key.split(':') as [keyof typeof resources.en, string];
  let node: unknown = resources.en[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : (options?.defaultValue ?? key);
}

describe('dashboard on the local database (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let superintendent: Session;
  let client: EntityClient;
  let vessels: { aurora: string; pioneer: string };
  let today: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    superintendent = await signedIn(t.app, 'super@mars.demo');
    const me = await apiCall(t.app, 'GET', '/api/v1/auth/session', superintendent);
    vessels = await demoVesselIds(t.db);
    today = t.clock.now().toISOString().slice(0, 10);
    await pullChanges(localDatabase(), syncTransport(t.app, superintendent.cookie));
    client = localEntityClient({ userId: me.json().user.id, role: 'super_admin' });
  });
  afterAll(async () => {
    localDatabase().close();
    await t.close();
  });

  const server = async (query: string): Promise<DashboardData> => {
    const answer = await apiCall(t.app, 'GET', `/api/v1/dashboard${query}`, superintendent);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  /** The server's answer as the device gives it: the violations unknown, the rest the same. */
  const withoutViolations = (answer: DashboardData): DashboardData => ({
    ...answer,
    figures: { ...answer.figures, restHourViolations: null },
    fleet: answer.fleet.map((row) => ({ ...row, restHourViolations: null })),
  });

  it("answers a vessel's and the fleet's figures and upcoming tasks as the server does", async () => {
    const fleet = await server('');
    expect(fleet.fleet.length).toBeGreaterThan(1);
    expect(fleet.upcoming.map((task) => task.kind)).toEqual(
      expect.arrayContaining(['certificate', 'work_order', 'crew_certificate']),
    );
    expect(await localDashboard(client, { vesselId: undefined, today, t: englishT })).toEqual(
      withoutViolations(fleet),
    );
    for (const vesselId of [vessels.aurora, vessels.pioneer]) {
      const vessel = await server(`?vessel_id=${vesselId}`);
      expect(vessel.figures.certificates.valid).toBeGreaterThan(0);
      expect(await localDashboard(client, { vesselId, today, t: englishT })).toEqual(
        withoutViolations(vessel),
      );
    }
  });

  it('counts a work order written offline at once, before any sync', async () => {
    const before = await localDashboard(client, { vesselId: vessels.aurora, today, t: englishT });
    const equipment = await client.list(equipmentEntity, { vessel_id: vessels.aurora, limit: 1 });
    await client.upsert(workOrderEntity, uuidv7(), {
      vessel_id: vessels.aurora,
      equipment_id: equipment.rows[0]!.id,
      assigned_to: (await demoUserIds(t.db))['engineer@mars.demo'],
      description: 'Weeping at the cooler cover',
      title: 'Renew the gasket of the lube oil cooler',
      priority: 'high',
      due_date: shiftDate(today, -1),
    });
    const after = await localDashboard(client, { vesselId: vessels.aurora, today, t: englishT });
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
    await expect(localDashboard(client, { vesselId: uuidv7(), today, t: englishT })).rejects.toMatchObject({
      status: 404,
    });
  });
});
