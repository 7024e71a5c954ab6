// The garbage record book end to end on the server: the Annex V check at entry (refused, allowed,
// warned, measured on the bundled coastline), the parts a vessel keeps, the certification (roles, lock,
// correction by a new entry), the chain an inspector verifies, isolation, and the demo year.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, demoVesselIds, TEST_DATABASES, createTestApp, signedIn } from '../../test-support';
import { garbageRecordBookDefinition } from './garbage-record-book.pdf';
import type { OrbVessel } from './oil-record.repository';
import { listBookEntries } from './oil-record.repository';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

/** Off the Elbe estuary, about 8 NM from land (North Sea special area); and mid-Atlantic. */
const NEAR_LAND = { latitude: 53.95, longitude: 8.35 };
const OPEN_SEA = { latitude: 40, longitude: -40 };

describe.each(TEST_DATABASES)('garbage record book (%s)', (kind) => {
  let t: TestApp;
  let officer: Cookie;
  let master: Cookie;
  let engineer: Cookie;
  let auroraId: string;
  let pioneerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    officer = await signedIn(t.app, 'officer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    ({ aurora: auroraId, pioneer: pioneerId } = await demoVesselIds(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  const write = (body: Record<string, unknown>, who = officer, vesselId = auroraId) =>
    request('PUT', `/api/v1/garbage-record-entries/${uuidv7()}`, who, {
      vessel_id: vesselId,
      part: 'I',
      occurred_at: '2026-11-21T10:00:00.000Z',
      ...body,
    });
  const step = (id: string, action: string, who: Cookie) =>
    request('POST', `/api/v1/garbage-record-entries/${id}/${action}`, who, {});
  const foodWaste = { category: 'B', method: 'sea', amount_m3: 0.5, en_route: true };

  it('the demo year: both ships have entries, Part II on the bulk carrier only, and the chains verify', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    for (const vessel of [auroraId, pioneerId]) {
      const verification = (
        await request('GET', `/api/v1/garbage-record-book/verify?vessel_id=${vessel}`, admin)
      ).json();
      expect(verification.ok).toBe(true);
      expect(verification.chains[0].checked).toBeGreaterThan(50);
      const parts = await t.db.query<{ part: string; refused: number }>(
        `SELECT part, count(*) FILTER (WHERE annex_v_check = 'refused')::int AS refused
         FROM garbage_record_entries WHERE vessel_id = $1 GROUP BY part ORDER BY part`,
        [vessel],
      );
      expect(parts.rows.map((row) => row.part)).toEqual(vessel === auroraId ? ['I', 'II'] : ['I']);
      expect(parts.rows.every((row) => row.refused === 0)).toBe(true);
    }
  });

  it('checks Annex V at entry: food waste refused too close to land, allowed at sea; plastics never', async () => {
    const tooClose = await write({ ...foodWaste, comminuted: true, ...NEAR_LAND });
    expect(tooClose.statusCode).toBe(400);
    expect(tooClose.json().error.details.fields).toEqual({ method: ['validation:grbTooCloseToLand'] });

    const allowed = await write({ ...foodWaste, ...OPEN_SEA });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({
      annex_v_check: 'allowed',
      annex_v_rule: 'allowed',
      special_area: 'none',
      entry_number: expect.stringMatching(/^GRBI-2026-\d{4}$/),
    });
    expect(Number(allowed.json().distance_from_land_nm)).toBeGreaterThan(300);

    const plastics = await write({ ...foodWaste, category: 'A', ...OPEN_SEA });
    expect(plastics.json().error.details.fields).toEqual({ method: ['validation:grbDischargeProhibited'] });
    const notEnRoute = await write({ ...foodWaste, en_route: false, ...OPEN_SEA });
    expect(notEnRoute.json().error.details.fields).toEqual({ method: ['validation:grbNotEnRoute'] });
    // A discharge at sea needs its position; a landing its port.
    const noPosition = await write(foodWaste);
    expect(noPosition.json().error.details.fields).toMatchObject({
      latitude: ['validation:grbPositionRequired'],
    });
    const noPort = await write({ category: 'A', method: 'reception_facility', amount_m3: 1 });
    expect(noPort.json().error.details.fields).toEqual({ port: ['validation:grbPortRequired'] });

    // An accidental loss is recorded, with a warning; a landing of plastics is not judged.
    const lost = await write({
      category: 'F',
      method: 'accidental_loss',
      amount_m3: 0.2,
      ...NEAR_LAND,
      remarks: 'Pallet washed overboard in heavy weather.',
    });
    expect(lost.json()).toMatchObject({ annex_v_check: 'accidental', special_area: 'north_sea' });
    const landed = await write({
      category: 'A',
      method: 'reception_facility',
      amount_m3: 1,
      port: 'Hamburg',
    });
    expect(landed.json()).toMatchObject({ annex_v_check: 'not_applicable', distance_from_land_nm: null });
    // The server's fields are the server's: a client's distance is ignored.
    const claimed = await write({
      ...foodWaste,
      ...OPEN_SEA,
      distance_from_land_nm: 1,
      annex_v_check: 'refused',
    });
    expect(claimed.json().annex_v_check).toBe('allowed');
  });

  it('keeps Part II for ships carrying solid bulk cargo only', async () => {
    const residues = { part: 'II', category: 'J', method: 'sea', amount_m3: 4, en_route: true, ...OPEN_SEA };
    const onBulker = await write(residues);
    expect(onBulker.json()).toMatchObject({
      part: 'II',
      entry_number: expect.stringMatching(/^GRBII-2026-/),
    });
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const onBoxer = await write(residues, admin, pioneerId);
    expect(onBoxer.json().error.details.fields).toEqual({ part: ['validation:grbPartNotKept'] });
    const wrongPart = await write({ ...residues, part: 'I' });
    expect(wrongPart.json().error.details.fields).toEqual({ category: ['validation:grbCategoryOfPart'] });
  });

  it('is signed by the officer, certified by the Master, locked, corrected by a new entry; the chain verifies', async () => {
    const landing = await write({
      category: 'C',
      method: 'reception_facility',
      amount_m3: 3,
      port: 'Rotterdam',
      receipt_number: 'PRF-1',
    });
    const entry = landing.json() as Row;
    expect((await step(entry.id, 'complete', officer)).json()).toMatchObject({ status: 'completed' });
    expect((await step(entry.id, 'sign', engineer)).statusCode).toBe(403);
    expect((await step(entry.id, 'sign', master)).json().error.code).toBe('grb_sign_officer_only');
    const signed = await step(entry.id, 'sign', officer);
    expect(signed.json()).toMatchObject({ status: 'signed' });
    const edit = await request('PUT', `/api/v1/garbage-record-entries/${entry.id}`, officer, {
      ...(signed.json() as Row),
      amount_m3: 4,
    });
    expect(edit.json().error.code).toBe('grb_entry_locked');
    expect((await step(entry.id, 'certify', officer)).json().error.code).toBe('grb_certify_master_only');
    const certified = await step(entry.id, 'certify', master);
    expect(certified.json()).toMatchObject({ status: 'certified', chain_position: expect.any(Number) });

    const noReason = await write({
      category: 'C',
      method: 'reception_facility',
      amount_m3: 3.5,
      port: 'Rotterdam',
      corrects_id: entry.id,
    });
    expect(noReason.json().error.details.fields).toEqual({
      correction_reason: ['validation:grbCorrectionReason'],
    });
    const correction = await write({
      category: 'C',
      method: 'reception_facility',
      amount_m3: 3.5,
      port: 'Rotterdam',
      corrects_id: entry.id,
      correction_reason: 'Amount taken from the receipt.',
    });
    expect(correction.statusCode).toBe(201);

    const verify = () =>
      request('GET', `/api/v1/garbage-record-book/verify?vessel_id=${auroraId}&part=I`, officer);
    expect((await verify()).json()).toMatchObject({ ok: true });

    // 'Download PDF': the book in the form's columns, the entry with its signature and certification.
    const pdf = await request('GET', `/api/v1/garbage-record-book/pdf?vessel_id=${auroraId}&lang=de`, master);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/garbage-record-book-Nordic-Aurora-/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const vessel = (
      await t.db.query<OrbVessel>(
        'SELECT id, name, imo_number, flag_state, gross_tonnage, vessel_type FROM vessels WHERE id = $1',
        [auroraId],
      )
    ).rows[0]!;
    const organizationId = String(entry.organization_id);
    const entries = await listBookEntries(t.db, 'garbage_record_entries', organizationId, auroraId);
    const printed = (language: 'en' | 'de') =>
      JSON.stringify(
        garbageRecordBookDefinition({
          vessel,
          language,
          generatedAt: new Date(),
          parts: ['I', 'II'],
          entries,
          verification: { vessel_id: auroraId, verified_at: '', ok: true, chains: [] },
        }),
      );
    const english = printed('en');
    for (const column of [
      'Date/time',
      'Position of the ship/Remarks',
      'To sea',
      'To reception facility',
      'Incineration',
      'Certification/Signature',
    ]) {
      expect(english).toContain(column);
    }
    expect(english).toContain('Part II – Cargo residues');
    expect(english).toContain(String(entry.entry_number));
    expect(english).toContain('Certified: James Hartley, Master');
    expect(english).toContain(`Correction of entry ${String(entry.entry_number)}`);
    expect(english).toContain('Receipt no.: PRF-1');
    // Each page (a part's entries of one month) closes with the Master's line.
    expect(english).toContain('Page November 2026: ');
    expect(english).toMatch(/Page \w+ 2026: every entry certified by the Master \(James Hartley, /);
    const german = printed('de');
    expect(german).toContain('Mülltagebuch');
    expect(german).toContain('An Auffanganlage');
    expect(german).toContain('Bestätigt: James Hartley, Kapitän');

    await t.db.query('UPDATE garbage_record_entries SET amount_m3 = 1 WHERE id = $1', [entry.id]);
    const broken = (await verify()).json();
    expect(broken.ok).toBe(false);
    expect(broken.chains[0].problems[0]).toMatchObject({ entryId: entry.id, problem: 'content_changed' });
    await t.db.query('UPDATE garbage_record_entries SET amount_m3 = 3 WHERE id = $1', [entry.id]);
  });

  it('keeps another organization and the crew out', async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    const verify = await request('GET', `/api/v1/garbage-record-book/verify?vessel_id=${auroraId}`, other);
    expect(verify.statusCode).toBe(404);
    const list = await request('GET', `/api/v1/garbage-record-entries?vessel_id=${auroraId}`, other);
    expect(list.json().items ?? list.json().rows ?? []).toEqual([]);
    const crew = await signedIn(t.app, 'crew@mars.demo');
    expect(
      (await write({ category: 'A', method: 'reception_facility', amount_m3: 1, port: 'Kiel' }, crew))
        .statusCode,
    ).toBe(403);
    // Engineers keep the oil record book, not this one.
    expect(
      (await write({ category: 'A', method: 'reception_facility', amount_m3: 1, port: 'Kiel' }, engineer))
        .statusCode,
    ).toBe(403);
  });
});
