// The sync routes (docs/sync.md): GET /api/v1/sync/pull (a page of the change feed after a cursor)
// and POST /api/v1/sync/push (a batch of the outbox, each mutation through the API's write path).
import { constants as zlibConstants } from 'node:zlib';

import {
  entityOfSyncTable,
  pushedMutationIds,
  steppedNumbers,
  ENTITIES,
  syncBucketAnswerSchema,
  syncBucketQuerySchema,
  syncRootsAnswerSchema,
  syncRootsQuerySchema,
  syncRowsAnswerSchema,
  syncRowsQuerySchema,
  syncTreeAnswerSchema,
  syncTableOf,
  syncTreeQuerySchema,
  SYNC_PUSH_MAX_BYTES,
  syncPullAnswerSchema,
  syncPullQuerySchema,
  syncPushAnswerSchema,
  syncPushBodySchema,
  syncPushQuerySchema,
  packPullAnswer,
  packPushAnswer,
  syncPackedPullAnswerSchema,
  syncPackedPushAnswerSchema,
  syncPackedPushBodySchema,
  unpackPushBody,
} from '@mars/domain';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { AppError, errorResponseSchema, errors } from '../../plugins/errors';
import { changesOfRows, pullChanges } from './change-feed';
import { feedEpoch, readCursor } from './feed-cursor';
import { bucketRows, driftScope, hashTree } from './hash-tree';
import { idsOfNumbers } from './row-numbers';
import { registerSnapshotRoute } from './snapshot';
import { pushMutations } from './sync-push';

/**
 * Headers the sync's answers go without (docs/sync.md, 'Bytes on the wire'): the ones that only
 * mean something on a document (a page's CSP, framing, referrer, HSTS, which the app's pages carry)
 * and the rate limit's counts, which the sync does not read (the limit itself still holds: 429).
 * The answers keep `nosniff` and the cross-origin resource policy. A ship pays for every byte.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

/**
 * The sync's answers go out brotli-compressed at quality 10 rather than the app's 4: a ship pays for
 * every byte, and the server's time is cheap beside it. On a page of 1,000 changed rows (the
 * bench's), 10 sends 12 % fewer bytes than 4 for about 0.1 s of the server's time; 11 would send
 * 2 % fewer again for four times that.
 */
const SYNC_COMPRESSION = {
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } },
} as const;

async function leanHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  for (const name of DOCUMENT_ONLY_HEADERS) void reply.removeHeader(name);
  return payload;
}

/**
 * A packed push (protocol 4, `m`) read back into protocol 3's body, which the route then checks as it
 * checks that one (its refusals named by the mutation's place among the mutations); any other body
 * goes to that check as it came.
 */
function unpackedPush(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('m' in body)) return body;
  const packed = syncPackedPushBodySchema.safeParse(body);
  return (packed.success && unpackPushBody(packed.data)) || { mutations: undefined };
}

