// Maintenance: planned jobs that raise work orders, the calendar and the overview (the work-order steps
// are the generic workflow route's; running hours are recorded by PUT /running-hours-readings/:id). Registered before the generic entity routes (app.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  entityRowSchema,
  isoDateSchema,
  maintenanceCalendarSchema,
  maintenanceOverviewSchema,
  workOrderEntity,
} from '@mars/domain';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { maintenanceCalendar, maintenanceOverview } from './maintenance-overview.service';
import { raiseDueWorkOrders } from './planned-jobs.service';

const isoDate = isoDateSchema;
const vesselQuery = z.object({ vessel_id: z.uuid().optional() });
/** The calendar shows a month or a week; six weeks and a little more is the most a month grid needs. */
const MAX_CALENDAR_DAYS = 62;

export function registerMaintenanceRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const today = () => scope.clock.now().toISOString().slice(0, 10);

  routes.post(
    '/api/v1/maintenance-jobs/raise-due',
    {
      schema: {
        tags: ['maintenance-jobs'],
        summary: 'Raise the work orders of planned jobs that are due (once per due period)',
        body: vesselQuery.optional(),
        response: {
          200: z.object({
            raised: z.number(),
            rows: z.array(entityRowSchema(workOrderEntity, { stored: true })),
          }),
        },
      },
    },
    async (request) => {
      const { raised } = await raiseDueWorkOrders(scope.db, scopeOf(requireAuth(request)), {
        vesselId: request.body?.vessel_id,
        now: scope.clock.now(),
      });
      return { raised: raised.length, rows: raised };
    },
  );

  routes.get(
    '/api/v1/maintenance/overview',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Due soon (30 days), overdue, completion rate (90 days), criticality, equipment status',
        querystring: vesselQuery,
        response: { 200: maintenanceOverviewSchema },
      },
    },
    async (request) => {
      // A read writes nothing: due work is raised by the scheduled job (due-work-schedule.ts) or the
      // explicit action POST /maintenance-jobs/raise-due.
      return maintenanceOverview(scope.db, scopeOf(requireAuth(request)), {
        vesselId: request.query.vessel_id,
        today: today(),
      });
    },
  );

  routes.get(
    '/api/v1/maintenance/calendar',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Scheduled and due work orders and planned-job due dates between from and to',
        querystring: vesselQuery.extend({ from: isoDate, to: isoDate }),
        response: { 200: maintenanceCalendarSchema },
      },
    },
    async (request) => {
      const { from, to, vessel_id: vesselId } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days < 0) throw errors.validation({ to: ['validation:dateRange'] });
      if (days > MAX_CALENDAR_DAYS) throw errors.validation({ to: ['validation:calendarRange'] });
      return maintenanceCalendar(scope.db, scopeOf(requireAuth(request)), {
        vesselId,
        from,
        to,
        today: today(),
      });
    },
  );
}
