// The logbook's own routes (issue 5): an entry's audit trail, chain verification, the dashboard
// summary, the report and the watch patterns; the review steps are the generic workflow route's
// (crud/workflow.routes.ts). Registered before the generic entity routes (app.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  LOGBOOK_TYPES,
  WATCH_TYPES,
  auditAnswerSchema,
  entityRowSchema,
  fileAnswer,
  isoDateSchema,
  logbookEntryEntity,
  logbookSummarySchema,
  verificationSchema,
  watchPeriodEntity,
} from '@mars/domain';

import { readerLanguage } from '../../crud/row-title';
import { findRow } from '../../crud/entity.repository';
import { canSeeVessel, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { verifyVesselChains } from './logbook-chain.service';
import { logbookEntryAudit } from './logbook-audit.service';
import { renderLogbookReport } from './logbook-report.pdf';
import { buildLogbookReport, logbookReportCsv, reportFilename } from './logbook-report.service';
import { logbookSummary } from './logbook-summary.service';
import { findVessel } from './logbook.repository';
import { applyWatchPattern } from './watch-periods.service';

const isoDate = isoDateSchema;
const UUID = z.uuid();

export function registerLogbookRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['logbook'];

  routes.get(
    '/api/v1/logbook-entries/:id/audit',
    {
      schema: {
        tags: ['logbook-entries'],
        summary: 'The audit trail of an entry, oldest first: who changed which fields when, and the steps',
        params: z.object({ id: z.string() }),
        response: { 200: auditAnswerSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const { id } = request.params;
      if (!UUID.safeParse(id).success || !(await findRow(scope.db, userScope, logbookEntryEntity, id))) {
        throw errors.notFound();
      }
      return { rows: await logbookEntryAudit(scope.db, userScope, id) };
    },
  );

  routes.get(
    '/api/v1/logbook/verify',
    {
      schema: {
        tags,
        summary: 'Verifies the hash chains of the approved entries of a vessel (deck, engine, radio)',
        querystring: z.object({ vessel_id: UUID, logbook_type: z.enum(LOGBOOK_TYPES).optional() }),
        response: { 200: verificationSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vessel = await findVessel(scope.db, userScope, request.query.vessel_id);
      if (!vessel) throw errors.notFound();
      return verifyVesselChains(scope.db, {
        organizationId: userScope.organizationId,
        vesselId: vessel.id,
        logbookType: request.query.logbook_type,
        now: scope.clock.now(),
      });
    },
  );

  routes.get(
    '/api/v1/logbook/summary',
    {
      schema: {
        tags,
        summary: 'The logbook dashboard of a vessel: counts, pending review, recent entries, current watch',
        querystring: z.object({ vessel_id: UUID }),
        response: { 200: logbookSummarySchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vesselId = request.query.vessel_id;
      const visible = canSeeVessel(userScope, vesselId) && (await findVessel(scope.db, userScope, vesselId));
      return logbookSummary(scope.db, visible ? userScope : { ...userScope, vesselIds: [] }, {
        vesselId,
        now: scope.clock.now(),
        language: readerLanguage(request.headers['accept-language']),
      });
    },
  );

  routes.get(
    '/api/v1/logbook/report',
    {
      schema: {
        tags,
        summary: 'The daily (from = to) or date-range logbook report (at most 92 days) as PDF or CSV',
        querystring: z.object({
          vessel_id: UUID,
          from: isoDate,
          to: isoDate,
          logbook_type: z.enum(LOGBOOK_TYPES).optional(),
          format: z.enum(['pdf', 'csv']).default('pdf'),
          lang: z.enum(['en', 'de']).default('en'),
        }),
        response: {
          200: fileAnswer('The report as PDF or CSV (format)', [
            'application/pdf',
            'text/csv; charset=utf-8',
          ]),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const report = await buildLogbookReport(scope.db, scopeOf(requireAuth(request)), {
        vesselId: query.vessel_id,
        from: query.from,
        to: query.to,
        logbookType: query.logbook_type,
        language: query.lang,
        now: scope.clock.now(),
      });
      const isPdf = query.format === 'pdf';
      const body = isPdf ? await renderLogbookReport(report) : logbookReportCsv(report);
      return reply
        .header('Content-Type', isPdf ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${reportFilename(report, query.format)}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  routes.post(
    '/api/v1/watch-periods/apply-pattern',
    {
      schema: {
        tags: ['watch-periods'],
        summary: 'Lays out a standard watch pattern (4-on-8-off: 3 officers, 6-on-6-off: 2) from a date',
        body: z.object({
          vessel_id: UUID,
          watch_type: z.enum(WATCH_TYPES),
          pattern: z.enum(['4-on-8-off', '6-on-6-off']),
          effective_from: isoDate,
          officer_ids: z.array(UUID).min(2).max(3),
        }),
        response: { 201: z.object({ rows: z.array(entityRowSchema(watchPeriodEntity, { stored: true })) }) },
      },
    },
    async (request, reply) => {
      const rows = await applyWatchPattern(scope.db, scopeOf(requireAuth(request)), {
        ...request.body,
        now: scope.clock.now(),
      });
      return reply.status(201).send({ rows });
    },
  );
}
