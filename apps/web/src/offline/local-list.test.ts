// A list page from the offline database read through an index or a filter's rows (local-list.ts) is
// the page the domain's list query gives over all the vessel's live rows (evaluateList, as the local
// lists answered before), for rows with missing, equal and out-of-kind values, tombstones and
// several vessels, in both orders, at any offset; and the index is walked where it can be.
import 'fake-indexeddb/auto';

import type { EntityDefinition, ParsedListQuery } from '@mars/domain';
import {
  certificateEntity,
  evaluateList,
  evaluateStats,
  readListQuery,
  trainingEntity,
  workOrderEntity,
} from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from './local-db';
import type { LocalListPath } from './local-list';
import { liveRows, queryLocalList, queryLocalStats } from './local-list';
import { localSchema, localTableOf, toLocalRow } from './local-schema';

const VESSELS = [
  '0193a9a4-0000-7000-8000-00000000000a',
  '0193a9a4-0000-7000-8000-00000000000b',
  '0193a9a4-0000-7000-8000-00000000000c',
] as const;
const [AURORA, BOREAS] = VESSELS;
const TODAY = '2026-11-24';

/** A seeded generator (mulberry32): the same rows at every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(values: readonly T[]) => T;

function picker(next: () => number): Pick {
  return (values) => values[Math.floor(next() * values.length)]!;
}

function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

// Few distinct days, so many rows share one; some rows have none (null, or no key at all).
const DAYS = [
  '2025-03-01',
  '2026-01-15',
  '2026-11-24',
  '2026-12-20',
  '2027-02-01',
  '2027-06-30',
  '2028-01-01',
];
const missing = [null, undefined];

function certificates(count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed);
  const pick = picker(next);
  return Array.from({ length: count }, (_, n) => {
    const expiry = next() < 0.12 ? pick(missing) : pick(DAYS);
    const row: Record<string, unknown> = {
      id: uuid(next),
      vessel_id: pick(VESSELS),
      certificate_type: pick(['statutory', 'class', 'insurance', 'operational', 'other']),
      certificate_number: `C-${n % 40}`,
      certificate_name: pick(['IOPP', 'Safety Equipment', 'Load Line', 'ISSC']),
      issue_date: pick(['2024-01-01', '2025-06-01', '2026-12-01']),
      issuing_authority: pick(['DNV', 'ABS', 'Lloyd']),
      status: pick(['valid', 'suspended', 'cancelled', 'renewal_in_progress']),
      version: 1,
      deleted_at: next() < 0.1 ? '2026-11-20T08:00:00.000Z' : null,
    };
    if (expiry !== undefined) row.expiry_date = expiry;
    return row;
  });
}

function workOrders(count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed);
  const pick = picker(next);
  return Array.from({ length: count }, (_, n) => ({
    id: uuid(next),
    vessel_id: pick(VESSELS.slice(0, 2)),
    work_order_number: `WO-${String(n).padStart(4, '0')}`,
    title: pick(['Renew bearings', 'Change filters', 'Test alarms']),
    equipment_id: VESSELS[2],
    priority: pick(['low', 'medium', 'high', 'critical']),
    due_date: next() < 0.2 ? null : pick(DAYS),
    status: pick(['open', 'in_progress', 'completed', 'cancelled']),
    version: 1,
    deleted_at: next() < 0.08 ? '2026-11-21T08:00:00.000Z' : null,
  }));
}

function trainings(count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed);
  const pick = picker(next);
  return Array.from({ length: count }, () => ({
    id: uuid(next),
    course_code: next() < 0.1 ? null : pick(['CT-ECDIS', 'CT-BRM', 'CT-FIRE', 'ct-fire', 'CT-Ä']),
    title: pick(['ECDIS', 'Bridge resource management', 'Fire fighting']),
    category: pick(['safety', 'navigation', 'technical']),
    required: next() < 0.5,
    version: 1,
    deleted_at: next() < 0.1 ? '2026-11-22T08:00:00.000Z' : null,
  }));
}

let databases = 0;
const opened: MarsLocalDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function holding(entity: EntityDefinition, rows: Record<string, unknown>[]): Promise<MarsLocalDb> {
  databases += 1;
  const db = new MarsLocalDb(`mars-list-${databases}`);
  opened.push(db);
  await db.open();
  await db.rows(localTableOf(entity)).bulkPut(rows.map(toLocalRow));
  return db;
}

function query(entity: EntityDefinition, params: Record<string, string | number>): ParsedListQuery {
  const strings = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const read = readListQuery(entity, strings, TODAY);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.query;
}

/**
 * Asserts the page, total and stat cards are evaluateList's and evaluateStats' over the vessel's live
 * rows, and answers the path the list took.
 */
