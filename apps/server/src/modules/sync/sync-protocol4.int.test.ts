// Protocol 4 (docs/sync.md, 'Protocol 4: packed'), on PGlite and PostgreSQL: the pull's page, the
// push and its answer of protocol 3, packed (sync-pack.ts). A packed page reads back as protocol 3's
// page of the same cursor; a packed push is applied as its protocol 3 form would be, once however
// often it comes, inside the writer's organization; one that does not hold together is refused
// whole, with a code per field, and writes nothing.
import {
  newRowId,
  numbersOfSteps,
  packPushBody,
  syncPackedPullAnswerSchema,
  syncPackedPushAnswerSchema,
  unpackPullAnswer,
  unpackPushAnswer,
} from '@mars/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import {
  apiCall,
  createTestApp,
  CSRF,
  demoVesselIds,
  feedReleased,
  signedIn,
  TEST_DATABASES,
} from '../../test-support';

describe.each(TEST_DATABASES)('sync, protocol 4: packed (%s)', (kind) => {
  let t: TestApp;
  let master: Session;
  let aurora: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    master = await signedIn(t.app, 'master@mars.demo');
    ({ aurora } = await demoVesselIds(t.db));
  });
  afterEach(async () => {
    await t.close();
  });

  const NODE = 'Sh1p-Br1dge_PC04';
  const pushRaw = (payload: unknown, v = '4') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sync/push?v=${v}&n=${NODE}`,
      headers: { cookie: master.cookie, ...CSRF },
      payload: payload as object,
    });
  const pull = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/sync/pull', headers: { cookie: master.cookie }, query });
  const certificate = (number: string) => ({
    vessel_id: aurora,
    certificate_type: 'statutory',
    certificate_number: number,
    certificate_name: 'International Oil Pollution Prevention Certificate',
    issue_date: '2026-01-10',
    expiry_date: '2031-01-09',
    issuing_authority: 'Liberia Maritime Authority',
  });
  const countOf = async (numbers: string[]) =>
    Number(
      (
        await t.db.query<{ count: string }>(
          'SELECT count(*) AS count FROM certificates WHERE certificate_number = ANY($1)',
          [numbers],
        )
      ).rows[0]!.count,
    );

  it('applies a packed push once however often it comes, and answers it packed', async () => {
    const first = newRowId();
    const second = newRowId();
    const mutations = [
      { s: 1, table: 'certificates', rowId: first, op: 'upsert' as const, values: certificate('P4-1') },
      { table: 'certificates', rowId: second, op: 'upsert' as const, values: certificate('P4-2') },
      {
        table: 'certificates',
        rowId: first,
        op: 'upsert' as const,
        values: { remarks: 'Endorsed at Rotterdam' },
        baseVersion: 1,
      },
    ];
    const packed = packPushBody({ mutations });
    // The new rows' values go as arrays in the table's field order.
    expect(packed.f?.certificates).toEqual(Object.keys(certificate('x')));
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await pushRaw(packed);
      expect(answer.statusCode, answer.body).toBe(200);
      const read = unpackPushAnswer(syncPackedPushAnswerSchema.parse(answer.json()))!;
      expect(read.outcomes.map((outcome) => outcome.status)).toEqual(['applied', 'applied', 'applied']);
      expect(read.outcomes.map((outcome) => outcome.status === 'applied' && outcome.version)).toEqual([
        1, 1, 2,
      ]);
    }
    expect(await countOf(['P4-1', 'P4-2'])).toBe(2);
    const row = (await apiCall(t.app, 'GET', `/api/v1/certificates/${first}`, master)).json();
    expect(row).toMatchObject({
      remarks: 'Endorsed at Rotterdam',
      version: 2,
      issuing_authority: 'Liberia Maritime Authority',
    });
  });

  it('refuses a packed push that does not hold together, with a code per field, and writes nothing', async () => {
    const good = packPushBody({
      mutations: [
        { s: 10, table: 'certificates', rowId: newRowId(), op: 'upsert', values: certificate('P4-3') },
        { table: 'certificates', rowId: newRowId(), op: 'upsert', values: certificate('P4-4') },
      ],
    });
    const broken = [
      // An array of values shorter than its table's field order.
      { ...good, f: { certificates: ['vessel_id'] } },
      // A mutation before any table.
      { m: [{ s: 1, i: newRowId(), w: {} }, 'certificates'] },
      // A table's run with a bad row id and an unknown operation.
      { m: ['certificates', { s: 1, i: 'not-an-id', w: {} }] },
      { m: ['certificates', { s: 1, i: newRowId(), o: 'drop' }] },
      // Past the push's bounds: 1,001 mutations.
      { m: ['certificates', ...Array.from({ length: 1001 }, () => ({ i: newRowId(), w: {} }))] },
    ];
    for (const body of broken) {
      const answer = await pushRaw(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
      expect(Object.keys(answer.json().error.details.fields).length).toBeGreaterThan(0);
    }
    expect(await countOf(['P4-3', 'P4-4'])).toBe(0);
  });

  it('refuses rows named by number without the cursor of the feed they are of, and writes nothing', async () => {
    const id = newRowId();
    const created = await apiCall(t.app, 'PUT', `/api/v1/certificates/${id}`, master, certificate('P4-N'));
    expect(created.statusCode, created.body).toBe(201);
    await feedReleased(t.db);
    const number = Number(
      (await t.db.query<{ n: string }>('SELECT n FROM sync_row_numbers WHERE row_id = $1', [id])).rows[0]!.n,
    );
    const edit = packPushBody({
      mutations: [
        { s: 30, table: 'certificates', r: number, op: 'upsert', values: { remarks: 'N' }, baseVersion: 1 },
      ],
    });
    const refused = await pushRaw(edit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('sync_numbers_stale');
    expect((await apiCall(t.app, 'GET', `/api/v1/certificates/${id}`, master)).json().remarks).toBeNull();
    let page = (await pull({ v: '4', limit: '1000' })).json();
    while (page.more) page = (await pull({ cursor: page.cursor, v: '4', limit: '1000' })).json();
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sync/push?v=4&n=${NODE}&c=${page.cursor}`,
      headers: { cookie: master.cookie, ...CSRF },
      payload: edit,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await apiCall(t.app, 'GET', `/api/v1/certificates/${id}`, master)).json().remarks).toBe('N');
  });

  it('keeps a packed push inside the writer’s organization', async () => {
    const other = newRowId();
    await t.db.query(
      `INSERT INTO certificates (id, organization_id, vessel_id, certificate_type, certificate_number,
                                 certificate_name, issue_date, expiry_date, issuing_authority)
       SELECT $1, organization_id, id, 'statutory', 'X-1', 'Other', '2026-01-01', '2027-01-01', 'DNV'
       FROM vessels WHERE name = 'Southern Cross'`,
      [other],
    );
    const answer = await pushRaw(
      packPushBody({
        mutations: [
          {
            s: 20,
            table: 'certificates',
            rowId: other,
            op: 'upsert',
            values: { remarks: 'Taken' },
            baseVersion: 1,
          },
        ],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [outcome] = unpackPushAnswer(syncPackedPushAnswerSchema.parse(answer.json()))!.outcomes;
    expect(outcome!.status).not.toBe('applied');
    const held = await t.db.query<{ remarks: string | null }>(
      'SELECT remarks FROM certificates WHERE id = $1',
      [other],
    );
    expect(held.rows[0]!.remarks).toBeNull();
  });

  it('answers a packed page that reads back as protocol 3’s page of the same cursor', async () => {
    await feedReleased(t.db);
    let page = (await pull({ v: '3', limit: '1000' })).json();
    while (page.more) page = (await pull({ cursor: page.cursor, v: '3', limit: '1000' })).json();
    const cursor = page.cursor as string;
    // Changes of every kind after the cursor: new rows, changed fields, a deletion.
    const ids = [newRowId(), newRowId()];
    for (const [index, id] of ids.entries()) {
      const created = await apiCall(
        t.app,
        'PUT',
        `/api/v1/certificates/${id}`,
        master,
        certificate(`P4-P${index}`),
      );
      expect(created.statusCode, created.body).toBe(201);
    }
    const shown = (await apiCall(t.app, 'GET', `/api/v1/certificates/${ids[0]}`, master)).json();
    await apiCall(t.app, 'PUT', `/api/v1/certificates/${ids[0]}`, master, { ...shown, remarks: 'Surveyed' });
    await apiCall(t.app, 'DELETE', `/api/v1/certificates/${ids[1]}`, master);
    await feedReleased(t.db);

    const three = await pull({ cursor, v: '3', limit: '1000' });
    const four = await pull({ cursor, v: '4', limit: '1000' });
    expect(three.statusCode).toBe(200);
    expect(four.statusCode).toBe(200);
    const packed = syncPackedPullAnswerSchema.parse(four.json());
    const read = unpackPullAnswer(packed)!;
    const { serverTime: _three, ...threePage } = three.json();
    const { serverTime: _four, ...fourPage } = read;
    expect(fourPage).toEqual(threePage);
    expect(numbersOfSteps(read.changes).length).toBeGreaterThanOrEqual(2);
    // And it is shorter on the wire.
    expect(four.body.length).toBeLessThan(three.body.length);
  });
});
