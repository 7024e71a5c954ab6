// A snapshot file of one or several vessels (issue 12; docs/sync.md, 'A file carried on board'):
// ashore, a user allowed the vessels downloads their live rows and the feed's cursor they are valid
// at, gzip compressed; on board the Master loads it in the sync panel and the sync goes on from the
// cursor. The rows are read through the change feed from its start, with the user's scope narrowed
// to the vessels (their rows and the organization's), each row at its value now: a row changed while
// the file is made has a line after the cursor, so the sync brings it again. A built file is kept
// (snapshot-store.ts) and answered by byte ranges, so a cut download resumes on the same bytes.
import { createReadStream } from 'node:fs';
import { gzipSync } from 'node:zlib';

import type { SyncSnapshotFile } from '@mars/domain';
import {
  ENTITIES,
  SYNC_PULL_MAX_LIMIT,
  SYNC_SNAPSHOT_FORMAT,
  SYNC_SNAPSHOT_FORMAT_VERSION,
  SYNC_SNAPSHOT_FORMAT_VESSELS,
  SYNC_SNAPSHOT_MAX_ROWS,
  errorAnswerSchema,
  fileAnswer,
  mayViewPersonalFields,
  syncSnapshotQuerySchema,
} from '@mars/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Scope } from '../../crud/scope';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { AppError, errors } from '../../plugins/errors';
import { limitRate } from '../../sessions/rate-limits';
import { pullChanges } from './change-feed';
import type { KeptSnapshot, SnapshotFolder, SnapshotOwner } from './snapshot-store';
import { findKept, keepSnapshot, keptFilePath } from './snapshot-store';
import { byteRange, ifRangeHolds } from './snapshot-range';

/** Snapshot files one user may have built in ten minutes (each reads the vessels' whole feed). */
export const SNAPSHOTS_PER_WINDOW = 6;
const WINDOW_MS = 10 * 60_000;
/**
 * A kept file is answered again while fewer lines than this (one page of the pull) came after its
 * cursor for its vessels; past it, a whole download builds a new file.
 */
export const SNAPSHOT_REBUILD_AFTER_LINES = 1000;

type Vessel = { id: string; name: string };

/** The vessels asked for, by name; 404 when one is not the user's to see (another's says nothing). */
async function vesselsOf(db: Db, scope: Scope, ids: readonly string[]): Promise<Vessel[]> {
  const { rows } = await db.query<Vessel>(
    'SELECT id, name FROM vessels WHERE id = ANY($1::uuid[]) AND organization_id = $2 ORDER BY name, id',
    [ids, scope.organizationId],
  );
  if (rows.length !== ids.length || !ids.every((id) => canSeeVessel(scope, id))) throw errors.notFound();
  return rows;
}