export function registerSyncRoutes(
  scope: FastifyInstance,
  hooks: Readonly<Record<string, EntityWriteHooks>>,
): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  registerSnapshotRoute(scope);
  routes.get(
    '/api/v1/sync/pull',
    {
      onSend: leanHeaders,
      compress: SYNC_COMPRESSION,
      schema: {
        tags: ['sync'],
        summary: 'The changes of the rows the user may see, after a cursor (one page)',
        querystring: syncPullQuerySchema,
        response: {
          200: z.union([syncPullAnswerSchema, syncPackedPullAnswerSchema]),
          204: z.null().describe('Nothing changed after the cursor (protocol 2)'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { cursor, limit, v, n, vessels, shared, fresh } = request.query;
      const page = await pullChanges(scope.db, scopeOf(requireAuth(request)), ENTITIES, {
        cursor,
        limit,
        ...(fresh === '1' ? { fresh: true } : {}),
        ...(vessels ? { vessels } : {}),
        ...(shared === '0' ? { shared: false } : {}),
        ...((v ?? 1) >= 2 ? { lean: true, ...(n ? { node: n } : {}) } : {}),
        ...((v ?? 1) >= 3 ? { delta: true } : {}),
      });
      // Nothing after the cursor, which stays as it is: protocol 2 answers that with no body at all.
      const unchanged =
        (request.query.v ?? 1) >= 2 &&
        page.changes.length === 0 &&
        !page.more &&
        !page.reset &&
        page.cursor === request.query.cursor;
      if (unchanged) return reply.code(204).send(null);
      // Protocol 3: a row the reader holds (its changed fields, its deletion) is named by its number
      // alone, and the numbers go in ascending steps (sync-compact.ts).
      const named = page.changes.map((change) => {
        if (!(change.set || change.deleted) || change.n === undefined) return change;
        const { id: _id, ...numbered } = change;
        return numbered;
      });
      const changes = (v ?? 1) >= 3 ? steppedNumbers(named) : named;
      const answer = { ...page, changes, serverTime: scope.clock.now().toISOString() };
      // Protocol 4: the same page, packed (sync-pack.ts).
      return (v ?? 1) >= 4 ? packPullAnswer(answer) : answer;
    },
  );
  routes.post(
    '/api/v1/sync/push',
    {
      bodyLimit: SYNC_PUSH_MAX_BYTES,
      onSend: leanHeaders,
      schema: {
        tags: ['sync'],
        summary: 'Applies a batch of offline writes in order, each once; answers each one’s outcome',
        querystring: syncPushQuerySchema,
        body: z.preprocess(unpackedPush, syncPushBodySchema),
        response: {
          200: z.union([syncPushAnswerSchema, syncPackedPushAnswerSchema]),
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const now = scope.clock.now();
      const user = scopeOf(requireAuth(request));
      const { n } = request.query;
      // A device's own mutation ids (protocol 3) are its node's and the write's outbox position,
      // which follows the one before unless the mutation says it (sync-compact.ts).
      // Rows named by number (protocol 3) are of the feed the device's cursor is of; a server restored
      // to a backup may have given those numbers to other rows since (docs/sync.md, 'Numbers after a
      // restore'). A browser of protocol 4 says its cursor; one of protocol 3 (an older build, which
      // does not know the refusal) is answered as before.
      const { c, v } = request.query;
      const checked = (v ?? 1) >= 4 || c !== undefined;
      if (checked && request.body.mutations.some((mutation) => mutation.r !== undefined)) {
        const stale = c === undefined || (await readCursor(scope.db, await feedEpoch(scope.db), c)).reset;
        if (stale) {
          throw new AppError(409, 'sync_numbers_stale', 'The rows’ numbers are of another feed: push by id.');
        }
      }
      const ids = pushedMutationIds(request.body.mutations, n);
      const mutations = request.body.mutations.map((mutation, index) => {
        const mutationId = ids[index];
        if (mutationId !== undefined) return { ...mutation, mutationId };
        const named = mutation.s !== undefined || index > 0;
        throw errors.validation(
          named
            ? { [`mutations.${index}.s`]: ['validation:invalid'] }
            : { [`mutations.${index}.mutationId`]: ['validation:required'] },
        );
      });
      const outcomes = await pushMutations(scope.db, user, mutations, now, hooks, {
        lean: (request.query.v ?? 1) >= 2,
        node: request.query.n,
      });
      const answer = { outcomes, serverTime: now.toISOString() };
      // Protocol 4: a packed push is answered packed (sync-pack.ts).
      return (request.query.v ?? 1) >= 4 ? packPushAnswer(answer) : answer;
    },
  );
  routes.get(
    '/api/v1/sync/tree',
    {
      onSend: leanHeaders,
      schema: {
        tags: ['sync'],
        summary: 'The hash tree of a table as the user may see it (16 buckets of (id, version) and a root)',
        querystring: syncTreeQuerySchema,
        response: { 200: syncTreeAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const entity = entityOfSyncTable(request.query.table);
      if (!entity) throw errors.validation({ table: ['validation:invalid'] });
      const held = driftScope(scopeOf(requireAuth(request)), entity, request.query.vessels);
      const tree = await hashTree(scope.db, held, entity);
      return { table: request.query.table, ...tree };
    },
  );
  routes.get(
    '/api/v1/sync/roots',
    {
      onSend: leanHeaders,
      schema: {
        tags: ['sync'],
        summary: 'The roots of every table’s hash tree as the user may see it (the daily drift check)',
        querystring: syncRootsQuerySchema,
        response: { 200: syncRootsAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const scopeOfUser = scopeOf(requireAuth(request));
      const roots = [];
      for (const entity of ENTITIES) {
        const held = driftScope(scopeOfUser, entity, request.query.vessels);
        roots.push({ table: syncTableOf(entity), root: (await hashTree(scope.db, held, entity)).root });
      }
      return { roots };
    },
  );
  routes.get(
    '/api/v1/sync/tree/bucket',
    {
      onSend: leanHeaders,
      schema: {
        tags: ['sync'],
        summary: 'The ids and versions of one bucket of a table’s hash tree',
        querystring: syncBucketQuerySchema,
        response: { 200: syncBucketAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const entity = entityOfSyncTable(request.query.table);
      if (!entity) throw errors.validation({ table: ['validation:invalid'] });
      const held = driftScope(scopeOf(requireAuth(request)), entity, request.query.vessels);
      return bucketRows(scope.db, held, entity, {
        key: request.query.bucket,
        after: request.query.after,
      });
    },
  );
  routes.get(
    '/api/v1/sync/rows',
    {
      onSend: leanHeaders,
      compress: SYNC_COMPRESSION,
      schema: {
        tags: ['sync'],
        summary:
          'The drift repair: the current rows of a table by id (at most 100), as the pull answers them; the others as deletions',
        querystring: syncRowsQuerySchema,
        response: { 200: syncRowsAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const entity = entityOfSyncTable(request.query.table);
      if (!entity) throw errors.validation({ table: ['validation:invalid'] });
      const { v, vessels, ns } = request.query;
      const held = driftScope(scopeOf(requireAuth(request)), entity, vessels);
      // By number: the rows this server numbered in that table (a number it never gave is left out).
      const numbered = ns ? await idsOfNumbers(scope.db, entity, ns) : new Map<number, string>();
      const ids = ns ? [...numbered.values()] : request.query.ids!;
      const changes = await changesOfRows(scope.db, { scope: held }, entity, ids, {
        lean: (v ?? 1) >= 2,
        numbers: (v ?? 1) >= 3,
      });
      if (!ns) return { table: request.query.table, changes: ids.map((id) => changes.get(id)!) };
      // Asked by number, each change names its number, a deletion too (the browser knows no id); a
      // row the user may not see is left out, so a number tells nothing of another's row, not its id.
      const numberOf = new Map([...numbered].map(([n, id]) => [id, n]));
      const seen = ids.filter(
        (id) => changes.get(id)!.deleted !== true || changes.get(id)!.version !== undefined,
      );
      return {
        table: request.query.table,
        changes: seen.map((id) => ({ ...changes.get(id)!, n: numberOf.get(id)! })),
      };
    },
  );
}
