// 'Quick add to the logbook' against a real database (issue 14 'Navigation'): a position writes its
// deck-log line once, as a draft kept by the officer who took it, carrying its deck-log data; a second
// send finds the line; engineers and crew may not send; another vessel's or organization's position is
// not found.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session as Cookie, TestApp } from '../../test-support';
import {
  apiCall,
  createRow,
  createTestApp,
  demoUserIds,
  demoVesselIds,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';

type Row = Record<string, unknown>;

describe.each(TEST_DATABASES)('a position sent to the deck log (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let officer: Cookie;
  let engineer: Cookie;
  let otherAdmin: Cookie;
  let aurora: string;
  let pioneer: string;

  const one = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: string }>(sql, params)).rows[0]!.id;

  beforeEach(async () => {
    t = await createTestApp(kind, { apiRateLimitPerMinute: 100_000 });
    admin = await signedIn(t.app, 'admin@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const put = (who: Cookie, values: Row): Promise<Row> =>
    createRow(t.app, 'navigation-positions', who, {
      recorded_at: '2026-11-22T04:00:00.000Z',
      latitude: 53.54,
      longitude: 9.978333,
      status: 'underway',
      source: 'manual',
      ...values,
    });
  const send = (who: Cookie, id: unknown) =>
    apiCall(t.app, 'POST', `/api/v1/navigation/positions/${String(id)}/log-line`, who);

  it("writes the position's deck-log line once, a draft kept by the officer who took it", async () => {
    const secondOfficer = await one(
      `SELECT id FROM personnel WHERE vessel_id = $1 AND rank = 'second_officer' AND deleted_at IS NULL`,
      [aurora],
    );
    const position = await put(officer, {
      vessel_id: aurora,
      course: 285,
      speed: 11.4,
      officer_id: secondOfficer,
      weather: 'Overcast',
      wind_direction: 'WSW',
      wind_force: 5,
      sea_state: 4,
      visibility: '5_to_10_nm',
      barometric_pressure: 1008.5,
      water_depth_m: 16.2,
      remarks: 'Pilot on board off Brunsbüttel.',
    });
    const first = await send(officer, position.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ navigation_position_id: position.id, created: true });
    const line = (
      await t.db.query<Row>(`SELECT * FROM logbook_entries WHERE id = $1`, [first.json().logbook_entry_id])
    ).rows[0]!;
    expect(line).toMatchObject({
      vessel_id: aurora,
      logbook_type: 'deck',
      entry_type: 'watch',
      status: 'draft',
      entry_at: '2026-11-22T04:00:00.000Z',
      watch_keeper_id: secondOfficer,
      wind_direction: 'WSW',
      visibility: '5_to_10_nm',
      weather: 'Overcast',
      entry_number: first.json().logbook_entry_number,
      remarks: `Navigation position ${String(position.position_number)}`,
    });
    expect(Number(line.latitude)).toBeCloseTo(53.54, 6);
    expect(Number(line.longitude)).toBeCloseTo(9.978333, 6);
    expect(Number(line.course)).toBe(285);
    expect(Number(line.speed)).toBe(11.4);
    expect(Number(line.wind_force)).toBe(5);
    expect(Number(line.sea_state)).toBe(4);
    expect(Number(line.barometric_pressure)).toBe(1008.5);
    expect(String(line.entry_number)).toMatch(/^D-2026-\d{4}$/);
    expect(String(line.title)).toBe(`Position ${String(position.position_number)}: 53°32.4'N 009°58.7'E`);
    expect(String(line.description)).toContain('underway, course 285°, speed 11.4 kn');
    expect(String(line.description)).toContain('Water depth: 16.2 m');
    expect(String(line.description)).toContain('Pilot on board off Brunsbüttel.');
    // The line's own audit, as any other write.
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE entity = 'logbookEntry' AND entity_id = $1`,
      [line.id],
    );
    expect(audit.rows).toHaveLength(1);

    // Once per position: a second send, by anyone allowed, answers the line written before.
    const again = await send(admin, position.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), created: false });
    const lines = await t.db.query(`SELECT id FROM logbook_entries WHERE remarks = $1`, [line.remarks]);
    expect(lines.rows).toHaveLength(1);
  });

  it('keeps a position without its officer by the user, at anchor as an anchoring entry', async () => {
    const position = await put(officer, { vessel_id: aurora, status: 'at_anchor', speed: 0 });
    const sent = await send(officer, position.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const line = (
      await t.db.query<Row>(
        `SELECT l.entry_type, p.user_id FROM logbook_entries l JOIN personnel p ON p.id = l.watch_keeper_id
         WHERE l.id = $1`,
        [sent.json().logbook_entry_id],
      )
    ).rows[0]!;
    const users = await demoUserIds(t.db);
    expect(line).toEqual({ entry_type: 'anchoring', user_id: users['officer@mars.demo'] });
  });

  it("refuses engineers, another vessel's and another organization's positions", async () => {
    const ofAurora = await put(officer, { vessel_id: aurora });
    const ofPioneer = await put(admin, { vessel_id: pioneer });
    expect((await send(engineer, ofAurora.id)).statusCode).toBe(403);
    // The officer serves on Nordic Aurora only; the other organization sees neither.
    expect((await send(officer, ofPioneer.id)).statusCode).toBe(404);
    expect((await send(otherAdmin, ofAurora.id)).statusCode).toBe(404);
    expect((await send(officer, uuidv7())).statusCode).toBe(404);
    expect((await send(officer, 'nonsense')).statusCode).toBe(400);
    const written = await t.db.query(
      `SELECT id FROM logbook_entries WHERE remarks LIKE 'Navigation position %'`,
    );
    expect(written.rows).toHaveLength(0);
    // A deleted position is gone for the logbook too.
    await t.db.query(`UPDATE navigation_positions SET deleted_at = now() WHERE id = $1`, [ofAurora.id]);
    expect((await send(officer, ofAurora.id)).statusCode).toBe(404);
  });
});
