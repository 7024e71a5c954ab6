// Navigation's own route (issue 14): the last position of each vessel, which the incidents, the
// record books and the dashboard read from this one place. The lists, forms and workflow steps of
// positions, passages and port calls are the generic entity routes'. Registered before them (app.ts).
import { lastPositionsAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { canSeeVessel, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { lastPositions } from './navigation.repository';

export function registerNavigationRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/v1/navigation/last-positions',
    {
      schema: {
        tags: ['navigation'],
        summary: 'The newest position of each vessel the user may see (of one vessel with vessel_id)',
        querystring: z.object({ vessel_id: z.uuid().optional() }),
        response: { 200: lastPositionsAnswerSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vesselId = request.query.vessel_id;
      if (vesselId && !canSeeVessel(userScope, vesselId)) throw errors.notFound();
      return { rows: await lastPositions(scope.db, userScope, vesselId) };
    },
  );
}
