// The sync's fault matrix (issue 12; sync-design.md 7.3 S4, S5): the browser's real code (local-source,
// the outbox, sync-engine over fetchTransport) on fake-indexeddb, against the real server in-process,
// through a simulated link (link-simulator.ts) that cuts requests, resets and drops answers. The client
// is killed (its database closed and opened again) after a local write, mid-upload and after the
// server's commit before the answer; the server dies mid-apply (a transaction that rolls back); a
// device's clock runs a day fast; three devices make hundreds of offline edits of the same rows with
// random cuts (seeded). What must hold: no write lost, none applied twice, every conflict and refusal
// recorded on the device, and every device ends with the server's rows.
import 'fake-indexeddb/auto';

import type { Role } from '@mars/domain';
import { certificateEntity, workOrderEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { fromLocalRow } from '../../../../web/src/offline/local-schema';
import type { LocalContext } from '../../../../web/src/offline/local-source';
import { removeLocal, stepLocal, upsertLocal } from '../../../../web/src/offline/local-source';
import { saveLocalRow } from '../../../../web/src/offline/local-writes';
import type { SyncTransport } from '../../../../web/src/offline/sync-transport';
import { pullChanges, pushOutbox, syncOnce } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { TestApp } from '../../test-support';
import { createTestApp, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';
import type { LinkFault, LinkRequest } from './link-simulator';
import { SimulatedLink, seededRandom } from './link-simulator';

type Row = Record<string, unknown>;
const DAY_MS = 24 * 60 * 60_000;

/** A device: its offline database (killed and started again by name), its user and its link. */
type Device = {
  name: string;
  db: MarsLocalDb;
  context: LocalContext;
  link: SimulatedLink;
  transport: SyncTransport;
  /** The faults of the next requests, in order (then 'none'), or a rule. */
  faults: LinkFault[];
  rule?: (request: LinkRequest) => LinkFault;
};

let databases = 0;

describe.each(TEST_DATABASES)('sync under faults (%s)', { timeout: 180_000 }, (kind) => {
  let t: TestApp;
  let aurora: string;
  const devices: Device[] = [];
  /** Set to n: the n-th transaction from now rolls back at its end, as if the server died before COMMIT. */
  let dieAtTransaction = 0;

  beforeEach(async () => {
    t = await createTestApp(kind);
    aurora = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
    const transaction = t.db.transaction.bind(t.db);
    t.db.transaction = (fn) =>
      transaction(async (tx) => {
        const result = await fn(tx);
        if (dieAtTransaction > 0 && --dieAtTransaction === 0) throw new Error('server killed before COMMIT');
        return result;
      });
  });
  afterEach(async () => {
    for (const device of devices.splice(0)) {
      device.db.close();
      await Dexie.delete(device.db.name);
    }
    await t.close();
  });

  async function device(email: string, options: { clockOffsetMs?: number } = {}): Promise<Device> {
    databases += 1;
    const { cookie } = await signedIn(t.app, email);
    const user = await t.db.query<{ id: string; role: Role }>('SELECT id, role FROM users WHERE email = $1', [
      email,
    ]);
    const db = new MarsLocalDb(`mars-faults-${databases}`);
    await db.open();
    const offset = options.clockOffsetMs ?? 0;
    const made: Device = {
      name: email,
      db,
      context: { userId: user.rows[0]!.id, role: user.rows[0]!.role },
      faults: [],
      link: undefined as unknown as SimulatedLink,
      transport: undefined as unknown as SyncTransport,
    };
    Object.defineProperty(made.context, 'now', {
      get: () => new Date(t.clock.now().getTime() + offset),
      enumerable: true,
    });
    made.link = new SimulatedLink(t.app, {
      headers: { cookie },
      faults: (request) => made.faults.shift() ?? made.rule?.(request) ?? 'none',
    });
    made.transport = fetchTransport(made.link.fetch, 'http://mars.ship/api/v1/sync');
    devices.push(made);
    return made;
  }

  /** The device's browser dies and starts again: the database is closed and opened anew by name. */
  async function kill(one: Device): Promise<void> {
    one.db.close();
    one.db = new MarsLocalDb(one.db.name);
    await one.db.open();
  }

  const sync = async (one: Device) => {
    await feedReleased(t.db);
    return syncOnce(one.db, one.transport, { limit: 1000, now: () => one.context.now! });
  };

  const certificate = (overrides: Row = {}): Row => ({
    vessel_id: aurora,
    certificate_type: 'statutory',
    certificate_number: `IOPP-${uuidv7().slice(-8)}`,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
    ...overrides,
  });

  async function create(one: Device, overrides: Row = {}): Promise<string> {
    const id = uuidv7();
    await upsertLocal(one.db, certificateEntity, id, certificate(overrides), one.context);
    return id;
  }

  /** An edit as the form makes it: the row as shown, one field changed, the version it was read at. */
  async function edit(one: Device, id: string, changes: Row): Promise<void> {
    const shown = fromLocalRow((await one.db.rows('certificates').get(id))!);
    await upsertLocal(one.db, certificateEntity, id, { ...shown, ...changes }, one.context);
  }

  async function serverRow(id: string): Promise<Row | undefined> {
    return (await t.db.query('SELECT * FROM certificates WHERE id = $1', [id])).rows[0];
  }

  async function audit(id: string): Promise<string[]> {
    const { rows } = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id',
      [id],
    );
    return rows.map((row) => row.action);
  }

  it('keeps a local write over a killed browser, and leaves nothing of a write killed half-way', async () => {
    const ship = await device('master@mars.demo');
    const id = await create(ship, { remarks: 'Written before the crash' });
    await kill(ship);
    expect(await ship.db._outbox.count()).toBe(1);
    expect(await ship.db.rows('certificates').get(id)).toMatchObject({ remarks: 'Written before the crash' });

    // Killed inside the write's transaction: neither the row nor its outbox entry is there (I1).
    const half = uuidv7();
    await expect(
      ship.db.transaction('rw', [ship.db.rows('certificates'), ship.db._outbox], async () => {
        await saveLocalRow(ship.db, certificateEntity, { id: half, ...certificate() });
        throw new Error('browser killed');
      }),
    ).rejects.toThrow('browser killed');
    await kill(ship);
    expect(await ship.db.rows('certificates').get(half)).toBeUndefined();
    expect(await ship.db._outbox.count()).toBe(1);

    expect((await sync(ship)).push).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    expect(await serverRow(id)).toMatchObject({ remarks: 'Written before the crash', version: 1 });
    expect(await serverRow(half)).toBeUndefined();
  });

  it('applies once what was cut mid-upload or answered after COMMIT but lost, across a killed browser', async () => {
    const ship = await device('master@mars.demo');
    const cutId = await create(ship, { remarks: 'cut on the way up' });
    ship.faults.push('cut');
    await expect(sync(ship)).rejects.toThrow('Failed to fetch');
    await kill(ship);
    expect(await serverRow(cutId)).toBeUndefined();

    // Committed on the server; the answer is lost (dropped, then reset half-way) and the browser dies.
    await edit(ship, cutId, { remarks: 'and corrected' });
    ship.faults.push('drop');
    await expect(sync(ship)).rejects.toThrow('answer lost');
    expect(await serverRow(cutId)).toMatchObject({ remarks: 'and corrected', version: 2 });
    await kill(ship);
    ship.faults.push('reset');
    await expect(sync(ship)).rejects.toThrow('connection reset');
    await kill(ship);
    expect(await ship.db._outbox.count()).toBe(2);

    expect((await sync(ship)).push).toEqual({ applied: 2, conflicts: 0, rejected: 0 });
    expect(await serverRow(cutId)).toMatchObject({ remarks: 'and corrected', version: 2 });
    expect(await audit(cutId)).toEqual(['create', 'update']);
    expect(await ship.db.rows('certificates').get(cutId)).toMatchObject({
      version: 2,
      remarks: 'and corrected',
    });
    expect(await ship.db._outbox.count()).toBe(0);
  });

  it('applies the rest once after the server dies in the middle of a push', async () => {
    const ship = await device('master@mars.demo');
    const ids = [await create(ship), await create(ship), await create(ship)];
    await edit(ship, ids[0]!, { remarks: 'second write of the first row' });
    // The second mutation's transaction rolls back: the first stays committed, the rest never ran.
    dieAtTransaction = 2;
    await expect(sync(ship)).rejects.toThrow('Failed to fetch');
    expect(await serverRow(ids[0]!)).toMatchObject({ version: 1 });
    expect(await serverRow(ids[1]!)).toBeUndefined();
    expect(await serverRow(ids[2]!)).toBeUndefined();
    expect(await ship.db._outbox.count()).toBe(4);

    expect((await sync(ship)).push).toEqual({ applied: 4, conflicts: 0, rejected: 0 });
    expect(await serverRow(ids[0]!)).toMatchObject({ version: 2, remarks: 'second write of the first row' });
    for (const id of ids) expect(await audit(id)).toEqual(id === ids[0] ? ['create', 'update'] : ['create']);
  });

  it('resumes a pull whose answers are dropped and a workflow action whose answer is lost', async () => {
    const ship = await device('master@mars.demo');
    await feedReleased(t.db);
    ship.rule = ({ path }) => (path.includes('/pull') ? 'drop' : 'none');
    await expect(pullChanges(ship.db, ship.transport, { limit: 100 })).rejects.toThrow('answer lost');
    expect(await ship.db._sync.get('pullCursor')).toBeUndefined();
    ship.rule = undefined;
    ship.faults.push('none', 'none', 'reset');
    await expect(pullChanges(ship.db, ship.transport, { limit: 100 })).rejects.toThrow('connection reset');
    // Two pages and their cursor were kept; the third was lost, and the pull goes on from the cursor.
    expect(await ship.db._sync.get('pullCursor')).toBeDefined();
    await feedReleased(t.db);
    await pullChanges(ship.db, ship.transport, { limit: 1000 });

    const order = (await ship.db.rows('workOrders').toArray()).find(
      (row) => row.status === 'open' && row.vesselId === aurora,
    )!;
    await stepLocal(
      ship.db,
      workOrderEntity,
      { id: String(order.id), action: 'start', body: { version: order.version } },
      ship.context,
    );
    ship.faults.push('drop');
    await expect(pushOutbox(ship.db, ship.transport)).rejects.toThrow('answer lost');
    await kill(ship);
    expect(await pushOutbox(ship.db, ship.transport)).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    const row = (
      await t.db.query('SELECT status, version FROM work_orders WHERE id = $1', [String(order.id)])
    ).rows[0];
    expect(row).toEqual({ status: 'in_progress', version: Number(order.version) + 1 });
    expect(await ship.db.rows('workOrders').get(String(order.id))).toMatchObject({
      status: 'in_progress',
      version: Number(order.version) + 1,
    });
  });

  it('gives a device whose clock is a day fast no advantage: a later edit on shore still wins, with the conflict recorded', async () => {
    const ship = await device('master@mars.demo', { clockOffsetMs: DAY_MS });
    const shore = await device('admin@mars.demo');
    const id = await create(shore, { remarks: 'from shore' });
    await sync(shore);
    await sync(ship);
    await edit(ship, id, { remarks: 'ship, clock a day fast' });
    t.clock.advance(60_000);
    await edit(shore, id, { remarks: 'shore, a minute later' });
    await sync(shore);
    const round = await sync(ship);
    expect(round.push).toEqual({ applied: 0, conflicts: 1, rejected: 0 });
    const stored = await serverRow(id);
    expect(stored).toMatchObject({ remarks: 'shore, a minute later', version: 2 });
    // The server stamps its own time; the device's clock never reaches the stored row.
    expect(new Date(String(stored!.updated_at)).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await ship.db._conflicts.toArray()).toEqual([
      expect.objectContaining({
        rowId: id,
        reason: 'conflict',
        local: expect.objectContaining({ remarks: 'ship, clock a day fast' }),
        server: expect.objectContaining({ remarks: 'shore, a minute later' }),
      }),
    ]);
    expect(await ship.db.rows('certificates').get(id)).toMatchObject({ remarks: 'shore, a minute later' });
  });

  it('loses no write and applies none twice: 3 devices, hundreds of offline edits of shared rows, random cuts, kills and server deaths', async () => {
    const random = seededRandom(20261124);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const fleet = [
      await device('master@mars.demo'),
      await device('admin@mars.demo'),
      await device('master@mars.demo', { clockOffsetMs: DAY_MS }),
    ];
    const faultRule = (): LinkFault => {
      const roll = random();
      return roll < 0.08 ? 'cut' : roll < 0.14 ? 'drop' : roll < 0.18 ? 'reset' : 'none';
    };
    for (const one of fleet) await sync(one);
    const before = await t.db.query<{ id: string; version: number }>(
      'SELECT id, version FROM certificates WHERE vessel_id = $1 AND deleted_at IS NULL',
      [aurora],
    );
    const startVersion = new Map(before.rows.map((row) => [row.id, Number(row.version)]));
    const auditCounts = async (ids: string[]) => {
      const { rows } = await t.db.query<{ entity_id: string; count: string }>(
        `SELECT entity_id, count(*) AS count FROM audit_log
         WHERE entity_id = ANY($1::text[]) AND action IN ('create', 'update') GROUP BY entity_id`,
        [ids],
      );
      return new Map(rows.map((row) => [row.entity_id, Number(row.count)]));
    };
    const auditBefore = await auditCounts(before.rows.map((row) => row.id));
    const written: { device: Device; mutationId: string; rowId: string; op: string }[] = [];
    let edits = 0;
    const EDITS_PER_DEVICE = Number(process.env.SYNC_FAULT_EDITS ?? 200);
    const live = async (one: Device) =>
      (await one.db.rows('certificates').where('vesselId').equals(aurora).toArray()).filter(
        (row) => !row.deletedAt,
      );

    while (fleet.some((one) => written.filter((entry) => entry.device === one).length < EDITS_PER_DEVICE)) {
      for (const one of fleet) {
        const burst = 1 + Math.floor(random() * 25);
        for (let index = 0; index < burst; index += 1) {
          const rows = await live(one);
          const roll = random();
          let rowId: string;
          let op = 'upsert';
          edits += 1;
          if (roll < 0.25 || rows.length < 5) {
            rowId = await create(one, { remarks: `made by ${one.name} #${edits}` });
          } else if (roll < 0.95) {
            // Most edits go to a few rows, so the devices meet on them.
            rowId = String(pick(random() < 0.6 ? rows.slice(0, 6) : rows).id);
            const changes: Row = { remarks: `${one.name} #${edits}` };
            if (random() < 0.2) changes.survey_station = `Station ${edits}`;
            await edit(one, rowId, changes);
          } else {
            rowId = String(pick(rows).id);
            op = 'delete';
            await removeLocal(one.db, certificateEntity, rowId, one.context);
          }
          const entry = (await one.db._outbox.orderBy('seq').last())!;
          expect(entry.rowId).toBe(rowId);
          written.push({ device: one, mutationId: entry.mutationId, rowId, op });
        }
        if (random() < 0.2) await kill(one);
        one.rule = faultRule;
        if (random() < 0.1) dieAtTransaction = 1 + Math.floor(random() * 20);
        await sync(one).catch((error: unknown) => {
          expect(String(error)).toMatch(/Failed to fetch|server killed/);
        });
        dieAtTransaction = 0;
        t.clock.advance(60_000);
      }
    }
    // The link comes back for good: every device syncs until its outbox is empty, then pulls once more.
    for (const one of fleet) {
      one.rule = undefined;
      await sync(one);
      expect(await one.db._outbox.count()).toBe(0);
    }
    for (const one of fleet) await sync(one);

    const { rows: recorded } = await t.db.query<{
      mutation_id: string;
      status: string;
      row_id: string;
      outcome: { status: string; code?: string };
    }>('SELECT mutation_id, status, row_id, outcome FROM sync_mutations');
    const byId = new Map(recorded.map((row) => [row.mutation_id, row]));
    // No write lost: every one made on a device has its outcome on the server.
    const lost = written.filter((entry) => !byId.has(entry.mutationId));
    expect(lost).toEqual([]);
    // Every conflict and refusal is on the device that made the write.
    const unrecorded: string[] = [];
    let conflicts = 0;
    for (const entry of written) {
      const outcome = byId.get(entry.mutationId)!.outcome;
      if (outcome.status === 'applied') continue;
      conflicts += 1;
      const kept = await entry.device.db._conflicts.where('mutationId').equals(entry.mutationId).toArray();
      if (!kept.some((conflict) => conflict.reason === outcome.code)) unrecorded.push(entry.mutationId);
    }
    expect(unrecorded).toEqual([]);
    expect(conflicts).toBeGreaterThan(0);
    // None applied twice: each live row's version is its start plus one step per applied write, and
    // its audit trail holds one entry per applied write.
    const applied = new Map<string, number>();
    for (const entry of written) {
      if (byId.get(entry.mutationId)!.outcome.status !== 'applied' || entry.op === 'delete') continue;
      applied.set(entry.rowId, (applied.get(entry.rowId) ?? 0) + 1);
    }
    const { rows: server } = await t.db.query<{ id: string; version: number; remarks: string | null }>(
      'SELECT id, version, remarks FROM certificates WHERE vessel_id = $1 AND deleted_at IS NULL ORDER BY id',
      [aurora],
    );
    const twice: string[] = [];
    for (const row of server) {
      const steps = applied.get(row.id) ?? 0;
      if (Number(row.version) !== (startVersion.get(row.id) ?? 0) + steps) twice.push(row.id);
    }
    expect(twice).toEqual([]);
    const auditAfter = await auditCounts([...applied.keys()]);
    const doubled = [...applied].filter(
      ([id, steps]) => (auditAfter.get(id) ?? 0) - (auditBefore.get(id) ?? 0) !== steps,
    );
    expect(doubled).toEqual([]);
    // Every device converged on the server's rows.
    const expected = server.map((row) => ({
      id: row.id,
      version: Number(row.version),
      remarks: row.remarks,
    }));
    for (const one of fleet) {
      const local = (await live(one))
        .map((row) => ({ id: String(row.id), version: Number(row.version), remarks: row.remarks ?? null }))
        .sort((a, b) => a.id.localeCompare(b.id));
      expect(local, one.name).toEqual(expected);
    }
    // Field for field: the devices hold the same rows (the writers' from the lean answers of their
    // pushes, the others' from the feed).
    const whole = async (one: Device) =>
      (await live(one)).sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const first = await whole(fleet[0]!);
    for (const one of fleet.slice(1)) expect(await whole(one), one.name).toEqual(first);
    if (process.env.SYNC_FAULT_REPORT)
      console.log({
        written: written.length,
        conflicts,
        applied: [...applied.values()].reduce((a, b) => a + b, 0),
        faults: fleet.map((one) => one.link.counters),
        rows: server.length,
      });
    expect(written.length).toBeGreaterThanOrEqual(3 * EDITS_PER_DEVICE);
    expect(fleet.reduce((sum, one) => sum + one.link.counters.faults, 0)).toBeGreaterThan(10);
    // The larger pushes went deflated, and the server read them.
    expect(fleet.reduce((sum, one) => sum + one.link.counters.encodedRequests, 0)).toBeGreaterThan(5);
  }, 120_000);
});
