// Automatic backups: each organization's frequency (off, hourly, daily, weekly, monthly; spec section 4),
// the server's schedule that writes the due ones to <MARS_BACKUP_DIR>/<organization id>/ and keeps the
// newest few, and the listing of that folder.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { BackupFrequency, BackupSchedule, StoredBackup } from '@mars/domain';

import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../plugins/context';
import type { Schedule, ScheduleOptions } from '../../plugins/schedule';
import { startSchedule } from '../../plugins/schedule';
import { backupFileName, backupTimeOf, streamBackup } from './backup-archive';

/** How often the schedule looks for due backups. */
export const BACKUP_CHECK_INTERVAL_MS = 5 * 60_000;

export type BackupFolder = { dir: string; keep: number; dataDir: string; appVersion: string };

const FILE_NAME = /^mars-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-z0-9-]+\.tar\.gz$/;

export function nextRunAfter(frequency: BackupFrequency, from: Date): Date | null {
  const next = new Date(from);
  switch (frequency) {
    case 'off':
      return null;
    case 'hourly':
      return new Date(from.getTime() + 60 * 60_000);
    case 'daily':
      return new Date(from.getTime() + 24 * 60 * 60_000);
    case 'weekly':
      return new Date(from.getTime() + 7 * 24 * 60 * 60_000);
    case 'monthly':
      next.setUTCMonth(next.getUTCMonth() + 1);
      return next;
  }
}

export async function readSchedule(db: Queryable, organizationId: string): Promise<BackupSchedule> {
  const { rows } = await db.query<{
    frequency: BackupFrequency;
    next_run_at: string | null;
    last_run_at: string | null;
    last_error: string | null;
  }>(
    'SELECT frequency, next_run_at, last_run_at, last_error FROM backup_schedules WHERE organization_id = $1',
    [organizationId],
  );
  const row = rows[0];
  return row
    ? {
        frequency: row.frequency,
        nextRunAt: row.next_run_at,
        lastRunAt: row.last_run_at,
        lastRunFailed: row.last_error !== null,
      }
    : { frequency: 'off', nextRunAt: null, lastRunAt: null, lastRunFailed: false };
}

/** Sets the frequency; the first automatic backup is one period from now. */
export async function saveSchedule(
  db: Queryable,
  input: { organizationId: string; userId: string; frequency: BackupFrequency; now: Date },
): Promise<void> {
  const next = nextRunAfter(input.frequency, input.now);
  await db.query(
    `INSERT INTO backup_schedules (organization_id, frequency, next_run_at, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (organization_id) DO UPDATE SET frequency = $2, next_run_at = $3, updated_at = $4,
       updated_by = $5, version = backup_schedules.version + 1`,
    [
      input.organizationId,
      input.frequency,
      next?.toISOString() ?? null,
      input.now.toISOString(),
      input.userId,
    ],
  );
}

function organizationDir(folder: BackupFolder, organizationId: string): string {
  return join(folder.dir, organizationId);
}

/** The organization's automatic backups, newest first. */
export async function listStoredBackups(
  folder: BackupFolder,
  organizationId: string,
): Promise<StoredBackup[]> {
  const dir = organizationDir(folder, organizationId);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => FILE_NAME.test(name));
  } catch {
    return [];
  }
  const backups = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(dir, name));
      return { name, size: info.size, createdAt: backupTimeOf(name) ?? info.mtime.toISOString() };
    }),
  );
  return backups.sort((a, b) => b.name.localeCompare(a.name));
}

/** The path of one of the organization's automatic backups, or undefined (no path from outside is trusted). */
export async function storedBackupPath(
  folder: BackupFolder,
  organizationId: string,
  name: string,
): Promise<string | undefined> {
  if (!FILE_NAME.test(name)) return undefined;
  const found = (await listStoredBackups(folder, organizationId)).some((backup) => backup.name === name);
  return found ? join(organizationDir(folder, organizationId), name) : undefined;
}

/** Writes one backup into the folder (a temporary name, renamed when complete) and keeps the newest `keep`. */
export async function writeStoredBackup(
  db: Db,
  folder: BackupFolder,
  organizationId: string,
  now: Date,
): Promise<string> {
  const dir = organizationDir(folder, organizationId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { rows } = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
    organizationId,
  ]);
  const name = backupFileName(rows[0]?.name ?? 'organization', now);
  const partial = join(dir, `.${name}.partial`);
  const { stream, manifest } = streamBackup(db, {
    organizationId,
    dataDir: folder.dataDir,
    appVersion: folder.appVersion,
    now,
  });
  try {
    await pipeline(stream, createWriteStream(partial, { mode: 0o600 }));
    await manifest;
    await rename(partial, join(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const stored = await listStoredBackups(folder, organizationId);
  for (const old of stored.slice(folder.keep)) await rm(join(dir, old.name), { force: true });
  return name;
}

/**
 * Claims the organizations whose backup is due (one UPDATE, so that of several instances only one
 * takes each) and writes their backups. Answers how many were written.
 */
export async function runDueBackups(
  db: Db,
  folder: BackupFolder,
  now: Date,
  onFailure?: (organizationId: string, error: unknown) => void,
): Promise<number> {
  const { rows } = await db.query<{ organization_id: string; frequency: BackupFrequency }>(
    `UPDATE backup_schedules SET last_run_at = $1,
       next_run_at = CASE frequency WHEN 'hourly' THEN $1::timestamptz + interval '1 hour'
                                    WHEN 'daily' THEN $1::timestamptz + interval '1 day'
                                    WHEN 'weekly' THEN $1::timestamptz + interval '7 days'
                                    ELSE $1::timestamptz + interval '1 month' END
     WHERE frequency <> 'off' AND next_run_at <= $1
     RETURNING organization_id, frequency`,
    [now.toISOString()],
  );
  let written = 0;
  for (const row of rows) {
    try {
      await writeStoredBackup(db, folder, row.organization_id, now);
      await db.query('UPDATE backup_schedules SET last_error = NULL WHERE organization_id = $1', [
        row.organization_id,
      ]);
      written += 1;
    } catch (error) {
      onFailure?.(row.organization_id, error);
      await db.query('UPDATE backup_schedules SET last_error = $2 WHERE organization_id = $1', [
        row.organization_id,
        error instanceof Error ? error.message.slice(0, 500) : 'failed',
      ]);
    }
  }
  return written;
}

export function startBackupSchedule(
  db: Db,
  clock: Clock,
  folder: BackupFolder,
  options: ScheduleOptions<number> & { onFailure?: (organizationId: string, error: unknown) => void } = {},
): Schedule {
  return startSchedule(
    () => runDueBackups(db, folder, clock.now(), options.onFailure),
    BACKUP_CHECK_INTERVAL_MS,
    options,
  );
}
