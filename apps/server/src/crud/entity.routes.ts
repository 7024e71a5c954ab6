// registerEntityRoutes: /api/v1/<resource> for every entity in the registry (design.md section 6),
// with the workflow steps of those that declare one.
import type { EntityDefinition } from '@mars/domain';
import { entityListQuerySchema, entityListSchema, entityRowSchema, noContentSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireAuth } from '../plugins/auth';
import type { EntityWriteHooks } from './entity-hooks';
import { deleteEntity, getEntity, listEntity, upsertEntity } from './entity.service';
import { registerStatsAndExports } from './stats-export.routes';
import { scopeOf } from './scope';
import { registerWorkflowRoutes } from './workflow.routes';

const bodySchema = z.record(z.string(), z.unknown());

export function registerEntityRoutes(
  scope: FastifyInstance,
  entity: EntityDefinition,
  hooks: EntityWriteHooks = {},
): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const base = `/api/v1/${entity.resource}`;
  const tags = [entity.resource];
  const idParams = z.object({ id: z.string() });
  const row = entityRowSchema(entity);
  const storedRow = entityRowSchema(entity, { stored: true });

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: `List ${entity.resource}`,
        description:
          'limit (25 by default), offset, sort (-field for descending), q (text search), and the filters below: equality, and ranges (.gte, .lte) on dates and numbers.',
        querystring: entityListQuerySchema(entity),
        response: { 200: entityListSchema(entity) },
      },
    },
    async (request) =>
      listEntity(scope.db, scopeOf(requireAuth(request)), entity, request.query, scope.clock.now()),
  );

  registerStatsAndExports(routes, entity);
  registerWorkflowRoutes(scope, entity, hooks);

  routes.get(
    `${base}/:id`,
    { schema: { tags, summary: `One of ${entity.resource}`, params: idParams, response: { 200: row } } },
    async (request) =>
      getEntity(scope.db, scopeOf(requireAuth(request)), entity, request.params.id, scope.clock.now()),
  );

  routes.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Create or update one of ${entity.resource} (upsert on id)`,
        params: idParams,
        body: bodySchema,
        // A write answers the row as stored, without the computed states of the day.
        response: { 200: storedRow, 201: storedRow },
      },
    },
    async (request, reply) => {
      const { row, created } = await upsertEntity(
        scope.db,
        scopeOf(requireAuth(request)),
        entity,
        {
          id: request.params.id,
          body: request.body,
          now: scope.clock.now(),
        },
        hooks,
      );
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  routes.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Delete one of ${entity.resource}`,
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteEntity(
        scope.db,
        scopeOf(requireAuth(request)),
        entity,
        request.params.id,
        scope.clock.now(),
        hooks,
      );
      return reply.status(204).send(undefined);
    },
  );
}
