// The tasks screen at sea: a browser holding the fleet's rows from the sync lists the tasks of a
// vessel, of the fleet and of one person exactly as the server's `GET /tasks` does, the months of rest
// hours to sign apart (they come from the days of work and rest, kept on the server), and a drill
// scheduled offline is a task at once. The browser's real code (offline database, entity client, the
// screen's computation, the sync engine) on fake-indexeddb against the server built in-process.
import 'fake-indexeddb/auto';

import type { TasksAnswer } from '@mars/domain';
import { drillEntity, shiftDate, TASK_KINDS } from '@mars/domain';
import { resources } from '@mars/i18n';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import { localTasks } from '../../../../web/src/modules/tasks/tasks-local';
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

describe('tasks on the local database (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let superintendent: Session;
  let client: EntityClient;
  let vessels: { aurora: string; pioneer: string };
  let today: string;
  const limit = 500;

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

  const server = async (session: Session, query: string): Promise<TasksAnswer> => {
    const answer = await apiCall(t.app, 'GET', `/api/v1/tasks?limit=${limit}${query}`, session);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  /** The server's answer without the months of rest hours to sign. */
  const heldAsRows = (answer: TasksAnswer): TasksAnswer => ({
    ...answer,
    rows: answer.rows.filter((task) => task.kind !== 'rest_hours'),
  });

  it("lists the fleet's and each vessel's tasks as the server does", async () => {
    const fleet = await server(superintendent, '');
    expect(fleet.truncated).toBe(false);
    // Every kind of task is in the demo, so each kind's declaration is compared.
    expect(new Set(fleet.rows.map((task) => task.kind))).toEqual(new Set(TASK_KINDS));
    expect(await localTasks(client, { vesselId: undefined, today, limit, t: englishT })).toEqual(
      heldAsRows(fleet),
    );
    for (const vesselId of [vessels.aurora, vessels.pioneer]) {
      expect(await localTasks(client, { vesselId, today, limit, t: englishT })).toEqual(
        heldAsRows(await server(superintendent, `&vessel_id=${vesselId}`)),
      );
    }
  });

  it("lists one person's tasks as the server does for them, and cuts the list where asked", async () => {
    const engineer = await signedIn(t.app, 'engineer@mars.demo');
    const engineerId = (await demoUserIds(t.db))['engineer@mars.demo']!;
    const theirs = await server(engineer, `&vessel_id=${vessels.aurora}&mine=true`);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(
      await localTasks(client, { vesselId: vessels.aurora, assignee: engineerId, today, limit, t: englishT }),
    ).toEqual(heldAsRows(theirs));
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
