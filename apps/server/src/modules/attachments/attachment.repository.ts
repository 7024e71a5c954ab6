// Attachment metadata (table `attachments`) and where the bytes live: on disk under
// <data dir>/attachments/<organization>/<id> with the embedded database, in the row (bytea) on
// PostgreSQL, where server instances share the database but not necessarily a disk.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Db, Queryable } from '../../db/client';
import type { Scope } from '../../crud/scope';
import { scopeCondition } from '../../crud/scope';

export type AttachmentStorage = 'disk' | 'database';

export type AttachmentMeta = {
  id: string;
  filename: string;
  size: number;
  contentType: string;
  createdAt: string;
  vesselId: string | null;
  entity: string | null;
  entityId: string | null;
  sha256: string;
};

type AttachmentRow = {
  id: string;
  filename: string;
  size: number;
  content_type: string;
  created_at: string;
  vessel_id: string | null;
  entity: string | null;
  entity_id: string | null;
  sha256: string;
  storage: AttachmentStorage;
  content: Uint8Array | null;
  organization_id: string;
};

export function storageFor(db: Db): AttachmentStorage {
  return db.kind === 'postgres' ? 'database' : 'disk';
}

function attachmentPath(dataDir: string, organizationId: string, id: string): string {
  return join(dataDir, 'attachments', organizationId, id);
}

function toMeta(row: AttachmentRow): AttachmentMeta {
  return {
    id: row.id,
    filename: row.filename,
    size: Number(row.size),
    contentType: row.content_type,
    createdAt: row.created_at,
    vesselId: row.vessel_id,
    entity: row.entity,
    entityId: row.entity_id,
    sha256: row.sha256,
  };
}

export async function insertAttachment(
  db: Queryable,
  input: {
    id: string;
    scope: Scope;
    storage: AttachmentStorage;
    dataDir: string;
    filename: string;
    contentType: string;
    bytes: Uint8Array;
    vesselId: string | null;
    entity: string | null;
    entityId: string | null;
    at: Date;
  },
): Promise<AttachmentMeta> {
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  if (input.storage === 'disk') {
    const path = attachmentPath(input.dataDir, input.scope.organizationId, input.id);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, input.bytes, { flag: 'wx' });
  }
  const { rows } = await db.query<AttachmentRow>(
    `INSERT INTO attachments (id, organization_id, vessel_id, entity, entity_id, filename, content_type, size,
                              sha256, storage, content, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, filename, size, content_type, created_at, vessel_id, entity, entity_id, sha256`,
    [
      input.id,
      input.scope.organizationId,
      input.vesselId,
      input.entity,
      input.entityId,
      input.filename,
      input.contentType,
      input.bytes.length,
      sha256,
      input.storage,
      input.storage === 'database' ? Buffer.from(input.bytes) : null,
      input.scope.userId,
      input.at.toISOString(),
    ],
  );
  return toMeta(rows[0]!);
}

/** The attachment and its bytes inside the scope, or null (another organization's id is 'not found'). */
export async function readAttachment(
  db: Queryable,
  scope: Scope,
  id: string,
  dataDir: string,
): Promise<{ meta: AttachmentMeta; bytes: Uint8Array } | null> {
  const params: unknown[] = [id];
  const where = scopeCondition(scope, params);
  let onVessels = '';
  if (scope.vesselIds !== undefined) {
    params.push(scope.vesselIds);
    onVessels = ` AND (vessel_id IS NULL OR vessel_id = ANY($${params.length}::uuid[]))`;
  }
  const { rows } = await db.query<AttachmentRow>(
    `SELECT * FROM attachments WHERE id = $1 AND ${where} AND deleted_at IS NULL${onVessels}`,
    params,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.storage === 'database') return row.content ? { meta: toMeta(row), bytes: row.content } : null;
  try {
    const bytes = await readFile(attachmentPath(dataDir, row.organization_id, row.id));
    return { meta: toMeta(row), bytes };
  } catch {
    return null;
  }
}
