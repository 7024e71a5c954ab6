// The tasks screen's route: a vessel's (or the fleet's) work in one list, or only what is assigned to
// the signed-in user (mine=true). Read-only; the rows are acted on in their own screens.
import { tasksAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readerLanguage } from '../../crud/row-title';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { listTasks } from './tasks.service';

const tasksQuery = z.object({
  vessel_id: z.uuid().optional(),
  mine: z.enum(['true', 'false']).default('false'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export function registerTaskRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/tasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Open work of a vessel or the fleet, soonest first (only the own with mine=true)',
        querystring: tasksQuery,
        response: { 200: tasksAnswerSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const userScope = scopeOf(auth);
      const { vessel_id: vesselId, mine, limit } = request.query;
      if (vesselId && !canSeeVessel(userScope, vesselId)) throw errors.notFound();
      return listTasks(scope.db, userScope, {
        vesselId,
        assignee: mine === 'true' ? auth.userId : undefined,
        today: scope.clock.now().toISOString().slice(0, 10),
        limit,
        language: readerLanguage(request.headers['accept-language']),
      });
    },
  );
}
