import { certificateEntity, computedValue } from '@mars/domain';
import ExcelJS from 'exceljs';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../test-support';

type Row = Record<string, unknown> & { id: string; certificate_number: string };

function day(base: Date, offset: number): string {
  const date = new Date(base);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

describe.each(TEST_DATABASES)('certificates: status, stats and exports (%s)', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  let vesselId: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    const vessels = await get(admin.cookie, '/api/v1/vessels');
    vesselId = vessels.json().rows.find((vessel: { name: string }) => vessel.name === 'Nordic Aurora').id;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (cookie: string, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie, ...CSRF }, payload });

  async function create(number: string, overrides: Record<string, unknown>) {
    const response = await put(admin.cookie, `/api/v1/certificates/${uuidv7()}`, {
      vessel_id: vesselId,
      certificate_type: 'statutory',
      certificate_number: number,
      certificate_name: `Certificate ${number}`,
      issuing_authority: 'Liberia Maritime Authority',
      issue_date: day(t.clock.now(), -400),
      expiry_date: day(t.clock.now(), 200),
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as Row;
  }

  async function byNumber(query = ''): Promise<Map<string, Row>> {
    const rows = (await get(admin.cookie, `/api/v1/certificates?limit=100${query}`)).json().rows as Row[];
    return new Map(rows.map((row) => [row.certificate_number, row]));
  }

  it('computes days until expiry and the status of spec section 4 as the declaration says, users’ states first', async () => {
    const today = day(t.clock.now(), 0);
    await create('EXPIRED-1', { expiry_date: day(t.clock.now(), -5) });
    await create('SUSPENDED-1', { status: 'suspended' });
    await create('RENEWAL-1', { status: 'renewal_in_progress', expiry_date: day(t.clock.now(), 10) });
    await create('RENEWAL-LATE', { status: 'renewal_in_progress', expiry_date: day(t.clock.now(), -1) });
    await create('EDGE-30', { expiry_date: day(t.clock.now(), 30) });
    await create('EDGE-31', { expiry_date: day(t.clock.now(), 31) });
    const rows = await byNumber();
    expect(rows.size).toBe(9);
    for (const [number, row] of rows) {
      const expected = computedValue(certificateEntity.computed.current_status, row, today);
      expect({ number, status: row.current_status }).toEqual({ number, status: expected });
    }
    expect(rows.get('SMC-LR-2021-0417')!.days_until_expiry).toBe(19);
    expect(rows.get('EXPIRED-1')!.days_until_expiry).toBe(-5);
    expect(rows.get('SUSPENDED-1')!.current_status).toBe('suspended');
    expect(rows.get('RENEWAL-1')!.current_status).toBe('renewal_in_progress');
    expect(rows.get('RENEWAL-LATE')!.current_status).toBe('expired');

    // The status follows the calendar: 20 days on, the safety management certificate has expired.
    t.clock.advance(20 * 24 * 3600 * 1000);
    admin = await signedIn(t.app, 'admin@mars.demo');
    const later = await byNumber();
    expect(later.get('SMC-LR-2021-0417')).toMatchObject({ current_status: 'expired', days_until_expiry: -1 });
    const one = (await get(admin.cookie, `/api/v1/certificates/${later.get('EDGE-30')!.id}`)).json();
    expect(one).toMatchObject({ current_status: 'expiring_30', days_until_expiry: 10 });
  });

  it('filters, sorts and pages on computed columns, and refuses ranges it does not allow', async () => {
    const expiring = (await byNumber('&days_until_expiry.lte=90&sort=-days_until_expiry')).keys();
    expect([...expiring]).toEqual(['CLS-DNV-2023-5521', 'SMC-LR-2021-0417']);
    const status = await byNumber('&current_status=expiring_30');
    expect([...status.keys()]).toEqual(['SMC-LR-2021-0417']);
    const byDate = await byNumber(`&expiry_date.gte=${day(t.clock.now(), 100)}`);
    expect([...byDate.keys()]).toEqual(['ILL-LR-2022-1180']);
    const wrongValue = await get(admin.cookie, '/api/v1/certificates?days_until_expiry.lte=soon');
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json().error.details.fields['days_until_expiry.lte']).toEqual(['validation:invalid']);
    const notAllowed = await get(admin.cookie, '/api/v1/certificates?certificate_name.gte=A');
    expect(notAllowed.json().error.details.fields['certificate_name.gte']).toEqual([
      'validation:unknownFilter',
    ]);
  });

  it('counts the stat cards within the scope and with the list’s filters', async () => {
    await create('EXPIRED-1', { expiry_date: day(t.clock.now(), -5) });
    const all = (await get(admin.cookie, '/api/v1/certificates/stats')).json();
    expect(all).toEqual({ stats: { total: 4, valid: 2, expiring30: 1, expired: 1 } });
    const filtered = (
      await get(admin.cookie, `/api/v1/certificates/stats?vessel_id=${vesselId}&q=Safety`)
    ).json();
    expect(filtered).toEqual({ stats: { total: 1, valid: 0, expiring30: 1, expired: 0 } });
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await get(master.cookie, '/api/v1/certificates/stats')).json().stats.total).toBe(3);
    const other = await signedIn(t.app, 'admin@other.demo');
    expect((await get(other.cookie, '/api/v1/certificates/stats')).json()).toEqual({
      stats: { total: 0, valid: 0, expiring30: 0, expired: 0 },
    });
    const unknown = await get(admin.cookie, '/api/v1/certificates/stats?remarks=x');
    expect(unknown.statusCode).toBe(400);
  });

  it('exports the filtered list as CSV with translated headers and guarded formulas', async () => {
    await create('=HYPERLINK("http://evil")', { certificate_name: '+SUM(A1:A2)' });
    const english = await get(admin.cookie, '/api/v1/certificates/export.csv?sort=certificate_number');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/csv');
    expect(english.headers['content-disposition']).toMatch(
      /attachment; filename="certificates-2026-11-22.csv"/,
    );
    const lines = english.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Vessel,Certificate name,Certificate number,Type,Issuing authority,Expiry date,Days until expiry,Status,Attached document',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `Nordic Aurora,'+SUM(A1:A2),"'=HYPERLINK(""http://evil"")",Statutory,Liberia Maritime Authority,${day(t.clock.now(), 200)},200,Valid,`,
    );
    const german = await get(
      admin.cookie,
      '/api/v1/certificates/export.csv?lang=de&current_status=expiring_30',
    );
    const germanLines = german.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(germanLines[0]).toContain('Schiff,Bezeichnung,Zertifikatsnummer,Art');
    expect(germanLines.slice(1)).toEqual([
      `Nordic Aurora,Safety Management Certificate,SMC-LR-2021-0417,Gesetzlich vorgeschrieben,Liberia Maritime Authority,${day(t.clock.now(), 19)},19,Läuft in 30 Tagen ab,`,
    ]);
    const other = await signedIn(t.app, 'admin@other.demo');
    const foreign = await get(other.cookie, '/api/v1/certificates/export.csv');
    expect(
      foreign.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('exports a real Excel workbook and an A4 PDF', async () => {
    const xlsx = await get(admin.cookie, '/api/v1/certificates/export.xlsx?days_until_expiry.lte=90');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Certificate name');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('SMC-LR-2021-0417');
    expect(sheet.getRow(2).getCell(6).value).toEqual(new Date(`${day(t.clock.now(), 19)}T00:00:00Z`));

    const pdf = await get(admin.cookie, '/api/v1/certificates/export.pdf?lang=de&title=Bericht');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/v1/certificates/export.pdf' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('keeps a stored status when none is sent, and validates the attached document id', async () => {
    const created = await create('DEFAULT-1', {});
    expect(created.status).toBe('valid');
    const bad = await put(admin.cookie, `/api/v1/certificates/${uuidv7()}`, {
      vessel_id: vesselId,
      certificate_type: 'statutory',
      certificate_number: 'DOC-1',
      certificate_name: 'With a document',
      issuing_authority: 'DNV',
      issue_date: '2026-01-01',
      expiry_date: '2027-01-01',
      document_id: 'not-an-id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.document_id).toEqual(['validation:invalid']);
  });
});
