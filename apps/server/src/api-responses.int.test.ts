// Every answer of the API is described (docs/http-api.md): each route declares a response schema
// (packages/domain/src/api), so /api/docs is complete and the web's types are inferred from it; and
// serializing through those schemas changes no answer: every GET, as every demo user, answers what
// its handler returned.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANSWER_USERS, answerUrls, signedInAll } from './api-answers.fixtures';
import type { TestApp, TestDatabaseKind } from './test-support';
import { createTestApp, TEST_DATABASES } from './test-support';

/** Routes that answer files of their own (the API description's pages) rather than an API answer. */
const FILE_ANSWERS = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
];

describe.each(TEST_DATABASES)(
  'every route has a response schema, and serializing changes no answer (%s)',
  (kind: TestDatabaseKind) => {
    let t: TestApp;
    const routes: { name: string; success: string[] }[] = [];
    /** What the handler of the request being made returned, as JSON, before serialization. */
    let handed: unknown;

    beforeAll(async () => {
      t = await createTestApp(
        kind,
        { apiRateLimitPerMinute: 100_000 },
        {
          instrument: (app) => {
            app.addHook('onRoute', (route: RouteOptions) => {
              const methods = [route.method].flat().filter((method) => method !== 'HEAD');
              const success = Object.keys(route.schema?.response ?? {}).filter((status) => /^2/.test(status));
              for (const method of methods) routes.push({ name: `${method} ${route.url}`, success });
            });
            app.addHook('preSerialization', async (_request, _reply, payload) => {
              handed = JSON.parse(JSON.stringify(payload)) as unknown;
              return payload;
            });
          },
        },
      );
      await t.app.ready();
    });
    afterAll(async () => {
      await t.close();
    });

    it('walks the API routes', () => {
      expect(routes.filter((route) => route.name.includes(' /api/v1/')).length).toBeGreaterThan(100);
    });

    it('declares a success answer on every route but the listed file answers', () => {
      const missing = routes
        .filter((route) => route.success.length === 0 && !FILE_ANSWERS.includes(route.name))
        .map((route) => route.name);
      expect(missing).toEqual([]);
      // The list holds only routes that exist and lack a schema: an entry that gained one goes.
      const undeclared = new Set(
        routes.filter((route) => route.success.length === 0).map((route) => route.name),
      );
      expect(FILE_ANSWERS.filter((name) => !undeclared.has(name))).toEqual([]);
    });

    it('answers every GET as every demo user as its handler returned it', async () => {
      const urls = await answerUrls(t.app);
      const cookies = await signedInAll(t.app);
      expect(cookies.size).toBe(ANSWER_USERS.length);
      let compared = 0;
      const changed: string[] = [];
      for (const [email, cookie] of cookies) {
        for (const url of urls) {
          handed = undefined;
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
          if (response.statusCode >= 500) changed.push(`${email} ${url}: ${response.statusCode}`);
          // File answers are sent as they are; error answers have no schema of their own.
          if (response.statusCode >= 300 || handed === undefined) continue;
          compared += 1;
          if (JSON.stringify(sorted(response.json())) !== JSON.stringify(sorted(handed))) {
            changed.push(`${email} ${url}`);
          }
        }
      }
      expect(changed).toEqual([]);
      expect(compared).toBeGreaterThan(400);
    }, 240_000);
  },
);

/** The value with its object keys in order: a schema may order keys differently, which is no change. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, sorted(item)]),
    );
  }
  return value;
}
