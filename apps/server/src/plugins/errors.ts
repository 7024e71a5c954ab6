// JSON errors as design.md section 6: { error: { code, message, details } }. The code is also the
// i18n key `errors:<code>` on screen. 5xx messages never leak.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The body of every error answer, for the routes' response schemas (/api/docs). */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }),
});

export const errors = {
  unauthenticated: () => new AppError(401, 'unauthenticated', 'Please login to continue'),
  forbidden: () => new AppError(403, 'forbidden', "You don't have permission to perform this action"),
  adminRequired: () => new AppError(403, 'admin_required', 'Access denied'),
  notFound: () => new AppError(404, 'not_found', 'Data not found'),
  validation: (fields: Record<string, string[]>) =>
    new AppError(400, 'validation_failed', 'Invalid data', { fields }),
  securityViolation: () =>
    new AppError(403, 'security_violation', 'Security violation: the request has no organization.'),
  conflict: (current: unknown) =>
    new AppError(409, 'conflict', 'This record was changed by someone else.', { current }),
  tooMany: (
    code: string,
    message: string,
    retryAfterSeconds: number,
    details: Record<string, unknown> = {},
  ) =>
    new AppError(
      429,
      code,
      message,
      { ...details, retryAfterSeconds },
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    ),
};

/** Zod issues mapped to the validation keys of the `validation` namespace, per field. */
export function zodIssuesToFields(
  issues: readonly {
    path: readonly PropertyKey[];
    code: string;
    params?: Record<string, unknown>;
    input?: unknown;
    origin?: string;
    minimum?: unknown;
    format?: string;
    expected?: string;
  }[],
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    let key = 'validation:invalid';
    // With the input reported (entity writes), a missing value is told apart from a wrong one;
    // without it (route schemas), an invalid type is most often a missing field.
    const isMissing =
      'input' in issue
        ? issue.input === undefined || issue.input === null || issue.input === ''
        : issue.code === 'invalid_type';
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isMissing)
      key = 'validation:required';
    else if (issue.code === 'too_small') {
      const emptyText = issue.origin === 'string' && Number(issue.minimum) === 1;
      if (emptyText) key = 'validation:required';
      else key = issue.origin === 'number' ? 'validation:min' : 'validation:tooShort';
    } else if (issue.code === 'too_big')
      key = issue.origin === 'number' ? 'validation:max' : 'validation:tooLong';
    else if (issue.code === 'custom' && typeof issue.params?.key === 'string') key = issue.params.key;
    else if (issue.code === 'invalid_format') key = 'validation:invalid';
    (fields[field] ??= []).push(key);
  }
  return fields;
}

type DatabaseError = Error & { code: string; severity: string; [key: string]: unknown };

function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * What a 500 logs of an error. A database error keeps its SQLSTATE, where it happened and its message,
 * but never the query's parameters (PGlite attaches them), the row in `detail` or `where`, nor the
 * values a data exception (class 22: 'invalid input syntax for type integer: "…"') quotes back: they
 * can hold personal data.
 */
export function loggableError(error: unknown): unknown {
  if (!isDatabaseError(error)) return error;
  const message = error.code.startsWith('22') ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
  const stack = (error.stack ?? '').split('\n').slice(1).join('\n');
  return {
    type: 'DatabaseError',
    message,
    stack: `DatabaseError: ${message}\n${stack}`,
    code: error.code,
    severity: error.severity,
    routine: error.routine,
    schema: error.schema,
    table: error.table,
    column: error.column,
    dataType: error.dataType,
    constraint: error.constraint,
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      void reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, details: error.details } });
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodIssuesToFields(
        error.validation.map((issue) => ({
          // fastify-type-provider-zod keeps the zod issue's code as the keyword, the rest as params.
          ...(issue.params as { params?: Record<string, unknown>; input?: unknown; origin?: string }),
          path: issue.instancePath.split('/').filter(Boolean),
          code: issue.keyword,
        })),
      );
      void reply
        .status(400)
        .send({ error: { code: 'validation_failed', message: 'Invalid data', details: { fields } } });
      return;
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      void reply
        .status(500)
        .send({ error: { code: 'internal_error', message: 'An unexpected error occurred', details: {} } });
      return;
    }
    const code = status === 404 ? 'not_found' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    void reply.status(status).send({ error: { code, message: error.message, details: {} } });
  });
}
