// Global search over every defined entity of the organization.
import { searchAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readerLanguage } from '../../crud/row-title';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { searchEverything } from './search.repository';

const searchQuery = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export function registerSearchRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search every entity of the organization (rows grouped by entity, `limit` per entity)',
        querystring: searchQuery,
        response: { 200: searchAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      return searchEverything(scope.db, scopeOf(requireAuth(request)), {
        q: query.q,
        limit: query.limit,
        language: readerLanguage(request.headers['accept-language']),
      });
    },
  );
}