export async function buildSnapshot(
  db: Db,
  scope: Scope,
  vessels: readonly Vessel[],
  now: Date,
): Promise<SyncSnapshotFile> {
  const rows = new Map<string, SyncSnapshotFile['changes'][number]>();
  let cursor: string | undefined;
  for (;;) {
    const page = await pullChanges(db, scope, ENTITIES, {
      cursor,
      limit: SYNC_PULL_MAX_LIMIT,
      lean: true,
      vessels: vessels.map((vessel) => vessel.id),
      // The vessels' own rows, not the others the downloader may see: the file goes on board.
      allFleet: false,
    });
    for (const change of page.changes) {
      const key = `${change.table}:${change.id}`;
      rows.delete(key);
      if (change.deleted || !change.row) continue;
      rows.set(key, { table: change.table, id: change.id, version: change.version, row: change.row });
    }
    if (rows.size > SYNC_SNAPSHOT_MAX_ROWS) {
      throw new AppError(413, 'snapshot_too_large', 'The vessels hold too many rows for one file.', {
        maxRows: SYNC_SNAPSHOT_MAX_ROWS,
      });
    }
    cursor = page.cursor;
    if (!page.more) break;
  }
  const common = {
    format: SYNC_SNAPSHOT_FORMAT as typeof SYNC_SNAPSHOT_FORMAT,
    organizationId: scope.organizationId,
    personal: mayViewPersonalFields(scope.role, false),
    cursor: cursor!,
    createdAt: now.toISOString(),
    changes: [...rows.values()],
  };
  // One vessel: format version 1, which apps of before the list read too.
  const [only] = vessels;
  return vessels.length === 1 && only
    ? { ...common, formatVersion: SYNC_SNAPSHOT_FORMAT_VERSION, vesselId: only.id, vesselName: only.name }
    : { ...common, formatVersion: SYNC_SNAPSHOT_FORMAT_VESSELS, vessels: [...vessels] };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'vessel';

/**
 * The file's name: the vessels and the day, e.g. mars-nordic-aurora-2026-11-25.marssync.gz, or
 * mars-3-vessels-2026-11-25.marssync.gz when the names would make it long.
 */
function fileName(vessels: readonly Vessel[], createdAt: string): string {
  const names = vessels.map((vessel) => slug(vessel.name)).join('-');
  const what = names.length <= 80 ? names : `${vessels.length}-vessels`;
  return `mars-${what}-${createdAt.slice(0, 10)}.marssync.gz`;
}

/** Whether the kept file may be answered again: its feed has not moved on much for its vessels. */
async function isCurrent(db: Db, scope: Scope, kept: KeptSnapshot): Promise<boolean> {
  const page = await pullChanges(db, scope, ENTITIES, {
    cursor: kept.cursor,
    limit: SNAPSHOT_REBUILD_AFTER_LINES,
    lean: true,
    vessels: kept.vessels,
    allFleet: false,
  });
  return !page.reset && !page.more;
}

const building = new Map<string, Promise<KeptSnapshot>>();

/** Builds and keeps the owner's file; a second request while it builds waits for the same file. */
function buildAndKeep(
  db: Db,
  scope: Scope,
  folder: SnapshotFolder,
  owner: SnapshotOwner,
  vessels: readonly Vessel[],
  now: Date,
): Promise<KeptSnapshot> {
  const key = JSON.stringify([folder, owner]);
  const running = building.get(key);
  if (running) return running;
  const work = (async () => {
    const file = await buildSnapshot(db, scope, vessels, now);
    const bytes = gzipSync(JSON.stringify(file));
    return keepSnapshot(
      folder,
      owner,
      bytes,
      { cursor: file.cursor, createdAt: file.createdAt, fileName: fileName(vessels, file.createdAt) },
      now,
    );
  })().finally(() => building.delete(key));
  building.set(key, work);
  return work;
}

function sendFile(
  reply: FastifyReply,
  folder: SnapshotFolder,
  kept: KeptSnapshot,
  range?: { start: number; end: number },
) {
  reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="${kept.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${kept.hash}"`)
    .header('last-modified', new Date(kept.createdAt).toUTCString());
  const whole = range ?? { start: 0, end: kept.size - 1 };
  reply.header('content-length', String(whole.end - whole.start + 1));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${kept.size}`);
  if (kept.size === 0) return reply.send(Buffer.alloc(0));
  return reply.send(createReadStream(keptFilePath(folder, kept), whole));
}

export function registerSnapshotRoute(scope: FastifyInstance): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/sync/snapshot',
    {
      schema: {
        tags: ['sync'],
        summary:
          'The vessels’ rows and the feed’s cursor they are valid at, as a file to carry on board (gzip); byte ranges resume a cut download',
        querystring: syncSnapshotQuerySchema,
        response: {
          200: fileAnswer('The vessels’ snapshot file (.marssync.gz)', ['application/gzip']),
          206: fileAnswer('A byte range of the kept file (Range, If-Range)', ['application/gzip']),
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          413: errorAnswerSchema,
          416: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const user = scopeOf(requireAuth(request));
      const now = scope.clock.now();
      // Checked on every request, a resumed one too: the user's vessels and role of now.
      const vessels = await vesselsOf(scope.db, user, request.query.vessel);
      const folder: SnapshotFolder = { dataDir: scope.config.dataDir, organizationId: user.organizationId };
      const owner: SnapshotOwner = { userId: user.userId, role: user.role, vessels: request.query.vessel };
      let kept = await findKept(folder, owner, now);
      const { range } = request.headers;
      const ifRange = [request.headers['if-range']].flat()[0];
      // A resumed download: a range of the file kept, unless If-Range names another (then the whole).
      if (kept && range !== undefined && ifRangeHolds(ifRange, kept)) {
        const wanted = byteRange(range, kept.size);
        if (wanted === 'unsatisfiable') {
          throw new AppError(
            416,
            'range_not_satisfiable',
            'The range is outside the file.',
            { size: kept.size },
            { 'content-range': `bytes */${kept.size}` },
          );
        }
        if (wanted) return sendFile(reply, folder, kept, wanted);
      }
      if (kept && !(await isCurrent(scope.db, user, kept))) kept = undefined;
      if (!kept) {
        // Only a file built counts: answering a kept one again, or a range of it, does not.
        await limitRate(
          scope.db,
          { key: `sync-snapshot:${user.userId}`, limit: SNAPSHOTS_PER_WINDOW, windowMs: WINDOW_MS, now },
          { code: 'snapshot_rate_limited', message: 'Too many requests; try again later.' },
        );
        kept = await buildAndKeep(scope.db, user, folder, owner, vessels, now);
        request.log.info(
          {
            organizationId: user.organizationId,
            userId: user.userId,
            vessels: owner.vessels,
            size: kept.size,
          },
          'sync snapshot built',
        );
      }
      return sendFile(reply, folder, kept);
    },
  );
}
