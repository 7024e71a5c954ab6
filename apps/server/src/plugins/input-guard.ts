// One check of every request's query, path parameters and JSON body before its route reads them:
// texts PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) and bodies nested deeper
// than any form of MARS sends answer 400 with the field, instead of a 500 from the database or a
// stack overflow in whatever recurses into them. The walk itself is iterative.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { errors } from './errors';

/** The deepest nesting of objects and arrays a body may have (the body itself is depth 1). */
export const MAX_BODY_DEPTH = 32;

// A high surrogate not followed by a low one, or a low surrogate not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the text: no NUL character, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

type Problems = Record<string, string[]>;

/** The problems of one part of a request: field paths joined with '.', '_' for the part itself. */
export function inputProblems(input: unknown, maxDepth = MAX_BODY_DEPTH): Problems {
  const problems: Problems = {};
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: input, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) problems[path.join('.') || '_'] ??= ['validation:invalidCharacters'];
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > maxDepth) {
      // Named by its top field: the path down to it is as long as the nesting is deep.
      problems[path[0] ?? '_'] = ['validation:tooDeep'];
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) {
        problems[path.join('.') || '_'] ??= ['validation:invalidCharacters'];
        continue;
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return problems;
}

function checkRequest(request: FastifyRequest): void {
  const problems = {
    ...inputProblems(request.params),
    ...inputProblems(request.query),
    ...inputProblems(request.body),
  };
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
}

/** Registers the check for every route (preValidation: after the body is parsed, before the schema). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
