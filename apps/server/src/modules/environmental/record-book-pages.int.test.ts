// The Master's certification page by page (a page: a part's entries of one calendar month): the pages
// waiting for him, 'Certify page' certifying every signed entry of the page at once in the order of the
// book and sealing them in the chain, each audited with the page; refused to anyone but the Master, to a
// page that changed since it was shown (its signed entries' ids and versions, so an entry swapped for
// another with the same count is caught too), and outside the organization. The per-entry step still works.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiMethod, TestApp } from '../../test-support';
import { TEST_DATABASES, apiCall, createTestApp, demoVesselIds, signedIn } from '../../test-support';

type Cookie = { cookie: string };
type Row = Record<string, unknown> & { id: string; entry_number: string; status: string };

describe.each(TEST_DATABASES)('record books: certification page by page (%s)', (kind) => {
  let t: TestApp;
  let officer: Cookie;
  let master: Cookie;
  let engineer: Cookie;
  let vesselId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    officer = await signedIn(t.app, 'officer@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    engineer = await signedIn(t.app, 'engineer@mars.demo');
    vesselId = (await demoVesselIds(t.db)).aurora;
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (method: ApiMethod, url: string, who: Cookie, payload?: unknown) =>
    apiCall(t.app, method, url, who, payload);
  async function entry(resource: string, body: Record<string, unknown>, until: string[]): Promise<Row> {
    const created = await request('PUT', `/api/v1/${resource}/${uuidv7()}`, officer, {
      vessel_id: vesselId,
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const action of until) {
      const step = await request('POST', `/api/v1/${resource}/${created.json().id}/${action}`, officer, {});
      expect(step.statusCode, step.body).toBe(200);
    }
    return created.json();
  }
  const landing = (day: string) => ({
    part: 'I',
    occurred_at: `${day}T10:00:00.000Z`,
    category: 'C',
    method: 'reception_facility',
    amount_m3: 1.5,
    port: 'Rotterdam',
  });
  const pages = async (path: string, who = master) =>
    (await request('GET', `/api/v1/${path}/pages?vessel_id=${vesselId}`, who)).json().pages as {
      part: string;
      month: string;
      digest: string;
    }[];

  it('certifies the signed entries of a garbage record book page at once, in the order of the book', async () => {
    // March 2024: two signed entries (written out of order) and one still only completed.
    const later = await entry('garbage-record-entries', landing('2024-03-20'), ['complete', 'sign']);
    const earlier = await entry('garbage-record-entries', landing('2024-03-05'), ['complete', 'sign']);
    const open = await entry('garbage-record-entries', landing('2024-03-25'), ['complete']);

    const page = (await pages('garbage-record-book')).find((p) => p.month === '2024-03' && p.part === 'I');
    expect(page).toEqual({
      part: 'I',
      month: '2024-03',
      entries: 3,
      unsigned: 1,
      signed: 2,
      certified: 0,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const certify = (who: Cookie, body: Record<string, unknown> = {}) =>
      request('POST', '/api/v1/garbage-record-book/pages/certify', who, {
        vessel_id: vesselId,
        part: 'I',
        month: '2024-03',
        digest: page!.digest,
        ...body,
      });
    // The Master's alone: not the officer who signed, not an engineer, not the admins ashore.
    expect((await certify(officer)).json().error.code).toBe('grb_certify_master_only');
    expect((await certify(engineer)).statusCode).toBe(403);
    expect((await certify(await signedIn(t.app, 'admin@mars.demo'))).statusCode).toBe(403);
    // What he reviewed: a page whose signed entries changed since is shown again.
    const stale = await certify(master, { digest: '0'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('record_book_page_changed');
    expect((await certify(master, { digest: 'not a digest' })).json().error.details.fields).toEqual({
      digest: ['validation:invalid'],
    });
    expect((await certify(master, { month: '2024-13' })).statusCode).toBe(400);
    expect((await certify(master, { month: '2024-04' })).statusCode).toBe(404);

    const certified = await certify(master);
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json()).toMatchObject({
      part: 'I',
      month: '2024-03',
      entry_numbers: [earlier.entry_number, later.entry_number],
    });
    const rows = await t.db.query<{ id: string; status: string; chain_position: number | null }>(
      `SELECT id, status, chain_position FROM garbage_record_entries WHERE id = ANY($1::uuid[])`,
      [[earlier.id, later.id, open.id]],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    expect(byId.get(open.id)).toMatchObject({ status: 'completed', chain_position: null });
    expect(byId.get(earlier.id)!.status).toBe('certified');
    expect(byId.get(later.id)!.chain_position).toBe(byId.get(earlier.id)!.chain_position! + 1);
    // Each step audited, naming the page.
    const audit = await t.db.query<{ changed_fields: Record<string, unknown> }>(
      `SELECT changed_fields FROM audit_log WHERE entity = 'garbageRecordEntry' AND entity_id = $1
       ORDER BY id DESC LIMIT 1`,
      [later.id],
    );
    expect(audit.rows[0]!.changed_fields).toMatchObject({
      step: 'certify',
      status: { before: 'signed', after: 'certified' },
      page: { part: 'I', month: '2024-03', entries: 2 },
    });
    expect(
      (
        await request('GET', `/api/v1/garbage-record-book/verify?vessel_id=${vesselId}&part=I`, master)
      ).json(),
    ).toMatchObject({ ok: true });
    // The page waits no more; the entry signed later makes it wait again, and the single step still works.
    expect((await pages('garbage-record-book')).some((p) => p.month === '2024-03')).toBe(false);
    await request('POST', `/api/v1/garbage-record-entries/${open.id}/sign`, officer, {});
    expect((await pages('garbage-record-book')).find((p) => p.month === '2024-03')).toMatchObject({
      signed: 1,
      certified: 2,
    });
    const single = await request('POST', `/api/v1/garbage-record-entries/${open.id}/certify`, master, {});
    expect(single.json()).toMatchObject({ status: 'certified' });
  });

  it('certifies a ballast water record book page (the one book) and keeps another organization out', async () => {
    const signed = await entry(
      'ballast-record-entries',
      { code: 'H', operation_date: '2024-02-10', remarks: 'Sediment management plan reviewed.' },
      ['complete', 'sign'],
    );
    expect((await pages('ballast-record-book')).find((p) => p.month === '2024-02')).toMatchObject({
      part: 'BWRB',
      signed: 1,
    });
    const { digest } = (await pages('ballast-record-book')).find((p) => p.month === '2024-02')!;
    const body = { vessel_id: vesselId, part: 'BWRB', month: '2024-02', digest };
    await t.db.query(`UPDATE users SET role = 'master' WHERE email = 'admin@other.demo'`);
    try {
      const other = await signedIn(t.app, 'admin@other.demo');
      expect(
        (await request('POST', '/api/v1/ballast-record-book/pages/certify', other, body)).statusCode,
      ).toBe(404);
      expect(
        (await request('GET', `/api/v1/ballast-record-book/pages?vessel_id=${vesselId}`, other)).statusCode,
      ).toBe(404);
    } finally {
      await t.db.query(`UPDATE users SET role = 'company_admin' WHERE email = 'admin@other.demo'`);
    }
    const certified = await request('POST', '/api/v1/ballast-record-book/pages/certify', master, body);
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json().entry_numbers).toEqual([signed.entry_number]);
    expect(
      (await request('GET', `/api/v1/ballast-record-book/verify?vessel_id=${vesselId}`, master)).json(),
    ).toMatchObject({ ok: true });
  });

  it('refuses a page whose signed entry was swapped for another since it was shown (the same count)', async () => {
    // May 2024: one entry signed, one completed; the Master is shown the page with one signed entry.
    const shown = await entry('garbage-record-entries', landing('2024-05-03'), ['complete', 'sign']);
    const other = await entry('garbage-record-entries', landing('2024-05-17'), ['complete']);
    const before = (await pages('garbage-record-book')).find((p) => p.month === '2024-05')!;
    expect(before).toMatchObject({ signed: 1, certified: 0 });
    // Meanwhile the shown entry is certified on its own and the other signed: still one signed entry.
    expect(
      (await request('POST', `/api/v1/garbage-record-entries/${shown.id}/certify`, master, {})).statusCode,
    ).toBe(200);
    expect(
      (await request('POST', `/api/v1/garbage-record-entries/${other.id}/sign`, officer, {})).statusCode,
    ).toBe(200);
    const after = (await pages('garbage-record-book')).find((p) => p.month === '2024-05')!;
    expect(after).toMatchObject({ signed: 1, certified: 1 });
    expect(after.digest).not.toBe(before.digest);

    const body = { vessel_id: vesselId, part: 'I', month: '2024-05' };
    const stale = await request('POST', '/api/v1/garbage-record-book/pages/certify', master, {
      ...body,
      digest: before.digest,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('record_book_page_changed');
    const status = await t.db.query<{ status: string }>(
      `SELECT status FROM garbage_record_entries WHERE id = $1`,
      [other.id],
    );
    expect(status.rows[0]!.status).toBe('signed');
    // What is shown now is certified.
    const certified = await request('POST', '/api/v1/garbage-record-book/pages/certify', master, {
      ...body,
      digest: after.digest,
    });
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json().entry_numbers).toEqual([other.entry_number]);
  });
});
