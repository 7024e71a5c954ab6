// The tasks screen at sea: a browser holding the fleet's rows from the sync lists the tasks of a
// vessel, of the fleet and of one person exactly as the server's `GET /tasks` does, the months of rest
// hours to sign among them (from the days of work and rest and the signatures), and a drill scheduled
// offline is a task at once. The browser's real code (offline database, entity client, the
// screen's computation, the sync engine) on fake-indexeddb against the server built in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import type { TasksAnswer } from '@mars/domain';
import { drillEntity, shiftDate, TASK_KINDS } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localTasks } from '../../../../web/src/modules/tasks/tasks-local';
import type { Device } from '../../device-test-support';
import { deviceAtSea, englishT } from '../../device-test-support';
import type { Session } from '../../test-support';
import { apiCall, demoUserIds, signedIn } from '../../test-support';

describe('tasks on the local database (pglite)', { timeout: 120_000 }, () => {
  let device: Device;
  let client: Device['client'];
  let vessels: Device['vessels'];
  let today: string;
  const limit = 500;
  beforeAll(async () => {
    device = await deviceAtSea('super@mars.demo', 'super_admin');
    ({ client, vessels, today } = device);
  });
  afterAll(() => device.close());

  const server = async (session: Session, query: string): Promise<TasksAnswer> => {
    const answer = await apiCall(device.t.app, 'GET', `/api/v1/tasks?limit=${limit}${query}`, session);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it("lists the fleet's and each vessel's tasks as the server does", async () => {
    const fleet = await server(device.session, '');
    expect(fleet.truncated).toBe(false);
    // Every kind of task is in the demo, so each kind's declaration is compared.
    expect(new Set(fleet.rows.map((task) => task.kind))).toEqual(new Set(TASK_KINDS));
    expect(await localTasks(client, { vesselId: undefined, today, limit, t: englishT })).toEqual(fleet);
    for (const vesselId of [vessels.aurora, vessels.pioneer]) {
      expect(await localTasks(client, { vesselId, today, limit, t: englishT })).toEqual(
        await server(device.session, `&vessel_id=${vesselId}`),
      );
    }
  });

  it("lists one person's tasks as the server does for them, and cuts the list where asked", async () => {
    const engineer = await signedIn(device.t.app, 'engineer@mars.demo');
    const engineerId = (await demoUserIds(device.t.db))['engineer@mars.demo']!;
    const theirs = await server(engineer, `&vessel_id=${vessels.aurora}&mine=true`);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(
      await localTasks(client, { vesselId: vessels.aurora, assignee: engineerId, today, limit, t: englishT }),
    ).toEqual(theirs);
    const three = await localTasks(client, { vesselId: vessels.aurora, today, limit: 3, t: englishT });
    expect(three.rows).toHaveLength(3);
    expect(three.truncated).toBe(true);
  });

  it('lists a drill scheduled offline at once, before any sync', async () => {
    const id = uuidv7();
    await client.upsert(drillEntity, id, {
      vessel_id: vessels.aurora,
      drill_type: 'fire',
      scheduled_date: shiftDate(today, 2),
      conductor: 'Chief Officer Berg',
      status: 'scheduled',
    });
    const answer = await localTasks(client, { vesselId: vessels.aurora, today, limit, t: englishT });
    expect(answer.rows).toContainEqual(
      expect.objectContaining({
        kind: 'drill',
        id,
        title: 'fire',
        days: 2,
        status: 'scheduled',
        priority: 'medium',
      }),
    );
  });
});
