// Writing an organization's backup: a gzip-compressed tar archive, streamed as it is made.
//   tables/<table>.ndjson  one row per line, as PostgreSQL writes it as JSON (the same on PGlite)
//   files/<attachment id>  the bytes of each attachment
//   manifest.json          last: format, versions, organization, time, row counts, SHA-256 of every entry
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

import { pack as createPack } from 'tar-stream';
import type { Pack } from 'tar-stream';

import type { Db } from '../../db/client';
import { BACKUP_TABLES } from './backup-tables';
import type { BackupTable } from './backup-tables';

export const BACKUP_FORMAT = 'mars-backup';
export const BACKUP_FORMAT_VERSION = 1;
const PAGE_ROWS = 1000;

export type EntryDigest = { bytes: number; sha256: string };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** The schema the rows follow: the migrations applied on the database that wrote them. */
  migrations: string[];
  databaseKind: string;
  organization: { id: string; name: string };
  createdAt: string;
  tables: Record<string, EntryDigest & { rows: number }>;
  files: Record<string, EntryDigest>;
  /** Attachments whose bytes were missing on this server (their rows are kept). */
  missingFiles: string[];
};

export type BackupRequest = { organizationId: string; dataDir: string; appVersion: string; now: Date };

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The organization's rows of one table as JSON lines, page by page in a stable order. */
export async function tableLines(db: Db, entry: BackupTable, organizationId: string): Promise<string[]> {
  const omit = entry.omit?.length ? ` - ARRAY[${entry.omit.map((column) => `'${column}'`).join(', ')}]` : '';
  const lines: string[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { rows } = await db.query<{ line: string }>(
      `SELECT (to_jsonb(t)${omit})::text AS line FROM ${entry.table} t WHERE ${entry.where}
       ORDER BY ${entry.orderBy} LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
      [organizationId],
    );
    for (const row of rows) lines.push(row.line);
    if (rows.length < PAGE_ROWS) return lines;
  }
}

async function attachmentBytes(
  db: Db,
  dataDir: string,
  organizationId: string,
  row: { id: string; storage: string },
): Promise<Uint8Array | undefined> {
  if (row.storage === 'database') {
    const { rows } = await db.query<{ content: Uint8Array | null }>(
      'SELECT content FROM attachments WHERE id = $1 AND organization_id = $2',
      [row.id, organizationId],
    );
    return rows[0]?.content ?? undefined;
  }
  try {
    return await readFile(join(dataDir, 'attachments', organizationId, row.id));
  } catch {
    return undefined;
  }
}

function addEntry(pack: Pack, name: string, bytes: Uint8Array, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mtime, mode: 0o600 }, Buffer.from(bytes), (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

async function fillArchive(db: Db, pack: Pack, request: BackupRequest): Promise<BackupManifest> {
  const { organizationId, now } = request;
  const organization = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM organizations WHERE id = $1',
    [organizationId],
  );
  const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: request.appVersion,
    migrations: migrations.rows.map((row) => row.name),
    databaseKind: db.kind,
    organization: organization.rows[0]!,
    createdAt: now.toISOString(),
    tables: {},
    files: {},
    missingFiles: [],
  };
  const organizationLine = await db.query<{ line: string }>(
    `SELECT to_jsonb(o)::text AS line FROM organizations o WHERE id = $1`,
    [organizationId],
  );
  const tables: [string, string[]][] = [['organizations', organizationLine.rows.map((row) => row.line)]];
  for (const entry of BACKUP_TABLES) tables.push([entry.table, await tableLines(db, entry, organizationId)]);
  for (const [table, lines] of tables) {
    const bytes = Buffer.from(lines.length ? `${lines.join('\n')}\n` : '', 'utf8');
    manifest.tables[table] = { rows: lines.length, bytes: bytes.length, sha256: sha256(bytes) };
    await addEntry(pack, `tables/${table}.ndjson`, bytes, now);
  }
  const attachments = await db.query<{ id: string; storage: string }>(
    'SELECT id, storage FROM attachments WHERE organization_id = $1 ORDER BY id',
    [organizationId],
  );
  for (const row of attachments.rows) {
    const bytes = await attachmentBytes(db, request.dataDir, organizationId, row);
    if (!bytes) {
      manifest.missingFiles.push(row.id);
      continue;
    }
    manifest.files[`files/${row.id}`] = { bytes: bytes.length, sha256: sha256(bytes) };
    await addEntry(pack, `files/${row.id}`, bytes, now);
  }
  await addEntry(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), now);
  return manifest;
}

/**
 * The organization's backup as a stream of .tar.gz bytes; `manifest` resolves once it is written.
 * A failure while writing ends the stream with the error (the download breaks off; nothing is kept).
 */
export function streamBackup(
  db: Db,
  request: BackupRequest,
): { stream: Readable; manifest: Promise<BackupManifest> } {
  const pack = createPack();
  const gzip = createGzip();
  const manifest = fillArchive(db, pack, request).then(
    (written) => {
      pack.finalize();
      return written;
    },
    (error: unknown) => {
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  // The caller reads the stream; whoever awaits manifest sees the error too.
  manifest.catch(() => undefined);
  return { stream: (pack as unknown as Readable).pipe(gzip), manifest };
}

/** The time a backup's name carries (backupFileName), or undefined. */
export function backupTimeOf(name: string): string | undefined {
  const match = /^mars-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : undefined;
}

/** `mars-backup-<UTC time>-<organization>.tar.gz`: the names of one organization sort by time. */
export function backupFileName(organizationName: string, at: Date): string {
  const slug =
    organizationName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'organization';
  return `mars-backup-${at.toISOString().replace(/[:.]/g, '-')}-${slug}.tar.gz`;
}
