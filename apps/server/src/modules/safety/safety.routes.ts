// Safety (issue 13): the participants of a drill and the SOLAS III/19 drill check per person. The
// drills and risk assessments themselves are the generic entity routes; their hooks are
// SAFETY_WRITE_HOOKS. Registered before the generic entity routes (app.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { drillParticipantsSchema, MAX_DRILL_PARTICIPANTS, solasStatusSchema } from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { getDrillParticipants, replaceDrillParticipants } from './drill-participants.service';
import { drillHooks } from './drill.hooks';
import { inspectionHooks } from './inspection.hooks';
import { riskAssessmentHooks } from './risk-assessment.hooks';
import { solasStatus } from './solas-status.service';

/** The safety module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const SAFETY_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  drill: drillHooks,
  riskAssessment: riskAssessmentHooks,
  inspection: inspectionHooks,
};

const drillParams = z.object({ id: z.string().max(64) });

export function registerSafetyRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/drills/solas-status',
    {
      schema: {
        tags: ['drills'],
        summary: 'SOLAS III/19 per person: who is overdue for a fire or abandon-ship drill, per vessel',
        querystring: z.object({ vessel_id: z.uuid().optional() }),
        response: { 200: solasStatusSchema },
      },
    },
    async (request) =>
      solasStatus(scope.db, scopeOf(requireAuth(request)), {
        vesselId: request.query.vessel_id,
        today: scope.clock.now().toISOString().slice(0, 10),
      }),
  );

  routes.get(
    '/api/v1/drills/:id/participants',
    {
      schema: {
        tags: ['drills'],
        summary: 'The crew members who took part in a drill',
        params: drillParams,
        response: { 200: drillParticipantsSchema },
      },
    },
    async (request) => getDrillParticipants(scope.db, scopeOf(requireAuth(request)), request.params.id),
  );

  routes.put(
    '/api/v1/drills/:id/participants',
    {
      schema: {
        tags: ['drills'],
        summary: 'Replace who took part in a scheduled drill (crew members of its vessel)',
        params: drillParams,
        body: z.object({
          crew_member_ids: z.array(z.uuid()).max(MAX_DRILL_PARTICIPANTS),
          version: z.number().int().positive().optional(),
        }),
        response: { 200: drillParticipantsSchema },
      },
    },
    async (request) =>
      replaceDrillParticipants(scope.db, scopeOf(requireAuth(request)), {
        id: request.params.id,
        crewMemberIds: request.body.crew_member_ids,
        version: request.body.version,
        now: scope.clock.now(),
      }),
  );
}
