// A seafarer's personal data (passport, seaman's book, date of birth, contacts, next of kin) is seen by
// the admins, the Master and the seafarer themself only: in the list, one row, exports and global
// search; nobody else can sort or filter on it, and their edits neither blank nor demand it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Cookie = { cookie: string };
type Person = Record<string, unknown> & { id: string; version: number; user_id: string | null };

const PERSONAL = [
  'date_of_birth',
  'passport_number',
  'seamans_book_number',
  'email',
  'phone',
  'next_of_kin',
  'emergency_contact',
];

describe.each(TEST_DATABASES)('personal fields of seafarers (%s)', (kind) => {
  let t: TestApp;
  let crewUserId: string;
  let santos: { id: string; passport_number: string; last_name: string };
  beforeEach(async () => {
    t = await createTestApp(kind);
    crewUserId = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'crew@mars.demo'`))
      .rows[0]!.id;
    santos = (
      await t.db.query<{ id: string; passport_number: string; last_name: string }>(
        `SELECT id, passport_number, last_name FROM personnel WHERE last_name = 'Santos'`,
      )
    ).rows[0]!;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (who: Cookie, url: string) => apiCall(t.app, 'GET', url, who);
  const rowsOf = async (who: Cookie, query = '') => {
    const response = await get(who, `/api/v1/personnel?limit=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { rows: Person[] }).rows;
  };

  it('shows crew their own personal data and no one else’s, in the list and one row', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const rows = await rowsOf(crew);
    const own = rows.find((row) => row.user_id === crewUserId)!;
    for (const field of ['date_of_birth', 'passport_number', 'seamans_book_number', 'next_of_kin']) {
      expect(own[field], field).toBeTruthy();
    }
    const others = rows.filter((row) => row.user_id !== crewUserId);
    expect(others.length).toBeGreaterThan(5);
    for (const row of others) {
      for (const field of PERSONAL) expect(row, field).not.toHaveProperty(field);
      expect(row.last_name).toBeTruthy();
    }
    const one = (await get(crew, `/api/v1/personnel/${santos.id}`)).json() as Person;
    expect(one.last_name).toBe('Santos');
    for (const field of PERSONAL) expect(one).not.toHaveProperty(field);
    const officer = await signedIn(t.app, 'officer@mars.demo');
    expect((await get(officer, `/api/v1/personnel/${santos.id}`)).json()).not.toHaveProperty(
      'passport_number',
    );
  });

  it('shows the Master and the admins everyone’s personal data', async () => {
    for (const email of ['master@mars.demo', 'shipadmin@mars.demo', 'admin@mars.demo']) {
      const rows = await rowsOf(await signedIn(t.app, email));
      const row = rows.find((candidate) => candidate.id === santos.id)!;
      expect(row.passport_number, email).toBe(santos.passport_number);
      expect(row.date_of_birth, email).toBeTruthy();
    }
  });

  it('refuses crew a sort or filter on personal data, and search never matches or shows it', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    for (const query of [
      'sort=date_of_birth',
      'sort=-last_name,date_of_birth',
      `passport_number=${santos.passport_number}`,
      'date_of_birth.gte=1970-01-01',
    ]) {
      expect((await get(crew, `/api/v1/personnel?${query}`)).statusCode, query).toBe(400);
      expect((await get(crew, `/api/v1/personnel/export.csv?${query}`)).statusCode, query).toBe(400);
    }
    expect(await rowsOf(crew, `&q=${santos.passport_number}`)).toEqual([]);
    const search = (await get(crew, `/api/v1/search?q=${encodeURIComponent(santos.passport_number)}`)).json();
    expect(search.rows.filter((row: { entity: string }) => row.entity === 'crewMember')).toEqual([]);
    const byName = (await get(crew, `/api/v1/search?q=Santos`)).json();
    const hit = byName.rows.find((row: { entity: string }) => row.entity === 'crewMember');
    expect(hit.title).toBe('Santos, Ricardo – Bosun');
    expect(JSON.stringify(hit)).not.toContain(santos.passport_number);
    const csv = (await get(crew, '/api/v1/personnel/export.csv')).body;
    expect(csv).toContain('Santos');
    expect(csv).not.toContain(santos.passport_number);
    // The Master may.
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await get(master, '/api/v1/personnel?sort=date_of_birth')).statusCode).toBe(200);
    const found = (
      await get(master, `/api/v1/search?q=${encodeURIComponent(santos.passport_number)}`)
    ).json();
    expect(found.rows.map((row: { title: string }) => row.title)).toContain('Santos, Ricardo – Bosun');
  });

  it('keeps personal data an officer cannot see when the officer edits the row', async () => {
    const officer = await signedIn(t.app, 'officer@mars.demo');
    const officerUserId = (
      await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'officer@mars.demo'`)
    ).rows[0]!.id;
    const row = (await get(officer, `/api/v1/personnel/${santos.id}`)).json() as Person;
    const saved = await apiCall(t.app, 'PUT', `/api/v1/personnel/${santos.id}`, officer, {
      ...row,
      status: 'on_leave',
      passport_number: 'X',
      phone: null,
      user_id: officerUserId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('passport_number');
    const stored = (
      await t.db.query<{
        status: string;
        passport_number: string;
        date_of_birth: unknown;
        phone: string | null;
      }>(`SELECT status, passport_number, date_of_birth, phone FROM personnel WHERE id = $1`, [santos.id])
    ).rows[0]!;
    expect(stored.status).toBe('on_leave');
    expect(stored.passport_number).toBe(santos.passport_number);
    expect(stored.date_of_birth).toBeTruthy();
    expect(stored.phone).toBeTruthy();
    // Nor can the officer make the row theirs to read it.
    expect((await get(officer, `/api/v1/personnel/${santos.id}`)).json()).not.toHaveProperty(
      'passport_number',
    );
  });
});
