// What a restore refuses, always with a 4xx and the field code `archive`, never a 500 and never half
// a restore: not an archive, a damaged or altered one, paths outside the archive's own names, an
// attachment larger than any upload, a newer format, rows that point into another organization.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedIn, TEST_DATABASES } from '../../test-support';
import type { ArchiveEntry, BackupTestApp } from './backup.test-support';
import {
  createBackupTestApp,
  downloadBackup,
  entryText,
  repack,
  restore,
  unpack,
  uploadPdf,
  withEntry,
} from './backup.test-support';

describe.each(TEST_DATABASES)('refused restores (%s)', (kind) => {
  let t: BackupTestApp;
  let superAdmin: string;
  let entries: ArchiveEntry[];
  let organizationsBefore: number;
  beforeAll(async () => {
    t = await createBackupTestApp(kind);
    const admin = (await signedIn(t.app, 'admin@mars.demo')).cookie;
    superAdmin = (await signedIn(t.app, 'super@mars.demo')).cookie;
    await uploadPdf(t.app, admin);
    entries = await unpack(await downloadBackup(t.app, admin));
    organizationsBefore = (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM organizations'))
      .rows[0]!.n;
  });
  afterAll(async () => {
    // Nothing of any refused restore is left: no organization, no file, no temporary folder.
    expect((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM organizations')).rows[0]!.n).toBe(
      organizationsBefore,
    );
    expect(
      readdirSync(join(t.dataDir, 'attachments')).filter((name) => name.startsWith('.restore-')),
    ).toEqual([]);
    await t.close();
  });

  async function expectRefused(archive: Buffer, status: number, code: string) {
    // Each attempt counts against the super admin's restores an hour (tested in backup-access): an hour on.
    t.clock.advance(61 * 60_000);
    superAdmin = (await signedIn(t.app, 'super@mars.demo')).cookie;
    const response = await restore(t.app, superAdmin, archive);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error).toMatchObject({
      code,
      details: { fields: { archive: [`errors:${code}`] } },
    });
  }

  it('refuses a file that is not a backup at all', async () => {
    await expectRefused(Buffer.from('%PDF-1.4 not a backup'), 400, 'backup_invalid_archive');
    await expectRefused(gzipSync(Buffer.from('plain text, gzip-compressed')), 400, 'backup_invalid_archive');
    await expectRefused(Buffer.alloc(0), 400, 'backup_invalid_archive');
  });

  it('refuses an archive cut short', async () => {
    const archive = await repack(entries);
    await expectRefused(archive.subarray(0, Math.floor(archive.length / 2)), 400, 'backup_invalid_archive');
  });

  it('refuses an archive whose rows were changed behind the manifest’s back', async () => {
    const vessels = entryText(entries, 'tables/vessels.ndjson').replace('Nordic Aurora', 'Nordic Borealis');
    const changed = entries.map((entry) =>
      entry.name === 'tables/vessels.ndjson' ? { ...entry, bytes: Buffer.from(vessels) } : entry,
    );
    await expectRefused(await repack(changed), 400, 'backup_invalid_archive');
  });

  it('refuses paths outside the archive’s own names: traversal, absolute, links, unknown tables', async () => {
    for (const name of ['../../etc/cron.d/evil', '/tmp/evil', 'files/../../evil', 'tables/sessions.ndjson']) {
      await expectRefused(
        await repack([...entries, { name, bytes: Buffer.from('x') }]),
        400,
        'backup_invalid_archive',
      );
    }
    const link: ArchiveEntry = {
      name: 'files/0190a000-0000-7000-8000-000000000000',
      bytes: Buffer.alloc(0),
      type: 'symlink',
    };
    await expectRefused(await repack([...entries, link]), 400, 'backup_invalid_archive');
    await expectRefused(await repack([...entries, entries[0]!]), 400, 'backup_invalid_archive');
  });

  it('refuses an attachment larger than any upload before it is written out (a compression bomb)', async () => {
    const bomb: ArchiveEntry = {
      name: 'files/0190a000-0000-7000-8000-000000000001',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
    };
    const archive = await repack([bomb, ...entries]);
    expect(archive.length - (await repack(entries)).length).toBeLessThan(64 * 1024);
    await expectRefused(archive, 413, 'backup_too_large');
  });

  it('refuses a backup of a newer format or schema', async () => {
    const manifest = JSON.parse(entryText(entries, 'manifest.json'));
    const newer = (changes: Record<string, unknown>) =>
      repack(
        entries.map((entry) =>
          entry.name === 'manifest.json'
            ? { ...entry, bytes: Buffer.from(JSON.stringify({ ...manifest, ...changes })) }
            : entry,
        ),
      );
    await expectRefused(await newer({ formatVersion: 2 }), 422, 'backup_newer_version');
    await expectRefused(
      await newer({ migrations: [...manifest.migrations, '0099_future.sql'] }),
      422,
      'backup_newer_version',
    );
  });

  it('refuses rows that point at another organization’s vessel, even with a matching manifest', async () => {
    const other = await t.db.query<{ id: string }>(
      `SELECT v.id FROM vessels v JOIN organizations o ON o.id = v.organization_id WHERE o.name = 'Other Shipping' LIMIT 1`,
    );
    const certificates = entryText(entries, 'tables/certificates.ndjson').split('\n').filter(Boolean);
    const first = JSON.parse(certificates[0]!);
    certificates[0] = JSON.stringify({ ...first, vessel_id: other.rows[0]!.id });
    const forged = withEntry(
      entries,
      'tables/certificates.ndjson',
      Buffer.from(`${certificates.join('\n')}\n`),
    );
    await expectRefused(await repack(forged), 400, 'backup_invalid_archive');
  });

  it('refuses rows the database cannot take, and leaves nothing of the rows before them', async () => {
    // The last table of the restore holds a row with a wrong type: everything before it is rolled back.
    const audit = entryText(entries, 'tables/audit_log.ndjson').split('\n').filter(Boolean);
    audit.push(JSON.stringify({ ...JSON.parse(audit[0]!), at: 'not a time' }));
    const forged = withEntry(entries, 'tables/audit_log.ndjson', Buffer.from(`${audit.join('\n')}\n`));
    await expectRefused(await repack(forged), 400, 'backup_invalid_archive');
  });

  it('refuses an archive whose logbook entries no longer match their hash chain', async () => {
    const lines = entryText(entries, 'tables/logbook_entries.ndjson').split('\n').filter(Boolean);
    const index = lines.findIndex((line) => JSON.parse(line).chain_position === 1);
    lines[index] = JSON.stringify({ ...JSON.parse(lines[index]!), remarks: 'changed after approval' });
    const forged = withEntry(entries, 'tables/logbook_entries.ndjson', Buffer.from(`${lines.join('\n')}\n`));
    await expectRefused(await repack(forged), 422, 'backup_logbook_chain_broken');
  });

  it('refuses an archive whose certified oil record book entries no longer match their hash chain', async () => {
    const table = 'tables/oil_record_entries.ndjson';
    const lines = entryText(entries, table).split('\n').filter(Boolean);
    const index = lines.findIndex((line) => JSON.parse(line).chain_position === 1);
    lines[index] = JSON.stringify({ ...JSON.parse(lines[index]!), quantity_m3: 0.1 });
    const forged = withEntry(entries, table, Buffer.from(`${lines.join('\n')}\n`));
    await expectRefused(await repack(forged), 422, 'backup_logbook_chain_broken');
  });
});
