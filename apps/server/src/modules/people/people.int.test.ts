import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Person = { full_name: string; role: string };

describe.each(TEST_DATABASES)('people other rows refer to (%s)', (kind) => {
  let t: TestApp;
  let aurora: string;
  let baltic: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    const { rows } = await t.db.query<{ id: string; name: string }>(`SELECT id, name FROM vessels`);
    aurora = rows.find((row) => row.name === 'Nordic Aurora')!.id;
    baltic = rows.find((row) => row.name === 'Baltic Pioneer')!.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const people = async (email: string, query: string): Promise<Person[]> => {
    const { cookie } = await signedIn(t.app, email);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/people${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().rows as Person[];
  };

  it('names everyone on the vessel, crew included, and the organization admins', async () => {
    const names = (await people('officer@mars.demo', `?vessel_id=${aurora}`)).map(
      (person) => person.full_name,
    );
    expect(names).toEqual(expect.arrayContaining(['Juan Dela Cruz', 'Rajesh Nair', 'James Hartley']));
    expect(names).not.toContain('Olivia Grant');
  });

  it('filters by role', async () => {
    const masters = await people('admin@mars.demo', `?vessel_id=${aurora}&role=master`);
    expect(masters.map((person) => person.role)).toEqual(['master']);
  });

  it('never answers another organization’s people, nor a vessel the user is not on', async () => {
    const foreign = await people('admin@other.demo', `?vessel_id=${aurora}`);
    expect(foreign.map((person) => person.full_name)).toEqual(['Olivia Grant']);
    expect(await people('officer@mars.demo', `?vessel_id=${baltic}`)).toEqual([]);
  });
});
