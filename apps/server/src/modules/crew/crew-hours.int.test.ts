import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Seafarer = { id: string; vessel_id: string; first_name: string; last_name: string; rank: string };
type Violation = { rule: string; windowStart: string; windowEnd: string };
type HoursMonth = {
  days: {
    date: string;
    slots: string;
    version: number | null;
    violations: Violation[];
    restHours7Days: number;
  }[];
  violations: Violation[];
  signature: { signedAt: string; signedBy: string; signedByName: string } | null;
};

const REST = '0'.repeat(48);
/** 06:00 to 19:30 at work: 13.5 h of work and 10.5 h of rest in one period, every day. */
const LONG_DAY = '0'.repeat(12) + '1'.repeat(27) + '0'.repeat(9);

describe.each(TEST_DATABASES)('working and rest hours (%s)', (kind) => {
  let t: TestApp;
  let officer: Session;
  let seafarers: Seafarer[];

  const seafarersOf = async (user: Session) =>
    (await apiCall(t.app, 'GET', '/api/v1/crew/hours/seafarers', user)).json<{
      rows: Seafarer[];
    }>().rows;
  const putDay = (user: Session, id: string, date: string, body: Record<string, unknown>) =>
    apiCall(t.app, 'PUT', `/api/v1/crew/hours/${id}/${date}`, user, body);
  const month = (user: Session, id: string, value: string) =>
    apiCall(t.app, 'GET', `/api/v1/crew/hours?crew_member_id=${id}&month=${value}`, user);

  beforeEach(async () => {
    t = await createTestApp(kind);
    officer = await signedIn(t.app, 'officer@mars.demo');
    seafarers = await seafarersOf(officer);
  });
  afterEach(() => t.close());

  it('the demo crew of Nordic Aurora is on record, with the port call night breaking the hours of rest', async () => {
    expect(seafarers.length).toBe(20);
    const chiefOfficer = seafarers.find((s) => s.rank === 'chief_officer')!;
    const november = (await month(officer, chiefOfficer.id, '2026-11')).json<HoursMonth>();
    expect(november.days).toHaveLength(30);
    const portCall = november.days.find((d) => d.date === '2026-11-10')!;
    expect(portCall.violations.map((v) => v.rule)).toContain('rest24h');
  });

  it('a deck hand signed in as crew sees and records only their own hours', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const own = await seafarersOf(crew);
    expect(own.map((s) => `${s.first_name} ${s.last_name}`)).toEqual(['Juan Dela Cruz']);
    const mine = await month(crew, own[0]!.id, '2026-11');
    const day = mine.json<HoursMonth>().days.find((d) => d.date === '2026-11-21')!;
    const saved = await putDay(crew, own[0]!.id, '2026-11-21', { slots: LONG_DAY, version: day.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slots: LONG_DAY, version: (day.version ?? 0) + 1 });

    const colleague = seafarers.find((s) => s.id !== own[0]!.id)!;
    expect((await putDay(crew, colleague.id, '2026-11-21', { slots: REST })).statusCode).toBe(403);
    expect((await month(crew, colleague.id, '2026-11')).statusCode).toBe(403);
  });

  it("the seafarer signs a month's record once, only their own, and its days then stay as signed", async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const [own] = await seafarersOf(crew);
    const sign = (user: Session, value: string) =>
      apiCall(t.app, 'POST', `/api/v1/crew/hours/${own!.id}/${value}/sign`, user);
    const fieldsOf = (response: { json: () => unknown }) =>
      (response.json() as { error: { details: { fields: unknown } } }).error.details.fields;
    // The demo signed September for him; October waits.
    expect((await month(crew, own!.id, '2026-09')).json<HoursMonth>().signature).not.toBeNull();
    expect((await month(crew, own!.id, '2026-10')).json<HoursMonth>().signature).toBeNull();

    expect((await sign(officer, '2026-10')).statusCode).toBe(403);
    const early = await sign(crew, '2026-12');
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early)).toEqual({ month: ['validation:restHoursMonthNotBegun'] });
    const empty = await sign(crew, '2026-01');
    expect(fieldsOf(empty)).toEqual({ month: ['validation:restHoursNothingToSign'] });

    const signed = await sign(crew, '2026-10');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<HoursMonth>().signature).toMatchObject({ signedByName: expect.any(String) });
    expect((await month(officer, own!.id, '2026-10')).json<HoursMonth>().signature).not.toBeNull();
    const again = await sign(crew, '2026-10');
    expect(fieldsOf(again)).toEqual({ month: ['validation:restHoursSigned'] });
    const changed = await putDay(officer, own!.id, '2026-10-05', { slots: REST, version: 1 });
    expect(changed.statusCode).toBe(400);
    expect(fieldsOf(changed)).toEqual({ work_date: ['validation:restHoursSigned'] });
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'restHourSignature'`);
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('an officer records anyone on board; a stale version is a conflict and each save is audited', async () => {
    const cadet = seafarers.find((s) => s.rank === 'cadet')!;
    const created = await putDay(officer, cadet.id, '2026-11-22', { slots: LONG_DAY, remarks: 'Drill day' });
    expect(created.statusCode).toBe(200);
    const { version, remarks } = created.json<{ version: number; remarks: string }>();
    expect(remarks).toBe('Drill day');
    expect(
      (await putDay(officer, cadet.id, '2026-11-22', { slots: REST, version: version + 5 })).statusCode,
    ).toBe(409);
    expect((await putDay(officer, cadet.id, '2026-11-22', { slots: REST, version })).statusCode).toBe(200);
    expect((await putDay(officer, cadet.id, '2026-11-22', { slots: '012', version: 2 })).statusCode).toBe(
      400,
    );
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE entity = 'workRestDay' ORDER BY id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it("another organization's seafarer answers not found, for reading, writing and the record sheet", async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    const target = seafarers[0]!.id;
    expect((await month(other, target, '2026-11')).statusCode).toBe(404);
    expect((await putDay(other, target, '2026-11-20', { slots: REST })).statusCode).toBe(404);
    const pdf = await apiCall(t.app, 'GET', `/api/v1/crew/hours/${target}/2026-11/record.pdf`, other);
    expect(pdf.statusCode).toBe(404);
    expect((await month(other, uuidv7(), '2026-11')).statusCode).toBe(404);
    expect((await seafarersOf(other)).length).toBe(0);
  });

  it('judges a 7-day window that crosses the start of the month', async () => {
    const cadet = seafarers.find((s) => s.rank === 'cadet')!;
    for (const date of [
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]) {
      expect((await putDay(officer, cadet.id, date, { slots: LONG_DAY })).statusCode).toBe(200);
    }
    const january = (await month(officer, cadet.id, '2027-01')).json<HoursMonth>();
    const first = january.days[0]!;
    expect(first.date).toBe('2027-01-01');
    expect(first.restHours7Days).toBe(73.5);
    expect(first.violations.map((v) => v.rule).sort()).toEqual(['rest7d', 'work7d']);
    expect(first.violations[0]).toMatchObject({ windowStart: '2026-12-26T00:00:00.000Z' });
    expect(january.days.slice(1).every((d) => d.violations.length === 0)).toBe(true);
  });

  it('the monthly record sheet is a PDF that names the seafarer and the ship, in English or German', async () => {
    const crewMember = seafarers.find((s) => s.last_name === 'Dela Cruz')!;
    for (const lang of ['en', 'de']) {
      const response = await apiCall(
        t.app,
        'GET',
        `/api/v1/crew/hours/${crewMember.id}/2026-11/record.pdf?lang=${lang}`,
        officer,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.toString('latin1')).toContain('Juan Dela Cruz');
    }
  });
});
