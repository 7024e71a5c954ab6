// The fleet as its admins manage it (issue 11): PUT /api/v1/vessels/{id} with the IMO number checked
// and unique within the organization, organization admins for the whole fleet, ship admins for the
// particulars of their own vessels, and only active ships in the vessel selector.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, CSRF, signedIn, TEST_DATABASES } from '../../test-support';

type Vessel = { id: string; name: string; imo_number: string; status: string; version: number };

function vesselBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Atlantic Star',
    imo_number: '9176187',
    flag_state: 'Malta',
    vessel_type: 'general_cargo_ship',
    gross_tonnage: 8_500,
    deadweight: 12_100.5,
    year_built: 2011,
    class_society: 'DNV',
    call_sign: '9HA2480',
    mmsi: '248123000',
    status: 'active',
    ...overrides,
  };
}

describe.each(TEST_DATABASES)('vessels (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (cookie: string, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/vessels/${id}`, headers: { cookie, ...CSRF }, payload });
  const remove = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/vessels/${id}`, headers: { cookie, ...CSRF } });
  const selector = async (cookie: string) =>
    ((await get(cookie, '/api/v1/vessels?status=active&limit=500')).json().rows as Vessel[]).map(
      (v) => v.name,
    );
  const demoVessel = async (name: string) =>
    ((await get(admin, '/api/v1/vessels')).json().rows as Vessel[]).find((vessel) => vessel.name === name)!;

  it('adds a vessel with its particulars, stores the IMO number as its seven digits', async () => {
    const id = uuidv7();
    const created = await put(admin, id, vesselBody({ imo_number: 'IMO 9176187' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Atlantic Star',
      imo_number: '9176187',
      gross_tonnage: 8_500,
      deadweight: 12_100.5,
      year_built: 2011,
      mmsi: '248123000',
    });
    expect(await selector(admin)).toEqual(['Atlantic Star', 'Baltic Pioneer', 'Nordic Aurora']);
  });

  it('refuses an IMO number whose check digit is wrong with the field’s code, and stores nothing', async () => {
    const id = uuidv7();
    const response = await put(admin, id, vesselBody({ imo_number: '9176188' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({ imo_number: ['validation:imoNumber'] });
    for (const [field, value, key] of [
      ['mmsi', '24812300', 'validation:mmsi'],
      ['call_sign', '9H-A2480', 'validation:callSign'],
      ['year_built', 1850, 'validation:min'],
      ['gross_tonnage', 2_000_000, 'validation:max'],
      ['vessel_type', 'submarine', 'validation:invalid'],
    ] as const) {
      const refused = await put(admin, id, vesselBody({ [field]: value }));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.details.fields[field], field).toEqual([key]);
    }
    expect((await get(admin, `/api/v1/vessels/${id}`)).statusCode).toBe(404);
  });

  it('keeps an IMO number unique in the organization, but another company may hold the same ship', async () => {
    const duplicate = await put(admin, uuidv7(), vesselBody({ imo_number: 'IMO 9074729' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'already_exists',
      details: { fields: { imo_number: ['validation:alreadyTaken'] } },
    });
    const other = (await signedIn(t.app, 'admin@other.demo')).cookie;
    const elsewhere = await put(other, uuidv7(), vesselBody({ imo_number: '9074729' }));
    expect(elsewhere.statusCode).toBe(201);
    // A deleted vessel frees its IMO number.
    const nordic = await demoVessel('Nordic Aurora');
    expect((await remove(admin, nordic.id)).statusCode).toBe(204);
    expect((await put(admin, uuidv7(), vesselBody({ imo_number: '9074729' }))).statusCode).toBe(201);
  });

  it('offers only active ships in the selector: a laid-up ship leaves it and stays in the fleet list', async () => {
    const baltic = await demoVessel('Baltic Pioneer');
    const full = (await get(admin, `/api/v1/vessels/${baltic.id}`)).json();
    const laidUp = await put(admin, baltic.id, { ...vesselBody(), ...pick(full), status: 'laid_up' });
    expect(laidUp.statusCode).toBe(200);
    expect(await selector(admin)).toEqual(['Nordic Aurora']);
    const fleet = (await get(admin, '/api/v1/vessels')).json();
    expect(fleet.total).toBe(2);
    expect((await get(admin, '/api/v1/vessels/stats')).json().stats).toMatchObject({ total: 2, laidUp: 1 });
  });

  it('lets a ship admin edit the particulars of their own vessel, but not create, delete or lay it up', async () => {
    const shipAdmin = (await signedIn(t.app, 'shipadmin@mars.demo')).cookie;
    const nordic = (await get(shipAdmin, '/api/v1/vessels')).json().rows as Vessel[];
    expect(nordic.map((vessel) => vessel.name)).toEqual(['Nordic Aurora']);
    const own = (await get(shipAdmin, `/api/v1/vessels/${nordic[0]!.id}`)).json();
    const edited = await put(shipAdmin, own.id, { ...pick(own), call_sign: 'A8AU7', version: own.version });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().call_sign).toBe('A8AU7');
    const status = await put(shipAdmin, own.id, { ...pick(edited.json()), status: 'sold' });
    expect(status.statusCode).toBe(403);
    expect((await put(shipAdmin, uuidv7(), vesselBody())).statusCode).toBe(403);
    expect((await remove(shipAdmin, own.id)).statusCode).toBe(403);
    // Another vessel of the organization is not theirs: as if it did not exist.
    const baltic = await demoVessel('Baltic Pioneer');
    expect((await get(shipAdmin, `/api/v1/vessels/${baltic.id}`)).statusCode).toBe(404);
    const foreign = await put(shipAdmin, baltic.id, { ...vesselBody(), version: baltic.version });
    expect(foreign.statusCode).toBe(404);
    expect((await demoVessel('Baltic Pioneer')).name).toBe('Baltic Pioneer');
  });

  it('lets on-board users read their vessel but never write one', async () => {
    const master = (await signedIn(t.app, 'master@mars.demo')).cookie;
    const [own] = (await get(master, '/api/v1/vessels')).json().rows as Vessel[];
    expect((await get(master, `/api/v1/vessels/${own!.id}`)).json().gross_tonnage).toBe(43_012);
    const write = await put(master, own!.id, { ...vesselBody(), version: own!.version });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('forbidden');
  });

  it('finds a vessel in the search: on the fleet screen for admins, in the settings for the crew', async () => {
    const hit = async (cookie: string) =>
      ((await get(cookie, '/api/v1/search?q=Nordic')).json().rows as { entity: string; link: string }[]).find(
        (row) => row.entity === 'vessel',
      );
    expect((await hit(admin))?.link).toBe('/vessels?q=Nordic%20Aurora');
    const master = (await signedIn(t.app, 'master@mars.demo')).cookie;
    expect((await hit(master))?.link).toBe('/settings#vessel');
    const other = (await signedIn(t.app, 'admin@other.demo')).cookie;
    expect(await hit(other)).toBeUndefined();
  });

  it('answers another organization’s vessel with 404 and leaves it unchanged', async () => {
    const other = (await signedIn(t.app, 'admin@other.demo')).cookie;
    const nordic = await demoVessel('Nordic Aurora');
    expect((await get(other, `/api/v1/vessels/${nordic.id}`)).statusCode).toBe(404);
    const overwrite = await put(other, nordic.id, { ...vesselBody(), version: nordic.version });
    expect(overwrite.statusCode).toBe(404);
    expect((await remove(other, nordic.id)).statusCode).toBe(404);
    expect((await demoVessel('Nordic Aurora')).imo_number).toBe('9074729');
  });
});

/** The writable fields of a stored vessel, with its version. */
function pick(row: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys(vesselBody());
  return Object.fromEntries([...fields, 'version'].map((field) => [field, row[field]]));
}
