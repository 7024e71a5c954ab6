// Drills and risk assessments (issue 13): who took part is checked crew member by crew member, the
// SOLAS III/19 check per person follows completed drills, completion writes the training records and a
// deck-log draft, and a risk assessment's score and level are the server's.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Row = Record<string, unknown> & { id: string; version: number };

describe.each(TEST_DATABASES)('safety: drills and risk assessments (%s)', (kind) => {
  let t: TestApp;
  let officer: string;
  let aurora: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    officer = (await signedIn(t.app, 'officer@mars.demo')).cookie;
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`);
    aurora = rows[0]!.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: method === 'GET' ? { cookie } : { cookie, ...CSRF },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A seafarer who joined Nordic Aurora long ago and never took part in a drill. */
  async function newSeafarer(last: string): Promise<string> {
    const id = uuidv7();
    const response = await request('PUT', `/api/v1/personnel/${id}`, officer, {
      vessel_id: aurora,
      first_name: 'Test',
      last_name: last,
      rank: 'able_seaman',
      date_of_birth: '1990-01-01',
      nationality: 'Filipino',
      passport_number: `P${last}`,
      seamans_book_number: `SB${last}`,
      sign_on_date: '2026-06-01',
      status: 'on_board',
    });
    expect(response.statusCode, response.body).toBe(201);
    return id;
  }

  async function scheduleDrill(type: string, date = '2026-11-21'): Promise<Row> {
    const response = await request('PUT', `/api/v1/drills/${uuidv7()}`, officer, {
      vessel_id: aurora,
      drill_type: type,
      scheduled_date: date,
      conductor: 'C/O Test',
      location: 'Muster station A',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const solasOf = async (crewMemberId: string) => {
    const response = await request('GET', `/api/v1/drills/solas-status?vessel_id=${aurora}`, officer);
    expect(response.statusCode, response.body).toBe(200);
    const vessel = response.json().vessels[0];
    return vessel.crew.find((member: { crew_member_id: string }) => member.crew_member_id === crewMemberId);
  };

  it('refuses a participant of another organization, or of another vessel, with the field code', async () => {
    const drill = await scheduleDrill('fire');
    const { rows: other } = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Southern Cross'`,
    );
    const outsider = uuidv7();
    await t.db.query(
      `INSERT INTO personnel (id, organization_id, vessel_id, first_name, last_name, rank, date_of_birth,
                              nationality, passport_number, seamans_book_number, status)
       VALUES ($1, $2, $3, 'Other', 'Outsider', 'bosun', '1980-01-01', 'Greek', 'X1', 'Y1', 'on_board')`,
      [outsider, other[0]!.organization_id, other[0]!.id],
    );
    const { rows: pioneer } = await t.db.query<{ id: string }>(
      `SELECT p.id FROM personnel p JOIN vessels v ON v.id = p.vessel_id
       WHERE v.name <> 'Nordic Aurora' AND p.organization_id = (SELECT organization_id FROM vessels WHERE id = $1)
       LIMIT 1`,
      [aurora],
    );
    const own = await newSeafarer('Own');
    for (const stranger of [outsider, pioneer[0]!.id, uuidv7()]) {
      const refused = await request('PUT', `/api/v1/drills/${drill.id}/participants`, officer, {
        crew_member_ids: [own, stranger],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.fields).toEqual({
        crew_member_ids: ['validation:unknownReference'],
      });
    }
    const malformed = await request('PUT', `/api/v1/drills/${drill.id}/participants`, officer, {
      crew_member_ids: ['not-an-id'],
    });
    expect(malformed.statusCode).toBe(400);
    const twice = await request('PUT', `/api/v1/drills/${drill.id}/participants`, officer, {
      crew_member_ids: [own, own],
    });
    expect(twice.json().error.details.fields).toEqual({
      crew_member_ids: ['validation:duplicateParticipant'],
    });
    const none = await request('GET', `/api/v1/drills/${drill.id}/participants`, officer);
    expect(none.json()).toMatchObject({ participant_count: 0, participants: [] });

    // Another organization does not see the drill at all.
    const outsiderAdmin = (await signedIn(t.app, 'admin@other.demo')).cookie;
    const hidden = await request('PUT', `/api/v1/drills/${drill.id}/participants`, outsiderAdmin, {
      crew_member_ids: [],
    });
    expect(hidden.statusCode).toBe(404);
    // Crew may not name participants.
    const crew = (await signedIn(t.app, 'crew@mars.demo')).cookie;
    const forbidden = await request('PUT', `/api/v1/drills/${drill.id}/participants`, crew, {
      crew_member_ids: [own],
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('checks SOLAS per person: completing fire and abandon-ship drills with a seafarer turns them from overdue to up to date, and writes their training records and the log line', async () => {
    const seafarer = await newSeafarer('Drillson');
    const other = await newSeafarer('Missing');
    expect(await solasOf(seafarer)).toMatchObject({ status: 'overdue', overdue: ['fire', 'abandon_ship'] });

    for (const type of ['fire', 'abandon_ship']) {
      const drill = await scheduleDrill(type);
      const named = await request('PUT', `/api/v1/drills/${drill.id}/participants`, officer, {
        crew_member_ids: [seafarer],
        version: drill.version,
      });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json()).toMatchObject({ participant_count: 1, participants: [{ last_name: 'Drillson' }] });
      const done = await request('POST', `/api/v1/drills/${drill.id}/complete`, officer, {
        version: named.json().version,
        held_date: '2026-11-21',
        duration_minutes: 40,
        performance: 'satisfactory',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'completed',
        participant_count: 1,
        // A month after the day it was held (SOLAS III/19.3).
        next_due_date: '2026-12-21',
      });
      // The participants of a completed drill stay as they were.
      const late = await request('PUT', `/api/v1/drills/${drill.id}/participants`, officer, {
        crew_member_ids: [seafarer, other],
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('drill_completed');
    }
    expect(await solasOf(seafarer)).toMatchObject({ status: 'ok', overdue: [], due: [] });
    expect(await solasOf(other)).toMatchObject({ status: 'overdue' });

    const { rows: records } = await t.db.query<{ course_code: string; completion_date: string }>(
      `SELECT t.course_code, to_char(r.completion_date, 'YYYY-MM-DD') AS completion_date
       FROM training_records r JOIN trainings t ON t.id = r.training_id
       WHERE r.crew_member_id = $1 AND r.deleted_at IS NULL ORDER BY t.course_code`,
      [seafarer],
    );
    expect(records).toEqual([
      { course_code: 'DRILL-ABANDON-SHIP', completion_date: '2026-11-21' },
      { course_code: 'DRILL-FIRE', completion_date: '2026-11-21' },
    ]);
    const { rows: lines } = await t.db.query<{ status: string; entry_number: string }>(
      `SELECT status, entry_number FROM logbook_entries
       WHERE vessel_id = $1 AND entry_type = 'drill' AND description LIKE '%Drillson%'`,
      [aurora],
    );
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.status === 'draft' && /^D-2026-\d{4}$/.test(line.entry_number))).toBe(
      true,
    );
  });

  it('computes score and level on the server and ignores those a client sends', async () => {
    const id = uuidv7();
    const created = await request('PUT', `/api/v1/risk-assessments/${id}`, officer, {
      vessel_id: aurora,
      assessment_date: '2026-11-20',
      assessment_type: 'enclosed_space',
      activity: 'Entry into ballast tank 3P',
      hazards: 'Oxygen deficiency; toxic gases; fall from ladder.',
      likelihood: 4,
      severity: 5,
      risk_score: 1,
      risk_level: 'low',
      residual_likelihood: 2,
      residual_severity: 3,
      residual_score: 25,
      residual_level: 'extreme',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      assessment_number: expect.stringMatching(/^RA-2026-\d{4}$/),
      risk_score: 20,
      risk_level: 'extreme',
      residual_score: 6,
      residual_level: 'medium',
    });
    const edited = await request('PUT', `/api/v1/risk-assessments/${id}`, officer, {
      ...(created.json() as Row),
      likelihood: 2,
      severity: 2,
      risk_score: 25,
      residual_likelihood: null,
      residual_severity: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      risk_score: 4,
      risk_level: 'low',
      residual_score: null,
      residual_level: null,
    });
    const half = await request('PUT', `/api/v1/risk-assessments/${id}`, officer, {
      ...(edited.json() as Row),
      residual_likelihood: 2,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.details.fields).toEqual({ residual_severity: ['validation:required'] });
    const outOfScale = await request('PUT', `/api/v1/risk-assessments/${id}`, officer, {
      ...(edited.json() as Row),
      likelihood: 6,
    });
    expect(outOfScale.statusCode).toBe(400);
    expect(Object.keys(outOfScale.json().error.details.fields)).toEqual(['likelihood']);

    // Only the Master or an admin approves; the approved assessment expires after its review date.
    const byOfficer = await request('POST', `/api/v1/risk-assessments/${id}/approve`, officer, {
      version: edited.json().version,
      review_date: '2026-12-01',
    });
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().error.code).toBe('risk_approval_forbidden');
    const master = (await signedIn(t.app, 'master@mars.demo')).cookie;
    const approved = await request('POST', `/api/v1/risk-assessments/${id}/approve`, master, {
      version: edited.json().version,
      review_date: '2026-12-01',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const read = async (cookie = officer) =>
      (await request('GET', `/api/v1/risk-assessments/${id}`, cookie)).json();
    expect(await read()).toMatchObject({ status: 'approved', validity: 'review_due' });
    t.clock.set(new Date('2026-12-02T08:00:00Z'));
    const later = (await signedIn(t.app, 'officer@mars.demo')).cookie;
    expect(await read(later)).toMatchObject({ status: 'approved', validity: 'expired' });
  });
});
