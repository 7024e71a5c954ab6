// The server side of the offline sync (docs/sync.md), on PGlite and PostgreSQL: a push applies each
// mutation once through the API's write path, with its roles, validation, locks and version checks;
// the pull serves the rows a user may see, hides personal fields, and never skips a transaction that
// committed out of order.
import { SYNC_PUSH_MAX_MUTATIONS } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import {
  CSRF,
  createTestApp,
  feedReleased,
  signedIn,
  TEST_DATABASES,
  demoVesselIds,
} from '../../test-support';

type Cookie = { cookie: string };
type Change = {
  table: string;
  id: string;
  deleted: boolean;
  version?: number;
  row?: Record<string, unknown>;
};

function certificate(vesselId: string, overrides: Record<string, unknown> = {}) {
  return {
    vessel_id: vesselId,
    certificate_type: 'statutory',
    certificate_number: `IOPP-${uuidv7().slice(-6)}`,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
    ...overrides,
  };
}

describe.each(TEST_DATABASES)('sync (%s)', (kind) => {
  let t: TestApp;
  let admin: Cookie;
  let master: Cookie;
  let aurora: string;
  let pioneer: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    master = await signedIn(t.app, 'master@mars.demo');
    ({ aurora, pioneer } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const push = (who: Cookie, mutations: unknown[], node?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sync/push?v=${node ? 3 : 1}${node ? `&n=${node}` : ''}`,
      headers: { cookie: who.cookie, ...CSRF },
      payload: { mutations },
    });
  const pull = (who: Cookie, cursor?: string, limit?: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/sync/pull',
      headers: { cookie: who.cookie },
      query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) },
    });
  /**
   * Every page after the cursor; the changes and the last cursor. Waits first until the feed serves
   * what was written so far (`released`: false only where a test holds a transaction open itself).
   */
  async function pullAll(
    who: Cookie,
    cursor?: string,
    released = true,
  ): Promise<{ changes: Change[]; cursor: string }> {
    if (released) await feedReleased(t.db);
    const changes: Change[] = [];
    let at = cursor;
    for (let page = 0; page < 1000; page += 1) {
      const response = await pull(who, at, 500);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      changes.push(...body.changes);
      at = body.cursor;
      if (!body.more) break;
    }
    return { changes, cursor: at! };
  }
  const upsert = (table: string, rowId: string, values: Record<string, unknown>, baseVersion?: number) => ({
    mutationId: uuidv7(),
    table,
    rowId,
    op: 'upsert',
    values,
    ...(baseVersion ? { baseVersion } : {}),
  });

  it('applies a retried push once: the same outcome, one row, one audit entry, one version step', async () => {
    const id = uuidv7();
    const create = upsert('certificates', id, certificate(aurora));
    const first = await push(master, [create]);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcomes[0]).toMatchObject({ status: 'applied', version: 1 });
    // The answer was lost on the link: the same push again.
    const again = await push(master, [create]);
    expect(again.json().outcomes).toEqual(first.json().outcomes);

    const edit = upsert('certificates', id, { issuing_authority: 'DNV' }, 1);
    const edited = (await push(master, [edit])).json().outcomes[0];
    expect(edited).toMatchObject({ status: 'applied', version: 2 });
    expect((await push(master, [edit])).json().outcomes[0]).toEqual(edited);

    const rows = await t.db.query<{ version: number; issuing_authority: string }>(
      'SELECT version, issuing_authority FROM certificates WHERE id = $1',
      [id],
    );
    expect(rows.rows).toEqual([{ version: 2, issuing_authority: 'DNV' }]);
    const audit = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id',
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('applies one mutation once when two pushes of it arrive at the same time', async () => {
    const id = uuidv7();
    const create = upsert('certificates', id, certificate(aurora));
    const [a, b] = await Promise.all([push(master, [create]), push(master, [create])]);
    expect(a.json().outcomes).toEqual(b.json().outcomes);
    expect(a.json().outcomes[0]).toMatchObject({ status: 'applied', version: 1 });
    const audit = await t.db.query('SELECT action FROM audit_log WHERE entity_id = $1', [id]);
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  it('chains the offline edits of one row in a batch (made on the version of the first), and deletes', async () => {
    const id = uuidv7();
    const outcomes = (
      await push(master, [
        upsert('certificates', id, certificate(aurora)),
        upsert('certificates', id, { issuing_authority: 'DNV' }),
        upsert('certificates', id, { issuing_authority: 'Lloyd’s Register' }),
        { mutationId: uuidv7(), table: 'certificates', rowId: id, op: 'delete', values: {} },
      ])
    ).json().outcomes;
    expect(outcomes.map((outcome: { status: string }) => outcome.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(outcomes[2].version).toBe(3);
    const row = await t.db.query<{ deleted: boolean }>(
      'SELECT deleted_at IS NOT NULL AS deleted FROM certificates WHERE id = $1',
      [id],
    );
    expect(row.rows[0]!.deleted).toBe(true);
  });

  it('refuses through the write path: a stale version (with the server row), roles, validation, a lock', async () => {
    const id = uuidv7();
    await push(master, [upsert('certificates', id, certificate(aurora))]);
    await push(admin, [upsert('certificates', id, { issuing_authority: 'DNV' }, 1)]);
    const stale = (await push(master, [upsert('certificates', id, { issuing_authority: 'BV' }, 1)])).json()
      .outcomes[0];
    expect(stale).toMatchObject({ status: 'conflict', server: { id, version: 2, issuing_authority: 'DNV' } });

    const crew = await signedIn(t.app, 'crew@mars.demo');
    const byCrew = (await push(crew, [upsert('certificates', uuidv7(), certificate(aurora))])).json()
      .outcomes[0];
    expect(byCrew).toMatchObject({ status: 'rejected', code: 'forbidden' });

    const invalid = (
      await push(master, [upsert('certificates', uuidv7(), certificate(aurora, { certificate_name: '' }))])
    ).json().outcomes[0];
    expect(invalid).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { certificate_name: ['validation:required'] },
    });

    const approved = await t.db.query<{ id: string; version: number }>(
      `SELECT id, version FROM logbook_entries WHERE status = 'approved' AND vessel_id = $1 LIMIT 1`,
      [aurora],
    );
    const entry = approved.rows[0]!;
    const locked = (
      await push(master, [
        upsert('logbook_entries', entry.id, { title: 'Changed after approval' }, entry.version),
      ])
    ).json().outcomes[0];
    expect(locked).toMatchObject({ status: 'rejected', code: 'entry_locked' });
    // A refusal is recorded too: the retry answers it without trying again.
    const count = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sync_mutations WHERE status <> 'applied'`,
    );
    expect(count.rows[0]!.n).toBe(4);
  });

  it('takes workflow actions with their rules (transition, input) and answers the new state', async () => {
    const equipment = await t.db.query<{ id: string }>(
      'SELECT id FROM equipment WHERE vessel_id = $1 LIMIT 1',
      [aurora],
    );
    const users = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'engineer@mars.demo'`);
    const id = uuidv7();
    const outcomes = (
      await push(master, [
        upsert('workOrders', id, {
          vessel_id: aurora,
          title: 'Renew ballast pump bearings',
          description: 'Bearings noisy at the last round; renew both.',
          work_type: 'corrective',
          priority: 'high',
          equipment_id: equipment.rows[0]!.id,
          assigned_to: users.rows[0]!.id,
          due_date: '2026-12-01',
        }),
        { mutationId: uuidv7(), table: 'workOrders', rowId: id, op: 'action', action: 'start', values: {} },
        { mutationId: uuidv7(), table: 'workOrders', rowId: id, op: 'action', action: 'start', values: {} },
      ])
    ).json().outcomes;
    expect(outcomes[0], JSON.stringify(outcomes[0])).toMatchObject({ status: 'applied' });
    expect(outcomes[0].row.work_order_number).toMatch(/^WO-2026-\d{4}$/);
    expect(outcomes[1]).toMatchObject({ status: 'applied', row: { status: 'in_progress' } });
    expect(outcomes[2]).toMatchObject({ status: 'rejected', code: 'invalid_transition' });
  });

  it('keeps organizations and vessels apart in push and pull', async () => {
    const other = await signedIn(t.app, 'admin@other.demo');
    const southernCross = (
      await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Southern Cross'`)
    ).rows[0]!.id;
    const id = uuidv7();
    await push(admin, [upsert('certificates', id, certificate(pioneer))]);
    // Another organization cannot write the row, nor learn of it.
    const foreign = (await push(other, [upsert('certificates', id, certificate(southernCross), 1)])).json()
      .outcomes[0];
    expect(foreign).toMatchObject({ status: 'rejected', code: 'not_found' });
    // Nor reuse a mutation id of someone else's to read its outcome.
    const mutations = await t.db.query<{ mutation_id: string }>('SELECT mutation_id FROM sync_mutations');
    const stolen = (
      await push(other, [
        { ...upsert('certificates', uuidv7(), {}), mutationId: mutations.rows[0]!.mutation_id },
      ])
    ).json().outcomes[0];
    expect(stolen).toEqual({
      mutationId: mutations.rows[0]!.mutation_id,
      status: 'rejected',
      code: 'mutation_id_taken',
    });

    const otherRows = (await pullAll(other)).changes;
    expect(otherRows.length).toBeGreaterThan(0);
    expect(otherRows.some((change) => change.id === id)).toBe(false);
    const demoIds = new Set(
      (
        await t.db.query<{ id: string }>(
          `SELECT id FROM vessels WHERE name IN ('Nordic Aurora', 'Baltic Pioneer')`,
        )
      ).rows.map((row) => row.id),
    );
    expect(otherRows.some((change) => demoIds.has(String(change.row?.vessel_id ?? change.id)))).toBe(false);

    // The Master of Nordic Aurora sees her vessel's rows and the organization's, not Baltic Pioneer's.
    const masterRows = (await pullAll(master)).changes;
    expect(masterRows.some((change) => change.id === id)).toBe(false);
    expect(masterRows.some((change) => change.row?.vessel_id === pioneer || change.id === pioneer)).toBe(
      false,
    );
    expect(masterRows.some((change) => change.row?.vessel_id === aurora)).toBe(true);
    // Nor may she write there.
    const there = (await push(master, [upsert('certificates', uuidv7(), certificate(pioneer))])).json()
      .outcomes[0];
    expect(there).toMatchObject({ status: 'rejected', fields: { vessel_id: ['validation:unknownVessel'] } });
  });

  it('pulls from a cursor: the changes after it only, tombstones for deletes, resumable page by page', async () => {
    const start = await pullAll(admin);
    const tables = new Set(start.changes.map((change) => change.table));
    expect(tables.has('certificates') && tables.has('workOrders') && tables.has('ships')).toBe(true);
    expect((await pullAll(admin, start.cursor)).changes).toEqual([]);

    const kept = uuidv7();
    const gone = uuidv7();
    await push(master, [
      upsert('certificates', kept, certificate(aurora)),
      upsert('certificates', gone, certificate(aurora)),
      { mutationId: uuidv7(), table: 'certificates', rowId: gone, op: 'delete', values: {} },
    ]);
    // One change at a time: a cut after any page resumes from its cursor.
    await feedReleased(t.db);
    const first = (await pull(admin, start.cursor, 1)).json();
    expect(first).toMatchObject({ more: true, changes: [{ id: kept, deleted: false, version: 1 }] });
    const rest = await pullAll(admin, first.cursor);
    expect(rest.changes).toEqual([expect.objectContaining({ id: gone, deleted: true, version: 2 })]);

    expect((await pull(admin, 'not-a-cursor')).statusCode).toBe(400);
    // Another feed's cursor (a restored server) starts from the beginning.
    const foreign = (await pull(admin, `${uuidv7()}.1.1`, 5)).json();
    expect(foreign).toMatchObject({ reset: true, more: true });
  });

  it("sends a load from nothing no tombstones (a deck hand hears nothing of his shipmates' days); later deletions reach him", async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    await feedReleased(t.db);
    /** A load of the whole feed, 100 lines a page, its later pages marked `fresh` or not. */
    const load = async (fresh: boolean) => {
      const changes: Change[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 1000; page += 1) {
        const query: Record<string, string> = { limit: '100' };
        if (cursor) query.cursor = cursor;
        if (cursor && fresh) query.fresh = '1';
        const body = (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/sync/pull',
            headers: { cookie: crew.cookie },
            query,
          })
        ).json();
        changes.push(...body.changes);
        cursor = body.cursor;
        if (!body.more) break;
      }
      return { changes, cursor: cursor! };
    };
    const told = await load(false);
    const fromNothing = await load(true);
    const days = (changes: Change[]) => changes.filter((change) => change.table === 'workingHours');
    expect(days(told.changes).filter((change) => change.deleted).length).toBeGreaterThan(0);
    expect(fromNothing.changes.filter((change) => change.deleted)).toEqual([]);
    const live = (changes: Change[]) =>
      changes
        .filter((change) => !change.deleted)
        .map((change) => change.id)
        .sort();
    expect(live(fromNothing.changes)).toEqual(live(told.changes));
    const own = days(fromNothing.changes);
    expect(own.length).toBeGreaterThan(0);

    // After the load, a day of his taken away reaches him as a tombstone.
    await t.db.query(`UPDATE work_rest_days SET deleted_at = now(), version = version + 1 WHERE id = $1`, [
      own[0]!.id,
    ]);
    const after = await pullAll(crew, fromNothing.cursor);
    expect(after.changes).toEqual([expect.objectContaining({ id: own[0]!.id, deleted: true })]);
  });

  it('hides personal fields in the pull as the list API does', async () => {
    const crew = await signedIn(t.app, 'crew@mars.demo');
    const ofCrew = (await pullAll(crew)).changes.filter((change) => change.table === 'personnel');
    const ofAdmin = (await pullAll(admin)).changes.filter((change) => change.table === 'personnel');
    const crewUser = await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'crew@mars.demo'`);
    const others = ofCrew.filter((change) => change.row && change.row.user_id !== crewUser.rows[0]!.id);
    expect(others.length).toBeGreaterThan(0);
    for (const change of others) expect(change.row).not.toHaveProperty('passport_number');
    expect(ofAdmin.every((change) => change.deleted || 'passport_number' in change.row!)).toBe(true);
  });

  it('bounds a push: at most 1,000 mutations, well-formed ones', async () => {
    const many = Array.from({ length: SYNC_PUSH_MAX_MUTATIONS + 1 }, () =>
      upsert('certificates', uuidv7(), {}),
    );
    expect((await push(master, many)).statusCode).toBe(400);
    // Neither a mutation id nor a device's outbox position; a position without the device's node.
    const { mutationId: _id, ...nameless } = upsert('certificates', uuidv7(), {});
    const unnamed = await push(master, [nameless]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.details.fields).toHaveProperty(['mutations.0.mutationId']);
    const orphan = await push(master, [{ ...nameless, s: 7 }]);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.details.fields).toEqual({ 'mutations.0.s': ['validation:invalid'] });
    expect((await push(master, [{ ...nameless, s: 2 ** 26 }], 'AAAAAAAAAAAAAAAA')).statusCode).toBe(400);
    const bad = await push(master, [
      { mutationId: 'x', table: 'certificates', rowId: uuidv7(), op: 'upsert' },
    ]);
    expect(bad.statusCode).toBe(400);
    const unknown = (await push(master, [upsert('nothing', uuidv7(), {})])).json().outcomes[0];
    expect(unknown).toMatchObject({ status: 'rejected', code: 'unknown_table' });
  });

  // Only PostgreSQL runs transactions side by side; PGlite has one connection, so the case cannot arise.
  if (kind === 'postgres')
    it('never skips a transaction that commits after a later one (out-of-order commit)', async () => {
      const start = await pullAll(admin);
      const ids = await t.db.query<{ id: string }>(
        'SELECT id FROM certificates WHERE deleted_at IS NULL ORDER BY id LIMIT 2',
      );
      const [a, b] = ids.rows.map((row) => row.id) as [string, string];
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstWrote!: () => void;
      const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
      // The first transaction writes (its line gets the lower sequence number) and stays open ...
      const first = t.db.transaction(async (tx) => {
        await tx.query(`UPDATE certificates SET remarks = 'first', version = version + 1 WHERE id = $1`, [a]);
        firstWrote();
        await firstMayCommit;
      });
      await firstHasWritten;
      // ... while a later one writes and commits.
      await t.db.transaction(async (tx) => {
        await tx.query(`UPDATE certificates SET remarks = 'second', version = version + 1 WHERE id = $1`, [
          b,
        ]);
      });
      const meanwhile = await pullAll(admin, start.cursor, false);
      releaseFirst();
      await first;
      const after = await pullAll(admin, meanwhile.cursor);
      const seen = [...meanwhile.changes, ...after.changes].map((change) => change.id);
      expect(seen).toEqual(expect.arrayContaining([a, b]));
      // The first's line lies before the second's: a cursor over the sequence alone would have passed it.
      const lines = await t.db.query<{ row_id: string }>(
        `SELECT row_id FROM sync_changes WHERE row_id = ANY($1::uuid[]) ORDER BY seq DESC LIMIT 2`,
        [[a, b]],
      );
      expect(lines.rows.map((row) => row.row_id)).toEqual([b, a]);
    });
});
