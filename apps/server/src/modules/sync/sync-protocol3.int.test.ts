// Protocol 3 (docs/sync.md), on PGlite and PostgreSQL. The push names a device's writes by its node
// and their outbox position, applied once however often they come. The pull ('Changed fields only'):
// a row the reader holds comes with the fields changed since its cursor, and nothing else; compaction keeps
// every column a removed line changed; a row new to the reader, one come to its vessel and a first
// load come whole; protocol 2 still gets whole rows. The browser lays the fields over its row, and
// fetches whole a row it does not hold, so it ends with the server's rows field for field.
import 'fake-indexeddb/auto';

import { deviceMutationId } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { fromLocalRow } from '../../../../web/src/offline/local-schema';
import { PULL_CURSOR_KEY, pullChanges } from '../../../../web/src/offline/sync-engine';
import { fetchTransport } from '../../../../web/src/offline/sync-transport';
import type { Session, TestApp } from '../../test-support';
import {
  apiCall,
  createRow,
  CSRF,
  createTestApp,
  demoVesselIds,
  feedReleased,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';
import { compactChangeFeed } from './feed-compaction';
import { SimulatedLink } from './link-simulator';

type Change = { table: string; id: string; version?: number; row?: Record<string, unknown>; set?: object };

describe.each(TEST_DATABASES)('sync, protocol 3 (%s)', (kind) => {
  let t: TestApp;
  let admin: Session;
  let master: Session;
  let aurora: string;
  let pioneer: string;
  const opened: MarsLocalDb[] = [];
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close();
      await Dexie.delete(db.name);
    }
    await t.close();
  });

  const pull = (who: Session, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/sync/pull', headers: { cookie: who.cookie }, query });

  /** Every change after the cursor (all pages), and the cursor at the end. */
  async function pullAll(
    who: Session,
    v: string,
    cursor?: string,
  ): Promise<{ changes: Change[]; cursor: string }> {
    await feedReleased(t.db);
    const changes: Change[] = [];
    let at = cursor;
    for (;;) {
      const answer = await pull(who, { ...(at ? { cursor: at } : {}), limit: '1000', v });
      if (answer.statusCode === 204) return { changes, cursor: at! };
      const page = answer.json();
      changes.push(...page.changes);
      at = page.cursor;
      if (!page.more) return { changes, cursor: at! };
    }
  }

  const certificate = (vesselId: string) => ({
    vessel_id: vesselId,
    certificate_type: 'statutory',
    certificate_number: `IOPP-${uuidv7().slice(-6)}`,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
  });
  /** An edit as the form makes it: the row as read, with the values changed. */
  const edit = async (id: string, values: Record<string, unknown>, who: Session = master) => {
    const shown = (await apiCall(t.app, 'GET', `/api/v1/certificates/${id}`, who)).json();
    const answer = await apiCall(t.app, 'PUT', `/api/v1/certificates/${id}`, who, { ...shown, ...values });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Record<string, unknown>;
  };

  const push = (who: Session, mutations: unknown[], node: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sync/push?v=3&n=${node}`,
      headers: { cookie: who.cookie, ...CSRF },
      payload: { mutations },
    });

  it('names a device’s write by its node and outbox position, applied once however often it comes', async () => {
    const node = 'Sh1p-Br1dge_PC01';
    const id = uuidv7();
    const create = { table: 'certificates', rowId: id, op: 'upsert', values: certificate(aurora) };
    const first = await push(master, [{ ...create, s: 41 }], node);
    expect(first.json().outcomes).toEqual([{ status: 'applied', version: 1, set: expect.any(Object) }]);
    // The answer was lost: the same position again, and the id spelled out (an older build's push).
    const again = (await push(master, [{ ...create, s: 41 }], node)).json().outcomes[0];
    const spelled = (await push(master, [{ ...create, mutationId: deviceMutationId(node, 41) }], node)).json()
      .outcomes[0];
    expect(again).toMatchObject({ status: 'applied', version: 1 });
    expect(spelled).toEqual(again);
    const stored = await t.db.query('SELECT mutation_id FROM sync_mutations WHERE mutation_id = $1', [
      deviceMutationId(node, 41),
    ]);
    expect(stored.rows).toHaveLength(1);
    const audit = await t.db.query('SELECT action FROM audit_log WHERE entity_id = $1', [id]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
    // Another device's position 41 is another write; another user cannot take this device's.
    const other = await push(
      master,
      [{ ...create, rowId: uuidv7(), values: certificate(aurora), s: 41 }],
      'Sh1p-Engine_PC02',
    );
    expect(other.json().outcomes[0]).toMatchObject({ status: 'applied', version: 1 });
    const taken = (await push(admin, [{ ...create, s: 41 }], node)).json().outcomes[0];
    expect(taken).toMatchObject({ status: 'rejected', code: 'mutation_id_taken' });
  });

  it('answers a row the reader holds with the fields changed since its cursor, also after compaction', async () => {
    const held = await createRow<Record<string, unknown>>(t.app, 'certificates', master, certificate(aurora));
    const { cursor } = await pullAll(admin, '3');
    t.clock.advance(60_000);
    await edit(String(held.id), { remarks: 'Seen by the surveyor' });
    t.clock.advance(60_000);
    const now = await edit(String(held.id), { issuing_authority: 'DNV' });
    const made = await createRow<Record<string, unknown>>(t.app, 'certificates', master, certificate(aurora));

    const changed = (await pullAll(admin, '3', cursor)).changes;
    const ofHeld = changed.find((change) => change.id === held.id)!;
    expect(ofHeld.row).toBeUndefined();
    expect(ofHeld).toMatchObject({ version: now.version });
    expect(Object.keys(ofHeld.set!).sort()).toEqual(['issuing_authority', 'remarks', 'updated_at']);
    expect(ofHeld.set).toMatchObject({ issuing_authority: 'DNV', remarks: 'Seen by the surveyor' });
    // A row made after the cursor is new to the reader: whole.
    expect(changed.find((change) => change.id === made.id)).toMatchObject({
      row: { certificate_name: 'International Oil Pollution Prevention Certificate' },
    });
    // Compaction removes the first edit's line; its column goes into the line that stays.
    await compactChangeFeed(t.db);
    const { rows: lines } = await t.db.query<{ changed: string[] | null }>(
      'SELECT changed FROM sync_changes WHERE row_id = $1 ORDER BY xid, seq',
      [held.id],
    );
    // The insert's line (whole) and the last edit's, which took the first edit's column.
    expect(lines.map((line) => line.changed)).toEqual([
      null,
      ['issuing_authority', 'remarks', 'updated_at', 'version'],
    ]);
    const compacted = (await pullAll(admin, '3', cursor)).changes.find((change) => change.id === held.id)!;
    expect(compacted.set).toEqual(ofHeld.set);
    // Protocol 2, and a first load, get the row whole.
    const lean = (await pullAll(admin, '2', cursor)).changes.find((change) => change.id === held.id)!;
    expect(lean.set).toBeUndefined();
    expect(lean.row).toMatchObject({
      certificate_number: held.certificate_number,
      remarks: 'Seen by the surveyor',
    });
    const loaded = (await pullAll(admin, '3')).changes.find((change) => change.id === held.id)!;
    expect(loaded.row).toMatchObject({ issuing_authority: 'DNV' });
  });

  it('brings a row that came to the reader’s vessel whole, and one that left it as a tombstone', async () => {
    const moving = await createRow<Record<string, unknown>>(
      t.app,
      'certificates',
      admin,
      certificate(pioneer),
    );
    const { cursor } = await pullAll(master, '3');
    const moved = await edit(String(moving.id), { vessel_id: aurora }, admin);
    // The Master of Nordic Aurora never held it: it comes whole.
    const came = (await pullAll(master, '3', cursor)).changes.find((change) => change.id === moving.id);
    expect(came?.row).toMatchObject({ vessel_id: aurora, certificate_number: moving.certificate_number });
    const { cursor: after } = await pullAll(master, '3');
    expect(moved).toMatchObject({ vessel_id: aurora });
    await edit(String(moving.id), { vessel_id: pioneer }, admin);
    const left = (await pullAll(master, '3', after)).changes.find((change) => change.id === moving.id);
    expect(left).toMatchObject({ deleted: true });
  });

  it('brings a browser to the server’s rows field for field, fetching whole the rows it does not hold', async () => {
    const device = async () => {
      const db = new MarsLocalDb(`mars-delta-${uuidv7()}`);
      opened.push(db);
      await db.open();
      const link = new SimulatedLink(t.app, { headers: admin });
      return { db, link, transport: fetchTransport(link.fetch, 'http://mars.shore/api/v1/sync') };
    };
    const made = [];
    for (let count = 0; count < 3; count += 1) {
      made.push(await createRow<{ id: string }>(t.app, 'certificates', master, certificate(aurora)));
    }
    const shore = await device();
    await pullChanges(shore.db, shore.transport);
    const rows = { rows: made };
    const [kept, lost, again] = rows.rows;
    await edit(kept!.id, { remarks: 'Endorsed at Rotterdam' });
    await edit(lost!.id, { survey_station: 'Hamburg' });
    // This device lost a row (a cleared table, a bug): the change of it cannot be laid over anything.
    await shore.db.rows('certificates').delete(lost!.id);
    await edit(again!.id, { remarks: 'Renewal survey booked' });
    shore.link.reset();
    await pullChanges(shore.db, shore.transport);
    // The pull, then one fetch of the row it does not hold.
    expect(shore.link.counters.requests).toBe(2);
    // A device loaded from nothing now holds the server's rows as they are: the same, field for field.
    const fresh = await device();
    await pullChanges(fresh.db, fresh.transport);
    for (const row of rows.rows) {
      expect(await shore.db.rows('certificates').get(row.id)).toEqual(
        await fresh.db.rows('certificates').get(row.id),
      );
    }
    expect(fromLocalRow((await shore.db.rows('certificates').get(kept!.id))!)).toMatchObject({
      remarks: 'Endorsed at Rotterdam',
    });
    expect(await shore.db._sync.get(PULL_CURSOR_KEY)).toBeDefined();
  });
});