async function sameAsEvaluated(
  db: MarsLocalDb,
  entity: EntityDefinition,
  params: Record<string, string | number>,
): Promise<LocalListPath> {
  const parsed = query(entity, params);
  const all = await liveRows(db, entity, parsed.filters.vessel_id);
  const answer = await queryLocalList(db, entity, parsed);
  const label = JSON.stringify(params);
  expect({ rows: answer.rows, total: answer.total }, label).toEqual(evaluateList(entity, all, parsed));
  if (entity.stats) {
    const stats = await queryLocalStats(db, entity, parsed);
    expect(stats.stats, label).toEqual(evaluateStats(entity, all, parsed));
  }
  return answer.path;
}

/** Offsets from the first page to past the last, for a list of `total` rows. */
function offsets(total: number, limit: number): number[] {
  return [
    ...new Set([
      0,
      limit,
      2 * limit,
      total - limit - 1,
      total - limit,
      total - 3,
      total - 1,
      total,
      total + 5,
    ]),
  ].filter((offset) => offset >= 0);
}

describe('a list page read through an index', () => {
  it("gives a vessel's certificates in expiry order, either way and at every offset, as evaluateList does", async () => {
    const rows = certificates(420, 7);
    const db = await holding(certificateEntity, rows);
    const paths = new Set<LocalListPath>();
    for (const vessel of VESSELS) {
      const total = (await liveRows(db, certificateEntity, vessel)).length;
      for (const sort of [
        'expiry_date',
        '-expiry_date',
        '-expiry_date,certificate_name',
        'expiry_date,-status',
      ]) {
        for (const limit of [1, 7, 25, 100]) {
          for (const offset of offsets(total, limit)) {
            paths.add(
              await sameAsEvaluated(db, certificateEntity, { vessel_id: vessel, sort, limit, offset }),
            );
          }
        }
      }
    }
    // Pages before the rows without an expiry are walked; those that reach them read every row.
    expect([...paths].sort()).toEqual(['all', 'index']);
  });

  it('walks the index for a first page, reading its first days and the tombstones, not the vessel', async () => {
    // Three years of expiry days, one row in a hundred deleted here and not yet pushed.
    const rows = certificates(3000, 11).map((row, n) => ({
      ...row,
      expiry_date: new Date(Date.UTC(2026, 0, 1 + (n % 1000))).toISOString().slice(0, 10),
      deleted_at: n % 100 === 0 ? '2026-11-20T08:00:00.000Z' : null,
    }));
    const db = await holding(certificateEntity, rows);
    const held = (await liveRows(db, certificateEntity, AURORA)).length;
    expect(held).toBeGreaterThan(900);
    for (const sort of ['expiry_date', '-expiry_date']) {
      const parsed = query(certificateEntity, { vessel_id: AURORA, sort, limit: 25 });
      const answer = await queryLocalList(db, certificateEntity, parsed);
      expect(answer.path, sort).toBe('index');
      // A first read of 50 rows, the rest of its last day and the 30 tombstones.
      expect(answer.rowsRead, sort).toBeLessThan(100);
      expect(await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, sort, limit: 25 })).toBe(
        'index',
      );
    }
    // Two sort fields: the rows of one expiry day are ordered by the second as the whole list is.
    const twoFields = { vessel_id: AURORA, sort: '-expiry_date,certificate_name', limit: 25 };
    expect(await sameAsEvaluated(db, certificateEntity, twoFields)).toBe('all');
  });

  it('reads every row past the last valued one when rows without a value match (they come last)', async () => {
    const db = await holding(certificateEntity, certificates(300, 3));
    const total = (await liveRows(db, certificateEntity, BOREAS)).length;
    const path = await sameAsEvaluated(db, certificateEntity, {
      vessel_id: BOREAS,
      sort: '-expiry_date',
      limit: 25,
      offset: total - 5,
    });
    expect(path).toBe('all');
  });

  it('walks a vessel whose rows all have a value to its last page', async () => {
    const rows = certificates(300, 5).map((row) => ({
      ...row,
      expiry_date: row.expiry_date ?? '2029-01-01',
    }));
    const db = await holding(certificateEntity, rows);
    const total = (await liveRows(db, certificateEntity, AURORA)).length;
    for (const sort of ['expiry_date', '-expiry_date']) {
      for (const offset of [total - 10, total - 1, total, total + 3, 2 ** 40]) {
        const path = await sameAsEvaluated(db, certificateEntity, {
          vessel_id: AURORA,
          sort,
          limit: 25,
          offset,
        });
        expect(path, `${sort} ${offset}`).toBe('index');
      }
    }
  });

  it('falls back to every row where a value is not text (the list compares numbers otherwise)', async () => {
    const rows = certificates(200, 13);
    rows[0] = { ...rows[0], vessel_id: AURORA, expiry_date: 20270101, deleted_at: null };
    rows[1] = { ...rows[1], vessel_id: AURORA, expiry_date: ['2027-01-01'], deleted_at: null };
    const db = await holding(certificateEntity, rows);
    for (const sort of ['expiry_date', '-expiry_date']) {
      expect(await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, sort, limit: 25 })).toBe(
        'all',
      );
    }
    // A number meets a day's bound as JavaScript compares them ('2026-11-24' is no number): it is listed.
    for (const range of ['expiry_date.lte', 'expiry_date.gte']) {
      const path = await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, [range]: '2026-11-24' });
      expect(path, range).toBe('all');
    }
  });

  it("gives a vessel's work orders by due date, with many without one, as evaluateList does", async () => {
    const db = await holding(workOrderEntity, workOrders(360, 17));
    for (const vessel of VESSELS.slice(0, 2)) {
      const total = (await liveRows(db, workOrderEntity, vessel)).length;
      for (const sort of ['due_date', '-due_date', 'due_date,-priority']) {
        for (const offset of offsets(total, 25)) {
          await sameAsEvaluated(db, workOrderEntity, { vessel_id: vessel, sort, limit: 25, offset });
        }
      }
    }
    const first = await sameAsEvaluated(db, workOrderEntity, {
      vessel_id: AURORA,
      sort: '-due_date',
      limit: 25,
    });
    expect(first).toBe('index');
  });

  it('walks the own index of a table without vessels, and of a vessel table listed whole', async () => {
    const db = await holding(trainingEntity, trainings(250, 19));
    const total = (await liveRows(db, trainingEntity, undefined)).length;
    for (const sort of ['course_code', '-course_code', 'title', '-title,course_code']) {
      for (const offset of offsets(total, 25)) {
        await sameAsEvaluated(db, trainingEntity, { sort, limit: 25, offset });
      }
    }
    expect(await sameAsEvaluated(db, trainingEntity, { sort: '-course_code', limit: 25 })).toBe('index');

    const fleet = await holding(certificateEntity, certificates(300, 23));
    expect(await sameAsEvaluated(fleet, certificateEntity, { sort: 'certificate_name', limit: 25 })).toBe(
      'index',
    );
    for (const offset of offsets((await liveRows(fleet, certificateEntity, undefined)).length, 25)) {
      await sameAsEvaluated(fleet, certificateEntity, { sort: '-expiry_date', limit: 25, offset });
    }
  });
});

