// Offline, a list is evaluated in the browser (the domain's evaluateList / evaluateStats over the
// local database's rows) instead of by the server's SQL. For every registered entity, on the demo
// data, the same query must give the same rows in the same order, the same total and the same stat
// counts both ways: filters on each filterable field, ranges, a text search, and each sortable field
// both ways. Text sorts are compared as sets (the database's collation orders letters its own way).
import type { EntityDefinition } from '@mars/domain';
import { ENTITIES, evaluateList, evaluateStats, readListQuery } from '@mars/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/client';
import { seedDemo } from '../demo/seed-demo';
import { createTestDb, TEST_DATABASES, TEST_START } from '../test-support';
import { entityStats } from './entity-stats';
import { listEntity } from './entity.service';
import type { Scope } from './scope';

type Row = Record<string, unknown>;

/** Every live row the scope sees, as the API answers it (JSON), which is what the local database holds. */
async function allRows(db: Db, scope: Scope, entity: EntityDefinition): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await listEntity(db, scope, entity, { limit: '500', offset: String(offset) }, TEST_START);
    rows.push(...(JSON.parse(JSON.stringify(page.rows)) as Row[]));
    if (page.rows.length < 500) return rows;
  }
}

/** Queries that exercise each filter, range, search and sort of the definition on values the rows hold. */
function queriesFor(entity: EntityDefinition, rows: readonly Row[]): Record<string, string>[] {
  const queries: Record<string, string>[] = [{}];
  const read = readListQuery(entity, {}, TEST_START.toISOString().slice(0, 10));
  if (!read.ok) throw new Error('default query refused');
  for (const part of sortableOf(entity)) {
    queries.push({ sort: part }, { sort: `-${part}` });
  }
  for (const [name, field] of [...Object.entries(entity.fields), ...Object.entries(entity.computed ?? {})]) {
    if (!field.filter) continue;
    const value = rows
      .map((row) => row[name])
      .find((candidate) => candidate !== null && candidate !== undefined);
    if (value === undefined) continue;
    queries.push({ [name]: String(value), sort: '-updated_at' });
    if (field.kind === 'date' || field.kind === 'number') {
      queries.push({ [`${name}.gte`]: String(value) }, { [`${name}.lte`]: String(value) });
    }
  }
  const searchField = read.query.searchFields[0];
  const text = searchField
    ? rows.map((row) => row[searchField]).find((value) => typeof value === 'string')
    : undefined;
  if (typeof text === 'string' && text.length >= 3) queries.push({ q: text.slice(1, 4).toUpperCase() });
  return queries;
}

function sortableOf(entity: EntityDefinition): string[] {
  return [...Object.entries(entity.fields), ...Object.entries(entity.computed ?? {})]
    .filter(([, field]) => field.sort)
    .map(([name]) => name);
}

function isTextSort(entity: EntityDefinition, sort: string | undefined): boolean {
  const field = (sort ?? entity.defaultSort).split(',')[0]!.replace(/^-/, '');
  const kind = (entity.fields[field] ?? entity.computed?.[field])?.kind;
  return (
    kind === 'text' || kind === 'longText' || kind === 'enum' || kind === 'email' || kind === 'reference'
  );
}

describe.each(TEST_DATABASES)('lists offline and on the server agree (%s)', (kind) => {
  let db: Db;
  let scope: Scope;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db, TEST_START);
    const { rows } = await db.query<{ organization_id: string; id: string }>(
      `SELECT organization_id, id FROM users WHERE email = 'admin@mars.demo'`,
    );
    scope = {
      organizationId: rows[0]!.organization_id,
      userId: rows[0]!.id,
      role: 'company_admin',
      vesselIds: undefined,
    };
  }, 120_000);
  afterAll(() => db.close());

  it.each(ENTITIES.map((entity) => [entity.name, entity] as const))('%s', async (_name, entity) => {
    const rows = await allRows(db, scope, entity);
    const today = TEST_START.toISOString().slice(0, 10);
    let compared = 0;
    for (const query of queriesFor(entity, rows)) {
      const full = { ...query, limit: '500' };
      const server = await listEntity(db, scope, entity, full, TEST_START);
      const read = readListQuery(entity, full, today);
      expect(read.ok, JSON.stringify(query)).toBe(true);
      if (!read.ok) continue;
      const local = evaluateList(entity, rows, read.query);
      expect(local.total, `${entity.name} ${JSON.stringify(query)}`).toBe(server.total);
      const serverIds = server.rows.map((row) => row.id as string);
      const localIds = local.rows.map((row) => row.id as string);
      if (isTextSort(entity, query.sort)) expect(new Set(localIds)).toEqual(new Set(serverIds));
      else expect(localIds, `${entity.name} ${JSON.stringify(query)}`).toEqual(serverIds);
      if (entity.stats?.length) {
        const serverStats = await entityStats(db, scope, entity, query, TEST_START);
        expect(
          evaluateStats(entity, rows, read.query),
          `${entity.name} stats ${JSON.stringify(query)}`,
        ).toEqual(serverStats.stats);
      }
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
