import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';
import { likePattern } from '../../crud/list-sql';

describe('search pattern', () => {
  it('matches a user’s % and _ literally', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe.each(TEST_DATABASES)('global search (%s)', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  let other: { cookie: string };
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    other = await signedIn(t.app, 'admin@other.demo');
  });
  afterEach(async () => {
    await t.close();
  });

  const search = async (cookie: string, q: string, language?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/search?q=${encodeURIComponent(q)}`,
        headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
      })
    ).json();

  it('finds the Safety Management Certificate by name or number, with a link to the certificates list', async () => {
    const byName = await search(admin.cookie, 'safety management');
    const hit = byName.rows.find((row: { entity: string }) => row.entity === 'certificate');
    expect(hit).toMatchObject({
      entity: 'certificate',
      resource: 'certificates',
      title: 'Safety Management Certificate',
      link: '/certificates?q=Safety%20Management%20Certificate',
    });
    expect(hit.subtitle).toContain('SMC-LR-2021-0417');
    expect((await search(admin.cookie, 'smc-lr')).rows[0].title).toBe('Safety Management Certificate');
  });

  it('names a seafarer by the title format of the definition, the rank in the reader’s language', async () => {
    const hit = (await search(admin.cookie, 'Ricardo')).rows.find(
      (row: { entity: string }) => row.entity === 'crewMember',
    );
    expect(hit.title).toBe('Santos, Ricardo – Bosun');
    // The link finds the seafarer on the crew list (by name: the rank's label is no search word).
    expect(hit.link).toBe('/crew/personnel?q=Santos%20Ricardo');
    const byFullName = await search(admin.cookie, 'ricardo santos');
    expect(byFullName.rows.map((row: { title: string }) => row.title)).toContain('Santos, Ricardo – Bosun');
    const german = await search(admin.cookie, 'ricardo santos', 'de-DE,de;q=0.9');
    expect(german.rows.map((row: { title: string }) => row.title)).toContain('Santos, Ricardo – Bootsmann');
  });

  it('names equipment by code and name, and links to it by both', async () => {
    const hit = (await search(admin.cookie, 'Auxiliary engine No. 1')).rows.find(
      (row: { entity: string }) => row.entity === 'equipment',
    );
    expect(hit.title).toBe('AE1 · Auxiliary engine No. 1');
    expect(hit.link).toBe(`/maintenance/equipment?q=${encodeURIComponent('AE1 Auxiliary engine No. 1')}`);
  });

  it('never finds another organization’s certificate', async () => {
    const southernCross = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Southern Cross'`,
    );
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number, certificate_name,
                                 issue_date, expiry_date, issuing_authority)
       VALUES ($1, $2, $3, 'statutory', 'PAN-SMC-9', 'Safety Management Certificate', '2025-01-01', '2030-01-01', 'Panama')`,
      [uuidv7(), southernCross.rows[0]!.organization_id, southernCross.rows[0]!.id],
    );
    const demo = await search(admin.cookie, 'Safety Management');
    expect(demo.rows.map((row: { subtitle: string }) => row.subtitle).join()).not.toContain('PAN-SMC-9');
    const foreign = await search(other.cookie, 'Safety Management');
    expect(foreign.rows.filter((row: { entity: string }) => row.entity === 'certificate')).toHaveLength(1);
    expect(foreign.rows[0].subtitle).toContain('PAN-SMC-9');
    expect((await search(other.cookie, 'SMC-LR')).total).toBe(0);
  });

  it('keeps on-board users to their own vessel’s rows', async () => {
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await search(master.cookie, 'Certificate of Class')).total).toBe(0);
    expect((await search(admin.cookie, 'Certificate of Class')).total).toBe(1);
  });

  it('answers nothing for an empty query', async () => {
    expect(await search(admin.cookie, '  ')).toEqual({ rows: [], total: 0, counts: {} });
  });
});
