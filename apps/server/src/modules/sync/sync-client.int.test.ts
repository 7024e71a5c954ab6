// The browser's sync engine (apps/web/src/offline/sync-engine.ts) on fake-indexeddb against the real
// server built in-process: writes made offline reach the server once and a second browser through
// the feed; a cut in the middle of a pull resumes from the stored cursor; a lost answer to a push is
// retried without a second write; conflicts and refusals land in _conflicts, never dropped.
import 'fake-indexeddb/auto';

import { certificateEntity, workOrderEntity } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { queueLocalAction, saveLocalRow } from '../../../../web/src/offline/local-writes';
import type { DriftTransport } from '../../../../web/src/offline/drift-check';
import { findDrift } from '../../../../web/src/offline/drift-check';
import type { SyncTransport } from '../../../../web/src/offline/sync-transport';
import { PULL_CURSOR_KEY, pullChanges, pushOutbox, syncOnce } from '../../../../web/src/offline/sync-engine';
import type { TestApp } from '../../test-support';
import { createTestApp, signedIn, syncTransport } from '../../test-support';

function injectDrift(app: FastifyInstance, cookie: string): DriftTransport {
  const get = async (url: string, query: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie }, query });
    if (response.statusCode !== 200) throw new Error(`${url} ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  return {
    tree: (table) => get('/api/v1/sync/tree', { table }),
    bucket: (table, bucket, after) =>
      get('/api/v1/sync/tree/bucket', { table, bucket, ...(after ? { after } : {}) }),
  };
}

let databases = 0;
const opened: MarsLocalDb[] = [];
async function browser(): Promise<MarsLocalDb> {
  databases += 1;
  const db = new MarsLocalDb(`mars-sync-${databases}`);
  opened.push(db);
  await db.open();
  return db;
}

// Whole-feed pulls into fake-indexeddb take a while on a busy machine.
describe('the sync engine against the server (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let master: SyncTransport;
  let admin: SyncTransport;
  let aurora: string;
  beforeEach(async () => {
    t = await createTestApp('pglite');
    master = syncTransport(t.app, (await signedIn(t.app, 'master@mars.demo')).cookie);
    admin = syncTransport(t.app, (await signedIn(t.app, 'admin@mars.demo')).cookie);
    aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  const certificate = (overrides: Record<string, unknown> = {}) => ({
    vessel_id: aurora,
    certificate_type: 'statutory',
    certificate_number: 'IOPP-2026-777',
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
    ...overrides,
  });

  it('carries offline writes and a workflow action to the server and, through the feed, to a second browser', async () => {
    const ship = await browser();
    await pullChanges(ship, master, { limit: 500 });
    const equipment = await t.db.query<{ id: string }>(
      'SELECT id FROM equipment WHERE vessel_id = $1 LIMIT 1',
      [aurora],
    );
    const engineer = await t.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'engineer@mars.demo'`,
    );

    // Offline: a certificate made and then corrected, a work order raised and started.
    const made = await saveLocalRow(ship, certificateEntity, certificate());
    const certificateId = String(made.id);
    await saveLocalRow(ship, certificateEntity, { id: certificateId, issuing_authority: 'DNV' });
    const order = await saveLocalRow(ship, workOrderEntity, {
      vessel_id: aurora,
      title: 'Renew ballast pump bearings',
      description: 'Bearings noisy at the last round; renew both.',
      work_type: 'corrective',
      priority: 'high',
      equipment_id: equipment.rows[0]!.id,
      assigned_to: engineer.rows[0]!.id,
      due_date: '2026-12-01',
    });
    await queueLocalAction(ship, workOrderEntity, { id: String(order.id), action: 'start' });
    expect(await ship._outbox.count()).toBe(4);

    const round = await syncOnce(ship, master, { limit: 500 });
    expect(round.push).toEqual({ applied: 4, conflicts: 0, rejected: 0 });
    expect(await ship._outbox.count()).toBe(0);
    expect(await ship._conflicts.count()).toBe(0);
    const stored = await t.db.query('SELECT issuing_authority, version FROM certificates WHERE id = $1', [
      certificateId,
    ]);
    expect(stored.rows).toEqual([{ issuing_authority: 'DNV', version: 2 }]);
    // The local row took the server's version and its numbering.
    expect(await ship.rows('certificates').get(certificateId)).toMatchObject({
      version: 2,
      issuingAuthority: 'DNV',
    });
    expect(await ship.rows('workOrders').get(String(order.id))).toMatchObject({
      status: 'in_progress',
      workOrderNumber: expect.stringMatching(/^WO-2026-\d{4}$/),
    });

    const shore = await browser();
    await syncOnce(shore, admin, { limit: 500 });
    expect(await shore.rows('certificates').get(certificateId)).toMatchObject({
      version: 2,
      issuingAuthority: 'DNV',
    });
    expect(await shore.rows('workOrders').get(String(order.id))).toMatchObject({ status: 'in_progress' });
  });

  it('resumes a pull cut in the middle from the cursor stored with the last page', async () => {
    const whole = await browser();
    await pullChanges(whole, admin, { limit: 1000 });
    const wholeIds = (await whole.rows('certificates').toArray()).map((row) => row.id).sort();

    const cut = await browser();
    let pages = 0;
    const failing: SyncTransport = {
      ...admin,
      async pull(query) {
        pages += 1;
        if (pages === 3) throw new Error('link lost');
        return admin.pull(query);
      },
    };
    await expect(pullChanges(cut, failing, { limit: 60 })).rejects.toThrow('link lost');
    const cursor = (await cut._sync.get(PULL_CURSOR_KEY))?.value;
    expect(typeof cursor).toBe('string');
    // Resumed: it asks from the stored cursor, not from the beginning.
    const asked: (string | undefined)[] = [];
    const watching: SyncTransport = {
      ...admin,
      pull: (query) => {
        asked.push(query.cursor);
        return admin.pull(query);
      },
    };
    await pullChanges(cut, watching, { limit: 60 });
    expect(asked[0]).toBe(cursor);
    expect((await cut.rows('certificates').toArray()).map((row) => row.id).sort()).toEqual(wholeIds);
    let total = 0;
    for (const table of whole.tables.filter((item) => !item.name.startsWith('_'))) {
      const count = await table.count();
      total += count;
      expect(await cut.table(table.name).count(), table.name).toBe(count);
    }
    expect(total).toBeGreaterThan(40);
  });

  it('retries a push whose answer was lost without writing twice', async () => {
    const ship = await browser();
    const made = await saveLocalRow(ship, certificateEntity, certificate());
    let lost = true;
    const dropping: SyncTransport = {
      ...master,
      async push(body, options) {
        const answer = await master.push(body, options);
        if (lost) {
          lost = false;
          throw new Error('answer lost');
        }
        return answer;
      },
    };
    await expect(pushOutbox(ship, dropping)).rejects.toThrow('answer lost');
    expect(await ship._outbox.count()).toBe(1);
    expect(await pushOutbox(ship, dropping)).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    const audit = await t.db.query('SELECT action FROM audit_log WHERE entity_id = $1', [made.id]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
    expect(await ship.rows('certificates').get(String(made.id))).toMatchObject({ version: 1 });
  });

  /**
   * A certificate the ship edits offline ('Seen on board' in its remarks) while shore writes `values`
   * on the same version: the ship's browser, the row's id and the row as the ship held it.
   */
  async function editedMeanwhile(values: Record<string, unknown>) {
    const ship = await browser();
    await pullChanges(ship, master, { limit: 1000 });
    const local = (await ship.rows('certificates').toArray())[0]!;
    const id = String(local.id);
    const baseVersion = Number(local.version);
    await saveLocalRow(ship, certificateEntity, { id, remarks: 'Seen on board' }, { baseVersion });
    await admin.push({
      mutations: [
        { mutationId: uuidv7(), table: 'certificates', rowId: id, op: 'upsert', values, baseVersion },
      ],
    });
    return { ship, id, local };
  }

  it('keeps an edit made on a version the server has moved past, and records the conflict with both values', async () => {
    const { ship, id } = await editedMeanwhile({ remarks: 'Renewal booked' });
    await pullChanges(ship, master, { limit: 1000 });
    expect(await ship.rows('certificates').get(id)).toMatchObject({ remarks: 'Seen on board' });
    expect(await ship._outbox.count()).toBe(1);
    expect(await ship._conflicts.toArray()).toEqual([
      expect.objectContaining({
        rowId: id,
        reason: 'changed',
        server: expect.objectContaining({ remarks: 'Renewal booked' }),
      }),
    ]);

    expect(await pushOutbox(ship, master)).toEqual({ applied: 0, conflicts: 1, rejected: 0 });
    expect(await ship._outbox.count()).toBe(0);
    const conflicts = await ship._conflicts.toArray();
    expect(conflicts.at(-1)).toMatchObject({
      reason: 'conflict',
      local: { op: 'upsert', remarks: 'Seen on board' },
      server: { id, remarks: 'Renewal booked' },
    });
    // The server kept its value; the next pull brings it, the user's stays in _conflicts.
    await pullChanges(ship, master, { limit: 1000 });
    expect(await ship.rows('certificates').get(id)).toMatchObject({ remarks: 'Renewal booked' });
  });

  it('merges an edit with one made meanwhile on the server in other fields: both stand', async () => {
    // Meanwhile on shore, another field.
    const { ship, id, local } = await editedMeanwhile({ survey_station: 'Piraeus' });
    // A pull sees the row changed while the edit waits: said, until the push settles it.
    await pullChanges(ship, master, { limit: 1000 });
    expect(await ship._conflicts.count()).toBe(1);
    expect(await pushOutbox(ship, master)).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    expect(await ship._outbox.count()).toBe(0);
    expect(await ship._conflicts.count()).toBe(0);
    const stored = await t.db.query(
      'SELECT remarks, survey_station, version FROM certificates WHERE id = $1',
      [id],
    );
    expect(stored.rows).toEqual([
      { remarks: 'Seen on board', survey_station: 'Piraeus', version: Number(local.version) + 2 },
    ]);
    expect(await ship.rows('certificates').get(id)).toMatchObject({
      remarks: 'Seen on board',
      surveyStation: 'Piraeus',
      version: Number(local.version) + 2,
    });
  });

  it('moves a write the server refuses (role, validation) to _conflicts with its codes', async () => {
    const crewDevice = await browser();
    const crew = syncTransport(t.app, (await signedIn(t.app, 'crew@mars.demo')).cookie);
    await saveLocalRow(crewDevice, certificateEntity, certificate());
    const ship = await browser();
    await saveLocalRow(ship, certificateEntity, certificate({ expiry_date: 'someday' }));
    expect(await pushOutbox(crewDevice, crew)).toEqual({ applied: 0, conflicts: 0, rejected: 1 });
    expect(await pushOutbox(ship, master)).toEqual({ applied: 0, conflicts: 0, rejected: 1 });
    expect(await crewDevice._conflicts.toArray()).toEqual([
      expect.objectContaining({ reason: 'forbidden', server: null }),
    ]);
    expect(await ship._conflicts.toArray()).toEqual([
      expect.objectContaining({
        reason: 'validation_failed',
        fields: { expiry_date: ['validation:dateFormat'] },
      }),
    ]);
    expect(await ship._outbox.count()).toBe(0);
  });

  it('finds drift by comparing hash trees: equal roots after a sync, and only the differing buckets listed', async () => {
    const ship = await browser();
    const drift = injectDrift(t.app, (await signedIn(t.app, 'master@mars.demo')).cookie);
    await pullChanges(ship, master);
    for (const table of ['certificates', 'workOrders', 'personnel', 'ships']) {
      expect(await findDrift(ship, drift, table), table).toEqual({ same: true, buckets: [], rows: [] });
    }
    const rows = await ship.rows('workOrders').toArray();
    const [lost, old] = [rows[0]!, rows.find((row) => String(row.id).at(-1) !== String(rows[0]!.id).at(-1))!];
    await ship.rows('workOrders').delete(String(lost.id));
    await ship.rows('workOrders').update(String(old.id), { version: Number(old.version) - 1 + 100 });
    const found = await findDrift(ship, drift, 'workOrders');
    expect(found.same).toBe(false);
    expect(found.buckets.sort()).toEqual([String(lost.id).at(-1), String(old.id).at(-1)].sort());
    expect(found.rows).toEqual(
      expect.arrayContaining([
        { id: lost.id, local: undefined, server: lost.version },
        { id: old.id, local: Number(old.version) + 99, server: old.version },
      ]),
    );
    expect(found.rows).toHaveLength(2);
  });
});
