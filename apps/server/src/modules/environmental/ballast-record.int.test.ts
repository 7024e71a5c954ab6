// The ballast water record book end to end on the server: the coded entries' rules (MEPC.369(80)), the
// ballast tanks derived from the entries, the port-state-control readiness and the requirements, the
// certification (roles, lock, correction by a new entry), the chain an inspector verifies, the PDF,
// isolation of other organizations, and the demo year adding up.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, demoVesselIds, TEST_DATABASES, createTestApp, signedIn } from '../../test-support';
import { ballastRecordBookDefinition } from './ballast-record-book.pdf';
import type { OrbVessel } from './oil-record.repository';
import { listBookEntries } from './oil-record.repository';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('ballast water record book (%s)', (kind) => {
  let t: TestApp;
  let officer: Cookie;
  let master: Cookie;
  let engineer: Cookie;
  let vesselId: string;
  let pioneerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    officer = await signedIn(t.app, 'officer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    ({ aurora: vesselId, pioneer: pioneerId } = await demoVesselIds(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  const write = (resource: string, body: Record<string, unknown>, who = officer) =>
    request('PUT', `/api/v1/${resource}/${uuidv7()}`, who, { vessel_id: vesselId, ...body });
  async function put(resource: string, body: Record<string, unknown>, who = officer): Promise<Row> {
    const response = await write(resource, body, who);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const step = (id: string, action: string, who: Cookie) =>
    request('POST', `/api/v1/ballast-record-entries/${id}/${action}`, who, {});
  const summary = async (vessel = vesselId, who = officer) =>
    (await request('GET', `/api/v1/ballast-record-book/summary?vessel_id=${vessel}`, who)).json();
  const tankOf = async (tankId: string) =>
    (await summary()).tanks.find((tank: { tank_id: string }) => tank.tank_id === tankId);

  it('the demo year adds up on both ships, its certified entries verify, and the requirements apply', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    for (const vessel of [vesselId, pioneerId]) {
      const answer = await summary(vessel, admin);
      expect(answer.tanks.length).toBe(6);
      expect(answer.warnings).toEqual([]);
      expect(answer.total_retained_m3).toBeGreaterThan(0);
      // The last month waits for the Master: not ready for an inspection.
      expect(answer.readiness.ready).toBe(false);
      expect(answer.readiness.checks).toContainEqual({ check: 'not_certified', count: expect.any(Number) });
      const applies = Object.fromEntries(
        answer.requirements.map((row: { requirement: string; applies: boolean }) => [
          row.requirement,
          row.applies,
        ]),
      );
      expect(applies).toMatchObject({
        record_book: true,
        coded_form: true,
        d2_standard: true,
        d1_exchange: false,
        electronic_approval: true,
      });
      const verification = await request(
        'GET',
        `/api/v1/ballast-record-book/verify?vessel_id=${vessel}`,
        admin,
      );
      expect(verification.json()).toMatchObject({ ok: true, chains: [{ part: 'BWRB', ok: true }] });
      expect(verification.json().chains[0].checked).toBeGreaterThan(20);
    }
  });

  it('refuses entries the coded form does not allow', async () => {
    const fields = async (body: Record<string, unknown>) =>
      (await write('ballast-record-entries', { operation_date: '2026-11-21', ...body })).json().error.details
        .fields;
    // An uptake outside port needs the minimum depth (A.2), a tank (A.3) and a volume (A.4).
    expect(await fields({ code: 'A', latitude_start: 51.2, longitude_start: 2.1 })).toEqual({
      tank_id: ['validation:bwrbTankRequired'],
      volume_m3: ['validation:required'],
      min_depth_m: ['validation:bwrbDepthRequired'],
    });
    // A position is both coordinates; a port or a position says where.
    const tank = await put('vessel-tanks', {
      name: 'Rule DB tank',
      tank_type: 'ballast_water',
      capacity_m3: 500,
    });
    expect(await fields({ code: 'B', tank_id: tank.id, volume_m3: 10, latitude_start: 51.2 })).toEqual({
      longitude_start: ['validation:required'],
    });
    expect(await fields({ code: 'B', tank_id: tank.id, volume_m3: 10 })).toEqual({
      latitude_start: ['validation:bwrbLocationRequired'],
    });
    // An exchange is code C, with its distance from land and depth.
    expect(
      await fields({
        code: 'A',
        port: 'Rotterdam',
        tank_id: tank.id,
        volume_m3: 10,
        treatment_method: 'exchange_sequential',
      }),
    ).toEqual({ treatment_method: ['validation:bwrbExchangeIsC'] });
    expect(
      await fields({
        code: 'C',
        latitude_start: 40,
        longitude_start: -30,
        tank_id: tank.id,
        volume_m3: 10,
        treatment_method: 'exchange_flow_through',
      }),
    ).toEqual({
      distance_from_land_nm: ['validation:required'],
      min_depth_m: ['validation:required'],
    });
    expect(await fields({ code: 'F', port: 'Santos' })).toEqual({ circumstances: ['validation:required'] });
    expect(await fields({ code: 'H', operation_date: '2026-11-23' })).toEqual({
      operation_date: ['validation:dateInFuture'],
    });
    // The crew do not write the book.
    const crew = await signedIn(t.app, 'crew@mars.demo');
    expect((await write('ballast-record-entries', { code: 'H', remarks: 'x' }, crew)).statusCode).toBe(403);
  });

  it('derives the ballast tanks from the entries and warns of what does not add up', async () => {
    const tank = await put('vessel-tanks', {
      name: 'Test DB ballast tank',
      tank_type: 'ballast_water',
      capacity_m3: 800,
    });
    await put('ballast-record-entries', {
      code: 'A',
      operation_date: '2026-11-20',
      port: 'Rotterdam',
      tank_id: tank.id,
      volume_m3: 600,
      treatment_method: 'bwms',
      d2_status: 'compliant',
    });
    expect(await tankOf(tank.id)).toMatchObject({ retained_m3: 600, state: 'ok' });
    const discharge = await put('ballast-record-entries', {
      code: 'B',
      operation_date: '2026-11-21',
      latitude_start: 45,
      longitude_start: -20,
      tank_id: tank.id,
      volume_m3: 700,
      treatment_method: 'none',
      d2_status: 'untreated',
    });
    const exchange = await put('ballast-record-entries', {
      code: 'C',
      operation_date: '2026-11-21',
      latitude_start: 45,
      longitude_start: -20,
      distance_from_land_nm: 30,
      min_depth_m: 150,
      tank_id: tank.id,
      volume_m3: 100,
      treatment_method: 'exchange_sequential',
    });
    expect(await tankOf(tank.id)).toMatchObject({ retained_m3: -100, state: 'below_zero' });
    const warnings = (await summary()).warnings.map((warning: Record<string, unknown>) => [
      warning.entry_id,
      warning.warning,
      warning.value,
    ]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        [discharge.id, 'retained_below_zero', -100],
        [discharge.id, 'untreated_discharge', 700],
        [exchange.id, 'exchange_too_close', 30],
        [exchange.id, 'exchange_too_shallow', 150],
      ]),
    );
    const readiness = (await summary()).readiness;
    expect(readiness.ready).toBe(false);
    expect(readiness.checks).toContainEqual({ check: 'warnings', count: expect.any(Number) });
    for (const id of [discharge.id, exchange.id]) {
      const row = (await request('GET', `/api/v1/ballast-record-entries/${id}`, officer)).json();
      expect(
        (await request('DELETE', `/api/v1/ballast-record-entries/${id}?version=${row.version}`, officer))
          .statusCode,
      ).toBeLessThan(300);
    }
  });

  it('is signed by the officer in charge, certified by the Master, locked, and corrected by a new entry', async () => {
    const tank = await put('vessel-tanks', {
      name: 'Cert DB ballast tank',
      tank_type: 'ballast_water',
      capacity_m3: 900,
    });
    const uptake = await put('ballast-record-entries', {
      code: 'A',
      operation_date: '2026-11-21',
      start_at: '2026-11-21T06:00:00.000Z',
      end_at: '2026-11-21T08:00:00.000Z',
      port: 'Hamburg',
      tank_id: tank.id,
      volume_m3: 750,
      total_retained_m3: 750,
      bwmp_compliant: true,
      treatment_method: 'bwms',
      d2_status: 'compliant',
    });
    expect(uptake).toMatchObject({
      status: 'draft',
      entry_number: expect.stringMatching(/^BWRB-2026-\d{4}$/),
    });
    expect((await step(uptake.id, 'complete', officer)).json()).toMatchObject({ status: 'completed' });
    expect((await step(uptake.id, 'sign', engineer)).json().error.code).toBe('bwrb_sign_officer_only');
    expect((await step(uptake.id, 'sign', master)).json().error.code).toBe('bwrb_sign_officer_only');
    const signed = await step(uptake.id, 'sign', officer);
    expect(signed.json()).toMatchObject({ status: 'signed', signed_at: '2026-11-22T08:00:00.000Z' });
    const edit = await request('PUT', `/api/v1/ballast-record-entries/${uptake.id}`, officer, {
      ...(signed.json() as Row),
      volume_m3: 760,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('bwrb_entry_locked');
    expect((await step(uptake.id, 'certify', officer)).json().error.code).toBe('bwrb_certify_master_only');
    const certified = await step(uptake.id, 'certify', master);
    expect(certified.json()).toMatchObject({ status: 'certified', chain_position: expect.any(Number) });
    expect(certified.json().content_hash).toMatch(/^[0-9a-f]{64}$/);

    // A correction names the locked entry of the same vessel and gives a reason; it counts instead.
    const noReason = await write('ballast-record-entries', {
      code: 'H',
      operation_date: '2026-11-21',
      corrects_id: uptake.id,
    });
    expect(noReason.json().error.details.fields).toEqual({
      correction_reason: ['validation:orbCorrectionReason'],
    });
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const otherShip = await request('PUT', `/api/v1/ballast-record-entries/${uuidv7()}`, admin, {
      vessel_id: pioneerId,
      code: 'H',
      operation_date: '2026-11-21',
      corrects_id: uptake.id,
      correction_reason: 'Entered on the wrong ship.',
    });
    // The framework's reference check keeps an entry of another vessel out before the hook.
    expect(otherShip.json().error.details.fields).toEqual({ corrects_id: ['validation:unknownReference'] });
    await put('ballast-record-entries', {
      code: 'A',
      operation_date: '2026-11-21',
      port: 'Hamburg',
      tank_id: tank.id,
      volume_m3: 720,
      treatment_method: 'bwms',
      corrects_id: uptake.id,
      correction_reason: 'Volume taken from the wrong sounding table.',
    });
    expect(await tankOf(tank.id)).toMatchObject({ retained_m3: 720 });

    // The chain verifies; a certified entry changed in the database breaks it and the readiness says so.
    const verify = () => request('GET', `/api/v1/ballast-record-book/verify?vessel_id=${vesselId}`, master);
    expect((await verify()).json()).toMatchObject({ ok: true });
    await t.db.query('UPDATE ballast_record_entries SET volume_m3 = 400 WHERE id = $1', [uptake.id]);
    const broken = (await verify()).json();
    expect(broken.ok).toBe(false);
    expect(broken.chains[0].problems).toEqual([
      {
        entryId: uptake.id,
        entryNumber: uptake.entry_number,
        position: certified.json().chain_position,
        problem: 'content_changed',
      },
    ]);
    expect((await summary()).readiness.checks).toContainEqual({ check: 'chain_broken', count: 1 });
    await t.db.query('UPDATE ballast_record_entries SET volume_m3 = 750 WHERE id = $1', [uptake.id]);

    // The book as PDF, in German and English, with the items, the signatures and the correction.
    const pdf = await request('GET', `/api/v1/ballast-record-book/pdf?vessel_id=${vesselId}&lang=de`, master);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const organizationId = String(signed.json().organization_id);
    const vessel = (
      await t.db.query<OrbVessel>(
        'SELECT id, name, imo_number, flag_state, gross_tonnage FROM vessels WHERE id = $1',
        [vesselId],
      )
    ).rows[0]!;
    const printed = (language: 'en' | 'de') =>
      listBookEntries(t.db, 'ballast_record_entries', organizationId, vesselId).then(async (entries) =>
        JSON.stringify(
          ballastRecordBookDefinition({
            vessel,
            language,
            generatedAt: new Date(),
            entries,
            tanks: (await summary()).tanks,
            verification: (await verify()).json(),
          }),
        ),
      );
    expect(await printed('de')).toContain('Ballastwasser-Tagebuch');
    const english = await printed('en');
    expect(english).toContain(String(uptake.entry_number));
    expect(english).toContain('A.4');
    expect(english).toContain('Certified: James Hartley, Master');
    expect(english).toContain(`Correction of entry ${String(uptake.entry_number)}`);
    expect(english).toMatch(/"text":"\d[\d,.]* m³","alignment":"right"/);
    expect(english).toMatch(/"Chain intact, [1-9]\d* certified entries verified"/);
  });

  it('keeps another organization out of the book and its entries', async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    for (const path of ['summary', 'verify', 'pdf']) {
      const answer = await request('GET', `/api/v1/ballast-record-book/${path}?vessel_id=${vesselId}`, other);
      expect(answer.statusCode).toBe(404);
    }
    const list = await request('GET', '/api/v1/ballast-record-entries?limit=5', other);
    expect(list.json().rows).toEqual([]);
  });
});