describe("a list page of a ship's device, which holds its own vessel's rows alone", () => {
  it('walks the index of any sortable field, passing over rows without a vessel', async () => {
    const rows = certificates(360, 41).map((row, n) => ({
      ...row,
      vessel_id: n % 30 === 0 ? null : AURORA,
    }));
    const db = await holding(certificateEntity, rows);
    const total = (await liveRows(db, certificateEntity, AURORA)).length;
    for (const sort of ['certificate_name', '-issue_date', 'certificate_number', '-expiry_date']) {
      for (const offset of offsets(total, 25)) {
        await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, sort, limit: 25, offset });
      }
      const first = await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, sort, limit: 25 });
      expect(first, sort).toBe('index');
    }
    // Once another vessel's rows are held, a field without the vessel's own index reads them all.
    await db
      .rows('certificates')
      .put(toLocalRow({ ...rows[1], id: 'f0000000-0000-7000-8000-000000000001', vessel_id: BOREAS }));
    const byName = { vessel_id: AURORA, sort: 'certificate_name', limit: 25 };
    expect(await sameAsEvaluated(db, certificateEntity, byName)).toBe('all');
    expect(await sameAsEvaluated(db, certificateEntity, { ...byName, sort: '-expiry_date' })).toBe('index');
  });
});

