// The record books' own routes (issue 14): the oil record book's tanks' retained on board with the
// entries' warnings, the verification of the certified entries' chains, the books as PDF (an entry's
// line in the e-logbook and the Master's page certification: record-book.routes.ts). The entries and tanks
// themselves, and the certification steps, are the generic entity and workflow routes'. Emissions: the
// figures of a reporting year of a vessel and of the fleet (fuel, CO2, distance, CII, EU MRV split).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  GARBAGE_RECORD_CHAIN,
  ballastRecordVerificationSchema,
  ballastSummarySchema,
  ORB_PARTS,
  fileAnswer,
  grbPartsKept,
  oilRecordSummarySchema,
  oilRecordVerificationSchema,
  emissionsFleetSchema,
  emissionsYearSchema,
} from '@mars/domain';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { renderBallastRecordBook } from './ballast-record-book.pdf';
import { listEmissionsVessels } from './emissions.repository';
import { emissionsOfYear } from './emissions.service';
import { renderGarbageRecordBook } from './garbage-record-book.pdf';
import { renderOilRecordBook } from './oil-record-book.pdf';
import { registerRecordBookRoutes } from './record-book.routes';
import { findOrbVessel, listBookEntries, listEntries } from './oil-record.repository';
import {
  ballastSummary,
  oilRecordSummary,
  verifyBallastRecordChain,
  verifyOilRecordChains,
  verifyRecordBookChains,
} from './oil-record.service';

const UUID = z.uuid();
const LANGUAGE = z.enum(['en', 'de']).default('en');
/** A reporting year: CII ratings exist from 2019 (the reference year) to 2030 (MEPC.400(83)); others answer figures without one. */
const YEAR = z.coerce.number().int().min(2000).max(2100);

