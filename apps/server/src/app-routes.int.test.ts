// Every data route of the API sits behind the session and the API rate limit (design.md section 7):
// the routes are read from the OpenAPI document, so a route added without them fails here.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from './test-support';
import { CSRF, createTestApp, signedIn } from './test-support';

/** The only routes a visitor without a session may call. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/v1/auth/login',
  'GET /api/v1/auth/captcha',
  'POST /api/v1/auth/password-reset',
  // The code step of signing in: it carries the pending sign-in's cookie, limited per address and account.
  'POST /api/v1/auth/two-factor/verify',
  'POST /api/v1/auth/password-reset/verify',
  'POST /api/v1/auth/password-reset/confirm',
];

/**
 * Routes that need a session but do not count against the API rate limit: reading one's own
 * session is what a reload does, and a 429 there would look like a sign-out (spec section 9).
 */
const UNLIMITED = ['GET /api/v1/auth/session'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function apiRoutes(document: {
  paths: Record<string, Record<string, unknown>>;
}): { method: Method; path: string }[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
}

/** A concrete URL of a route: ids are fresh UUIDs, workflow steps their first action. */
function concrete(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'action' ? 'submit' : uuidv7()));
}

describe('every data route needs a session and counts against the API rate limit (pglite)', () => {
  let t: TestApp;
  let routes: { method: Method; path: string }[];
  beforeAll(async () => {
    t = await createTestApp('pglite', { apiRateLimitPerMinute: 1 });
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    routes = apiRoutes(response.json());
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (route: { method: Method; path: string }, cookie?: string) =>
    t.app.inject({
      method: route.method,
      url: concrete(route.path),
      headers: { ...CSRF, ...(cookie ? { cookie } : {}) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the routes of every module in the API description', () => {
    const paths = routes.map((route) => route.path);
    expect(routes.length).toBeGreaterThan(60);
    for (const expected of [
      '/api/v1/logbook-entries/{id}/{action}',
      '/api/v1/work-orders',
      '/api/v1/people',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 without a session on every route but the public ones', async () => {
    const open: string[] = [];
    for (const route of routes) {
      if ((await call(route)).statusCode !== 401) open.push(`${route.method} ${route.path}`);
    }
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 429 on every authenticated route but the session read once the minute’s budget is spent', async () => {
    const { cookie } = await signedIn(t.app, 'officer@mars.demo');
    const spend = await t.app.inject({ method: 'GET', url: '/api/v1/vessels', headers: { cookie } });
    expect(spend.statusCode).toBe(200);
    const notLimited: string[] = [];
    for (const route of routes.filter(
      (candidate) => !PUBLIC.includes(`${candidate.method} ${candidate.path}`),
    )) {
      const response = await call(route, cookie);
      if (response.statusCode !== 429)
        notLimited.push(`${route.method} ${route.path} ${response.statusCode}`);
    }
    expect(notLimited).toEqual(UNLIMITED.map((route) => `${route} 200`));
  });
});
