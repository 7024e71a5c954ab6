// What every answer of the HTTP API shares: an empty answer, a file, and the error every 4xx carries
// (docs/http-api.md). The answers of each module area are in the files beside this one; the server
// declares them on its routes (so /api/docs describes every answer) and the web infers its types from them.
import { z } from 'zod';

/** 202/204: no body (the route sends undefined). */
export const noContentSchema = z.null().optional().describe('No content');

/** A file answer (PDF, CSV, XLSX, a download): its bytes, of the content types named. */
export function fileAnswer(description: string, contentTypes: readonly string[]) {
  // Any: the route sends bytes or text as they are, no serializer touches them.
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])),
  };
}

/** `{ error: { code, message, details } }`, the answer of every refusal. */
export const errorAnswerSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }),
});

/** `{ rows, total }`: a list and how many rows match (more than the page when paged). */
export function listAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number() });
}

export const healthAnswerSchema = z.object({
  status: z.string(),
  database: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