/** A book's PDF as a download named after the book, the vessel and the day. */
function sendPdf(reply: FastifyReply, book: string, vessel: { name: string }, now: Date, body: Buffer) {
  const filename = `${book}-${vessel.name.replace(/[^A-Za-z0-9]+/g, '-')}-${now.toISOString().slice(0, 10)}.pdf`;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

export function registerEnvironmentalRoutes(scope: FastifyInstance): void {
  registerRecordBookRoutes(scope);
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['oil-record-book'];

  async function visibleVessel(request: Parameters<typeof requireAuth>[0], vesselId: string) {
    const userScope = scopeOf(requireAuth(request));
    const vessel = await findOrbVessel(scope.db, userScope, vesselId);
    if (!vessel) throw errors.notFound();
    return { userScope, vessel };
  }

  routes.get(
    '/api/v1/oil-record-book/summary',
    {
      schema: {
        tags,
        summary:
          "The retained on board of each of a vessel's tanks, derived from its entries, and the warnings of entries that do not add up or that MARPOL Annex I forbids",
        querystring: z.object({ vessel_id: UUID }),
        response: { 200: oilRecordSummarySchema },
      },
    },
    async (request) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      return oilRecordSummary(scope.db, userScope.organizationId, vessel);
    },
  );

  routes.get(
    '/api/v1/oil-record-book/verify',
    {
      schema: {
        tags,
        summary: 'Verifies the hash chains of the certified entries of a vessel (Part I, Part II)',
        querystring: z.object({ vessel_id: UUID, part: z.enum(ORB_PARTS).optional() }),
        response: { 200: oilRecordVerificationSchema },
      },
    },
    async (request) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      return verifyOilRecordChains(scope.db, {
        organizationId: userScope.organizationId,
        vesselId: vessel.id,
        part: request.query.part,
        now: scope.clock.now(),
      });
    },
  );

  routes.get(
    '/api/v1/garbage-record-book/verify',
    {
      schema: {
        tags: ['garbage-record-book'],
        summary:
          'Verifies the hash chains of the certified garbage record book entries of a vessel (Part I, Part II)',
        querystring: z.object({ vessel_id: UUID, part: z.enum(ORB_PARTS).optional() }),
        response: { 200: oilRecordVerificationSchema },
      },
    },
    async (request) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      return verifyRecordBookChains(scope.db, GARBAGE_RECORD_CHAIN, {
        organizationId: userScope.organizationId,
        vesselId: vessel.id,
        part: request.query.part,
        now: scope.clock.now(),
      });
    },
  );

  routes.get(
    '/api/v1/garbage-record-book/pdf',
    {
      schema: {
        tags: ['garbage-record-book'],
        summary:
          'The garbage record book of a vessel (Part I, Part II or the parts it keeps) as PDF in the layout of the form (MARPOL Annex V Appendix II)',
        querystring: z.object({ vessel_id: UUID, part: z.enum(ORB_PARTS).optional(), lang: LANGUAGE }),
        response: { 200: fileAnswer('The garbage record book as PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      const part = request.query.part;
      const now = scope.clock.now();
      const [entries, verification] = await Promise.all([
        listBookEntries(
          scope.db,
          'garbage_record_entries',
          userScope.organizationId,
          vessel.id,
          part ? { part } : {},
        ),
        verifyRecordBookChains(scope.db, GARBAGE_RECORD_CHAIN, {
          organizationId: userScope.organizationId,
          vesselId: vessel.id,
          part,
          now,
        }),
      ]);
      // The parts the vessel keeps, and any other part it has entries in.
      const kept = grbPartsKept(vessel);
      const parts = part
        ? [part]
        : ORB_PARTS.filter((p) => kept.includes(p) || entries.some((entry) => entry.part === p));
      const body = await renderGarbageRecordBook({
        vessel,
        language: request.query.lang,
        generatedAt: now,
        parts,
        entries,
        verification,
      });
      return sendPdf(reply, 'garbage-record-book', vessel, now, body);
    },
  );

  routes.get(
    '/api/v1/oil-record-book/pdf',
    {
      schema: {
        tags,
        summary: 'The oil record book of a vessel (Part I, Part II or both) as PDF in the layout of the form',
        querystring: z.object({
          vessel_id: UUID,
          part: z.enum(ORB_PARTS).optional(),
          lang: LANGUAGE,
        }),
        response: { 200: fileAnswer('The oil record book as PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      const part = request.query.part;
      const now = scope.clock.now();
      const [summary, entries, verification] = await Promise.all([
        oilRecordSummary(scope.db, userScope.organizationId, vessel),
        listEntries(scope.db, userScope.organizationId, vessel.id, part),
        verifyOilRecordChains(scope.db, {
          organizationId: userScope.organizationId,
          vesselId: vessel.id,
          part,
          now,
        }),
      ]);
      const body = await renderOilRecordBook({
        vessel,
        language: request.query.lang,
        generatedAt: now,
        parts: part ? [part] : ORB_PARTS,
        entries,
        tanks: summary.tanks,
        verification,
      });
      return sendPdf(reply, 'oil-record-book', vessel, now, body);
    },
  );

  const ballastTags = ['ballast-water-record-book'];

  routes.get(
    '/api/v1/ballast-record-book/summary',
    {
      schema: {
        tags: ballastTags,
        summary:
          "A vessel's ballast tanks as its entries leave them, the entries' warnings, the port-state-control readiness and what the BWM Convention asks of the vessel today",
        querystring: z.object({ vessel_id: UUID }),
        response: { 200: ballastSummarySchema },
      },
    },
    async (request) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      return ballastSummary(scope.db, userScope.organizationId, vessel, scope.clock.now());
    },
  );

  routes.get(
    '/api/v1/emissions/year',
    {
      schema: {
        tags: ['emissions'],
        summary:
          "A vessel's emissions of a reporting year from its records: fuel by type, CO2, distance, hours, the attained and required CII with the rating A-E, the EU MRV split",
        querystring: z.object({ vessel_id: UUID, year: YEAR }),
        response: { 200: emissionsYearSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vessels = await listEmissionsVessels(scope.db, userScope, request.query.vessel_id);
      if (vessels.length === 0) throw errors.notFound();
      const today = scope.clock.now().toISOString().slice(0, 10);
      const [answer] = await emissionsOfYear(
        scope.db,
        userScope.organizationId,
        vessels,
        request.query.year,
        today,
      );
      return answer!;
    },
  );

  routes.get(
    '/api/v1/ballast-record-book/verify',
    {
      schema: {
        tags: ballastTags,
        summary: 'Verifies the hash chain of the certified ballast water record book entries of a vessel',
        querystring: z.object({ vessel_id: UUID }),
        response: { 200: ballastRecordVerificationSchema },
      },
    },
    async (request) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      return verifyBallastRecordChain(scope.db, {
        organizationId: userScope.organizationId,
        vesselId: vessel.id,
        now: scope.clock.now(),
      });
    },
  );

  routes.get(
    '/api/v1/ballast-record-book/pdf',
    {
      schema: {
        tags: ballastTags,
        summary:
          'The ballast water record book of a vessel as PDF in the layout of the coded form (MEPC.369(80))',
        querystring: z.object({ vessel_id: UUID, lang: LANGUAGE }),
        response: { 200: fileAnswer('The ballast water record book as PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { userScope, vessel } = await visibleVessel(request, request.query.vessel_id);
      const now = scope.clock.now();
      const [summary, entries] = await Promise.all([
        ballastSummary(scope.db, userScope.organizationId, vessel, now),
        listBookEntries(scope.db, 'ballast_record_entries', userScope.organizationId, vessel.id),
      ]);
      const verification = await verifyBallastRecordChain(scope.db, {
        organizationId: userScope.organizationId,
        vesselId: vessel.id,
        now,
      });
      const body = await renderBallastRecordBook({
        vessel,
        language: request.query.lang,
        generatedAt: now,
        entries,
        tanks: summary.tanks,
        verification,
      });
      return sendPdf(reply, 'ballast-water-record-book', vessel, now, body);
    },
  );

  routes.get(
    '/api/v1/emissions/fleet',
    {
      schema: {
        tags: ['emissions'],
        summary: 'The emissions of a reporting year of each active vessel the user sees, with its CII rating',
        querystring: z.object({ year: YEAR }),
        response: { 200: emissionsFleetSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const vessels = await listEmissionsVessels(scope.db, userScope);
      const year = request.query.year;
      const today = scope.clock.now().toISOString().slice(0, 10);
      return {
        year,
        vessels: await emissionsOfYear(scope.db, userScope.organizationId, vessels, year, today),
      };
    },
  );
}
