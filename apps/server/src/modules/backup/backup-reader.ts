// Reading an uploaded backup archive, bounded: its size, its unpacked size, the number and names of
// its entries (only manifest.json, tables/<known table>.ndjson and files/<uuid>: no path of the
// archive ever becomes a path on disk), each entry checked against the manifest's SHA-256.
// Attachment bytes are written to a temporary folder of the restore; the caller removes it.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { extract as createExtract } from 'tar-stream';

import { AppError } from '../../plugins/errors';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './backup-archive';
import type { BackupManifest, EntryDigest } from './backup-archive';
import { BACKUP_TABLE_NAMES } from './backup-tables';
import { backupErrors } from './backup.errors';

export const BACKUP_LIMITS = {
  /** The uploaded archive (compressed). */
  archiveBytes: 512 * 1024 * 1024,
  /** Everything unpacked. */
  unpackedBytes: 2 * 1024 * 1024 * 1024,
  /** One table's rows (held in memory until the restore's transaction). */
  tableBytes: 256 * 1024 * 1024,
  /** One attachment (uploads are at most 10 MB). */
  fileBytes: 10 * 1024 * 1024,
  entries: 100_000,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ReadArchive = {
  manifest: BackupManifest;
  /** Rows per table as JSON text, in the archive's order. */
  tables: Map<string, string[]>;
  /** Attachment id -> path of its bytes in the temporary folder. */
  files: Map<string, { path: string } & EntryDigest>;
};

type EntryKind = { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'file'; id: string };

function classify(name: string): EntryKind | undefined {
  if (name === 'manifest.json') return { kind: 'manifest' };
  const table = /^tables\/([a-z_]{1,63})\.ndjson$/.exec(name)?.[1];
  if (table && (table === 'organizations' || BACKUP_TABLE_NAMES.has(table))) return { kind: 'table', table };
  const id = /^files\/(.+)$/.exec(name)?.[1];
  if (id && UUID.test(id)) return { kind: 'file', id };
  return undefined;
}

function limitBytes(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(backupErrors.tooLarge());
      else done(null, chunk);
    },
  });
}

async function collect(stream: AsyncIterable<unknown>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw backupErrors.tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function digestOf(bytes: Uint8Array): EntryDigest {
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function parseManifest(bytes: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
  } catch {
    throw backupErrors.invalidArchive();
  }
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.formatVersion !== 'number') {
    throw backupErrors.invalidArchive();
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) throw backupErrors.newerVersion();
  const shaped =
    typeof manifest.organization?.name === 'string' &&
    Array.isArray(manifest.migrations) &&
    typeof manifest.tables === 'object' &&
    manifest.tables !== null &&
    typeof manifest.files === 'object' &&
    manifest.files !== null;
  if (!shaped) throw backupErrors.invalidArchive();
  return manifest;
}

/** Reads the archive from `body` into memory (tables) and `tempDir` (files); refuses a bad one with a 4xx. */
export async function readBackupArchive(body: Readable, tempDir: string): Promise<ReadArchive> {
  await mkdir(tempDir, { recursive: true });
  const extract = createExtract();
  const tables = new Map<string, string[]>();
  const tableDigests = new Map<string, EntryDigest>();
  const files: ReadArchive['files'] = new Map();
  let manifest: BackupManifest | undefined;
  let entries = 0;
  const seen = new Set<string>();

  const unpacking = pipeline(
    body,
    limitBytes(BACKUP_LIMITS.archiveBytes),
    createGunzip(),
    limitBytes(BACKUP_LIMITS.unpackedBytes),
    extract,
  );
  const reading = (async () => {
    for await (const entry of extract) {
      entries += 1;
      const kind = classify(entry.header.name);
      if (entries > BACKUP_LIMITS.entries) throw backupErrors.tooLarge();
      if (entry.header.type !== 'file' || !kind || seen.has(entry.header.name)) {
        throw backupErrors.invalidArchive();
      }
      seen.add(entry.header.name);
      if (kind.kind === 'manifest') {
        manifest = parseManifest(await collect(entry, 4 * 1024 * 1024));
      } else if (kind.kind === 'table') {
        const bytes = await collect(entry, BACKUP_LIMITS.tableBytes);
        tableDigests.set(kind.table, digestOf(bytes));
        tables.set(kind.table, bytes.toString('utf8').split('\n').filter(Boolean));
      } else {
        const path = join(tempDir, kind.id);
        const hash = createHash('sha256');
        let size = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            hash.update(chunk);
            if (size > BACKUP_LIMITS.fileBytes) done(backupErrors.tooLarge());
            else done(null, chunk);
          },
        });
        await pipeline(
          entry as unknown as Readable,
          measure,
          createWriteStream(path, { flags: 'wx', mode: 0o600 }),
        );
        files.set(kind.id, { path, bytes: size, sha256: hash.digest('hex') });
      }
    }
  })();
  try {
    await Promise.all([unpacking, reading]);
  } catch (error) {
    extract.destroy();
    if (error instanceof AppError) throw error;
    throw backupErrors.invalidArchive();
  }
  if (!manifest) throw backupErrors.invalidArchive();
  checkAgainstManifest(manifest, tableDigests, files);
  return { manifest, tables, files };
}

/** Every entry is the one the manifest describes, and the manifest names no entry that is missing. */
function checkAgainstManifest(
  manifest: BackupManifest,
  tableDigests: Map<string, EntryDigest>,
  files: ReadArchive['files'],
): void {
  const sameDigest = (expected: EntryDigest | undefined, actual: EntryDigest | undefined) =>
    expected !== undefined &&
    actual !== undefined &&
    expected.sha256 === actual.sha256 &&
    expected.bytes === actual.bytes;
  const tableNames = Object.keys(manifest.tables);
  if (tableNames.length !== tableDigests.size || !tableDigests.has('organizations')) {
    throw backupErrors.invalidArchive();
  }
  for (const table of tableNames) {
    if (!sameDigest(manifest.tables[table], tableDigests.get(table))) throw backupErrors.invalidArchive();
  }
  const fileNames = Object.keys(manifest.files);
  if (fileNames.length !== files.size) throw backupErrors.invalidArchive();
  for (const name of fileNames) {
    if (!sameDigest(manifest.files[name], files.get(name.replace(/^files\//, '')))) {
      throw backupErrors.invalidArchive();
    }
  }
}
