// The dashboard figures and the recent-activity feed of the selected vessel or the fleet.
import { activityAnswerSchema, dashboardAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readerLanguage } from '../../crud/row-title';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { listActivity } from './activity.repository';
import { buildDashboard } from './dashboard.service';

const dashboardQuery = z.object({ vessel_id: z.uuid().optional() });
const activityQuery = z.object({
  vessel_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

export function registerDashboardRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Vessel status, KPI figures and upcoming tasks of a vessel or the fleet',
        querystring: dashboardQuery,
        response: { 200: dashboardAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const today = scope.clock.now().toISOString().slice(0, 10);
      return buildDashboard(scope.db, scopeOf(requireAuth(request)), {
        vesselId: query.vessel_id,
        today,
        language: readerLanguage(request.headers['accept-language']),
      });
    },
  );

  routes.get(
    '/api/v1/activity',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Recent activity from the audit log',
        querystring: activityQuery,
        response: { 200: activityAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const rows = await listActivity(scope.db, scopeOf(requireAuth(request)), {
        vesselId: query.vessel_id,
        limit: query.limit,
        language: readerLanguage(request.headers['accept-language']),
      });
      return { rows, total: rows.length };
    },
  );
}
