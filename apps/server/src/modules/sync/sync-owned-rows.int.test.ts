// Rows read only by the person they are about (docs/sync.md), on PGlite and PostgreSQL: when a
// seafarer's crew member record is linked to another sign-in, the days of work and rest it refers to
// are not written, yet their reader changes. The feed gets a line for each of them, so the crew
// member who lost the record learns at the next pull that the days are gone from their reach, and
// gets them back, whole, when it is linked to them again.
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Session, TestApp } from '../../test-support';
import { apiCall, createTestApp, feedReleased, signedIn, TEST_DATABASES } from '../../test-support';

type Change = { table: string; id?: string; deleted?: boolean; row?: Record<string, unknown> };

describe.each(TEST_DATABASES)('sync, rows read by the person they are about (%s)', (kind) => {
  let t: TestApp;
  let admin: Session;
  let crew: Session;
  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t.app, 'admin@mars.demo');
    crew = await signedIn(t.app, 'crew@mars.demo');
  });
  afterEach(async () => {
    await t.close();
  });

  /** The crew member's changes after the cursor (protocol 2: whole rows and tombstones by id). */
  async function pullAll(cursor?: string): Promise<{ changes: Change[]; cursor: string }> {
    await feedReleased(t.db);
    const changes: Change[] = [];
    let at = cursor;
    for (;;) {
      const query: Record<string, string> = { limit: '1000', v: '2' };
      if (at) query.cursor = at;
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/sync/pull',
        headers: { cookie: crew.cookie },
        query,
      });
      if (answer.statusCode === 204) return { changes, cursor: at! };
      const page = answer.json();
      changes.push(...page.changes);
      at = page.cursor;
      if (!page.more) return { changes, cursor: at! };
    }
  }

  it('takes a seafarer’s days from the sign-in their record leaves, and brings them to the one it comes back to', async () => {
    const { rows: records } = await t.db.query<{ id: string; user_id: string; vessel_id: string }>(
      `SELECT p.id, p.user_id, p.vessel_id FROM personnel p JOIN users u ON u.id = p.user_id WHERE u.email = 'crew@mars.demo'`,
    );
    const record = records[0]!;
    const { rows: days } = await t.db.query<{ id: string }>(
      'SELECT id FROM work_rest_days WHERE crew_member_id = $1 AND deleted_at IS NULL ORDER BY id',
      [record.id],
    );
    expect(days.length).toBeGreaterThan(0);
    const { cursor } = await pullAll();
    const relink = async (userId: string) => {
      const shown = (await apiCall(t.app, 'GET', `/api/v1/personnel/${record.id}`, admin)).json();
      const answer = await apiCall(t.app, 'PUT', `/api/v1/personnel/${record.id}`, admin, {
        ...shown,
        user_id: userId,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    // Linked to another sign-in: every day of the record reaches the crew member as a tombstone.
    const otherId = uuidv7();
    const created = await apiCall(t.app, 'PUT', `/api/v1/users/${otherId}`, admin, {
      email: 'piet.devries@mars.demo',
      full_name: 'Piet de Vries',
      role: 'crew',
      vessel_ids: [record.vessel_id],
      temporary_password: 'Welcome-Aboard-7',
    });
    expect(created.statusCode, created.body).toBe(201);
    await relink(otherId);
    const left = await pullAll(cursor);
    const gone = left.changes.filter((change) => change.table === 'workingHours');
    expect(gone.map((change) => change.id).sort()).toEqual(days.map((day) => day.id));
    expect(gone.every((change) => change.deleted === true)).toBe(true);
    // Linked back: they come to it whole.
    await relink(record.user_id);
    const back = (await pullAll(left.cursor)).changes.filter((change) => change.table === 'workingHours');
    expect(back.map((change) => change.id).sort()).toEqual(days.map((day) => day.id));
    expect(back.every((change) => change.row?.crew_member_id === record.id)).toBe(true);
  });
});
