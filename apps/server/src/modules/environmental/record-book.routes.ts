// What the three record books offer alike beyond their entities' routes (issue 14): 'Link to the
// e-logbook' of an entry (its line in the engine log for the oil record book, in the deck log for the
// garbage and ballast water record books; record-book-log-line.service.ts), and the Master's
// certification page by page: the pages waiting for him and 'Certify page' (record-book-pages.service.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Role } from '@mars/domain';
import {
  DECK_LOG_LINE_ROLES,
  OIL_RECORD_LOG_LINE_ROLES,
  ballastRecordEntryEntity,
  garbageRecordEntryEntity,
  oilRecordEntryEntity,
  recordBookLogLineSchema,
  recordBookPageCertificationSchema,
  recordBookPageCertifyBodySchema,
  recordBookPagesSchema,
} from '@mars/domain';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { ballastRecordEntryHooks } from './ballast-record.hooks';
import { garbageRecordEntryHooks } from './garbage-record.hooks';
import { oilRecordEntryHooks } from './oil-record.hooks';
import { findOrbVessel } from './oil-record.repository';
import type { RecordBookLogBook } from './record-book-log-line.service';
import { linkToLogbook } from './record-book-log-line.service';
import {
  BALLAST_RECORD_LOG_BOOK,
  GARBAGE_RECORD_LOG_BOOK,
  OIL_RECORD_LOG_BOOK,
} from './record-book-log-lines';
import type { RecordBookPages } from './record-book-pages.service';
import { certifyPage, pagesToCertify } from './record-book-pages.service';

/** The books by the path of their routes, with their tag and who may link an entry to the log. */
const BOOKS: readonly {
  path: string;
  tag: string;
  log: RecordBookLogBook;
  logRoles: readonly Role[];
  pages: RecordBookPages;
}[] = [
  {
    path: 'oil-record-book',
    tag: 'oil-record-book',
    log: OIL_RECORD_LOG_BOOK,
    logRoles: OIL_RECORD_LOG_LINE_ROLES,
    pages: {
      entity: oilRecordEntryEntity,
      table: 'oil_record_entries',
      partColumn: 'part',
      day: 'e.operation_date',
      hooks: oilRecordEntryHooks,
    },
  },
  {
    path: 'garbage-record-book',
    tag: 'garbage-record-book',
    log: GARBAGE_RECORD_LOG_BOOK,
    logRoles: DECK_LOG_LINE_ROLES,
    pages: {
      entity: garbageRecordEntryEntity,
      table: 'garbage_record_entries',
      partColumn: 'part',
      day: "(e.occurred_at AT TIME ZONE 'UTC')",
      hooks: garbageRecordEntryHooks,
    },
  },
  {
    path: 'ballast-record-book',
    tag: 'ballast-water-record-book',
    log: BALLAST_RECORD_LOG_BOOK,
    logRoles: DECK_LOG_LINE_ROLES,
    pages: {
      entity: ballastRecordEntryEntity,
      table: 'ballast_record_entries',
      partColumn: 'book',
      day: 'e.operation_date',
      hooks: ballastRecordEntryHooks,
    },
  },
];

export function registerRecordBookRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  for (const book of BOOKS) {
    routes.post(
      `/api/v1/${book.path}/entries/:id/log-line`,
      {
        schema: {
          tags: [book.tag],
          summary: `Writes a completed, signed or certified entry's line into the vessel's ${book.log.logbookType} log as a draft, once; a second call answers the line written before`,
          params: z.object({ id: z.uuid() }),
          response: { 200: recordBookLogLineSchema },
        },
      },
      async (request) => {
        const userScope = scopeOf(requireAuth(request));
        if (!book.logRoles.includes(userScope.role)) throw errors.forbidden();
        return scope.db.transaction((tx) =>
          linkToLogbook(tx, userScope, book.log, request.params.id, scope.clock.now()),
        );
      },
    );

    routes.get(
      `/api/v1/${book.path}/pages`,
      {
        schema: {
          tags: [book.tag],
          summary:
            "The pages of a vessel's book (a part's entries of one calendar month, UTC) with signed entries waiting for the Master's certification, oldest first",
          querystring: z.object({ vessel_id: z.uuid() }),
          response: { 200: recordBookPagesSchema },
        },
      },
      async (request) => {
        const userScope = scopeOf(requireAuth(request));
        const vessel = await findOrbVessel(scope.db, userScope, request.query.vessel_id);
        if (!vessel) throw errors.notFound();
        return {
          vessel_id: vessel.id,
          pages: await pagesToCertify(scope.db, userScope, book.pages, vessel.id),
        };
      },
    );

    routes.post(
      `/api/v1/${book.path}/pages/certify`,
      {
        schema: {
          tags: [book.tag],
          summary:
            "The Master certifies every signed entry of a page (a part's entries of one calendar month) at once, sealed in the chain in the order of the book; 409 when the page's signed entries (their digest: ids and versions) changed since shown",
          body: recordBookPageCertifyBodySchema,
          response: { 200: recordBookPageCertificationSchema },
        },
      },
      async (request) => {
        const userScope = scopeOf(requireAuth(request));
        const { vessel_id: vesselId, part, month, digest } = request.body;
        const vessel = await findOrbVessel(scope.db, userScope, vesselId);
        if (!vessel) throw errors.notFound();
        return scope.db.transaction((tx) =>
          certifyPage(tx, userScope, book.pages, { vesselId, part, month, digest }, scope.clock.now()),
        );
      },
    );
  }
}
