// Protocol 3 (docs/sync.md), on PGlite and PostgreSQL. The push names a device's writes by its node
// and their outbox position, applied once however often they come. The pull ('Changed fields only'):
// a row the reader holds comes with the fields changed since its cursor, and nothing else; compaction keeps
// every column a removed line changed; a row new to the reader, one come to its vessel and a first
// load come whole; protocol 2 still gets whole rows. The browser lays the fields over its row, and
// fetches whole a row it does not hold, so it ends with the server's rows field for field.
import 'fake-indexeddb/auto';

import { certificateEntity, deviceMutationId, numbersOfSteps } from '@mars/domain';
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

type Change = {
  table: string;
  id?: string;
  n?: number;
  version?: number;
  row?: Record<string, unknown>;
  set?: object;
};

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
      // The numbers as the browser reads them off the wire (steps from one to the next).
      changes.push(...numbersOfSteps(page.changes));
      at = page.cursor;
      if (!page.more) return { changes, cursor: at! };
    }
  }

  /** A certificate of Other Shipping's Southern Cross (written straight to the database): its number. */
  const createTestOrganizationRow = async () => {
    const id = uuidv7();
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number,
                                 certificate_name, issue_date, expiry_date, issuing_authority)
       SELECT $1, organization_id, id, 'statutory', 'X-1', 'Other', '2026-01-01', '2027-01-01', 'DNV'
       FROM vessels WHERE name = 'Southern Cross'`,
      [id],
    );
    return numberOf(id);
  };

  /** The number the server gave a row (sync_row_numbers). */
  const numberOf = async (id: string) =>
    Number(
      (await t.db.query<{ n: string }>('SELECT n FROM sync_row_numbers WHERE row_id = $1', [id])).rows[0]!.n,
    );

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

  /** A push; one that names rows by number goes with a cursor of the feed the numbers are of (`c`). */
  const push = (who: Session, mutations: unknown[], node: string, cursor?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sync/push?v=3&n=${node}${cursor ? `&c=${cursor}` : ''}`,
      headers: { cookie: who.cookie, ...CSRF },
      payload: { mutations },
    });

  it('names a device’s write by its node and outbox position, applied once however often it comes', async () => {
    const node = 'Sh1p-Br1dge_PC01';
    const id = uuidv7();
    const create = { table: 'certificates', rowId: id, op: 'upsert', values: certificate(aurora) };
    const first = await push(master, [{ ...create, s: 41 }], node);
    // Named by its id, the new row's number comes back (the device names it by that from then on).
    expect(first.json().outcomes).toEqual([
      { status: 'applied', version: 1, n: await numberOf(id), set: expect.any(Object) },
    ]);
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
    // Named by its number alone: the reader holds it, and its number, since its whole row came.
    const heldNumber = await numberOf(String(held.id));
    const ofHeld = changed.find((change) => change.n === heldNumber)!;
    expect(ofHeld.id).toBeUndefined();
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
    const compacted = (await pullAll(admin, '3', cursor)).changes.find((change) => change.n === heldNumber)!;
    expect(compacted.set).toEqual(ofHeld.set);
    // Protocol 2, and a first load, get the row whole.
    const lean = (await pullAll(admin, '2', cursor)).changes.find((change) => change.id === held.id)!;
    expect(lean.set).toBeUndefined();
    expect(lean.row).toMatchObject({
      certificate_number: held.certificate_number,
      remarks: 'Seen by the surveyor',
    });
    const loaded = (await pullAll(admin, '3')).changes.find((change) => change.id === held.id)!;
    expect(loaded).toMatchObject({ n: heldNumber, row: { issuing_authority: 'DNV' } });
    // Its deletion, too, is named by the number alone.
    const { cursor: beforeDeletion } = await pullAll(admin, '3');
    const deletion = await apiCall(t.app, 'DELETE', `/api/v1/certificates/${String(held.id)}`, master);
    expect(deletion.statusCode).toBeLessThan(300);
    expect((await pullAll(admin, '3', beforeDeletion)).changes).toEqual([
      { table: 'certificates', n: heldNumber, deleted: true, version: Number(now.version) + 1 },
    ]);
  });

  it('names rows by number in a push and in /sync/rows, and refuses a number it never gave that table', async () => {
    const row = await createRow<Record<string, unknown>>(t.app, 'certificates', master, certificate(aurora));
    const n = await numberOf(String(row.id));
    const node = 'Sh1p-Br1dge_PC01';
    const { cursor } = await pullAll(master, '3');
    const byNumberEdit = [
      { s: 1, table: 'certificates', r: n, op: 'upsert', values: { remarks: 'By number' }, baseVersion: 1 },
    ];
    // Numbers with a cursor of another feed or from past the database's present (a server restored
    // to a backup): refused whole, nothing written (protocol 4 must say its cursor:
    // sync-protocol4.int.test.ts; protocol 3, an older build, is answered as before without one).
    const [epoch, xid, seq] = cursor.split('.') as [string, string, string];
    for (const stale of [`00000000.${xid}.${seq}`, `${epoch}.zzzzzzzz.1`]) {
      const refused = await push(master, byNumberEdit, node, stale);
      expect(refused.statusCode, stale).toBe(409);
      expect(refused.json().error.code).toBe('sync_numbers_stale');
    }
    expect((await t.db.query(`SELECT 1 FROM certificates WHERE remarks = 'By number'`)).rows).toEqual([]);
    const edited = await push(master, byNumberEdit, node, cursor);
    expect(edited.json().outcomes).toEqual([{ status: 'applied', version: 2, set: expect.any(Object) }]);
    // Another table's number, a number never given, another organization's row: nothing written.
    const equipment = await t.db.query<{ n: string }>(
      `SELECT n FROM sync_row_numbers WHERE entity_table = 'equipment' LIMIT 1`,
    );
    const refused = await push(
      master,
      [
        {
          s: 2,
          table: 'certificates',
          r: Number(equipment.rows[0]!.n),
          op: 'upsert',
          values: { remarks: 'x' },
        },
        { s: 3, table: 'certificates', r: 9_000_000_000, op: 'delete', values: {} },
      ],
      node,
      cursor,
    );
    expect(refused.json().outcomes).toEqual([
      { mutationId: deviceMutationId(node, 2), status: 'rejected', code: 'unknown_row' },
      { mutationId: deviceMutationId(node, 3), status: 'rejected', code: 'unknown_row' },
    ]);
    const other = await createTestOrganizationRow();
    const foreign = await push(
      master,
      [{ s: 4, table: 'certificates', r: other, op: 'upsert', values: { remarks: 'x' } }],
      node,
      cursor,
    );
    expect(foreign.json().outcomes[0]).toMatchObject({ status: 'rejected' });
    expect((await t.db.query(`SELECT 1 FROM certificates WHERE remarks = 'x'`)).rows).toEqual([]);
    // The rows route by number: each change names its number; another organization's row and a number
    // never given are left out (a number tells nothing of another's row); bounds; ids or numbers.
    const byNumber = await apiCall(
      t.app,
      'GET',
      `/api/v1/sync/rows?table=certificates&ns=${n},${other},77777777&v=3`,
      master,
    );
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().changes).toEqual([
      {
        table: 'certificates',
        id: row.id,
        n,
        version: 2,
        row: expect.objectContaining({ remarks: 'By number' }),
      },
    ]);
    for (const query of [
      `ns=0`,
      `ns=1,x`,
      `ns=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
      `ns=1&ids=${String(row.id)}`,
      '',
    ]) {
      const bad = await apiCall(t.app, 'GET', `/api/v1/sync/rows?table=certificates&${query}`, master);
      expect(bad.statusCode, query).toBe(400);
    }
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
    for (let count = 0; count < 4; count += 1) {
      made.push(await createRow<{ id: string }>(t.app, 'certificates', master, certificate(aurora)));
    }
    const shore = await device();
    await pullChanges(shore.db, shore.transport);
    const rows = { rows: made };
    const [kept, lost, again, unnumbered] = rows.rows;
    // Its number forgotten (a row loaded by an earlier build, which did not keep numbers).
    await shore.db._rowNumbers.where('[table+id]').equals(['certificates', unnumbered!.id]).delete();
    await edit(unnumbered!.id, { remarks: 'Flag state inspection passed' });
    await edit(kept!.id, { remarks: 'Endorsed at Rotterdam' });
    await edit(lost!.id, { survey_station: 'Hamburg' });
    // This device lost a row (a cleared table, a bug): the change of it cannot be laid over anything.
    await shore.db.rows('certificates').delete(lost!.id);
    await edit(again!.id, { remarks: 'Renewal survey booked' });
    shore.link.reset();
    await pullChanges(shore.db, shore.transport);
    // The pull, then a fetch of the row it does not hold and one of the row by the number it forgot.
    expect(shore.link.counters.requests).toBe(3);
    expect(
      await shore.db._rowNumbers.where('[table+id]').equals(['certificates', unnumbered!.id]).count(),
    ).toBe(1);
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
    expect(fromLocalRow((await shore.db.rows('certificates').get(unnumbered!.id))!)).toMatchObject({
      remarks: 'Flag state inspection passed',
    });
    // An edit of a numbered row goes by its number, and reaches the row.
    const { saveLocalRow } = await import('../../../../web/src/offline/local-writes');
    const { pushOutbox } = await import('../../../../web/src/offline/sync-engine');
    await saveLocalRow(
      shore.db,
      certificateEntity,
      { id: kept!.id, survey_station: 'Antwerp' },
      { baseVersion: 2 },
    );
    expect(await pushOutbox(shore.db, shore.transport)).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    const stored = await t.db.query('SELECT survey_station FROM certificates WHERE id = $1', [kept!.id]);
    expect(stored.rows).toEqual([{ survey_station: 'Antwerp' }]);
    expect(await shore.db._sync.get(PULL_CURSOR_KEY)).toBeDefined();
  });

  it('forgets its numbers when the server was restored to a backup, and pushes by id to the right row', async () => {
    const db = new MarsLocalDb(`mars-restored-${uuidv7()}`);
    opened.push(db);
    await db.open();
    const link = new SimulatedLink(t.app, { headers: admin });
    const transport = fetchTransport(link.fetch, 'http://mars.shore/api/v1/sync');
    const [mine, other] = [
      await createRow<{ id: string }>(t.app, 'certificates', master, certificate(aurora)),
      await createRow<{ id: string }>(t.app, 'certificates', master, certificate(aurora)),
    ];
    await pullChanges(db, transport);
    const number = await numberOf(mine!.id);
    // The server comes back from a backup under another feed: the number it gave the row the device
    // edits has gone to another row of the same table since.
    await t.db.query(`UPDATE sync_feed SET epoch = gen_random_uuid()`);
    await t.db.query(`DELETE FROM sync_row_numbers WHERE row_id = $1`, [other!.id]);
    await t.db.query(`UPDATE sync_row_numbers SET row_id = $1 WHERE n = $2`, [other!.id, number]);
    const { saveLocalRow } = await import('../../../../web/src/offline/local-writes');
    const { pushOutbox } = await import('../../../../web/src/offline/sync-engine');
    await saveLocalRow(db, certificateEntity, { id: mine!.id, remarks: 'Mine, by id' }, { baseVersion: 1 });
    link.reset();
    expect(await pushOutbox(db, transport)).toEqual({ applied: 1, conflicts: 0, rejected: 0 });
    // Refused once for its numbers, then by id: the device's row has the edit, the other none.
    expect(link.counters.requests).toBe(2);
    const stored = await t.db.query<{ id: string; remarks: string | null }>(
      'SELECT id, remarks FROM certificates WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[mine!.id, other!.id]],
    );
    expect(Object.fromEntries(stored.rows.map((row) => [row.id, row.remarks]))).toEqual({
      [mine!.id]: 'Mine, by id',
      [other!.id]: null,
    });
    // The next pull starts the feed over and brings each row with its number now; a number of the
    // feed before that no row of the new one brings is gone with the rest.
    await db._rowNumbers.bulkPut([
      { n: number, table: 'certificates', id: mine!.id },
      { n: 999_999_999, table: 'certificates', id: mine!.id },
    ]);
    await pullChanges(db, transport);
    expect(await db._rowNumbers.get(number)).toEqual({ n: number, table: 'certificates', id: other!.id });
    expect(await db._rowNumbers.get(999_999_999)).toBeUndefined();
  });
});
