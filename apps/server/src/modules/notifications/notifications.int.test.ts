import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, signedIn, TEST_DATABASES } from '../../test-support';

type Notice = {
  id: string;
  type: string;
  title: string;
  severity: string;
  params: Record<string, unknown>;
  read: boolean;
};

describe.each(TEST_DATABASES)('derived notifications (%s)', (kind) => {
  let t: TestApp;
  let other: { cookie: string };
  let organizationId: string;
  let vesselId: string;
  beforeEach(async () => {
    t = await createTestApp(kind);
    other = await signedIn(t.app, 'admin@other.demo');
    const vessel = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Southern Cross'`,
    );
    vesselId = vessel.rows[0]!.id;
    organizationId = vessel.rows[0]!.organization_id;
  });
  afterEach(async () => {
    await t.close();
  });

  const notices = async (cookie: string): Promise<Notice[]> =>
    (await apiCall(t.app, 'GET', '/api/v1/notifications', { cookie })).json().rows;

  it('warns of overdue work orders and of crew certificates that expire within 30 days, per organization', async () => {
    expect(await notices(other.cookie)).toEqual([]);
    const seafarer = uuidv7();
    await t.db.query(
      `INSERT INTO personnel (id, organization_id, vessel_id, first_name, last_name, rank, date_of_birth, nationality,
                              passport_number, seamans_book_number, status)
       VALUES ($1, $2, $3, 'Ana', 'Santos', 'able_seaman', '1990-01-01', 'PH', 'P1', 'S1', 'on_board')`,
      [seafarer, organizationId, vesselId],
    );
    await t.db.query(
      `INSERT INTO crew_certificates (id, organization_id, vessel_id, crew_member_id, certificate_type, certificate_number,
                                      issuing_authority, issue_date, expiry_date)
       VALUES ($1, $2, $3, $4, 'medical_fitness', 'MED-7', 'Panama', '2024-12-01', '2026-12-02'),
              ($5, $2, $3, $4, 'stcw_basic_safety', 'BST-1', 'Panama', '2022-01-01', '2027-06-01')`,
      [uuidv7(), organizationId, vesselId, seafarer, uuidv7()],
    );
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status, priority)
       VALUES ($1, $2, $3, 'Purifier overhaul', 'Overhaul', '2026-11-12', 'open', 'high'),
              ($4, $2, $3, 'Done already', 'Done', '2026-11-01', 'completed', 'high'),
              ($5, $2, $3, 'Not due yet', 'Later', '2026-11-30', 'open', 'low')`,
      [uuidv7(), organizationId, vesselId, uuidv7(), uuidv7()],
    );
    const rows = await notices(other.cookie);
    expect(rows.map((row) => [row.type, row.title, row.params.days])).toEqual([
      ['work_order_overdue', 'Purifier overhaul', 10],
      ['crew_certificate_expiring', 'Santos, Ana – Able Seaman', 10],
    ]);
    expect(rows[0]!.severity).toBe('error');
    const admin = await signedIn(t.app, 'admin@mars.demo');
    const demo = await notices(admin.cookie);
    expect(demo.map((row) => row.title)).not.toContain('Purifier overhaul');
    expect(demo.map((row) => row.title)).not.toContain('Santos, Ana – Able Seaman');
  });

  it('warns of corrective actions past their due date, unless the user wants no such notices', async () => {
    await t.db.query(
      `INSERT INTO corrective_actions (id, organization_id, vessel_id, action_number, title, description, source,
                                       severity, reported_date, due_date, status)
       VALUES ($1, $2, $3, 'CA-2026-0901', 'Replace the torn gangway net', 'Torn at the lower end', 'other',
               'critical', '2026-11-01', '2026-11-19', 'open'),
              ($4, $2, $3, 'CA-2026-0902', 'Already verified', 'Done', 'other',
               'critical', '2026-11-01', '2026-11-10', 'verified'),
              ($5, $2, $3, 'CA-2026-0903', 'Not due yet', 'Later', 'other',
               'minor', '2026-11-01', '2026-12-19', 'open')`,
      [uuidv7(), organizationId, vesselId, uuidv7(), uuidv7()],
    );
    const rows = await notices(other.cookie);
    expect(rows.map((row) => [row.type, row.title, row.params.days, row.severity])).toEqual([
      ['corrective_action_overdue', 'Replace the torn gangway net', 3, 'error'],
    ]);
    const admin = await signedIn(t.app, 'admin@mars.demo');
    expect((await notices(admin.cookie)).map((row) => row.title)).not.toContain(
      'Replace the torn gangway net',
    );
    const chosen = await apiCall(t.app, 'PUT', '/api/v1/notifications/preferences', other, {
      kinds: ['certificates', 'work_orders', 'crew_certificates'],
      daily_digest: false,
    });
    expect(chosen.statusCode).toBe(200);
    expect(await notices(other.cookie)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('notifications read and unread (%s)', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
  });
  afterEach(async () => {
    await t.close();
  });

  type List = { rows: Notice[]; total: number; unread: number };
  const list = async (cookie: string): Promise<List> =>
    (await apiCall(t.app, 'GET', '/api/v1/notifications', { cookie })).json();
  // By hand where the test leaves out the session or the CSRF header; apiCall otherwise.
  const mark = (cookie: string, path: string, headers?: Record<string, string>) =>
    headers === undefined
      ? apiCall(t.app, 'POST', `/api/v1/notifications/${path}`, { cookie })
      : t.app.inject({
          method: 'POST',
          url: `/api/v1/notifications/${path}`,
          headers: { ...headers, cookie },
        });
  const readIds = (answer: List) => answer.rows.filter((row) => row.read).map((row) => row.id);

  it('marks one notification read and unread, for the user who marks it only', async () => {
    const before = await list(admin.cookie);
    expect(before.total).toBeGreaterThan(2);
    expect(before.unread).toBe(before.total);
    const [first, second] = before.rows;

    expect((await mark(admin.cookie, `${encodeURIComponent(first!.id)}/read`)).statusCode).toBe(204);
    expect((await mark(admin.cookie, `${second!.id}/read`)).statusCode).toBe(204);
    // Marking twice changes nothing.
    expect((await mark(admin.cookie, `${second!.id}/read`)).statusCode).toBe(204);
    const after = await list(admin.cookie);
    expect(readIds(after)).toEqual([first!.id, second!.id]);
    expect(after.unread).toBe(before.total - 2);

    // Another user of the same organization sees the same notices, all still unread.
    const superAdmin = await signedIn(t.app, 'super@mars.demo');
    const theirs = await list(superAdmin.cookie);
    expect(theirs.total).toBe(before.total);
    expect(theirs.unread).toBe(theirs.total);

    expect((await mark(admin.cookie, `${first!.id}/unread`)).statusCode).toBe(204);
    expect(readIds(await list(admin.cookie))).toEqual([second!.id]);
  });

  it('marks every notification read or unread at once; a new notice arrives unread', async () => {
    const before = await list(admin.cookie);
    expect((await mark(admin.cookie, 'read-all')).statusCode).toBe(204);
    expect((await list(admin.cookie)).unread).toBe(0);

    const vessel = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Nordic Aurora'`,
    );
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status, priority)
       VALUES ($1, $2, $3, 'Lifeboat davit inspection', 'Inspect', '2026-11-20', 'open', 'high')`,
      [uuidv7(), vessel.rows[0]!.organization_id, vessel.rows[0]!.id],
    );
    const withNew = await list(admin.cookie);
    expect(withNew.total).toBe(before.total + 1);
    expect(withNew.rows.filter((row) => !row.read).map((row) => row.title)).toEqual([
      'Lifeboat davit inspection',
    ]);

    expect((await mark(admin.cookie, 'unread-all')).statusCode).toBe(204);
    const none = await list(admin.cookie);
    expect(none.unread).toBe(none.total);
  });

  it('shows a notice unread again when it changes', async () => {
    const certificate = (await list(admin.cookie)).rows.find((row) => row.type === 'certificate_expiring')!;
    await mark(admin.cookie, `${certificate.id}/read`);
    expect((await list(admin.cookie)).rows.find((row) => row.id === certificate.id)!.read).toBe(true);
    // The certificate's expiry moves: the notice says something new.
    await t.db.query(`UPDATE certificates SET expiry_date = expiry_date - 1 WHERE id = $1`, [
      certificate.id.replace('certificate:', ''),
    ]);
    expect((await list(admin.cookie)).rows.find((row) => row.id === certificate.id)!.read).toBe(false);
  });

  it('refuses to mark a notification of another organization or another vessel', async () => {
    const demoRows = (await list(admin.cookie)).rows;
    const other = await signedIn(t.app, 'admin@other.demo');
    for (const action of ['read', 'unread']) {
      const answer = await mark(other.cookie, `${demoRows[0]!.id}/${action}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }

    // The Master sees his own vessel's notices only; one of Baltic Pioneer is not his to mark.
    const pioneer = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Baltic Pioneer'`,
    );
    const workOrderId = uuidv7();
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status, priority)
       VALUES ($1, $2, $3, 'Hatch cover seals', 'Renew', '2026-11-10', 'open', 'medium')`,
      [workOrderId, pioneer.rows[0]!.organization_id, pioneer.rows[0]!.id],
    );
    const master = await signedIn(t.app, 'master@mars.demo');
    expect((await list(master.cookie)).rows.map((row) => row.id)).not.toContain(`work_order:${workOrderId}`);
    expect((await mark(master.cookie, `work_order:${workOrderId}/read`)).statusCode).toBe(404);
    expect((await mark(admin.cookie, `work_order:${workOrderId}/read`)).statusCode).toBe(204);

    // Marking all at once reaches only the user's own notices.
    await mark(master.cookie, 'read-all');
    const adminAfter = await list(admin.cookie);
    expect(readIds(adminAfter)).toEqual([`work_order:${workOrderId}`]);
    const rows = await t.db.query<{ notification_id: string }>(
      `SELECT r.notification_id FROM notification_reads r JOIN users u ON u.id = r.user_id WHERE u.email = 'master@mars.demo'`,
    );
    expect(rows.rows.map((row) => row.notification_id)).not.toContain(`work_order:${workOrderId}`);
  });

  it('answers a malformed id with a field error, an unknown one with 404, no session with 401', async () => {
    const malformed = await mark(admin.cookie, 'not-a-notification/read');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields).toEqual({ id: ['validation:invalid'] });
    expect((await mark(admin.cookie, `certificate:${uuidv7()}/read`)).statusCode).toBe(404);
    expect((await mark('', 'read-all')).statusCode).toBe(401);
    expect((await mark(admin.cookie, 'read-all', {})).statusCode).toBe(403);
  });

  it('answers a page of a large backlog, all or only the unread, and the counts alone', async () => {
    const { rows: vessels } = await t.db.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM vessels WHERE name = 'Nordic Aurora'`,
    );
    await t.db.query(
      `INSERT INTO work_orders (id, organization_id, vessel_id, title, description, due_date, status)
       SELECT gen_random_uuid(), $1, $2, 'Backlog ' || lpad(n::text, 3, '0'), 'Backlog work', DATE '2026-10-01' + n % 40, 'open'
       FROM generate_series(1, 300) AS n`,
      [vessels[0]!.organization_id, vessels[0]!.id],
    );
    const page = async (query: string): Promise<List & { certificateNotices: number }> =>
      (await apiCall(t.app, 'GET', `/api/v1/notifications${query}`, { cookie: admin.cookie })).json();
    const first = await page('');
    expect(first.total).toBeGreaterThan(300);
    expect(first.unread).toBe(first.total);
    expect(first.rows).toHaveLength(50);

    // Every notice once, the earliest first, over the pages.
    const seen: Notice[] = [];
    for (let offset = 0; offset < first.total; offset += 200)
      seen.push(...(await page(`?limit=200&offset=${offset}`)).rows);
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((row) => row.id)).size).toBe(first.total);
    expect(seen.slice(0, 50)).toEqual(first.rows);

    await mark(admin.cookie, `${encodeURIComponent(seen[1]!.id)}/read`);
    const unread = await page('?shown=unread&limit=3');
    expect(unread).toMatchObject({ total: first.total, unread: first.total - 1 });
    expect(unread.rows.map((row) => row.id)).toEqual([seen[0]!.id, seen[2]!.id, seen[3]!.id]);
    const counts = await page('?limit=0');
    expect(counts).toEqual({
      rows: [],
      total: first.total,
      unread: first.total - 1,
      certificateNotices: first.certificateNotices,
    });

    for (const [query, field] of [
      ['?limit=201', 'limit'],
      ['?limit=-1', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1e300', 'offset'],
      ['?shown=read', 'shown'],
    ] as const) {
      const refused = await apiCall(t.app, 'GET', `/api/v1/notifications${query}`, { cookie: admin.cookie });
      expect(refused.statusCode, query).toBe(400);
      expect(Object.keys(refused.json().error.details.fields), query).toEqual([field]);
    }
  });
});
