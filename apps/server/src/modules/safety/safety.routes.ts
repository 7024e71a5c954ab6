// Safety (issue 13): the participants of a drill and the SOLAS III/19 drill check per person. The
// drills and risk assessments themselves are the generic entity routes; their hooks are
// SAFETY_WRITE_HOOKS. Registered before the generic entity routes (app.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  drillEntity,
  drillParticipantsSchema,
  fileAnswer,
  MAX_DRILL_PARTICIPANTS,
  solasStatusSchema,
} from '@mars/domain';

import type { EntityWriteHooks } from '../../crud/entity-hooks';
import { findRow } from '../../crud/entity.repository';
import { scopeCondition, scopeOf } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import { requireAuth } from '../../plugins/auth';
import { renderDrillReport } from './drill-report.pdf';
import { getDrillParticipants, participantsOf, replaceDrillParticipants } from './drill-participants.service';
import { drillHooks } from './drill.hooks';
import { inspectionDeficiencyHooks, inspectionHooks } from './inspection.hooks';
import { riskAssessmentHooks } from './risk-assessment.hooks';
import { solasStatus } from './solas-status.service';

/** The safety module's hooks by entity name, for registerEntityRoutes (app.ts). */
export const SAFETY_WRITE_HOOKS: Record<string, EntityWriteHooks> = {
  drill: drillHooks,
  riskAssessment: riskAssessmentHooks,
  inspection: inspectionHooks,
  inspectionDeficiency: inspectionDeficiencyHooks,
};

const drillParams = z.object({ id: z.string().max(64) });
const drillReportParams = z.object({ id: z.uuid() });

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

  routes.get(
    '/api/v1/drills/:id/report.pdf',
    {
      schema: {
        tags: ['drills'],
        summary: 'The report of one drill as PDF: kind, days, conductor, performance and who took part',
        params: drillReportParams,
        querystring: z.object({ lang: z.enum(['en', 'de']).optional() }),
        response: { 200: fileAnswer('The drill report as PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const drillScope = scopeOf(requireAuth(request));
      const drill = await findRow(scope.db, drillScope, drillEntity, request.params.id);
      if (!drill) throw errors.notFound();
      const params: unknown[] = [drill.vessel_id];
      const where = scopeCondition(drillScope, params, { vessel: 'id' });
      const { rows } = await scope.db.query<{ name: string; imo_number: string | null }>(
        `SELECT name, imo_number FROM vessels WHERE id = $1 AND ${where}`,
        params,
      );
      if (!rows[0]) throw errors.notFound();
      const participants = (await participantsOf(scope.db, drillScope, [request.params.id])).get(
        request.params.id,
      );
      const pdf = await renderDrillReport({
        vessel: rows[0],
        drill,
        participants: participants ?? [],
        language: request.query.lang ?? 'en',
        generatedAt: scope.clock.now(),
      });
      const day = String(drill.held_date ?? drill.scheduled_date ?? '').slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="drill-${String(drill.drill_type)}-${day}.pdf"`)
        .send(pdf);
    },
  );
}
