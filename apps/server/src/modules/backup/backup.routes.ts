// Data and backup (settings): 'Backup now' downloads the organization's archive (organization admins);
// 'Restore' loads an archive into a new organization (super admins); the automatic backups' frequency
// and the newest ones written by the server, each downloadable by the organization's admins.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import {
  automaticBackupsAnswerSchema,
  BACKUP_FREQUENCIES,
  backupFileAnswer,
  backupScheduleAnswerSchema,
  isOrganizationAdmin,
  restoreAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';

import { scopeOf } from '../../crud/scope';
import type { Scope } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { limitRate } from '../../sessions/rate-limits';
import { backupFileName, streamBackup } from './backup-archive';
import { readBackupArchive } from './backup-reader';
import { removeTemp, restoreBackup } from './backup-restore';
import type { BackupFolder } from './backup-schedule';
import { listStoredBackups, readSchedule, saveSchedule, storedBackupPath } from './backup-schedule';
import { backupErrors } from './backup.errors';

/** Backups an organization may download in 10 minutes, restores a super admin may start in an hour. */
export const BACKUPS_PER_WINDOW = 10;
export const RESTORES_PER_HOUR = 5;

/** The uploaded archive, kept out of reach of the input guard's walk over request bodies. */
class ArchiveUpload {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

function organizationAdmin(request: FastifyRequest): Scope {
  const scope = scopeOf(requireAuth(request));
  if (!isOrganizationAdmin(scope.role)) throw errors.adminRequired();
  return scope;
}

async function limit(
  request: FastifyRequest,
  input: { key: string; count: number; windowMs: number; code: string },
): Promise<void> {
  await limitRate(
    request.server.db,
    { key: input.key, limit: input.count, windowMs: input.windowMs, now: request.server.clock.now() },
    { code: input.code, message: 'Too many requests; try again later.' },
  );
}

export function registerBackupRoutes(scope: FastifyInstance, options: { appVersion: string }): void {
  const folder = (): BackupFolder => ({
    dir: scope.config.backupDir,
    keep: scope.config.backupKeep,
    dataDir: scope.config.dataDir,
    appVersion: options.appVersion,
  });
  void scope.register(async (inner) => {
    inner.addContentTypeParser(['application/gzip', 'application/octet-stream'], (_request, payload, done) =>
      done(null, new ArchiveUpload(payload)),
    );
    const routes = inner.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/v1/backup',
      {
        schema: {
          tags: ['backup'],
          summary: 'Download the organization’s data and attachments (.tar.gz)',
          response: { 200: backupFileAnswer },
        },
      },
      async (request, reply) => {
        const auth = organizationAdmin(request);
        await limit(request, {
          key: `backup:${auth.organizationId}`,
          count: BACKUPS_PER_WINDOW,
          windowMs: 10 * 60_000,
          code: 'backup_rate_limited',
        });
        const now = inner.clock.now();
        const { rows } = await inner.db.query<{ name: string }>(
          'SELECT name FROM organizations WHERE id = $1',
          [auth.organizationId],
        );
        const { stream } = streamBackup(inner.db, {
          organizationId: auth.organizationId,
          dataDir: inner.config.dataDir,
          appVersion: options.appVersion,
          now,
        });
        request.log.info({ organizationId: auth.organizationId, userId: auth.userId }, 'backup downloaded');
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${backupFileName(rows[0]!.name, now)}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    routes.post(
      '/api/v1/backup/restore',
      {
        bodyLimit: 512 * 1024 * 1024,
        schema: {
          tags: ['backup'],
          summary: 'Restore a backup into a new organization (super admins; body: the .tar.gz archive)',
          querystring: z.object({ name: z.string().trim().min(1).max(200).optional() }),
          response: { 201: restoreAnswerSchema },
        },
      },
      async (request, reply) => {
        const auth = scopeOf(requireAuth(request));
        if (auth.role !== 'super_admin') throw backupErrors.superAdminRequired();
        await limit(request, {
          key: `restore:${auth.userId}`,
          count: RESTORES_PER_HOUR,
          windowMs: 60 * 60_000,
          code: 'restore_rate_limited',
        });
        if (!(request.body instanceof ArchiveUpload)) throw backupErrors.invalidArchive();
        const tempDir = join(inner.config.dataDir, 'attachments', `.restore-${uuidv7()}`);
        try {
          const archive = await readBackupArchive(request.body.stream, tempDir);
          const now = inner.clock.now();
          const result = await restoreBackup(inner.db, archive, {
            organizationName: request.query.name,
            dataDir: inner.config.dataDir,
            tempDir,
            now,
          });
          // In the server's log, not the activity feed: the new organization is no row of the restorer's.
          request.log.info(
            {
              organizationId: result.organization.id,
              from: archive.manifest.organization.id,
              userId: auth.userId,
              renamedUsers: result.renamedUsers.length,
            },
            'backup restored into a new organization',
          );
          return reply.status(201).send(result);
        } finally {
          await removeTemp(tempDir);
        }
      },
    );

    routes.get(
      '/api/v1/backup/automatic',
      {
        schema: {
          tags: ['backup'],
          summary: 'The automatic backups’ frequency and the newest ones',
          response: { 200: automaticBackupsAnswerSchema },
        },
      },
      async (request) => {
        const auth = organizationAdmin(request);
        const schedule = await readSchedule(inner.db, auth.organizationId);
        return {
          ...schedule,
          keep: inner.config.backupKeep,
          backups: await listStoredBackups(folder(), auth.organizationId),
        };
      },
    );

    routes.put(
      '/api/v1/backup/automatic',
      {
        schema: {
          tags: ['backup'],
          summary: 'Set how often the server writes a backup',
          body: z.object({ frequency: z.enum(BACKUP_FREQUENCIES) }),
          response: { 200: backupScheduleAnswerSchema },
        },
      },
      async (request) => {
        const auth = organizationAdmin(request);
        await saveSchedule(inner.db, {
          organizationId: auth.organizationId,
          userId: auth.userId,
          frequency: request.body.frequency,
          now: inner.clock.now(),
        });
        return readSchedule(inner.db, auth.organizationId);
      },
    );

    routes.get(
      '/api/v1/backup/automatic/:name',
      {
        schema: {
          tags: ['backup'],
          summary: 'Download one of the automatic backups',
          params: z.object({ name: z.string().max(200) }),
          response: { 200: backupFileAnswer },
        },
      },
      async (request, reply) => {
        const auth = organizationAdmin(request);
        const path = await storedBackupPath(folder(), auth.organizationId, request.params.name);
        if (!path) throw backupErrors.notFound();
        return reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${request.params.name}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path));
      },
    );
  });
}
