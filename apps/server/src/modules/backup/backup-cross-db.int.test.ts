// A backup taken on one server restores on another, whatever each runs on: PGlite to PostgreSQL and
// back (with TEST_DATABASE_URL), and PGlite to another PGlite. Attachments move between the embedded
// server's disk and PostgreSQL's rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { TestDatabaseKind } from '../../test-support';
import { DEMO_PASSWORD, login, signedIn } from '../../test-support';
import type { BackupTestApp } from './backup.test-support';
import {
  createBackupTestApp,
  downloadBackup,
  listTotals,
  PDF,
  restore,
  uploadPdf,
} from './backup.test-support';

const PAIRS: [TestDatabaseKind, TestDatabaseKind][] = process.env.TEST_DATABASE_URL
  ? [
      ['pglite', 'postgres'],
      ['postgres', 'pglite'],
    ]
  : [['pglite', 'pglite']];

describe.each(PAIRS)('a backup taken on %s restored on %s', (from, to) => {
  let source: BackupTestApp;
  let target: BackupTestApp;
  beforeEach(async () => {
    source = await createBackupTestApp(from);
    target = await createBackupTestApp(to);
  });
  afterEach(async () => {
    await Promise.all([source.close(), target.close()]);
  });

  it('shows the same totals on every list, the same attachment bytes, and keeps free emails', async () => {
    // One user whose email the target server does not know: it keeps it.
    await source.db.query(`UPDATE users SET email = 'purser@ship.example' WHERE email = 'crew@mars.demo'`);
    const admin = (await signedIn(source.app, 'admin@mars.demo')).cookie;
    await uploadPdf(source.app, admin, 'bunker note.pdf');
    const before = await listTotals(source.app, admin);
    const archive = await downloadBackup(source.app, admin);

    const superAdmin = (await signedIn(target.app, 'super@mars.demo')).cookie;
    const response = await restore(target.app, superAdmin, archive, 'Nordic Fleet (restored)');
    expect(response.statusCode, response.body).toBe(201);
    const restored = response.json<{
      organization: { id: string };
      renamedUsers: { from: string; to: string }[];
    }>();
    expect(restored.renamedUsers.some((user) => user.from === 'purser@ship.example')).toBe(false);
    expect((await login(target.app, 'purser@ship.example', DEMO_PASSWORD)).statusCode).toBe(200);

    const adminEmail = restored.renamedUsers.find((user) => user.from === 'admin@mars.demo')!.to;
    const restoredAdmin = (await signedIn(target.app, adminEmail)).cookie;
    expect(await listTotals(target.app, restoredAdmin)).toEqual(before);

    const stored = await target.db.query<{ id: string; storage: string }>(
      'SELECT id, storage FROM attachments WHERE organization_id = $1',
      [restored.organization.id],
    );
    expect(stored.rows).toEqual([
      { id: expect.any(String), storage: to === 'postgres' ? 'database' : 'disk' },
    ]);
    const download = await target.app.inject({
      method: 'GET',
      url: `/api/v1/attachments/${stored.rows[0]!.id}`,
      headers: { cookie: restoredAdmin },
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});
