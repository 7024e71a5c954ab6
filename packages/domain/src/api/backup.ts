// The answers of the backup calls (settings 'Data and backup', README 'Backup and restore').
import { z } from 'zod';

import { fileAnswer } from './common';

/** How often the server writes an organization's backup itself. */
export const BACKUP_FREQUENCIES = ['off', 'hourly', 'daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

/** `PUT /api/v1/backup/automatic`: the schedule as stored. */
export const backupScheduleAnswerSchema = z.object({
  frequency: z.enum(BACKUP_FREQUENCIES),
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** The last automatic backup could not be written (the reason is in the server's log). */
  lastRunFailed: z.boolean(),
});
export type BackupSchedule = z.infer<typeof backupScheduleAnswerSchema>;

export const storedBackupSchema = z.object({ name: z.string(), size: z.number(), createdAt: z.string() });
export type StoredBackup = z.infer<typeof storedBackupSchema>;

/** `GET /api/v1/backup/automatic`: the schedule, how many are kept, and the newest ones. */
export const automaticBackupsAnswerSchema = backupScheduleAnswerSchema.extend({
  keep: z.number(),
  backups: z.array(storedBackupSchema),
});
export type AutomaticBackups = z.infer<typeof automaticBackupsAnswerSchema>;

/** `POST /api/v1/backup/restore`: the new organization, the rows restored per table, renamed users. */
export const restoreAnswerSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  rows: z.record(z.string(), z.number()),
  renamedUsers: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type RestoreResult = z.infer<typeof restoreAnswerSchema>;

/** A backup archive as a download. */
export const backupFileAnswer = fileAnswer('The backup archive (.tar.gz)', ['application/gzip']);
