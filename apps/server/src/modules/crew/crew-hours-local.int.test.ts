// Hours of work and rest at sea: the Master's browser answers every seafarer's month as the server's
// GET /crew/hours does; a deck hand's browser holds only his own record (the server never sends him a
// shipmate's), records a day and signs his month offline, and the sync carries both to the server,
// whose declared checks are the ones the device ran. The browser's real code (offline database,
// entity client, the screen's computation, the sync engine) on fake-indexeddb against the server
// built in-process.
// Before the web's code: Dexie takes the IndexedDB it finds when loaded.
import 'fake-indexeddb/auto';

import type { HoursMonth, Seafarer, TasksAnswer } from '@mars/domain';
import { shiftDate, workRestDayEntity, workRestDayId } from '@mars/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../../../../web/src/data/api-client';
import {
  localHoursMonth,
  localSeafarers,
  saveLocalHoursDay,
  signLocalHoursMonth,
} from '../../../../web/src/modules/crew/crew-hours-local';
import { localTasks } from '../../../../web/src/modules/tasks/tasks-local';
import { localDatabase } from '../../../../web/src/offline/local-client';
import { pullChanges, pushOutbox } from '../../../../web/src/offline/sync-engine';
import type { Device } from '../../device-test-support';
import { deviceAtSea, englishT } from '../../device-test-support';
import { apiCall, signedIn, syncTransport } from '../../test-support';

const REST = '0'.repeat(48);
/** 06:00 to 19:30 at work: 13.5 h of work, 10.5 h of rest. */
const LONG_DAY = '0'.repeat(12) + '1'.repeat(27) + '0'.repeat(9);

