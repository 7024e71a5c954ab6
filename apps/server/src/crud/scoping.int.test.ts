import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../test-support';
import { scopeCondition, scopeOf } from './scope';

type Certificate = Record<string, unknown> & { id: string; vessel_id: string; version: number };

function certificateBody(vesselId: string, overrides: Record<string, unknown> = {}) {
  return {
    vessel_id: vesselId,
    certificate_type: 'statutory',
    certificate_number: 'IOPP-2026-001',
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
    ...overrides,
  };
}

describe('organization scope', () => {
  it('refuses to exist without an organization id (a security violation, never an unscoped query)', () => {
    expect(() => scopeOf(undefined)).toThrow(expect.objectContaining({ code: 'security_violation' }));
    expect(() => scopeOf({ organizationId: '', userId: 'u', role: 'master', vesselIds: [] })).toThrow(
      expect.objectContaining({ code: 'security_violation' }),
    );
    expect(() =>
      scopeCondition({ organizationId: '', userId: 'u', role: 'master', vesselIds: [] }, []),
    ).toThrow(expect.objectContaining({ code: 'security_violation' }));
  });
});

describe.each(TEST_DATABASES)('data of one organization stays its own (%s)', (kind) => {
  let t: TestApp;
  let demoAdmin: { cookie: string };
  let otherAdmin: { cookie: string };
  beforeEach(async () => {
    t = await createTestApp(kind);
    demoAdmin = await signedIn(t.app, 'admin@mars.demo');
    otherAdmin = await signedIn(t.app, 'admin@other.demo');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, url: string) => apiCall(t.app, 'GET', url, { cookie });
  const put = (cookie: string, url: string, payload: unknown) =>
    apiCall(t.app, 'PUT', url, { cookie }, payload);

  it('lists only the organization’s vessels by name, with the five fields of the ships call', async () => {
    const demo = (await get(demoAdmin.cookie, '/api/v1/vessels?status=active&limit=500')).json();
    expect(demo.rows.map((vessel: { name: string }) => vessel.name)).toEqual([
      'Baltic Pioneer',
      'Nordic Aurora',
    ]);
    expect(Object.keys(demo.rows[0])).toEqual(
      expect.arrayContaining(['flag_state', 'id', 'imo_number', 'name', 'vessel_type']),
    );
    const other = (await get(otherAdmin.cookie, '/api/v1/vessels')).json();
    expect(other.rows.map((vessel: { name: string }) => vessel.name)).toEqual(['Southern Cross']);
  });

  it('shows on-board users only their assigned vessel and its certificates', async () => {
    const master = await signedIn(t.app, 'master@mars.demo');
    const vessels = (await get(master.cookie, '/api/v1/vessels')).json();
    expect(vessels.rows.map((vessel: { name: string }) => vessel.name)).toEqual(['Nordic Aurora']);
    const certificates = (await get(master.cookie, '/api/v1/certificates')).json();
    expect(certificates.total).toBe(2);
    expect(certificates.rows.every((row: Certificate) => row.vessel_id === vessels.rows[0].id)).toBe(true);
    const all = (await get(demoAdmin.cookie, '/api/v1/certificates')).json();
    expect(all.total).toBe(3);
  });

  it('answers another organization’s row with 404, exactly like a missing one', async () => {
    const demoRows = (await get(demoAdmin.cookie, '/api/v1/certificates')).json().rows as Certificate[];
    const foreign = await get(otherAdmin.cookie, `/api/v1/certificates/${demoRows[0]!.id}`);
    const missing = await get(otherAdmin.cookie, `/api/v1/certificates/${uuidv7()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(otherAdmin.cookie, '/api/v1/certificates')).json()).toEqual({ rows: [], total: 0 });
    const filtered = await get(otherAdmin.cookie, `/api/v1/certificates?vessel_id=${demoRows[0]!.vessel_id}`);
    expect(filtered.json().total).toBe(0);
  });

  it('refuses to overwrite or delete another organization’s row, and leaves it unchanged', async () => {
    const target = ((await get(demoAdmin.cookie, '/api/v1/certificates')).json().rows as Certificate[])[0]!;
    const otherVessel = (await get(otherAdmin.cookie, '/api/v1/vessels')).json().rows[0].id;
    const overwrite = await put(otherAdmin.cookie, `/api/v1/certificates/${target.id}`, {
      ...certificateBody(otherVessel, { certificate_name: 'Hijacked' }),
      version: target.version,
    });
    expect(overwrite.statusCode).toBe(404);
    const remove = await apiCall(t.app, 'DELETE', `/api/v1/certificates/${target.id}`, otherAdmin);
    expect(remove.statusCode).toBe(404);
    const unchanged = (await get(demoAdmin.cookie, `/api/v1/certificates/${target.id}`)).json();
    expect(unchanged).toEqual(target);
  });

  it('refuses a new row on another organization’s vessel', async () => {
    const demoVessel = (await get(demoAdmin.cookie, '/api/v1/vessels')).json().rows[0].id;
    const response = await put(
      otherAdmin.cookie,
      `/api/v1/certificates/${uuidv7()}`,
      certificateBody(demoVessel),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.vessel_id).toEqual(['validation:unknownVessel']);
    const count = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM certificates');
    expect(Number(count.rows[0]!.n)).toBe(3);
  });

  it('adds the organization id itself and ignores one sent by the client', async () => {
    const vessel = (await get(demoAdmin.cookie, '/api/v1/vessels')).json().rows[0].id;
    const otherOrganization = (
      await t.db.query<{ id: string }>(`SELECT id FROM organizations WHERE name = 'Other Shipping'`)
    ).rows[0]!.id;
    const id = uuidv7();
    const created = await put(demoAdmin.cookie, `/api/v1/certificates/${id}`, {
      ...certificateBody(vessel),
      organization_id: otherOrganization,
    });
    expect(created.statusCode).toBe(201);
    const { rows } = await t.db.query<{ organization_id: string; name: string }>(
      `SELECT c.organization_id, o.name FROM certificates c JOIN organizations o ON o.id = c.organization_id WHERE c.id = $1`,
      [id],
    );
    expect(rows[0]!.name).toBe('MARS Demo Shipping');
  });

  it('upserts on id with optimistic concurrency: a stale version gets 409 with the current row', async () => {
    const vessel = (await get(demoAdmin.cookie, '/api/v1/vessels')).json().rows[0].id;
    const id = uuidv7();
    const created = (
      await put(demoAdmin.cookie, `/api/v1/certificates/${id}`, certificateBody(vessel))
    ).json();
    expect(created.version).toBe(1);
    const updated = await put(demoAdmin.cookie, `/api/v1/certificates/${id}`, {
      ...certificateBody(vessel, { remarks: 'Endorsed' }),
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, remarks: 'Endorsed' });
    const stale = await put(demoAdmin.cookie, `/api/v1/certificates/${id}`, {
      ...certificateBody(vessel, { remarks: 'Old view' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.current).toMatchObject({ version: 2, remarks: 'Endorsed' });
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('validates a certificate: required fields and the dates of spec section 5', async () => {
    const vessel = (await get(demoAdmin.cookie, '/api/v1/vessels')).json().rows[0].id;
    const missing = await put(demoAdmin.cookie, `/api/v1/certificates/${uuidv7()}`, {
      vessel_id: vessel,
      certificate_number: '',
    });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json().error.details.fields;
    expect(fields.certificate_number).toEqual(['validation:required']);
    expect(fields.issue_date).toEqual(['validation:required']);
    // A missing choice is 'required' too, not 'invalid'.
    expect(fields.certificate_type).toEqual(['validation:required']);
    const dates = await put(
      demoAdmin.cookie,
      `/api/v1/certificates/${uuidv7()}`,
      certificateBody(vessel, { issue_date: '2027-05-01', expiry_date: '2027-04-01' }),
    );
    expect(dates.json().error.details.fields).toEqual({
      issue_date: ['validation:dateInFuture'],
      expiry_date: ['validation:expiryAfterIssue'],
    });
  });

  it('pages, sorts and filters a list, and refuses filters that are not allowed', async () => {
    const page = (
      await get(demoAdmin.cookie, '/api/v1/certificates?limit=2&offset=0&sort=-expiry_date')
    ).json();
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0].expiry_date > page.rows[1].expiry_date).toBe(true);
    const next = (
      await get(demoAdmin.cookie, '/api/v1/certificates?limit=2&offset=2&sort=-expiry_date')
    ).json();
    expect(next.rows).toHaveLength(1);
    const typed = (await get(demoAdmin.cookie, '/api/v1/certificates?certificate_type=class')).json();
    expect(typed.rows.map((row: Certificate) => row.certificate_number)).toEqual(['CLS-DNV-2023-5521']);
    const searched = (await get(demoAdmin.cookie, '/api/v1/certificates?q=load%20line')).json();
    expect(searched.total).toBe(1);
    const refused = await get(demoAdmin.cookie, '/api/v1/certificates?password_hash=x');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields.password_hash).toEqual(['validation:unknownFilter']);
    expect((await get(demoAdmin.cookie, '/api/v1/certificates?sort=remarks;drop')).statusCode).toBe(400);
  });

  it('lets crew read but not write certificates', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const vessel = (await get(crew.cookie, '/api/v1/vessels')).json().rows[0].id;
    expect((await get(crew.cookie, '/api/v1/certificates')).statusCode).toBe(200);
    const write = await put(crew.cookie, `/api/v1/certificates/${uuidv7()}`, certificateBody(vessel));
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('forbidden');
  });

  it('keeps ship admins and on-board users to their own vessel', async () => {
    const shipAdmin = await signedIn(t.app, 'shipadmin@mars.demo');
    const vessels = (await get(demoAdmin.cookie, '/api/v1/vessels')).json().rows as {
      id: string;
      name: string;
    }[];
    const notAssigned = vessels.find((vessel) => vessel.name === 'Baltic Pioneer')!.id;
    const response = await put(
      shipAdmin.cookie,
      `/api/v1/certificates/${uuidv7()}`,
      certificateBody(notAssigned),
    );
    expect(response.statusCode).toBe(400);
    const classCertificate = (
      (await get(demoAdmin.cookie, '/api/v1/certificates?certificate_type=class')).json()
        .rows as Certificate[]
    )[0]!;
    expect((await get(shipAdmin.cookie, `/api/v1/certificates/${classCertificate.id}`)).statusCode).toBe(404);
  });

  it('keeps the users page and organization settings to admins, on the server too', async () => {
    for (const email of ['master@mars.demo', 'officer@mars.demo', 'engineer@mars.demo', 'crew@mars.demo']) {
      const user = await signedIn(t.app, email);
      const users = await get(user.cookie, '/api/v1/users');
      expect(users.statusCode).toBe(403);
      expect(users.json().error.code).toBe('admin_required');
      expect((await get(user.cookie, '/api/v1/organization')).statusCode).toBe(403);
    }
    const users = (await get(demoAdmin.cookie, '/api/v1/users')).json();
    expect(users.total).toBe(7);
    expect(users.rows.some((user: { email: string }) => user.email === 'admin@other.demo')).toBe(false);
    expect(JSON.stringify(users)).not.toContain('password_hash');
    expect(JSON.stringify(users)).not.toContain('$argon2');

    const shipAdmin = await signedIn(t.app, 'shipadmin@mars.demo');
    const shipUsers = (await get(shipAdmin.cookie, '/api/v1/users')).json();
    expect(shipUsers.rows.map((user: { email: string }) => user.email).sort()).toEqual([
      'crew@mars.demo',
      'engineer@mars.demo',
      'master@mars.demo',
      'officer@mars.demo',
      'shipadmin@mars.demo',
    ]);
    const organization = (await get(shipAdmin.cookie, '/api/v1/organization')).json();
    const write = await put(shipAdmin.cookie, '/api/v1/organization', {
      name: 'Renamed',
      settings: {},
      version: organization.version,
    });
    expect(write.statusCode).toBe(403);
    const adminWrite = await put(demoAdmin.cookie, '/api/v1/organization', {
      name: 'MARS Demo Shipping AS',
      settings: { timezone: 'UTC' },
      version: organization.version,
    });
    expect(adminWrite.statusCode).toBe(200);
    expect(adminWrite.json()).toMatchObject({
      name: 'MARS Demo Shipping AS',
      version: organization.version + 1,
    });
  });

  it('answers protected calls without a session with 401', async () => {
    for (const url of ['/api/v1/vessels', '/api/v1/certificates', '/api/v1/users', '/api/v1/notifications']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('derives notifications from certificates that expire within 30 days, per organization', async () => {
    const demo = (await get(demoAdmin.cookie, '/api/v1/notifications')).json();
    const aboutCertificates = demo.rows.filter((row: { type: string }) => row.type.startsWith('certificate'));
    expect(aboutCertificates).toHaveLength(1);
    expect(aboutCertificates[0]).toMatchObject({
      type: 'certificate_expiring',
      title: 'Safety Management Certificate',
      params: { days: 19 },
    });
    expect((await get(otherAdmin.cookie, '/api/v1/notifications')).json().total).toBe(0);
  });
});

describe.each(TEST_DATABASES)('API rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('allows 100 requests a minute per user, shows what remains, then answers 429 with Retry-After', async () => {
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    let last;
    for (let i = 1; i <= 100; i++) {
      last = await apiCall(t.app, 'GET', '/api/v1/vessels', { cookie });
      expect(last.statusCode).toBe(200);
    }
    expect(last!.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await apiCall(t.app, 'GET', '/api/v1/vessels', { cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another user has their own budget.
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await apiCall(t.app, 'GET', '/api/v1/vessels', master)).statusCode).toBe(200);

    t.clock.advance(61_000);
    const after = await apiCall(t.app, 'GET', '/api/v1/vessels', { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-ratelimit-remaining']).toBe('99');
  });
});
