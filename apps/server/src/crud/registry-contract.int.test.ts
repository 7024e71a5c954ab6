// Every registered entity against its table: the definition's fields are the table's columns, and
// the generic list, stats and export answer for it (style.md section 9, contract tests).
import { ENTITIES } from '@mars/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../test-support';
import { createTestApp, signedIn, TEST_DATABASES } from '../test-support';

describe.each(TEST_DATABASES)('every entity of the registry (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signedIn(t.app, 'admin@mars.demo'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))(
    '%s: its fields are columns of its table, and list, stats and CSV export answer',
    async (_name, entity) => {
      const { rows } = await t.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
        [entity.table],
      );
      const columns = rows.map((row) => row.column_name);
      expect(columns).toEqual(expect.arrayContaining(Object.keys(entity.fields)));
      if (entity.scope === 'vessel') expect(columns).toContain('vessel_id');
      expect(columns).toEqual(expect.arrayContaining(['id', 'organization_id', 'version', 'deleted_at']));

      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const list = await get(`/api/v1/${entity.resource}?limit=5`);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveProperty('total');
      expect((await get(`/api/v1/${entity.resource}/stats`)).statusCode).toBe(200);
      const csv = await get(`/api/v1/${entity.resource}/export.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
    },
  );
});
