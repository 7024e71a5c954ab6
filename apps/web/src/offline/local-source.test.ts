// The entity API answered by the offline database: what a crew member sees and may do on 'local'
// (issue 12). The same query as the API's gives the same page and stat cards (list-parity.int.test.ts
// holds the evaluation to the server's SQL); writes are checked as the server checks them and never
// exist without their outbox entry; what is refused comes back with the server's codes.
import 'fake-indexeddb/auto';

import { workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../data/api-client';
import { MarsLocalDb } from './local-db';
import { localTableOf, toLocalRow } from './local-schema';
import { getLocal, listLocal, removeLocal, statsLocal, stepLocal, upsertLocal } from './local-source';
import { pendingWrites } from './local-writes';

const VESSEL = '0193a9a4-0000-7000-8000-000000000001';
const OTHER_VESSEL = '0193a9a4-0000-7000-8000-000000000002';
const EQUIPMENT = '0193a9a4-0000-7000-8000-0000000000e1';
const USER = '0193a9a4-0000-7000-8000-0000000000a1';
const NOW = new Date('2026-11-24T10:00:00Z');
const ENGINEER = { userId: USER, role: 'engineer' as const, now: NOW };

let count = 0;
const opened: MarsLocalDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function workOrder(n: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `0193a9a4-0000-7000-8000-${String(n).padStart(12, '0')}`,
    vessel_id: VESSEL,
    work_order_number: `WO-2026-${String(n).padStart(4, '0')}`,
    title: `Work order ${n}`,
    description: 'As found on the round.',
    equipment_id: EQUIPMENT,
    assigned_to: USER,
    priority: 'medium',
    due_date: '2026-12-01',
    status: 'open',
    version: 1,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    deleted_at: null,
    ...values,
  };
}

async function withRows(rows: Record<string, unknown>[]): Promise<MarsLocalDb> {
  count += 1;
  const db = new MarsLocalDb(`mars-source-${count}`);
  opened.push(db);
  await db.open();
  await db.rows(localTableOf(workOrderEntity)).bulkPut(rows.map(toLocalRow));
  return db;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('lists on the local database', () => {
  it('filters by the vessel and a field, searches, sorts, pages and counts the stat cards as the API does', async () => {
    const db = await withRows([
      workOrder(1, { priority: 'high', due_date: '2026-11-20', title: 'Renew ballast pump bearings' }),
      workOrder(2, { priority: 'high', due_date: '2026-11-26' }),
      workOrder(3, { status: 'completed', completed_date: '2026-11-10' }),
      workOrder(4, { vessel_id: OTHER_VESSEL, priority: 'high' }),
      workOrder(5, { deleted_at: '2026-11-02T00:00:00.000Z', priority: 'high' }),
    ]);
    const page = await listLocal(
      db,
      workOrderEntity,
      { vessel_id: VESSEL, priority: 'high', sort: '-due_date' },
      { now: NOW },
    );
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.work_order_number)).toEqual(['WO-2026-0002', 'WO-2026-0001']);
    expect(page.rows[1]).toMatchObject({ is_overdue: true, vessel_id: VESSEL });

    const found = await listLocal(
      db,
      workOrderEntity,
      { vessel_id: VESSEL, q: 'BALLAST pump' },
      { now: NOW },
    );
    expect(found.rows.map((row) => row.id)).toEqual([workOrder(1).id]);

    const second = await listLocal(
      db,
      workOrderEntity,
      { vessel_id: VESSEL, limit: 1, offset: 1, sort: 'title' },
      { now: NOW },
    );
    expect(second).toMatchObject({ total: 3, rows: [{ title: 'Work order 2' }] });

    const { stats } = await statsLocal(db, workOrderEntity, { vessel_id: VESSEL }, { now: NOW });
    expect(stats).toMatchObject({ total: 3, open: 2, overdue: 1, dueSoon: 1, completedLast30Days: 1 });
  });

  it('refuses a filter or sort the definition does not offer, with the code per parameter', async () => {
    const db = await withRows([]);
    const error = await refusal(listLocal(db, workOrderEntity, { description: 'x', sort: 'description' }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error.details.fields).toEqual({
      description: ['validation:unknownFilter'],
      sort: ['validation:invalid'],
    });
  });
});

