// Authentication of API requests, the CSRF header, the per-user API rate limit and sliding sessions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE, SESSION_TOUCH_SECONDS, sessionLifetimeMs } from '../sessions/auth.constants';
import { hitRateLimit } from '../sessions/rate-limit.repository';
import type { SessionUser } from '../sessions/session.repository';
import { extendSession, findSessionByToken } from '../sessions/session.repository';
import { twoFactorErrors } from '../sessions/two-factor-errors';
import { AppError, errors } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'mars';

/** Every state-changing API request must carry `X-Requested-With: mars` besides the cookie. */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !STATE_CHANGING.has(request.method)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      throw new AppError(
        403,
        'csrf_missing',
        'Access denied: the request lacks the X-Requested-With header.',
      );
    }
  });
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  rememberMe: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    // Without remember-me the cookie lives as long as the browser; the server ends it after 30 minutes.
    maxAge: rememberMe ? sessionLifetimeMs(true) / 1000 : undefined,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Marks a request the app makes on its own (a poll, not the user): it does not extend the session.
 * Spec section 9: only the user's activity (mouse, key, click) extends it.
 */
export const BACKGROUND_HEADER = 'x-mars-background';

/** What a user whose password is temporary may call: nothing but changing it, or signing out. */
const PASSWORD_CHANGE_ROUTES = new Set([
  'GET /api/v1/auth/session',
  'POST /api/v1/auth/session/extend',
  'POST /api/v1/auth/password',
  'POST /api/v1/auth/logout',
]);

/**
 * onRequest of protected routes: finds the session, applies the per-user rate limit, and slides
 * the session (written at most every 30 s). `GET /auth/session` only looks: it neither extends the
 * session nor counts against the limit, so that a reload after a busy minute is not taken for a
 * sign-out. A background request (BACKGROUND_HEADER) counts but does not extend.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const app = request.server;
  const token = request.cookies[SESSION_COOKIE];
  const now = app.clock.now();
  const session = token ? await findSessionByToken(app.db, token, now) : undefined;
  if (!session) {
    if (token) clearSessionCookie(reply);
    throw errors.unauthenticated();
  }
  request.auth = session;
  // A temporary password is changed before anything else.
  if (
    session.mustChangePassword &&
    !PASSWORD_CHANGE_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
  ) {
    throw new AppError(403, 'password_change_required', 'Change your temporary password first.');
  }
  // An organization that requires two-factor authentication lets a user without it only set it up
  // (or sign out, change the password): every other route waits until it is on.
  if (session.twoFactorRequired && !session.twoFactorEnabled && !request.url.startsWith('/api/v1/auth/')) {
    throw twoFactorErrors.setupRequired();
  }

  const looksOnly = request.method === 'GET' && request.routeOptions.url === '/api/v1/auth/session';
  if (looksOnly) return;

  const limit = app.config.apiRateLimitPerMinute;
  const rate = await hitRateLimit(app.db, { key: `api:${session.userId}`, limit, windowMs: 60_000, now });
  void reply.headers({
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-reset': String(rate.resetSeconds),
  });
  if (rate.limited) {
    throw errors.tooMany('rate_limited', 'API rate limit exceeded.', rate.resetSeconds);
  }

  if (request.headers[BACKGROUND_HEADER] !== '1') await slideSession(request, session, now);
}

export async function slideSession(request: FastifyRequest, session: SessionUser, now: Date): Promise<void> {
  const newExpiry = new Date(now.getTime() + sessionLifetimeMs(session.rememberMe));
  if (newExpiry.getTime() - new Date(session.expiresAt).getTime() < SESSION_TOUCH_SECONDS * 1000) return;
  await extendSession(request.server.db, { sessionId: session.sessionId, expiresAt: newExpiry, now });
  session.expiresAt = newExpiry.toISOString();
  session.lastSeenAt = now.toISOString();
}

export function requireAuth(request: FastifyRequest): SessionUser {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth;
}