describe('a list page read from the rows of a filter', () => {
  it('filters by a field, a day range, a computed status and a text as evaluateList does', async () => {
    const db = await holding(certificateEntity, certificates(420, 29));
    const filters: Record<string, string>[] = [
      { certificate_type: 'class' },
      { certificate_number: 'C-7' },
      { 'expiry_date.gte': '2026-12-20' },
      { 'expiry_date.lte': '2026-11-24' },
      { 'expiry_date.gte': '2026-01-15', 'expiry_date.lte': '2027-02-01' },
      { 'expiry_date.gte': '2027-02-01', 'expiry_date.lte': '2026-01-15' },
      { current_status: 'expired' },
      { certificate_type: 'class', current_status: 'suspended', 'expiry_date.gte': '2026-01-01' },
      { q: 'load' },
      { q: 'safety', certificate_type: 'statutory' },
    ];
    const paths = new Set<LocalListPath>();
    for (const filter of filters) {
      for (const sort of ['-expiry_date', 'certificate_name,-issue_date', '-days_until_expiry']) {
        for (const offset of [0, 10]) {
          paths.add(
            await sameAsEvaluated(db, certificateEntity, { ...filter, vessel_id: AURORA, sort, offset }),
          );
        }
      }
      paths.add(await sameAsEvaluated(db, certificateEntity, { ...filter, sort: 'expiry_date', limit: 7 }));
    }
    expect([...paths].sort()).toEqual(['all', 'candidates']);
    const byType = query(certificateEntity, { vessel_id: AURORA, certificate_type: 'class' });
    expect((await queryLocalList(db, certificateEntity, byType)).path).toBe('candidates');
    const byDays = query(certificateEntity, { vessel_id: AURORA, 'expiry_date.lte': '2026-01-15' });
    expect((await queryLocalStats(db, certificateEntity, byDays)).path).toBe('candidates');
  });

  it('gives rows sorted among values of mixed kinds in the order all the rows would have', async () => {
    // Numbers among names compare as JavaScript compares them, in no consistent order: the sort's
    // answer then depends on the order it meets the rows in, that of their ids.
    const rows = certificates(300, 37).map((row, n) =>
      n % 9 === 0 ? { ...row, vessel_id: AURORA, certificate_name: n, deleted_at: null } : row,
    );
    const db = await holding(certificateEntity, rows);
    for (const sort of ['certificate_name', '-certificate_name']) {
      const params = { vessel_id: AURORA, 'expiry_date.gte': '2026-01-15', sort, limit: 100 };
      expect(await sameAsEvaluated(db, certificateEntity, params)).toBe('candidates');
    }
  });
});

describe('the index of a first page on a browser that holds the database already', () => {
  it('is added to a version-8 database made without it, which keeps its rows and its version', async () => {
    const name = `mars-list-${(databases += 1)}`;
    const before = new Dexie(name);
    const withoutListIndexes = Object.fromEntries(
      Object.entries(localSchema()).map(([table, spec]) => [
        table,
        spec
          .split(', ')
          .filter((index) => !index.startsWith('[vesselId+') && index !== 'deletedAt')
          .join(', '),
      ]),
    );
    before.version(8).stores(withoutListIndexes);
    await before.open();
    await before.table('certificates').bulkPut(certificates(120, 31).map(toLocalRow));
    before.close();

    const db = new MarsLocalDb(name);
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(8);
    expect(db.rows('certificates').schema.idxByName['[vesselId+expiryDate]']).toBeDefined();
    expect(await db.rows('certificates').count()).toBe(120);
    expect(await sameAsEvaluated(db, certificateEntity, { vessel_id: AURORA, sort: '-expiry_date' })).toBe(
      'index',
    );
  });
});
