// Who may take and restore backups, and that an organization's backups stay its own: organization
// admins download and schedule; only a super admin restores; each is rate limited.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { apiCall, signedIn, TEST_DATABASES } from '../../test-support';
import type { BackupTestApp } from './backup.test-support';
import { createBackupTestApp, downloadBackup, restore } from './backup.test-support';
import { runDueBackups } from './backup-schedule';
import { BACKUPS_PER_WINDOW, RESTORES_PER_HOUR } from './backup.routes';

type Automatic = {
  frequency: string;
  nextRunAt: string | null;
  backups: { name: string; size: number; createdAt: string }[];
};

describe.each(TEST_DATABASES)('backup access (%s)', (kind) => {
  let t: BackupTestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createBackupTestApp(kind, 2);
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, url: string) => apiCall(t.app, 'GET', url, { cookie });
  const setFrequency = (cookie: string, frequency: unknown) =>
    apiCall(t.app, 'PUT', '/api/v1/backup/automatic', { cookie }, { frequency });
  const folder = () => ({ dir: t.backupDir, keep: 2, dataDir: t.dataDir, appVersion: '0.5.0' });

  it('lets only organization admins download a backup', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/backup' })).statusCode).toBe(401);
    for (const email of ['shipadmin@mars.demo', 'master@mars.demo', 'officer@mars.demo', 'crew@mars.demo']) {
      const response = await get((await signedIn(t.app, email)).cookie, '/api/v1/backup');
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error.code).toBe('admin_required');
    }
    expect((await get((await signedIn(t.app, 'super@mars.demo')).cookie, '/api/v1/backup')).statusCode).toBe(
      200,
    );
  });

  it('lets only a super admin restore, and refuses anyone else before reading the archive', async () => {
    const archive = await downloadBackup(t.app, admin);
    for (const email of [
      'admin@mars.demo',
      'admin@other.demo',
      'shipadmin@mars.demo',
      'master@mars.demo',
      'crew@mars.demo',
    ]) {
      const response = await restore(t.app, (await signedIn(t.app, email)).cookie, archive);
      expect(response.statusCode, email).toBe(403);
    }
    const organizations = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM organizations');
    expect(organizations.rows[0]!.n).toBe(2);
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backup/restore',
      headers: {
        cookie: (await signedIn(t.app, 'super@mars.demo')).cookie,
        'content-type': 'application/gzip',
      },
      payload: archive,
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it(`limits an organization to ${BACKUPS_PER_WINDOW} backups in 10 minutes and a super admin to ${RESTORES_PER_HOUR} restores an hour`, async () => {
    for (let i = 0; i < BACKUPS_PER_WINDOW; i += 1)
      expect((await get(admin, '/api/v1/backup')).statusCode).toBe(200);
    const limited = await get((await signedIn(t.app, 'super@mars.demo')).cookie, '/api/v1/backup');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('backup_rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another organization has its own allowance.
    expect((await get((await signedIn(t.app, 'admin@other.demo')).cookie, '/api/v1/backup')).statusCode).toBe(
      200,
    );

    const superAdmin = (await signedIn(t.app, 'super@mars.demo')).cookie;
    for (let i = 0; i < RESTORES_PER_HOUR; i += 1) {
      expect((await restore(t.app, superAdmin, Buffer.from('not an archive'))).statusCode).toBe(400);
    }
    const tooMany = await restore(t.app, superAdmin, Buffer.from('not an archive'));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.code).toBe('restore_rate_limited');
  });

  it('saves the automatic backups’ frequency, writes the due ones and keeps the newest', async () => {
    expect((await get(admin, '/api/v1/backup/automatic')).json<Automatic>()).toMatchObject({
      frequency: 'off',
      backups: [],
    });
    const invalid = await setFrequency(admin, 'every minute');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields.frequency).toEqual(['validation:invalid']);
    const saved = await setFrequency(admin, 'hourly');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Automatic>().nextRunAt).toBe(
      new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    );

    // Not due yet: nothing written. Then three hours, one backup each; the newest two are kept.
    expect(await runDueBackups(t.db, folder(), t.clock.now())).toBe(0);
    for (let hour = 1; hour <= 3; hour += 1) {
      t.clock.advance(3_600_000);
      expect(await runDueBackups(t.db, folder(), t.clock.now())).toBe(1);
    }
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
    const listed = (await get(admin, '/api/v1/backup/automatic')).json<Automatic>();
    expect(listed.frequency).toBe('hourly');
    expect(listed.backups).toHaveLength(2);
    expect(listed.backups[0]!.name).toContain(t.clock.now().toISOString().slice(0, 13));
    expect(listed.backups[0]!.size).toBeGreaterThan(1000);

    const download = await get(admin, `/api/v1/backup/automatic/${listed.backups[0]!.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(listed.backups[0]!.size);

    // Another organization's admin neither sees nor downloads them; names outside the folder are unknown.
    const other = (await signedIn(t.app, 'admin@other.demo')).cookie;
    expect((await get(other, '/api/v1/backup/automatic')).json<Automatic>().backups).toEqual([]);
    expect((await get(other, `/api/v1/backup/automatic/${listed.backups[0]!.name}`)).statusCode).toBe(404);
    const traversal = await get(admin, `/api/v1/backup/automatic/${encodeURIComponent('../../etc/passwd')}`);
    expect(traversal.statusCode).toBe(404);
    // Ship admins manage no organization settings.
    const shipAdmin = (await signedIn(t.app, 'shipadmin@mars.demo')).cookie;
    expect((await get(shipAdmin, '/api/v1/backup/automatic')).statusCode).toBe(403);
    expect((await setFrequency(shipAdmin, 'daily')).statusCode).toBe(403);

    // A folder the server cannot write to: the run fails, the admins see it, the schedule goes on.
    const blocked = { ...folder(), dir: join(t.dataDir, 'not-a-folder') };
    writeFileSync(blocked.dir, 'a file where the folder should be');
    t.clock.advance(3_600_000);
    expect(await runDueBackups(t.db, blocked, t.clock.now())).toBe(0);
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
    expect((await get(admin, '/api/v1/backup/automatic')).json()).toMatchObject({ lastRunFailed: true });
    t.clock.advance(3_600_000);
    expect(await runDueBackups(t.db, folder(), t.clock.now())).toBe(1);
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
    expect((await get(admin, '/api/v1/backup/automatic')).json()).toMatchObject({ lastRunFailed: false });

    // Off: no more automatic backups.
    await setFrequency(admin, 'off');
    t.clock.advance(24 * 3_600_000);
    expect(await runDueBackups(t.db, folder(), t.clock.now())).toBe(0);
  });
});
