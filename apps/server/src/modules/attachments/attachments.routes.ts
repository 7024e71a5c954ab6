// Attachments: files uploaded, checked by content and kept by the server (POST to upload one file,
// GET to download it). Organization scoped: another organization's id answers 404 like a missing one.
import multipart from '@fastify/multipart';
import { ENTITIES, attachmentAnswerSchema, fileAnswer } from '@mars/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';

import { writeAudit } from '../../crud/audit';
import { referenceIsValid, UNKNOWN_REFERENCE } from '../../crud/references';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import type { Scope } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { AppError, errors } from '../../plugins/errors';
import { attachmentErrors } from './attachment.errors';
import { insertAttachment, readAttachment, storageFor } from './attachment.repository';
import { detectAllowedType, MAX_ATTACHMENT_BYTES } from './attachment-type';

const uploadQuery = z.object({
  vessel_id: z.uuid().optional(),
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(100).optional(),
});

async function readUpload(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw attachmentErrors.uploadFailed();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    file = await request.file();
    if (!file) throw attachmentErrors.uploadFailed();
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    throw code === 'FST_REQ_FILE_TOO_LARGE' ? attachmentErrors.tooLarge() : attachmentErrors.uploadFailed();
  }
  return { filename: safeFilename(file.filename), bytes };
}

/** The name as the user knows it, without any path and without characters that break a header. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character !== '\u007f' && character !== '"')
    .join('')
    .trim();
  return clean.slice(0, 200) || 'file';
}

async function checkTarget(
  scope: Scope,
  request: FastifyRequest,
  query: z.infer<typeof uploadQuery>,
): Promise<void> {
  if (query.vessel_id) {
    const { rows } = await request.server.db.query(
      'SELECT 1 FROM vessels WHERE id = $1 AND organization_id = $2',
      [query.vessel_id, scope.organizationId],
    );
    if (rows.length === 0 || !canSeeVessel(scope, query.vessel_id)) throw errors.notFound();
  }
  if (query.entity && !ENTITIES.some((entity) => entity.name === query.entity)) {
    throw errors.validation({ entity: ['validation:invalid'] });
  }
  if (
    query.entity &&
    query.entity_id &&
    !(await referenceIsValid(request.server.db, scope, query.entity, query.entity_id, query.vessel_id))
  ) {
    throw errors.validation({ entity_id: [UNKNOWN_REFERENCE] });
  }
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7E]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function registerAttachmentRoutes(scope: FastifyInstance): void {
  void scope.register(async (files) => {
    await files.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10 } });

    files.post(
      '/api/v1/attachments',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Upload one file (multipart, at most 10 MB; PDF, images, XLSX/DOCX, text)',
          querystring: uploadQuery,
          response: { 201: attachmentAnswerSchema },
        },
      },
      async (request, reply) => {
        const auth = scopeOf(requireAuth(request));
        const query = request.query as z.infer<typeof uploadQuery>;
        await checkTarget(auth, request, query);
        const { filename, bytes } = await readUpload(request);
        const contentType = await detectAllowedType(bytes, filename);
        if (!contentType) throw attachmentErrors.invalidType();
        const now = files.clock.now();
        const id = uuidv7();
        const meta = await files.db.transaction(async (tx) => {
          const saved = await insertAttachment(tx, {
            id,
            scope: auth,
            storage: storageFor(files.db),
            dataDir: files.config.dataDir,
            filename,
            contentType,
            bytes,
            vesselId: query.vessel_id ?? null,
            entity: query.entity ?? null,
            entityId: query.entity_id ?? null,
            at: now,
          });
          await writeAudit(tx, auth, {
            entity: 'attachment',
            entityId: id,
            action: 'create',
            changedFields: { filename: { before: null, after: filename } },
            at: now,
          });
          return saved;
        });
        return reply.status(201).send({
          id: meta.id,
          filename: meta.filename,
          size: meta.size,
          contentType: meta.contentType,
          createdAt: meta.createdAt,
        });
      },
    );

    files.get(
      '/api/v1/attachments/:id',
      {
        schema: {
          tags: ['attachments'],
          summary: 'Download a file',
          params: z.object({ id: z.string() }),
          response: {
            200: fileAnswer('The stored file, of its own content type', ['application/octet-stream']),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        if (!z.uuid().safeParse(id).success) throw attachmentErrors.notFound();
        const found = await readAttachment(files.db, scopeOf(requireAuth(request)), id, files.config.dataDir);
        if (!found) throw attachmentErrors.notFound();
        return reply
          .header('content-type', found.meta.contentType)
          .header('content-length', String(found.bytes.length))
          .header('content-disposition', contentDisposition(found.meta.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(found.bytes));
      },
    );
  });
}
