// Test support for the backup: a test app with its own data and backup folders, the totals of every
// list an organization admin sees, and taking an archive apart and putting it together again.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { ENTITIES } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import { extract as createExtract, pack as createPack } from 'tar-stream';

import type { TestApp, TestDatabaseKind } from '../../test-support';
import { createTestApp, CSRF } from '../../test-support';

export type BackupTestApp = TestApp & { dataDir: string; backupDir: string };

export async function createBackupTestApp(kind: TestDatabaseKind, backupKeep = 10): Promise<BackupTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mars-backup-data-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'mars-backup-dir-'));
  const t = await createTestApp(kind, { dataDir, backupDir, backupKeep });
  return {
    ...t,
    dataDir,
    backupDir,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export async function uploadPdf(app: FastifyInstance, cookie: string, filename = 'class survey.pdf') {
  const boundary = '----mars-backup-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/attachments',
    headers: { cookie, ...CSRF, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** The total of every list an organization admin reads: each entity, the users, the notifications. */
export async function listTotals(app: FastifyInstance, cookie: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  for (const entity of ENTITIES) {
    const response = await get(`/api/v1/${entity.resource}?limit=1`);
    if (response.statusCode !== 200) throw new Error(`${entity.resource}: ${response.body}`);
    totals[entity.resource] = response.json<{ total: number }>().total;
  }
  totals.users = (await get('/api/v1/users?limit=1')).json<{ total: number }>().total;
  const notifications = (await get('/api/v1/notifications')).json<{ total: number; unread: number }>();
  totals.notifications = notifications.total;
  totals.unreadNotifications = notifications.unread;
  return totals;
}

export async function downloadBackup(app: FastifyInstance, cookie: string): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/backup', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`backup failed: ${response.body}`);
  return response.rawPayload;
}

export function restore(app: FastifyInstance, cookie: string, archive: Buffer, name?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/backup/restore${name ? `?name=${encodeURIComponent(name)}` : ''}`,
    headers: { cookie, ...CSRF, 'content-type': 'application/gzip' },
    payload: archive,
  });
}

export type ArchiveEntry = { name: string; bytes: Buffer; type?: 'file' | 'symlink' | 'directory' };

export async function unpack(archive: Buffer): Promise<ArchiveEntry[]> {
  const extract = createExtract();
  const entries: ArchiveEntry[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, bytes: Buffer.concat(chunks) });
    }
  })();
  extract.end(gunzipSync(archive));
  await reading;
  return entries;
}

export async function repack(entries: readonly ArchiveEntry[]): Promise<Buffer> {
  const pack = createPack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer);
  })();
  for (const entry of entries) {
    if (entry.type === 'symlink') pack.entry({ name: entry.name, type: 'symlink', linkname: '/etc/passwd' });
    else pack.entry({ name: entry.name, type: entry.type ?? 'file' }, entry.bytes);
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** The entries with one changed and the manifest's digests made to match (a well-formed forgery). */
export function withEntry(entries: readonly ArchiveEntry[], name: string, bytes: Buffer): ArchiveEntry[] {
  const changed = entries.map((entry) => (entry.name === name ? { ...entry, bytes } : entry));
  const manifestEntry = changed.find((entry) => entry.name === 'manifest.json')!;
  const manifest = JSON.parse(manifestEntry.bytes.toString('utf8')) as {
    tables: Record<string, { rows: number; bytes: number; sha256: string }>;
  };
  const table = /^tables\/(.+)\.ndjson$/.exec(name)?.[1];
  if (table) {
    manifest.tables[table] = {
      rows: bytes.toString('utf8').split('\n').filter(Boolean).length,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }
  return changed.map((entry) =>
    entry.name === 'manifest.json' ? { ...entry, bytes: Buffer.from(JSON.stringify(manifest)) } : entry,
  );
}

export function entryText(entries: readonly ArchiveEntry[], name: string): string {
  return entries.find((entry) => entry.name === name)!.bytes.toString('utf8');
}
