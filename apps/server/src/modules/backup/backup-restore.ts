// Restoring a backup into a new organization, all or nothing: the rows in one transaction, the
// attachment bytes moved into place only after it committed (on PostgreSQL they are rows too). An
// existing organization is never written to. Ids are new (backup-remap.ts); a user whose email is
// taken on this server gets a tagged address; a super admin comes back as a company admin (a restore
// never makes a super admin); second factors are set up anew.
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { ReadArchive } from './backup-reader';
import {
  checkArchiveChains,
  checkReferencesInside,
  HASH_CHAINS,
  groupChains,
  newIdsFor,
  parentsFirst,
  remappedRows,
  resealChain,
  restoredEmail,
} from './backup-remap';
import type { Row } from './backup-remap';
import { BACKUP_TABLES } from './backup-tables';
import { backupErrors } from './backup.errors';

const INSERT_BATCH = 500;

export type RestoreResult = {
  organization: { id: string; name: string };
  rows: Record<string, number>;
  renamedUsers: { from: string; to: string }[];
};

async function columnsOf(db: Queryable, table: string): Promise<Set<string>> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return new Set(rows.map((row) => row.column_name));
}

/** Inserts rows through PostgreSQL's own JSON-to-row conversion, so every type reads back as written. */
async function insertRows(tx: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const target = await columnsOf(tx, table);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // A column this server does not have: the rows follow a newer schema.
  if (columns.some((column) => !target.has(column))) throw backupErrors.newerVersion();
  const list = columns.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(rows.slice(start, start + INSERT_BATCH))],
    );
  }
}

async function takenEmails(tx: Queryable, emails: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [emails.map((email) => email.toLowerCase())],
  );
  return new Set(rows.map((row) => row.email));
}

async function resealChains(tx: Queryable, organizationId: string): Promise<void> {
  for (const definition of HASH_CHAINS) {
    const { rows } = await tx.query<Row>(
      `SELECT * FROM ${definition.table}
       WHERE organization_id = $1 AND chain_position IS NOT NULL AND deleted_at IS NULL`,
      [organizationId],
    );
    for (const chain of groupChains(rows, definition).values()) {
      const links = resealChain(chain, definition);
      for (const link of links) {
        await tx.query(`UPDATE ${definition.table} SET previous_hash = $2, content_hash = $3 WHERE id = $1`, [
          link.id,
          link.previousHash,
          link.contentHash,
        ]);
      }
      const first = chain[0]!;
      const group = definition.groupColumn;
      await tx.query(
        `UPDATE ${definition.headsTable} SET last_hash = $3 WHERE vessel_id = $1 AND ${group} = $2`,
        [first.vessel_id, first[group], links[links.length - 1]!.contentHash],
      );
    }
  }
}

function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^(22|23|42)/.test(code);
}

export async function restoreBackup(
  db: Db,
  archive: ReadArchive,
  input: { organizationName: string | undefined; dataDir: string; tempDir: string; now: Date },
): Promise<RestoreResult> {
  const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const known = new Set(applied.rows.map((row) => row.name));
  if (archive.manifest.migrations.some((name) => !known.has(name))) throw backupErrors.newerVersion();
  checkArchiveChains(archive);

  const ids = newIdsFor(archive);
  const newIds = new Set(ids.values());
  const [organization] = remappedRows(archive.tables.get('organizations') ?? [], ids);
  if (
    !organization ||
    typeof organization.id !== 'string' ||
    archive.tables.get('organizations')!.length !== 1
  ) {
    throw backupErrors.invalidArchive();
  }
  const organizationId = organization.id;
  const name = input.organizationName ?? String(organization.name ?? archive.manifest.organization.name);
  const storage = db.kind === 'postgres' ? 'database' : 'disk';
  const counts: Record<string, number> = {};
  const renamedUsers: RestoreResult['renamedUsers'] = [];
  const diskFiles: { from: string; to: string }[] = [];

  try {
    await db.transaction(async (tx) => {
      const now = input.now.toISOString();
      await insertRows(tx, 'organizations', [
        { ...organization, name, created_at: now, updated_at: now, version: 1 },
      ]);
      for (const entry of BACKUP_TABLES) {
        let rows = remappedRows(archive.tables.get(entry.table) ?? [], ids);
        if (entry.parentColumn) rows = parentsFirst(rows, entry.parentColumn);
        checkReferencesInside(rows, newIds);
        if (entry.table === 'users') rows = await adjustUsers(tx, rows, organizationId, renamedUsers);
        if (entry.table === 'attachments') {
          rows = rows.map((row) => ({ ...row, storage, content: null }));
        }
        await insertRows(tx, entry.table, rows);
        counts[entry.table] = rows.length;
        if (entry.table === 'attachments') {
          await placeAttachments(tx, archive, rows, {
            ids,
            storage,
            organizationId,
            diskFiles,
            dataDir: input.dataDir,
          });
        }
      }
      await resealChains(tx, organizationId);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isDatabaseError(error)) throw backupErrors.invalidArchive();
    throw error;
  }
  // Committed: the bytes go into place (same file system as the temporary folder, so a rename).
  for (const file of diskFiles) {
    await mkdir(join(file.to, '..'), { recursive: true });
    await rename(file.from, file.to);
  }
  return { organization: { id: organizationId, name }, rows: counts, renamedUsers };
}

async function adjustUsers(
  tx: Queryable,
  rows: Row[],
  organizationId: string,
  renamed: RestoreResult['renamedUsers'],
): Promise<Row[]> {
  const taken = await takenEmails(
    tx,
    rows.map((row) => String(row.email)),
  );
  return rows.map((row) => {
    const email = String(row.email);
    const adjusted: Row = { ...row, role: row.role === 'super_admin' ? 'company_admin' : row.role };
    if (taken.has(email.toLowerCase())) {
      adjusted.email = restoredEmail(email, organizationId);
      renamed.push({ from: email, to: String(adjusted.email) });
    }
    return adjusted;
  });
}

async function placeAttachments(
  tx: Queryable,
  archive: ReadArchive,
  rows: readonly Row[],
  context: {
    ids: Map<string, string>;
    storage: 'disk' | 'database';
    organizationId: string;
    dataDir: string;
    diskFiles: { from: string; to: string }[];
  },
): Promise<void> {
  const newToOld = new Map([...context.ids].map(([oldId, newId]) => [newId, oldId]));
  for (const row of rows) {
    const id = String(row.id);
    const file = archive.files.get(newToOld.get(id) ?? '');
    if (!file) continue;
    if (file.sha256 !== row.sha256) throw backupErrors.invalidArchive();
    if (context.storage === 'database') {
      await tx.query('UPDATE attachments SET content = $2 WHERE id = $1', [id, await readFile(file.path)]);
    } else {
      context.diskFiles.push({
        from: file.path,
        to: join(context.dataDir, 'attachments', context.organizationId, id),
      });
    }
  }
}

/** Removes a restore's temporary folder, whatever became of the restore. */
export async function removeTemp(tempDir: string): Promise<void> {
  await rm(tempDir, { recursive: true, force: true });
}
