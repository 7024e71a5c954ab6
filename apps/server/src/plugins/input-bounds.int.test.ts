// Bounded input (hardening): dates, months, numbers and texts the API accepts are bounded, and bad
// input answers 400 with the field, never a 500 or a request that runs until the server dies.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { CSRF, createTestApp, signedIn, TEST_DATABASES } from '../test-support';

type User = { cookie: string };

describe.each(TEST_DATABASES)('bounded input (%s)', (kind) => {
  let t: TestApp;
  let admin: User;
  let vesselId: string;

  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user });
  const put = (user: User, url: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { ...user, ...CSRF, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const fieldsOf = (response: { json(): unknown }) =>
    (response.json() as { error: { details: { fields: Record<string, string[]> } } }).error.details.fields;

  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    const vessels = (await get(admin, '/api/v1/vessels')).json<{ rows: { id: string; name: string }[] }>();
    vesselId = vessels.rows.find((vessel) => vessel.name === 'Nordic Aurora')!.id;
  });
  afterEach(() => t.close());

  const certificate = () => ({
    vessel_id: vesselId,
    certificate_type: 'statutory',
    certificate_number: 'BOUNDS-1',
    certificate_name: 'Bounds certificate',
    issuing_authority: 'Liberia Maritime Authority',
    issue_date: '2025-01-10',
    expiry_date: '2027-01-10',
  });

  it('a month or a day outside the years 1900 to 2100 answers 400 at once (crew hours, record sheet)', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const own = (await get(crew, '/api/v1/crew/hours/seafarers')).json<{ rows: { id: string }[] }>().rows[0]!;
    const started = Date.now();
    for (const month of ['9999-12', '0000-01', '2101-01']) {
      const hours = await get(crew, `/api/v1/crew/hours?crew_member_id=${own.id}&month=${month}`);
      expect(hours.statusCode, month).toBe(400);
      expect(fieldsOf(hours).month, month).toBeDefined();
      const pdf = await get(crew, `/api/v1/crew/hours/${own.id}/${month}/record.pdf`);
      expect(pdf.statusCode, month).toBe(400);
    }
    const day = await put(crew, `/api/v1/crew/hours/${own.id}/0000-01-01`, { slots: '0'.repeat(48) });
    expect(day.statusCode).toBe(400);
    expect(fieldsOf(day).date).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('list filters out of range answer 400 with the filter (number, instant, date)', async () => {
    for (const [url, field] of [
      ['/api/v1/certificates?days_until_expiry=1e300', 'days_until_expiry'],
      ['/api/v1/certificates?days_until_expiry.gte=-1e300', 'days_until_expiry.gte'],
      ['/api/v1/logbook-entries?entry_at.gte=0', 'entry_at.gte'],
      ['/api/v1/logbook-entries?entry_at.lte=9999-12-31T00:00:00Z', 'entry_at.lte'],
      ['/api/v1/certificates?expiry_date=0000-01-01', 'expiry_date'],
      ['/api/v1/certificates?expiry_date.gte=9999-12-31', 'expiry_date.gte'],
    ] as const) {
      const response = await get(admin, url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(fieldsOf(response)), url).toEqual([field]);
    }
    for (const from of ['2026-01-01T00:00:00Z', '2026-01-01']) {
      const response = await get(admin, `/api/v1/logbook-entries?entry_at.gte=${from}`);
      expect(response.statusCode, from).toBe(200);
    }
  });

  it('a NUL or a lone surrogate in the search, a filter, a path or a body answers 400 with the field', async () => {
    const cases: [string, string][] = [
      ['/api/v1/crew-members?q=a%00b', 'q'],
      ['/api/v1/crew-members?nationality=%00', 'nationality'],
      ['/api/v1/search?q=%00', 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await get(admin, url);
      expect(response.statusCode, url).toBe(400);
      expect(fieldsOf(response)[field], url).toEqual(['validation:invalidCharacters']);
    }
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const own = (await get(crew, '/api/v1/crew/hours/seafarers')).json<{ rows: { id: string }[] }>().rows[0]!;
    const remarks = await put(crew, `/api/v1/crew/hours/${own.id}/2026-11-20`, {
      slots: '0'.repeat(48),
      remarks: 'ok\u0000',
    });
    expect(remarks.statusCode).toBe(400);
    expect(fieldsOf(remarks).remarks).toEqual(['validation:invalidCharacters']);

    const id = uuidv7();
    const nul = await put(admin, `/api/v1/certificates/${id}`, {
      ...certificate(),
      certificate_name: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect(fieldsOf(nul).certificate_name).toEqual(['validation:invalidCharacters']);
    // JSON.stringify would escape the lone surrogate; the raw text carries it as an escape sequence.
    const raw = JSON.stringify(certificate()).replace('"Bounds certificate"', '"Bounds \\ud800"');
    const surrogate = await put(admin, `/api/v1/certificates/${id}`, raw);
    expect(surrogate.statusCode).toBe(400);
    expect(fieldsOf(surrogate).certificate_name).toEqual(['validation:invalidCharacters']);
    const key = await put(admin, `/api/v1/certificates/${id}`, { ...certificate(), ['x\u0000']: 1 });
    expect(key.statusCode).toBe(400);
  });

  it('organization settings nested 20,000 deep answer 400 before anything recurses into them', async () => {
    const organization = (await get(admin, '/api/v1/organization')).json<{ name: string; version: number }>();
    const deep = `{"name":${JSON.stringify(organization.name)},"version":${organization.version},"settings":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const response = await put(admin, '/api/v1/organization', deep);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).settings).toEqual(['validation:tooDeep']);
    const arrays = `{"name":"x","version":1,"settings":{"list":${'['.repeat(40)}${']'.repeat(40)}}}`;
    expect((await put(admin, '/api/v1/organization', arrays)).statusCode).toBe(400);
    const after = (await get(admin, '/api/v1/organization')).json<{ version: number }>();
    expect(after.version).toBe(organization.version);
  });

  it('repeating a create that was saved but never answered answers 200 with the stored row, version 1', async () => {
    const id = uuidv7();
    const first = await put(admin, `/api/v1/certificates/${id}`, certificate());
    expect(first.statusCode).toBe(201);
    const again = await put(admin, `/api/v1/certificates/${id}`, certificate());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, version: 1, certificate_name: 'Bounds certificate' });
    // Naming a version changes nothing either, as long as the values are the stored ones.
    const named = await put(admin, `/api/v1/certificates/${id}`, { ...certificate(), version: 7 });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ version: 1 });
    const audit = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1`,
      [id],
    );
    expect(audit.rows[0]!.count).toBe(1);
    // A different body with a stale version is still a conflict.
    const stale = await put(admin, `/api/v1/certificates/${id}`, {
      ...certificate(),
      certificate_name: 'Changed',
    });
    expect(stale.statusCode).toBe(409);
    const update = await put(admin, `/api/v1/certificates/${id}`, {
      ...certificate(),
      certificate_name: 'Changed',
      version: 1,
    });
    expect(update.json()).toMatchObject({ version: 2 });
  });

  it('a watch period that ends when it starts is refused on its end time', async () => {
    const response = await put(admin, `/api/v1/watch-periods/${uuidv7()}`, {
      vessel_id: vesselId,
      name: 'Zero',
      watch_type: 'deck',
      start_time: '08:00',
      end_time: '08:00',
      officer_id: uuidv7(),
      effective_from: '2026-11-01',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response).end_time).toEqual(['validation:watchZeroLength']);
  });
});
