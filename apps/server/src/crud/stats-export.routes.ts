// `GET /api/v1/<resource>/stats` and `/export.{csv,xlsx,pdf}` of every entity; registered before
// the `/:id` routes. Both take the list's own query parameters.
import type { EntityDefinition } from '@mars/domain';
import { entityListQuerySchema, entityStatsSchema, fileAnswer } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { requireAuth } from '../plugins/auth';
import { EXPORT_ROW_LIMIT, exportTable } from './entity-export';
import { entityStats } from './entity-stats';
import { toCsv, toPdf, toXlsx } from './export-formats';
import { scopeOf } from './scope';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export function exportFilename(resource: string, format: keyof typeof CONTENT_TYPES, now: Date): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.${format}`;
}

export function registerStatsAndExports(app: FastifyInstance, entity: EntityDefinition): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/v1/${entity.resource}`;
  const tags = [entity.resource];
  const querystring = entityListQuerySchema(entity);

  routes.get(
    `${base}/stats`,
    {
      schema: {
        tags,
        summary: `Stat card counts of ${entity.resource}`,
        description:
          'The same filters as the list; answers { stats: { <key>: count } } per the entity definition.',
        querystring,
        response: { 200: entityStatsSchema(entity) },
      },
    },
    async (request) =>
      entityStats(app.db, scopeOf(requireAuth(request)), entity, request.query, app.clock.now()),
  );

  for (const format of ['csv', 'xlsx', 'pdf'] as const) {
    routes.get(
      `${base}/export.${format}`,
      {
        schema: {
          tags,
          summary: `Export ${entity.resource} as ${format.toUpperCase()}`,
          description:
            'The list filters, sort and q; lang=en|de for headers and values; title for the document title.',
          querystring: entityListQuerySchema(entity, { export: true }),
          response: { 200: fileAnswer(`A ${format.toUpperCase()} file`, [CONTENT_TYPES[format]]) },
        },
      },
      async (request, reply) => {
        const now = app.clock.now();
        const table = await exportTable(app.db, scopeOf(requireAuth(request)), entity, request.query, {
          now,
          limit: EXPORT_ROW_LIMIT[format],
        });
        const body =
          format === 'csv' ? toCsv(table) : format === 'xlsx' ? await toXlsx(table) : await toPdf(table);
        return reply
          .header('Content-Type', CONTENT_TYPES[format])
          .header(
            'Content-Disposition',
            `attachment; filename="${exportFilename(entity.resource, format, now)}"`,
          )
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );
  }
}
