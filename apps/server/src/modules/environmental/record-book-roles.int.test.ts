// Who does what in the record books (issue 14 'roles'): the engineers write the oil record book (and the
// officers, for Part II cargo operations, reg 36), the officers the garbage and ballast water record
// books; the officer in charge signs (the engineers and officers the oil record book's, the officers the
// others'); the Master alone certifies, entry by entry or page by page. The crew writes none of them.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { TEST_DATABASES, apiCall, createTestApp, signedIn } from '../../test-support';

type Cookie = { cookie: string };
type Who = 'engineer' | 'officer' | 'master' | 'crew' | 'admin';

const BOOKS = [
  {
    resource: 'oil-record-entries',
    path: 'oil-record-book',
    body: {
      part: 'I',
      code: 'I-I',
      operation_date: '2026-11-21',
      remarks: 'Oily water separator overhauled.',
    },
    page: { part: 'I', month: '2026-11' },
    writers: ['engineer', 'officer', 'master', 'admin'],
    signers: ['engineer', 'officer'],
  },
  {
    resource: 'garbage-record-entries',
    path: 'garbage-record-book',
    body: {
      part: 'I',
      occurred_at: '2026-11-21T09:00:00.000Z',
      category: 'C',
      method: 'reception_facility',
      amount_m3: 1,
      port: 'Kiel',
    },
    page: { part: 'I', month: '2026-11' },
    writers: ['officer', 'master', 'admin'],
    signers: ['officer'],
  },
  {
    resource: 'ballast-record-entries',
    path: 'ballast-record-book',
    body: { code: 'H', operation_date: '2026-11-21', remarks: 'Ballast water management plan reviewed.' },
    page: { part: 'BWRB', month: '2026-11' },
    writers: ['officer', 'master', 'admin'],
    signers: ['officer'],
  },
] as const;

const EVERYONE: readonly Who[] = ['engineer', 'officer', 'master', 'crew', 'admin'];

describe.each(TEST_DATABASES)('record books: roles (%s)', (kind) => {
  let t: TestApp;
  const users = {} as Record<Who, Cookie>;
  let vesselId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of EVERYONE) users[who] = await signedIn(t.app, `${who}@mars.demo`);
    vesselId = (await t.db.query<{ id: string }>(`SELECT id FROM vessels WHERE name = 'Nordic Aurora'`))
      .rows[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, who: Who, payload: Record<string, unknown> = {}) =>
    apiCall(t.app, 'POST', url, users[who], payload);
  const write = (book: (typeof BOOKS)[number], who: Who) =>
    apiCall(t.app, 'PUT', `/api/v1/${book.resource}/${uuidv7()}`, users[who], {
      vessel_id: vesselId,
      ...book.body,
    });

  it.each(BOOKS)('$resource: written, signed and certified by whom the rules name', async (book) => {
    for (const who of EVERYONE) {
      const written = await write(book, who);
      expect([who, written.statusCode]).toEqual([
        who,
        (book.writers as readonly Who[]).includes(who) ? 201 : 403,
      ]);
    }
    const entry = (await write(book, book.writers[0])).json();
    expect((await post(`/api/v1/${book.resource}/${entry.id}/complete`, book.writers[0])).statusCode).toBe(
      200,
    );
    for (const who of EVERYONE.filter((w) => !(book.signers as readonly Who[]).includes(w))) {
      expect([who, (await post(`/api/v1/${book.resource}/${entry.id}/sign`, who)).statusCode]).toEqual([
        who,
        403,
      ]);
    }
    expect((await post(`/api/v1/${book.resource}/${entry.id}/sign`, book.signers[0])).statusCode).toBe(200);
    // The page as the Master is shown it (its digest), certified by anyone else: refused.
    const shown = await apiCall(
      t.app,
      'GET',
      `/api/v1/${book.path}/pages?vessel_id=${vesselId}`,
      users.master,
    );
    const { digest } = (shown.json().pages as { part: string; month: string; digest: string }[]).find(
      (page) => page.part === book.page.part && page.month === book.page.month,
    )!;
    for (const who of EVERYONE.filter((w) => w !== 'master')) {
      expect([who, (await post(`/api/v1/${book.resource}/${entry.id}/certify`, who)).statusCode]).toEqual([
        who,
        403,
      ]);
      const page = await post(`/api/v1/${book.path}/pages/certify`, who, {
        vessel_id: vesselId,
        ...book.page,
        digest,
      });
      expect([who, page.statusCode]).toEqual([who, 403]);
    }
    const certified = await post(`/api/v1/${book.resource}/${entry.id}/certify`, 'master');
    expect(certified.json()).toMatchObject({ status: 'certified' });
  });
});
