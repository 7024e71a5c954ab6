// Crew: working and rest hours (MLC 2006) and the monthly record sheet.
import {
  fileAnswer,
  hoursMonthSchema,
  isoDateSchema,
  isoMonthSchema,
  savedDaySchema,
  seafarersAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { scopeOf } from '../../crud/scope';
import { errors } from '../../plugins/errors';
import { findVessel } from './crew-hours.repository';
import { hoursOfMonth, saveDay, seafarerForHours, seafarersForHours, signMonth } from './crew-hours.service';
import { renderRecordSheet } from './record-sheet.pdf';

const TAGS = ['crew'];

export function registerCrewRoutes(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/crew/hours/seafarers',
    {
      schema: {
        tags: TAGS,
        summary: 'Seafarers whose hours the user may record (crew: only themselves)',
        querystring: z.object({ vessel_id: z.string().optional() }),
        response: { 200: seafarersAnswerSchema },
      },
    },
    async (request) => {
      const rows = await seafarersForHours(
        app.db,
        scopeOf(request.auth),
        request.query.vessel_id || undefined,
      );
      return { rows };
    },
  );

  app.get(
    '/api/v1/crew/hours',
    {
      schema: {
        tags: TAGS,
        summary: "A seafarer's hours of work and rest of a month, with the MLC 2006 violations",
        querystring: z.object({ crew_member_id: z.string(), month: isoMonthSchema }),
        response: { 200: hoursMonthSchema },
      },
    },
    async (request) =>
      hoursOfMonth(app.db, scopeOf(request.auth), {
        crewMemberId: request.query.crew_member_id,
        month: request.query.month,
      }),
  );

  app.put(
    '/api/v1/crew/hours/:crewMemberId/:date',
    {
      schema: {
        tags: TAGS,
        summary: "Saves one day's 48 half-hour slots ('1' work, '0' rest), UTC; version-checked",
        params: z.object({ crewMemberId: z.string(), date: isoDateSchema }),
        body: z.object({
          slots: z.string(),
          remarks: z.string().nullable().optional(),
          version: z.number().int().positive().optional(),
        }),
        response: { 200: savedDaySchema },
      },
    },
    async (request) => {
      const day = await saveDay(app.db, scopeOf(request.auth), {
        crewMemberId: request.params.crewMemberId,
        date: request.params.date,
        body: request.body,
        now: app.clock.now(),
      });
      return day;
    },
  );

  app.post(
    '/api/v1/crew/hours/:crewMemberId/:month/sign',
    {
      schema: {
        tags: TAGS,
        summary: "The seafarer signs their month's record of hours of rest (MLC 2006 A2.3); once",
        params: z.object({ crewMemberId: z.string(), month: isoMonthSchema }),
        response: { 200: hoursMonthSchema },
      },
    },
    async (request) =>
      signMonth(app.db, scopeOf(request.auth), {
        crewMemberId: request.params.crewMemberId,
        month: request.params.month,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/v1/crew/hours/:crewMemberId/:month/record.pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'The monthly record of hours of rest (ILO/IMO format) as PDF',
        params: z.object({ crewMemberId: z.string(), month: isoMonthSchema }),
        querystring: z.object({ lang: z.enum(['en', 'de']).optional() }),
        response: { 200: fileAnswer('The record sheet as PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request.auth);
      const seafarer = await seafarerForHours(app.db, scope, request.params.crewMemberId);
      const hours = await hoursOfMonth(app.db, scope, {
        crewMemberId: seafarer.id,
        month: request.params.month,
      });
      const vessel = await findVessel(app.db, scope, seafarer.vessel_id);
      if (!vessel) throw errors.notFound();
      const pdf = await renderRecordSheet({
        vessel,
        hours,
        language: request.query.lang ?? 'en',
        generatedAt: app.clock.now(),
      });
      const fileName = `rest-hours-${seafarer.last_name.replace(/[^A-Za-z0-9-]/g, '_')}-${hours.month}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