describe('writes on the local database', () => {
  it('creates a work order with the field errors of the server, in its initial state, queued for the push', async () => {
    const db = await withRows([]);
    const id = '0193a9a4-0000-7000-8000-00000000aaaa';
    const invalid = await refusal(
      upsertLocal(db, workOrderEntity, id, { vessel_id: VESSEL, title: '', priority: 'urgent' }, ENGINEER),
    );
    expect(invalid.details.fields).toMatchObject({
      title: ['validation:required'],
      priority: ['validation:invalid'],
      due_date: ['validation:required'],
    });
    expect(await pendingWrites(db)).toHaveLength(0);

    const {
      id: _id,
      work_order_number: _n,
      status: _s,
      version: _v,
      created_at: _c,
      updated_at: _u,
      deleted_at: _d,
      ...body
    } = workOrder(9);
    const finished = await refusal(
      upsertLocal(db, workOrderEntity, id, { ...body, status: 'completed' }, ENGINEER),
    );
    expect(finished.details.fields).toEqual({ status: ['validation:createState'] });
    const created = await upsertLocal(
      db,
      workOrderEntity,
      id,
      { ...body, work_order_number: 'WO-1999-0001' },
      ENGINEER,
    );
    // The number is the server's (given on the push) and the state the workflow's first.
    expect(created).toMatchObject({ id, status: 'open', title: 'Work order 9' });
    expect(created.work_order_number).toBeUndefined();
    const [entry] = await pendingWrites(db);
    expect(entry).toMatchObject({ rowId: id, op: 'upsert', table: 'workOrders' });
  });

  it('refuses a stale version with the current row, and an edit by a role that may not write', async () => {
    const db = await withRows([workOrder(1, { version: 3 })]);
    const stale = await refusal(
      upsertLocal(db, workOrderEntity, workOrder(1).id as string, { ...workOrder(1), version: 2 }, ENGINEER),
    );
    expect(stale).toMatchObject({ status: 409, code: 'conflict' });
    expect(stale.details.current).toMatchObject({ version: 3 });
    const rating = { userId: USER, role: 'crew' as const, now: NOW };
    expect(
      await refusal(
        upsertLocal(db, workOrderEntity, workOrder(1).id as string, { ...workOrder(1), version: 3 }, rating),
      ),
    ).toMatchObject({ status: 403 });
    const saved = await upsertLocal(
      db,
      workOrderEntity,
      workOrder(1).id as string,
      { ...workOrder(1), version: 3, priority: 'critical' },
      ENGINEER,
    );
    expect(saved).toMatchObject({ priority: 'critical', version: 3 });
    // Only the change is queued: the server lays it over its row.
    expect((await pendingWrites(db))[0]).toMatchObject({ baseVersion: 3, values: { priority: 'critical' } });
  });

  it('lets a row made offline be corrected before the server has it (no version on either side)', async () => {
    const db = await withRows([]);
    const { id, version, work_order_number, ...made } = workOrder(7);
    void version;
    void work_order_number;
    await upsertLocal(db, workOrderEntity, id as string, made, ENGINEER);
    const shown = await getLocal(db, workOrderEntity, id as string);
    expect(shown.version).toBeUndefined();
    const saved = await upsertLocal(
      db,
      workOrderEntity,
      id as string,
      { ...shown, priority: 'high' },
      ENGINEER,
    );
    expect(saved).toMatchObject({ priority: 'high' });
    expect((await pendingWrites(db)).map((entry) => entry.baseVersion)).toEqual([undefined, undefined]);
    // Once the server has given it a version, an edit without one is stale.
    await db.rows(localTableOf(workOrderEntity)).update(id as string, { version: 1 });
    expect(
      await refusal(upsertLocal(db, workOrderEntity, id as string, { ...shown, priority: 'low' }, ENGINEER)),
    ).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('takes a workflow step from an allowed state with its input, and refuses one the state does not allow', async () => {
    const db = await withRows([workOrder(1), workOrder(2, { status: 'cancelled' })]);
    const done = await stepLocal(
      db,
      workOrderEntity,
      {
        id: workOrder(1).id as string,
        action: 'complete',
        body: { version: 1, completed_date: '2026-11-24', completion_notes: 'Renewed.' },
      },
      ENGINEER,
    );
    expect(done).toMatchObject({
      status: 'completed',
      completed_date: '2026-11-24',
      completion_notes: 'Renewed.',
    });
    expect((await pendingWrites(db))[0]).toMatchObject({ op: 'action', action: 'complete', baseVersion: 1 });

    const refused = await refusal(
      stepLocal(db, workOrderEntity, { id: workOrder(2).id as string, action: 'start', body: {} }, ENGINEER),
    );
    expect(refused).toMatchObject({ status: 409, code: 'invalid_transition' });
    const future = await refusal(
      stepLocal(
        db,
        workOrderEntity,
        { id: workOrder(2).id as string, action: 'reopen', body: { version: 1 } },
        { ...ENGINEER, role: 'crew' },
      ),
    );
    expect(future.status).toBe(403);
    expect(await pendingWrites(db)).toHaveLength(1);
  });

  it('deletes a row as a tombstone that lists no longer show, queued for the push', async () => {
    const db = await withRows([workOrder(1)]);
    await removeLocal(db, workOrderEntity, workOrder(1).id as string, ENGINEER);
    expect((await listLocal(db, workOrderEntity, { vessel_id: VESSEL })).total).toBe(0);
    expect(await refusal(getLocal(db, workOrderEntity, workOrder(1).id as string))).toMatchObject({
      status: 404,
    });
    expect((await pendingWrites(db))[0]).toMatchObject({ op: 'delete', baseVersion: 1 });
  });
});
