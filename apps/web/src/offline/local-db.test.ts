// The offline database as the crew's browser keeps it (issue 12), on fake-indexeddb: the spec's
// version-8 tables and every registered entity's table, the shipId -> vesselId move of version 8,
// and a write that never exists without its outbox entry.
import 'fake-indexeddb/auto';

import { certificateEntity, ENTITIES, workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from './local-db';
import {
  fromLocalRow,
  localSchema,
  localSchemaBeforeVesselId,
  localTableOf,
  toLocalRow,
} from './local-schema';
import { deleteLocalRow, pendingWrites, queueLocalAction, saveLocalRow } from './local-writes';
import { SPEC_LOCAL_TABLES } from './spec-tables';

let databases = 0;
const opened: Dexie[] = [];
function freshName(): string {
  databases += 1;
  return `mars-test-${databases}`;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function openLocal(name = freshName()): Promise<MarsLocalDb> {
  const db = new MarsLocalDb(name);
  opened.push(db);
  await db.open();
  return db;
}

describe('the offline database schema', () => {
  it("holds the spec's tables and a table for every registered entity, with its vessel indexed", async () => {
    const db = await openLocal();
    const tables = db.tables.map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(Object.keys(SPEC_LOCAL_TABLES)));
    for (const entity of ENTITIES) {
      const table = db.table(localTableOf(entity));
      expect(table.schema.primKey.name).toBe('id');
      if (entity.scope === 'vessel') expect(table.schema.idxByName.vesselId, entity.name).toBeDefined();
    }
    expect(localTableOf(certificateEntity)).toBe('certificates');
    expect(localTableOf(workOrderEntity)).toBe('workOrders');
    expect(localSchema().ships).toContain('imoNumber');
    expect(db.verno).toBe(8);
  });

  it('moves the vessel link of rows kept before version 8 from shipId to vesselId', async () => {
    const name = freshName();
    const old = new Dexie(name);
    old.version(7).stores(localSchemaBeforeVesselId());
    await old.open();
    await old.table('certificates').bulkPut([
      { id: 'c1', shipId: 'ship-a', certificateName: 'IOPP' },
      { id: 'c2', shipId: 'ship-b', certificateName: 'Safety Equipment' },
    ]);
    await old.table('ships').put({ id: 'ship-a', name: 'MV Aurora' });
    old.close();

    const db = await openLocal(name);
    const aurora = await db.rows('certificates').where('vesselId').equals('ship-a').toArray();
    expect(aurora).toEqual([{ id: 'c1', vesselId: 'ship-a', certificateName: 'IOPP' }]);
    expect(await db.rows('certificates').get('c2')).not.toHaveProperty('shipId');
    expect(await db.rows('ships').get('ship-a')).toEqual({ id: 'ship-a', name: 'MV Aurora' });
  });

  it('keeps rows with camelCase keys and gives them back as the API has them', () => {
    const row = { id: 'w1', vessel_id: 'v1', work_order_number: 'WO-2026-0001', due_date: '2026-12-01' };
    expect(toLocalRow(row)).toEqual({
      id: 'w1',
      vesselId: 'v1',
      workOrderNumber: 'WO-2026-0001',
      dueDate: '2026-12-01',
    });
    expect(fromLocalRow(toLocalRow(row))).toEqual(row);
  });
});

describe('a write made offline', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('is stored with an id made here and queued, in the order the writes were made', async () => {
    const db = await openLocal();
    const created = await saveLocalRow(
      db,
      workOrderEntity,
      { vessel_id: 'v1', title: 'Renew bearings', priority: 'high', due_date: '2026-12-01' },
      { now },
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    await saveLocalRow(
      db,
      workOrderEntity,
      { id: created.id, priority: 'critical' },
      { now, baseVersion: 1 },
    );
    await queueLocalAction(db, workOrderEntity, { id: String(created.id), action: 'start', baseVersion: 1 });

    const stored = fromLocalRow((await db.rows('workOrders').get(String(created.id)))!);
    expect(stored).toMatchObject({ title: 'Renew bearings', priority: 'critical', status: 'in_progress' });
    const outbox = await pendingWrites(db);
    expect(outbox.map((entry) => [entry.op, entry.action ?? null, entry.rowId])).toEqual([
      ['upsert', null, created.id],
      ['upsert', null, created.id],
      ['action', 'start', created.id],
    ]);
    expect(outbox[1]).toMatchObject({
      values: { priority: 'critical' },
      baseVersion: 1,
      table: 'workOrders',
    });
    expect(new Set(outbox.map((entry) => entry.mutationId)).size).toBe(3);
  });

  it('leaves neither the row nor its outbox entry when its transaction fails', async () => {
    const db = await openLocal();
    await expect(
      db.transaction('rw', [db.rows('workOrders'), db._outbox], async () => {
        await saveLocalRow(db, workOrderEntity, { id: 'w-crash', title: 'Lost with the tab' }, { now });
        throw new Error('the tab was closed');
      }),
    ).rejects.toThrow('the tab was closed');
    expect(await db.rows('workOrders').get('w-crash')).toBeUndefined();
    expect(await pendingWrites(db)).toEqual([]);
  });

  it('keeps a deleted row as a tombstone until the server has the delete', async () => {
    const db = await openLocal();
    const row = await saveLocalRow(
      db,
      certificateEntity,
      { vessel_id: 'v1', certificate_name: 'IOPP' },
      { now },
    );
    await deleteLocalRow(db, certificateEntity, String(row.id), { now, baseVersion: 3 });
    expect(await db.rows('certificates').get(String(row.id))).toMatchObject({ deletedAt: now.toISOString() });
    expect((await pendingWrites(db)).at(-1)).toMatchObject({ op: 'delete', baseVersion: 3 });
  });

  it('refuses an action the entity does not declare', async () => {
    const db = await openLocal();
    await expect(queueLocalAction(db, certificateEntity, { id: 'c1', action: 'approve' })).rejects.toThrow(
      'certificate has no action approve',
    );
    expect(await pendingWrites(db)).toEqual([]);
  });
});
