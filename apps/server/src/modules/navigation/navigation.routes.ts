// Navigation's own routes (issue 14): the last position of each vessel, which the incidents, the
// record books and the dashboard read from this one place; a vessel's position reports of the day with
// its latest position as the deck log carries it; a position's line in the deck log ('quick add to the
// logbook'); the vessel's and a passage's track for the map; a port call's arrival notice marked sent.
// The lists, forms and workflow steps of positions, passages and port calls are the generic entity
// routes'. Registered before them (app.ts).
import type { Role } from '@mars/domain';
import {
  lastPositionsAnswerSchema,
  passageTrackAnswerSchema,
  portArrivalNoticeSchema,
  mayWriteNavigation,
  TRACK_DAYS,
  vesselTrackAnswerSchema,
  POSITION_LOG_LINE_ROLES,
  positionLogLineSchema,
  positionReportsAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { accessibleVessel } from '../../crud/entity.repository';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { lastPositions } from './navigation.repository';
import { passageTrack, vesselTrack } from './passage-track.service';
import { markArrivalNoticeSent } from './port-arrival-notice.service';
import { sendPositionToDeckLog } from './position-log-line.service';
import { positionReportsOf } from './position-reports.service';

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

  routes.get(
    '/api/v1/navigation/position-reports',
    {
      schema: {
        tags: ['navigation'],
        summary:
          "A vessel's position reports of the UTC day (made and missing, spec section 9) and its latest position as the deck log carries it",
        querystring: z.object({ vessel_id: z.uuid() }),
        response: { 200: positionReportsAnswerSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vesselId = request.query.vessel_id;
      if (!(await accessibleVessel(scope.db, userScope, vesselId))) throw errors.notFound();
      return positionReportsOf(scope.db, userScope, vesselId, scope.clock.now());
    },
  );

  routes.get(
    '/api/v1/navigation/track',
    {
      schema: {
        tags: ['navigation'],
        summary: "A vessel's positions of the last 7, 30 or 90 days, oldest first, for the map",
        querystring: z.object({
          vessel_id: z.uuid(),
          days: z.coerce
            .number()
            .int()
            .refine((days) => (TRACK_DAYS as readonly number[]).includes(days))
            .default(7),
        }),
        response: { 200: vesselTrackAnswerSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const { vessel_id: vesselId, days } = request.query;
      if (!(await accessibleVessel(scope.db, userScope, vesselId))) throw errors.notFound();
      return vesselTrack(scope.db, userScope, vesselId, days, scope.clock.now());
    },
  );

  routes.get(
    '/api/v1/navigation/passages/:id/track',
    {
      schema: {
        tags: ['navigation'],
        summary:
          "A passage's positions from departure to arrival (or now), its distance and duration from them, and its waypoints",
        params: z.object({ id: z.uuid() }),
        response: { 200: passageTrackAnswerSchema },
      },
    },
    async (request) =>
      passageTrack(scope.db, scopeOf(requireAuth(request)), request.params.id, scope.clock.now()),
  );

  routes.post(
    '/api/v1/navigation/positions/:id/log-line',
    {
      schema: {
        tags: ['navigation'],
        summary:
          "Writes a position's line into its vessel's deck log as a draft, once; a second call answers the line written before",
        params: z.object({ id: z.uuid() }),
        response: { 200: positionLogLineSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      if (!(POSITION_LOG_LINE_ROLES as readonly Role[]).includes(userScope.role)) throw errors.forbidden();
      return scope.db.transaction((tx) =>
        sendPositionToDeckLog(tx, userScope, request.params.id, scope.clock.now()),
      );
    },
  );

  routes.post(
    '/api/v1/navigation/port-calls/:id/arrival-notice',
    {
      schema: {
        tags: ['navigation'],
        summary:
          "Marks a port call's arrival notice sent (before the arrival), once; a second call answers the first",
        params: z.object({ id: z.uuid() }),
        response: { 200: portArrivalNoticeSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      if (!mayWriteNavigation(userScope.role)) throw errors.forbidden();
      return scope.db.transaction((tx) =>
        markArrivalNoticeSent(tx, userScope, request.params.id, scope.clock.now()),
      );
    },
  );
}
