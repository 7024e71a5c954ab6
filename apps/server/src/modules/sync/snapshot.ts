// A vessel's snapshot file (issue 12; docs/sync.md, 'A file carried on board'): ashore, a user
// allowed the vessel downloads its live rows and the feed's cursor they are valid at, gzip
// compressed; on board the Master loads it in the sync panel and the sync goes on from the cursor.
// The rows are read through the change feed from its start, with the user's scope narrowed to the
// vessel (its rows and the organization's), each row at its value now: a row changed while the file
// is made has a line after the cursor, so the sync brings it again.
import { gzipSync } from 'node:zlib';

import type { SyncSnapshot } from '@mars/domain';
import {
  ENTITIES,
  SYNC_PULL_MAX_LIMIT,
  SYNC_SNAPSHOT_FORMAT,
  SYNC_SNAPSHOT_FORMAT_VERSION,
  SYNC_SNAPSHOT_MAX_ROWS,
  errorAnswerSchema,
  fileAnswer,
  mayViewPersonalFields,
  syncSnapshotQuerySchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Scope } from '../../crud/scope';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { AppError, errors } from '../../plugins/errors';
import { limitRate } from '../../sessions/rate-limits';
import { pullChanges } from './change-feed';

/** Snapshot files one user may download in ten minutes (each reads a vessel's whole feed). */
export const SNAPSHOTS_PER_WINDOW = 6;
const WINDOW_MS = 10 * 60_000;

export async function buildSnapshot(
  db: Db,
  scope: Scope,
  vesselId: string,
  now: Date,
): Promise<SyncSnapshot> {
  const { rows: vessels } = await db.query<{ name: string }>(
    'SELECT name FROM vessels WHERE id = $1 AND organization_id = $2',
    [vesselId, scope.organizationId],
  );
  // Another organization's vessel, or one the user is not assigned to: as if it did not exist.
  if (!vessels[0] || !canSeeVessel(scope, vesselId)) throw errors.notFound();
  const rows = new Map<string, SyncSnapshot['changes'][number]>();
  let cursor: string | undefined;
  for (;;) {
    const page = await pullChanges(db, scope, ENTITIES, {
      cursor,
      limit: SYNC_PULL_MAX_LIMIT,
      lean: true,
      vessels: [vesselId],
      // The vessel's own row, not the others the downloader may see: the file goes on board.
      allFleet: false,
    });
    for (const change of page.changes) {
      const key = `${change.table}:${change.id}`;
      rows.delete(key);
      if (change.deleted || !change.row) continue;
      rows.set(key, { table: change.table, id: change.id, version: change.version, row: change.row });
    }
    if (rows.size > SYNC_SNAPSHOT_MAX_ROWS) {
      throw new AppError(413, 'snapshot_too_large', 'The vessel holds too many rows for one file.', {
        maxRows: SYNC_SNAPSHOT_MAX_ROWS,
      });
    }
    cursor = page.cursor;
    if (!page.more) break;
  }
  return {
    format: SYNC_SNAPSHOT_FORMAT,
    formatVersion: SYNC_SNAPSHOT_FORMAT_VERSION,
    organizationId: scope.organizationId,
    vesselId,
    vesselName: vessels[0].name,
    personal: mayViewPersonalFields(scope.role, false),
    cursor: cursor!,
    createdAt: now.toISOString(),
    changes: [...rows.values()],
  };
}

/** The file's name: the vessel and the day, e.g. mars-nordic-aurora-2026-11-25.marssync.gz. */
function fileName(snapshot: SyncSnapshot): string {
  const vessel = snapshot.vesselName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `mars-${vessel || 'vessel'}-${snapshot.createdAt.slice(0, 10)}.marssync.gz`;
}

export function registerSnapshotRoute(scope: FastifyInstance): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/sync/snapshot',
    {
      schema: {
        tags: ['sync'],
        summary:
          'A vessel’s rows and the feed’s cursor they are valid at, as a file to carry on board (gzip)',
        querystring: syncSnapshotQuerySchema,
        response: {
          200: fileAnswer('The vessel’s snapshot file (.marssync.gz)', ['application/gzip']),
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          413: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const user = scopeOf(requireAuth(request));
      await limitRate(
        scope.db,
        {
          key: `sync-snapshot:${user.userId}`,
          limit: SNAPSHOTS_PER_WINDOW,
          windowMs: WINDOW_MS,
          now: scope.clock.now(),
        },
        { code: 'snapshot_rate_limited', message: 'Too many requests; try again later.' },
      );
      const snapshot = await buildSnapshot(scope.db, user, request.query.vessel, scope.clock.now());
      request.log.info(
        { organizationId: user.organizationId, userId: user.userId, vesselId: snapshot.vesselId },
        'sync snapshot downloaded',
      );
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${fileName(snapshot)}"`)
        .header('cache-control', 'private, no-store')
        .send(gzipSync(JSON.stringify(snapshot)));
    },
  );
}
