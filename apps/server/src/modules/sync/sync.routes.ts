// The sync routes (docs/sync.md): GET /api/v1/sync/pull (a page of the change feed after a cursor)
// and POST /api/v1/sync/push (a batch of the outbox, each mutation through the API's write path).
import {
  entityOfSyncTable,
  ENTITIES,
  syncBucketAnswerSchema,
  syncBucketQuerySchema,
  syncTreeAnswerSchema,
  syncTreeQuerySchema,
  SYNC_PUSH_MAX_BYTES,
  syncPullAnswerSchema,
  syncPullQuerySchema,
  syncPushAnswerSchema,
  syncPushBodySchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errorResponseSchema, errors } from '../../plugins/errors';
import { pullChanges } from './change-feed';
import { bucketRows, hashTree } from './hash-tree';
import { pushMutations } from './sync-push';

export function registerSyncRoutes(
  scope: FastifyInstance,
  hooks: Readonly<Record<string, EntityWriteHooks>>,
): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/sync/pull',
    {
      schema: {
        tags: ['sync'],
        summary: 'The changes of the rows the user may see, after a cursor (one page)',
        querystring: syncPullQuerySchema,
        response: { 200: syncPullAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const page = await pullChanges(scope.db, scopeOf(requireAuth(request)), ENTITIES, request.query);
      return { ...page, serverTime: scope.clock.now().toISOString() };
    },
  );
  routes.post(
    '/api/v1/sync/push',
    {
      bodyLimit: SYNC_PUSH_MAX_BYTES,
      schema: {
        tags: ['sync'],
        summary: 'Applies a batch of offline writes in order, each once; answers each one’s outcome',
        body: syncPushBodySchema,
        response: { 200: syncPushAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const now = scope.clock.now();
      const outcomes = await pushMutations(
        scope.db,
        scopeOf(requireAuth(request)),
        request.body.mutations,
        now,
        hooks,
      );
      return { outcomes, serverTime: now.toISOString() };
    },
  );
  routes.get(
    '/api/v1/sync/tree',
    {
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
      const tree = await hashTree(scope.db, scopeOf(requireAuth(request)), entity);
      return { table: request.query.table, ...tree };
    },
  );
  routes.get(
    '/api/v1/sync/tree/bucket',
    {
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
      return bucketRows(scope.db, scopeOf(requireAuth(request)), entity, {
        key: request.query.bucket,
        after: request.query.after,
      });
    },
  );
}
