// The oil record book end to end on the server: tanks' retained on board derived from the entries,
// warnings, the certification (roles, lock, correction by a new entry) and the chain an inspector
// verifies, the PDF, and the demo year adding up.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { apiCall, demoVesselIds, TEST_DATABASES, createTestApp, signedIn } from '../../test-support';
import { oilRecordBookDefinition } from './oil-record-book.pdf';
import type { OrbVessel } from './oil-record.repository';
import { listEntries } from './oil-record.repository';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; version: number; status: string };

describe.each(TEST_DATABASES)('oil record book (%s)', (kind) => {
  let t: TestApp;
  let engineer: Cookie;
  let master: Cookie;
  let officer: Cookie;
  let vesselId: string;
  let pioneerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    officer = await signedIn(t.app, 'officer@mars.demo');
    ({ aurora: vesselId, pioneer: pioneerId } = await demoVesselIds(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  async function put(resource: string, body: Record<string, unknown>, who = engineer): Promise<Row> {
    const response = await request('PUT', `/api/v1/${resource}/${uuidv7()}`, who, {
      vessel_id: vesselId,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const step = (id: string, action: string, who: Cookie, body: Record<string, unknown> = {}) =>
    request('POST', `/api/v1/oil-record-entries/${id}/${action}`, who, body);
  const summary = async (vessel = vesselId, who = engineer) =>
    (await request('GET', `/api/v1/oil-record-book/summary?vessel_id=${vessel}`, who)).json();
  const robOf = async (tankId: string) =>
    (await summary()).tanks.find((tank: { tank_id: string }) => tank.tank_id === tankId);

  it('the demo year adds up on both ships, and its certified entries verify', async () => {
    const admin = await signedIn(t.app, 'admin@mars.demo');
    for (const vessel of [vesselId, pioneerId]) {
      const answer = await summary(vessel, admin);
      expect(answer.tanks.length).toBe(5);
      expect(answer.warnings).toEqual([]);
      const verification = await request('GET', `/api/v1/oil-record-book/verify?vessel_id=${vessel}`, admin);
      expect(verification.json()).toMatchObject({
        ok: true,
        chains: [
          { part: 'I', ok: true },
          { part: 'II', checked: 0 },
        ],
      });
      expect(verification.json().chains[0].checked).toBeGreaterThan(50);
    }
  });

  it('derives the retained on board from the entries and warns of what does not add up', async () => {
    const sludge = await put('vessel-tanks', {
      name: 'Test sludge tank',
      tank_type: 'sludge',
      capacity_m3: 5,
    });
    const bilge = await put('vessel-tanks', {
      name: 'Test bilge holding tank',
      tank_type: 'bilge_water_holding',
      capacity_m3: 10,
    });
    await put('oil-record-entries', {
      part: 'I',
      code: 'I-D',
      item: '15.3',
      operation_date: '2026-11-20',
      tank_to_id: bilge.id,
      quantity_m3: 8,
    });
    const transfer = await put('oil-record-entries', {
      part: 'I',
      code: 'I-C',
      item: '12.2',
      operation_date: '2026-11-21',
      tank_from_id: bilge.id,
      tank_to_id: sludge.id,
      quantity_m3: 6,
    });
    expect(await robOf(bilge.id)).toMatchObject({ rob_m3: 2, state: 'ok' });
    expect(await robOf(sludge.id)).toMatchObject({ rob_m3: 6, state: 'above_capacity' });
    const overboard = await put('oil-record-entries', {
      part: 'I',
      code: 'I-D',
      item: '15.1',
      operation_date: '2026-11-21',
      tank_from_id: bilge.id,
      quantity_m3: 3,
      oil_content_ppm: 40,
      en_route: true,
    });
    const warnings = (await summary()).warnings.map((warning: Record<string, unknown>) => [
      warning.entry_id,
      warning.warning,
      warning.value,
    ]);
    expect(warnings).toEqual([
      [transfer.id, 'rob_above_capacity', 6],
      [overboard.id, 'rob_below_zero', -1],
      [overboard.id, 'oil_content_over_limit', 40],
    ]);
    // A quantity needs its tank; an item must be one of its code's.
    const refused = await request('PUT', `/api/v1/oil-record-entries/${uuidv7()}`, engineer, {
      vessel_id: vesselId,
      part: 'I',
      code: 'I-H',
      item: '12.1',
      operation_date: '2026-11-21',
      quantity_m3: 4,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      item: ['validation:orbItemOfCode'],
      tank_from_id: ['validation:orbTankRequired'],
    });
  });

  it('is signed by the officer in charge, certified by the Master, locked, and corrected by a new entry', async () => {
    const fuel = await put('vessel-tanks', {
      name: 'Test fuel tank',
      tank_type: 'fuel_oil',
      capacity_m3: 900,
    });
    const bunkering = await put('oil-record-entries', {
      part: 'I',
      code: 'I-H',
      item: '26.3',
      operation_date: '2026-11-21',
      port: 'Rotterdam',
      oil_type: 'VLSFO',
      quantity_t: 480,
      quantity_m3: 500,
      tank_to_id: fuel.id,
    });
    expect(bunkering).toMatchObject({
      status: 'draft',
      entry_number: expect.stringMatching(/^ORBI-2026-\d{4}$/),
    });
    const completed = await step(bunkering.id, 'complete', engineer);
    expect(completed.json()).toMatchObject({ status: 'completed' });
    expect((await step(bunkering.id, 'sign', master)).json().error.code).toBe('orb_sign_officer_only');
    const signed = await step(bunkering.id, 'sign', engineer);
    expect(signed.json()).toMatchObject({ status: 'signed', signed_at: '2026-11-22T08:00:00.000Z' });
    // Locked once signed: no edit, no delete.
    const edit = await request('PUT', `/api/v1/oil-record-entries/${bunkering.id}`, engineer, {
      ...(signed.json() as Row),
      quantity_m3: 505,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('orb_entry_locked');
    expect((await request('DELETE', `/api/v1/oil-record-entries/${bunkering.id}`, engineer)).statusCode).toBe(
      409,
    );
    expect((await step(bunkering.id, 'certify', engineer)).json().error.code).toBe('orb_certify_master_only');
    const certified = await step(bunkering.id, 'certify', master);
    expect(certified.json()).toMatchObject({ status: 'certified', chain_position: expect.any(Number) });
    expect(certified.json().content_hash).toMatch(/^[0-9a-f]{64}$/);

    // A correction names the locked entry and gives a reason; it counts instead.
    const noReason = await request('PUT', `/api/v1/oil-record-entries/${uuidv7()}`, engineer, {
      vessel_id: vesselId,
      part: 'I',
      code: 'I-H',
      item: '26.3',
      operation_date: '2026-11-21',
      corrects_id: bunkering.id,
    });
    expect(noReason.json().error.details.fields).toEqual({
      correction_reason: ['validation:orbCorrectionReason'],
    });
    const draft = await put('oil-record-entries', {
      part: 'I',
      code: 'I-I',
      operation_date: '2026-11-21',
      remarks: 'Draft entry',
    });
    const ofDraft = await request('PUT', `/api/v1/oil-record-entries/${uuidv7()}`, engineer, {
      vessel_id: vesselId,
      part: 'I',
      code: 'I-I',
      operation_date: '2026-11-21',
      corrects_id: draft.id,
      correction_reason: 'Wrong remark written.',
    });
    expect(ofDraft.json().error.details.fields).toEqual({
      corrects_id: ['validation:recordBookCorrectsSigned'],
    });
    await put('oil-record-entries', {
      part: 'I',
      code: 'I-H',
      item: '26.3',
      operation_date: '2026-11-21',
      port: 'Rotterdam',
      oil_type: 'VLSFO',
      quantity_t: 480,
      quantity_m3: 520,
      tank_to_id: fuel.id,
      corrects_id: bunkering.id,
      correction_reason: 'Quantity taken from the wrong sounding table.',
    });
    expect(await robOf(fuel.id)).toMatchObject({ rob_m3: 520 });

    // The chain verifies; a certified entry changed in the database breaks it.
    const verify = () =>
      request('GET', `/api/v1/oil-record-book/verify?vessel_id=${vesselId}&part=I`, officer);
    expect((await verify()).json()).toMatchObject({ ok: true });
    await t.db.query('UPDATE oil_record_entries SET quantity_m3 = 400 WHERE id = $1', [bunkering.id]);
    const broken = (await verify()).json();
    expect(broken.ok).toBe(false);
    expect(broken.chains[0].problems).toEqual([
      {
        entryId: bunkering.id,
        entryNumber: bunkering.entry_number,
        position: certified.json().chain_position,
        problem: 'content_changed',
      },
    ]);
    await t.db.query('UPDATE oil_record_entries SET quantity_m3 = 500 WHERE id = $1', [bunkering.id]);

    // The book as PDF: the entry with its signature and certification, in English and German.
    const pdf = await request('GET', `/api/v1/oil-record-book/pdf?vessel_id=${vesselId}&lang=de`, master);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const organizationId = String(signed.json().organization_id);
    const vessel = (
      await t.db.query<OrbVessel>(
        'SELECT id, name, imo_number, flag_state, gross_tonnage, vessel_type FROM vessels WHERE id = $1',
        [vesselId],
      )
    ).rows[0]!;
    const document = (language: 'en' | 'de') =>
      JSON.stringify(
        oilRecordBookDefinition({
          vessel,
          language,
          generatedAt: new Date(),
          parts: ['I'],
          entries: [],
          tanks: [],
          verification: { vessel_id: vesselId, verified_at: '', ok: true, chains: [] },
        }),
      );
    expect(document('de')).toContain('Öltagebuch');
    const entries = await listEntries(t.db, organizationId, vesselId, 'I');
    const printed = JSON.stringify(
      oilRecordBookDefinition({
        vessel,
        language: 'en',
        generatedAt: new Date(),
        parts: ['I'],
        entries,
        tanks: (await summary()).tanks,
        verification: (await verify()).json(),
      }),
    );
    expect(printed).toContain(String(bunkering.entry_number));
    expect(printed).toContain('Certified: James Hartley, Master');
    expect(printed).toContain(`Correction of entry ${String(bunkering.entry_number)}`);
    // The tanks' retained on board and the chain's verification, as the book's last sections.
    expect(printed).toContain('Retained on board');
    expect(printed).toMatch(/"text":"\d[\d,.]* m³","alignment":"right"/);
    expect(printed).toMatch(/Part I[^"]*: chain intact, [1-9]\d* certified entries verified/);
  });

  it("links a completed entry to the engine log once, as a draft line of the user's", async () => {
    const tank = await put('vessel-tanks', {
      name: 'Link sludge tank',
      tank_type: 'sludge',
      capacity_m3: 30,
    });
    const sludge = await put('oil-record-entries', {
      part: 'I',
      code: 'I-C',
      item: '12.1',
      tank_from_id: tank.id,
      operation_date: '2026-11-20',
      start_at: '2026-11-20T09:30:00.000Z',
      quantity_m3: 4.5,
      port: 'Hamburg',
      receipt_number: 'HH-4711',
    });
    const link = (who: Cookie, id = sludge.id) =>
      request('POST', `/api/v1/oil-record-book/entries/${id}/log-line`, who);
    // A draft may still change: not yet.
    const early = await link(engineer);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details.fields).toEqual({
      status: ['validation:recordBookLogLineNotCompleted'],
    });
    expect((await step(sludge.id, 'complete', engineer)).statusCode).toBe(200);

    const first = await link(engineer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ entry_id: sludge.id, logbook_type: 'engine', created: true });
    const line = (
      await t.db.query<Record<string, unknown>>(
        `SELECT l.*, p.user_id AS keeper_user FROM logbook_entries l JOIN personnel p ON p.id = l.watch_keeper_id
         WHERE l.id = $1`,
        [first.json().logbook_entry_id],
      )
    ).rows[0]!;
    const engineerId = (
      await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'engineer@mars.demo'`)
    ).rows[0]!.id;
    expect(line).toMatchObject({
      vessel_id: vesselId,
      logbook_type: 'engine',
      entry_type: 'machinery',
      status: 'draft',
      entry_at: '2026-11-20T09:30:00.000Z',
      created_by: engineerId,
      keeper_user: engineerId,
      entry_number: first.json().logbook_entry_number,
    });
    expect(String(line.title)).toContain(`ORB ${String(sludge.entry_number)}: C 12.1`);
    expect(String(line.description)).toContain('Quantity: 4.5 m³');
    expect(String(line.description)).toContain('Receipt: HH-4711');
    expect(String(line.description)).toContain('From tank: Link sludge tank');

    // Once per entry: a second click, by anyone allowed, answers the line written before.
    for (const who of [engineer, officer, master]) {
      const again = await link(who);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ...first.json(), created: false });
    }
    const lines = await t.db.query(`SELECT id FROM logbook_entries WHERE remarks = $1`, [
      `Oil record book entry ${String(sludge.entry_number)}`,
    ]);
    expect(lines.rows).toHaveLength(1);

    // Roles and scope: the crew and the admins ashore do not write the engine log; an entry the
    // user cannot see is not found.
    expect((await link(await signedIn(t.app, 'crew@mars.demo'))).statusCode).toBe(403);
    expect((await link(await signedIn(t.app, 'admin@mars.demo'))).statusCode).toBe(403);
    expect((await link(master, uuidv7())).statusCode).toBe(404);
  });

  it('keeps Part II for the vessels that must keep it (oil tankers of 150 GT and above)', async () => {
    const cargo = { part: 'II', code: 'II-O', operation_date: '2026-11-21', remarks: 'Cargo pumps tested' };
    const refused = await request('PUT', `/api/v1/oil-record-entries/${uuidv7()}`, engineer, {
      vessel_id: vesselId,
      ...cargo,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({ part: ['validation:orbPartNotKept'] });
    const [before] = (
      await t.db.query<{ vessel_type: string }>(`SELECT vessel_type FROM vessels WHERE id = $1`, [vesselId])
    ).rows;
    await t.db.query(`UPDATE vessels SET vessel_type = 'tanker' WHERE id = $1`, [vesselId]);
    try {
      const kept = await put('oil-record-entries', cargo);
      expect(kept).toMatchObject({ part: 'II', entry_number: expect.stringMatching(/^ORBII-2026-\d{4}$/) });
    } finally {
      await t.db.query(`UPDATE vessels SET vessel_type = $2 WHERE id = $1`, [vesselId, before!.vessel_type]);
    }
  });

  it('keeps another vessel of the organization and another organization out', async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    for (const path of ['summary', 'verify', 'pdf']) {
      const answer = await request('GET', `/api/v1/oil-record-book/${path}?vessel_id=${vesselId}`, other);
      expect(answer.statusCode).toBe(404);
    }
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const byCrew = await request('PUT', `/api/v1/oil-record-entries/${uuidv7()}`, crew, {
      vessel_id: vesselId,
      part: 'I',
      code: 'I-I',
      operation_date: '2026-11-21',
    });
    expect(byCrew.statusCode).toBe(403);
  });
});
