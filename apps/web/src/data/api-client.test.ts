import { describe, expect, it } from 'vitest';

import { ApiError, buildQuery, createApiClient, readRateLimit, toApiError } from './api-client';
import type { AuthEvent } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const AUTH = {
  user: { id: 'u1', email: 'master@mars.demo', role: 'master' },
  session: { expiresAt: '2030-01-01T00:00:00.000Z', rememberMe: false },
};

describe('error answers', () => {
  it('reads code, message and details of the error envelope', () => {
    const error = toApiError(401, {
      error: { code: 'invalid_credentials', message: 'Invalid email or password', details: { attemptsRemaining: 2 } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', details: { attemptsRemaining: 2 } });
    expect(error.message).toBe('Invalid email or password');
  });
  it('falls back to a code by status when the body is not the envelope', () => {
    expect(toApiError(500, 'Bad gateway').code).toBe('internal_error');
    expect(toApiError(429, null).code).toBe('rate_limited');
    expect(toApiError(418, { error: 'nope' })).toMatchObject({ code: 'something_went_wrong', details: {} });
  });
});

describe('requests', () => {
  it('sends the client info on reads and the CSRF header only on state-changing calls', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { rows: [], total: 0 }));
    const client = createApiClient(fetchImpl);
    await client.list('certificates', { limit: 25, vessel_id: undefined, q: '' });
    await client.upsert('certificates', 'c 1', { name: 'x' });
    const [read, write] = calls;
    expect(read?.url).toBe('/api/v1/certificates?limit=25');
    expect(read?.init.credentials).toBe('same-origin');
    expect(read?.init.headers).toMatchObject({ 'X-Client-Info': 'mars-web/0.5.0' });
    expect(read?.init.headers).not.toHaveProperty('X-Requested-With');
    expect(write?.url).toBe('/api/v1/certificates/c%201');
    expect(write?.init.headers).toMatchObject({ 'X-Requested-With': 'mars', 'Content-Type': 'application/json' });
  });

  it('turns a failed fetch into a network error', async () => {
    const client = createApiClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.health()).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('exposes the rate-limit headers of the last answer', async () => {
    const seen: number[] = [];
    const { fetchImpl } = fakeFetch(() => json(200, [], { 'X-RateLimit-Remaining': '9', 'X-RateLimit-Limit': '100' }));
    const client = createApiClient(fetchImpl);
    client.onRateLimitChange((info) => seen.push(info.remaining));
    await client.request('GET', '/vessels');
    expect(seen).toEqual([9]);
    expect(client.getRateLimit()).toEqual({ remaining: 9, limit: 100, resetSeconds: null });
  });
});

describe('auth-state events', () => {
  it('signals SIGNED_IN after a sign-in and SESSION_EXPIRED when a later call answers 401', async () => {
    let answer = json(200, AUTH);
    const client = createApiClient(async () => answer);
    const events: AuthEvent[] = [];
    client.onAuthStateChange((event) => events.push(event));
    await client.login({ email: 'master@mars.demo', password: 'x', rememberMe: false });
    answer = json(401, { error: { code: 'unauthenticated', message: 'Please login to continue' } });
    await expect(client.listVessels()).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(events).toEqual(['SIGNED_IN', 'SESSION_EXPIRED']);
  });

  it('does not emit a sign-out for a failed sign-in', async () => {
    const client = createApiClient(async () => json(401, { error: { code: 'invalid_credentials', message: '' } }));
    const events: AuthEvent[] = [];
    client.onAuthStateChange((event) => events.push(event));
    await expect(client.login({ email: 'a@b.c', password: 'x', rememberMe: false })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(events).toEqual([]);
  });

  it('answers null for the session of a signed-out browser', async () => {
    const client = createApiClient(async () => json(401, { error: { code: 'unauthenticated', message: '' } }));
    await expect(client.session()).resolves.toBeNull();
  });
});

describe('background requests and the API limit', () => {
  it('marks a background request, so the server does not extend the session for it', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { rows: [], total: 0 }));
    const client = createApiClient(fetchImpl);
    await client.list('notifications', undefined, { background: true });
    await client.list('vessels');
    expect((calls[0]!.init.headers as Record<string, string>)['X-Mars-Background']).toBe('1');
    expect((calls[1]!.init.headers as Record<string, string>)['X-Mars-Background']).toBeUndefined();
  });

  it('keeps the user signed in when the session check answers 429, and tells the wait', async () => {
    const limited = () =>
      json(429, { error: { code: 'rate_limited', message: 'API rate limit exceeded.', details: {} } }, { 'Retry-After': '42' });
    const { fetchImpl } = fakeFetch(limited);
    const client = createApiClient(fetchImpl);
    const events: AuthEvent[] = [];
    const waits: unknown[] = [];
    client.onAuthStateChange((event) => events.push(event));
    client.onRateLimited((error) => waits.push(error.details.retryAfterSeconds));
    // Not null (which means signed out): the failure is thrown with its wait.
    await expect(client.session()).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    expect(waits).toEqual([42]);
    expect(events).toEqual([]);
  });
});

describe('helpers', () => {
  it('builds a query without empty values', () => {
    expect(buildQuery({ a: 1, b: undefined, c: '', d: 'x y' })).toBe('?a=1&d=x+y');
    expect(buildQuery()).toBe('');
  });
  it('ignores answers without rate-limit headers', () => {
    expect(readRateLimit(new Headers())).toBeNull();
  });
});