describe('hours of work and rest on the local database (pglite)', { timeout: 180_000 }, () => {
  let device: Device | undefined;
  afterEach(async () => {
    await device?.close();
    device = undefined;
  });

  it("answers every seafarer's month of the Master's vessel as the server does", async () => {
    device = await deviceAtSea('master@mars.demo', 'master');
    const { client, vessels, today, userId } = device;
    const reader = { userId, role: 'master' as const };
    const seafarers = await device.server<{ rows: Seafarer[] }>(
      `/api/v1/crew/hours/seafarers?vessel_id=${vessels.aurora}`,
    );
    expect(seafarers.rows.length).toBeGreaterThan(10);
    // The same seafarers (their order by name is the database's collation's or the browser's).
    const byId = (rows: Seafarer[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await localSeafarers(client, vessels.aurora, reader))).toEqual(byId(seafarers.rows));
    const months = [today.slice(0, 7), shiftDate(`${today.slice(0, 7)}-01`, -1).slice(0, 7), '2026-09'];
    let violations = 0;
    let signatures = 0;
    for (const seafarer of seafarers.rows) {
      for (const month of months) {
        const answer = await device.server<HoursMonth>(
          `/api/v1/crew/hours?crew_member_id=${seafarer.id}&month=${month}`,
        );
        violations += answer.violations.length;
        if (answer.signature) signatures += 1;
        expect(await localHoursMonth(client, { crewMemberId: seafarer.id, month }, reader)).toEqual(answer);
      }
    }
    // The demo's record has violations and signed months to compare.
    expect(violations).toBeGreaterThan(0);
    expect(signatures).toBeGreaterThan(0);
  });

  it("a deck hand's device holds only his own record, and he reads only his own", async () => {
    device = await deviceAtSea('crew@mars.demo', 'crew');
    const { client, vessels, userId, t } = device;
    const reader = { userId, role: 'crew' as const };
    const own = await localSeafarers(client, vessels.aurora, reader);
    expect(own.map((s) => `${s.first_name} ${s.last_name}`)).toEqual(['Juan Dela Cruz']);
    const held = await localDatabase().rows('workingHours').toArray();
    expect(held.length).toBeGreaterThan(20);
    expect(new Set(held.map((row) => row.crewMemberId))).toEqual(new Set([own[0]!.id]));
    const { rows: all } = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM work_rest_days WHERE crew_member_id = $1 AND deleted_at IS NULL`,
      [own[0]!.id],
    );
    expect(held.length).toBe(all[0]!.count);

    // The API as he reads it: his own days in the list, a shipmate's day not found.
    const list = await apiCall(t.app, 'GET', '/api/v1/work-rest-days?limit=200', device.session);
    expect(list.statusCode).toBe(200);
    expect(new Set(list.json().rows.map((row: { crew_member_id: string }) => row.crew_member_id))).toEqual(
      new Set([own[0]!.id]),
    );
    const { rows: others } = await t.db.query<{ id: string; crew_member_id: string }>(
      `SELECT id, crew_member_id FROM work_rest_days WHERE crew_member_id <> $1 AND vessel_id = $2 LIMIT 1`,
      [own[0]!.id, vessels.aurora],
    );
    const foreign = await apiCall(t.app, 'GET', `/api/v1/work-rest-days/${others[0]!.id}`, device.session);
    expect(foreign.statusCode).toBe(404);
    const csv = await apiCall(t.app, 'GET', '/api/v1/work-rest-days/export.csv', device.session);
    expect(csv.body).not.toContain(others[0]!.crew_member_id);

    // His months to sign, and no one else's, as the server lists them for him.
    const tasks = await apiCall(t.app, 'GET', '/api/v1/tasks?limit=500', device.session);
    const restHours = (answer: TasksAnswer) => answer.rows.filter((task) => task.kind === 'rest_hours');
    const toSign = restHours(tasks.json());
    expect(toSign.length).toBeGreaterThan(0);
    expect(new Set(toSign.map((task) => task.assignedTo))).toEqual(new Set([userId]));
    expect(
      restHours(
        await localTasks(client, { vesselId: undefined, today: device.today, limit: 500, t: englishT }),
      ),
    ).toEqual(toSign);

    // A shipmate's month is refused on the device as on the server.
    const shipmate = others[0]!.crew_member_id;
    await expect(
      localHoursMonth(client, { crewMemberId: shipmate, month: '2026-11' }, reader),
    ).rejects.toMatchObject({ status: 403 });
    // And so is recording his day, whatever the screen offers.
    await expect(
      client.upsert(workRestDayEntity, workRestDayId(shipmate, '2026-11-20'), {
        vessel_id: vessels.aurora,
        crew_member_id: shipmate,
        work_date: '2026-11-20',
        slots: REST,
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('records a day and signs the month offline; the sync carries both, and a signed month stays as signed', async () => {
    device = await deviceAtSea('crew@mars.demo', 'crew');
    const { client, vessels, userId, t } = device;
    const reader = { userId, role: 'crew' as const };
    const [me] = await localSeafarers(client, vessels.aurora, reader);
    const month = '2026-10';
    const date = '2026-10-07';
    const before = await localHoursMonth(client, { crewMemberId: me!.id, month }, reader);
    expect(before.signature).toBeNull();
    const day = before.days.find((d) => d.date === date)!;

    const saved = await saveLocalHoursDay(client, me!, date, {
      slots: LONG_DAY,
      remarks: 'Bunkering',
      version: day.version,
    });
    expect(saved).toMatchObject({ slots: LONG_DAY, remarks: 'Bunkering' });
    const recorded = await localHoursMonth(client, { crewMemberId: me!.id, month }, reader);
    expect(recorded.days.find((d) => d.date === date)).toMatchObject({ slots: LONG_DAY, recorded: true });

    const signed = await signLocalHoursMonth(client, me!, month, reader);
    expect(signed.signature).toMatchObject({ signedBy: userId, signedByName: 'Juan Dela Cruz' });
    // The device refuses a change of the signed month, as the server would.
    const eighth = signed.days.find((d) => d.date === '2026-10-08')!;
    await expect(
      saveLocalHoursDay(client, me!, '2026-10-08', { slots: REST, remarks: null, version: eighth.version }),
    ).rejects.toMatchObject({
      status: 400,
      details: { fields: { work_date: ['validation:restHoursSigned'] } },
    });

    const db = localDatabase();
    const transport = syncTransport(t.app, device.session.cookie);
    expect(await pushOutbox(db, transport)).toEqual({ applied: 2, conflicts: 0, rejected: 0 });
    await pullChanges(db, transport);
    const server = await device.server<HoursMonth>(
      `/api/v1/crew/hours?crew_member_id=${me!.id}&month=${month}`,
    );
    expect(server.days.find((d) => d.date === date)).toMatchObject({ slots: LONG_DAY, remarks: 'Bunkering' });
    expect(server.signature).toMatchObject({ signedBy: userId });
    expect(await localHoursMonth(client, { crewMemberId: me!.id, month }, reader)).toEqual(server);
  });

  it('the same day recorded on the device and meanwhile ashore meets as one row: a conflict shown, not two days', async () => {
    device = await deviceAtSea('crew@mars.demo', 'crew');
    const { client, vessels, userId, t } = device;
    const reader = { userId, role: 'crew' as const };
    const [me] = await localSeafarers(client, vessels.aurora, reader);
    const date = '2026-12-01';
    await saveLocalHoursDay(client, me!, date, { slots: LONG_DAY, remarks: null, version: null });
    const officer = await signedIn(t.app, 'officer@mars.demo');
    const ashore = await apiCall(t.app, 'PUT', `/api/v1/crew/hours/${me!.id}/${date}`, officer, {
      slots: REST,
    });
    expect(ashore.statusCode).toBe(200);
    expect(ashore.json().id).toBe(workRestDayId(me!.id, date));

    const db = localDatabase();
    const transport = syncTransport(t.app, device.session.cookie);
    expect(await pushOutbox(db, transport)).toMatchObject({ applied: 0, conflicts: 1 });
    expect(await db._conflicts.count()).toBe(1);
    const { rows } = await t.db.query(
      `SELECT slots FROM work_rest_days WHERE crew_member_id = $1 AND work_date = $2`,
      [me!.id, date],
    );
    expect(rows).toEqual([{ slots: REST }]);
  });
});
