// Backup and restore (issue 11, 'Data and backup'): the demo organization's backup, restored into a
// new organization, shows the same totals on every list to its admin; attachments and the logbook's
// hash chains come along; the original organization is untouched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, signedIn, TEST_DATABASES } from '../../test-support';
import type { BackupTestApp } from './backup.test-support';
import {
  createBackupTestApp,
  downloadBackup,
  entryText,
  listTotals,
  PDF,
  restore,
  unpack,
  uploadPdf,
} from './backup.test-support';

type Restored = {
  organization: { id: string; name: string };
  rows: Record<string, number>;
  renamedUsers: { from: string; to: string }[];
};

describe.each(TEST_DATABASES)('backup and restore (%s)', (kind) => {
  let t: BackupTestApp;
  let admin: string;
  let superAdmin: string;
  beforeEach(async () => {
    t = await createBackupTestApp(kind);
    admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
    superAdmin = (await signedIn(t.app, 'super@mars.demo')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  it('writes a manifest with the format, versions, organization, row counts and a SHA-256 per entry', async () => {
    const attachmentId = await uploadPdf(t.app, admin);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/backup', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mars-backup-2026-11-22T08-00-00-000Z-mars-demo-shipping\.tar\.gz"$/,
    );
    const entries = await unpack(response.rawPayload);
    const manifest = JSON.parse(entryText(entries, 'manifest.json'));
    expect(manifest).toMatchObject({
      format: 'mars-backup',
      formatVersion: 1,
      appVersion: '0.5.0',
      databaseKind: kind,
    });
    expect(manifest.organization.name).toBe('MARS Demo Shipping');
    expect(manifest.migrations).toContain('0018_backup_schedules.sql');
    expect(manifest.files[`files/${attachmentId}`].bytes).toBe(PDF.length);
    const users = entryText(entries, 'tables/users.ndjson').trim().split('\n');
    expect(manifest.tables.users.rows).toBe(users.length);
    // Sessions are never in a backup; neither is a second factor's secret.
    expect(entries.some((entry) => entry.name.includes('sessions'))).toBe(false);
    expect(entryText(entries, 'tables/users.ndjson')).not.toContain('totp_secret');
    // Another organization's rows are not in it.
    expect(entryText(entries, 'tables/users.ndjson')).not.toContain('other.demo');
  });

  it('restores the demo organization into a new one whose admin sees the same totals on every list', async () => {
    const attachmentId = await uploadPdf(t.app, admin);
    const before = await listTotals(t.app, admin);
    const archive = await downloadBackup(t.app, admin);

    const response = await restore(t.app, superAdmin, archive, 'Restored Shipping');
    expect(response.statusCode).toBe(201);
    const restored = response.json<Restored>();
    expect(restored.organization.name).toBe('Restored Shipping');
    // Every email is taken on this server by the original, so each restored user gets a tagged one.
    const adminEmail = restored.renamedUsers.find((user) => user.from === 'admin@mars.demo')!.to;
    expect(adminEmail).toMatch(/^admin\+restored-[0-9a-f]{8}@mars\.demo$/);

    const restoredAdmin = (await signedIn(t.app, adminEmail)).cookie;
    expect(await listTotals(t.app, restoredAdmin)).toEqual(before);
    // The original organization is as it was.
    expect(await listTotals(t.app, admin)).toEqual(before);

    // Its rows have new ids: the original's attachment id is not the copy's, the copy's bytes are the same.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/attachments/${attachmentId}`,
          headers: { cookie: restoredAdmin },
        })
      ).statusCode,
    ).toBe(404);
    const copies = await t.db.query<{ id: string }>(`SELECT id FROM attachments WHERE organization_id = $1`, [
      restored.organization.id,
    ]);
    expect(copies.rows).toHaveLength(1);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/attachments/${copies.rows[0]!.id}`,
      headers: { cookie: restoredAdmin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // The hash chains of every vessel (logbook, oil record book) verify in the copy.
    const vessels = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/vessels?limit=100',
        headers: { cookie: restoredAdmin },
      })
    ).json<{ rows: { id: string }[] }>().rows;
    let approved = 0;
    let certified = 0;
    let ballastCertified = 0;
    for (const vessel of vessels) {
      const verification = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/logbook/verify?vessel_id=${vessel.id}`,
          headers: { cookie: restoredAdmin },
        })
      ).json<{ ok: boolean; chains: { checked: number }[] }>();
      expect(verification.ok).toBe(true);
      approved += verification.chains.reduce((sum, chain) => sum + chain.checked, 0);
      const oilRecordBook = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/oil-record-book/verify?vessel_id=${vessel.id}`,
          headers: { cookie: restoredAdmin },
        })
      ).json<{ ok: boolean; chains: { checked: number }[] }>();
      expect(oilRecordBook.ok).toBe(true);
      certified += oilRecordBook.chains.reduce((sum, chain) => sum + chain.checked, 0);
      const ballastBook = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/ballast-record-book/verify?vessel_id=${vessel.id}`,
          headers: { cookie: restoredAdmin },
        })
      ).json<{ ok: boolean; chains: { checked: number }[] }>();
      expect(ballastBook.ok).toBe(true);
      ballastCertified += ballastBook.chains.reduce((sum, chain) => sum + chain.checked, 0);
    }
    expect(approved).toBeGreaterThan(0);
    expect(certified).toBeGreaterThan(0);
    expect(ballastCertified).toBeGreaterThan(0);
  });

  it('restores the same archive twice, each into an organization of its own, and never makes a super admin', async () => {
    const archive = await downloadBackup(t.app, admin);
    const first = (await restore(t.app, superAdmin, archive)).json<Restored>();
    const second = (await restore(t.app, superAdmin, archive)).json<Restored>();
    expect(first.organization.id).not.toBe(second.organization.id);
    expect(first.organization.name).toBe('MARS Demo Shipping');
    const roles = await t.db.query<{ role: string; email: string }>(
      `SELECT role, email FROM users WHERE organization_id = $1`,
      [second.organization.id],
    );
    expect(roles.rows.some((row) => row.role === 'super_admin')).toBe(false);
    expect(roles.rows.find((row) => row.email.startsWith('super+'))?.role).toBe('company_admin');
    // Restored users sign in with the password they had.
    const email = second.renamedUsers.find((user) => user.from === 'officer@mars.demo')!.to;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-requested-with': 'mars' },
      payload: { email, password: DEMO_PASSWORD, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
  });
});
