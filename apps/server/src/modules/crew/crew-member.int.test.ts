import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

describe.each(TEST_DATABASES)('crew members (%s)', (kind) => {
  let t: TestApp;
  let master: Session;
  let vesselId: string;

  const body = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: vesselId,
    first_name: 'Ingrid',
    last_name: 'Berg',
    rank: 'second_officer',
    department: 'deck',
    date_of_birth: '1994-06-01',
    nationality: 'Norwegian',
    passport_number: 'NO1234567',
    seamans_book_number: 'SB-NO-4411',
    status: 'on_board',
    ...overrides,
  });
  const put = (user: Session, payload: Record<string, unknown>, id = uuidv7()) =>
    apiCall(t.app, 'PUT', `/api/v1/personnel/${id}`, user, payload);

  beforeEach(async () => {
    t = await createTestApp(kind);
    master = await signedIn(t.app, 'master@mars.demo');
    const vessels = await apiCall(t.app, 'GET', '/api/v1/vessels', master);
    vesselId = vessels.json<{ rows: { id: string }[] }>().rows[0]!.id;
  });
  afterEach(() => t.close());

  it('the master signs on a new second officer', async () => {
    const response = await put(master, body());
    expect(response.statusCode).toBe(201);
  });

  it('requires name, rank, date of birth, nationality, passport and seaman’s book', async () => {
    const response = await put(
      master,
      body({ first_name: '', rank: undefined, passport_number: '', seamans_book_number: undefined }),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { details: { fields: Record<string, string[]> } } }>().error.details
      .fields;
    expect(fields).toMatchObject({
      first_name: ['validation:required'],
      rank: [expect.stringMatching(/^validation:/)],
      passport_number: ['validation:required'],
      seamans_book_number: ['validation:required'],
    });
  });

  it('accepts seafarers from their 18th birthday until the day before their 71st (today 2026-11-22)', async () => {
    expect((await put(master, body({ date_of_birth: '2008-11-22' }))).statusCode).toBe(201);
    expect((await put(master, body({ date_of_birth: '1955-11-23' }))).statusCode).toBe(201);
    for (const dateOfBirth of ['2008-11-23', '1955-11-22']) {
      const response = await put(master, body({ date_of_birth: dateOfBirth }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual({ date_of_birth: ['validation:crewAge'] });
    }
  });

  it('refuses a sign-off before the sign-on', async () => {
    const response = await put(master, body({ sign_on_date: '2026-10-01', sign_off_date: '2026-09-30' }));
    expect(response.json().error.details.fields).toEqual({ sign_off_date: ['validation:dateRange'] });
  });

  it('crew may read the crew list but not edit it', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    expect((await put(crew, body())).statusCode).toBe(403);
    const list = await apiCall(t.app, 'GET', '/api/v1/personnel?limit=100', crew);
    expect(list.json<{ total: number }>().total).toBe(20);
  });

  it('finds a seafarer by first and family name together, as search results link to them', async () => {
    const list = await apiCall(
      t.app,
      'GET',
      `/api/v1/personnel?q=${encodeURIComponent('ricardo  Santos')}`,
      master,
    );
    const rows = list.json<{ rows: { first_name: string; last_name: string }[] }>().rows;
    expect(rows.map((row) => `${row.first_name} ${row.last_name}`)).toEqual(['Ricardo Santos']);
  });
});
