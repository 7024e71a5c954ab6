// /api/v1/auth: sign in and out, the current session, sessions, password, preferences, CAPTCHA.
// The forgotten-password routes are in password-reset.routes.ts.
import {
  captchaAnswerSchema,
  loginAnswerSchema,
  noContentSchema,
  passwordPolicyErrors,
  sessionAnswerSchema,
  sessionsAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { authenticate, clearSessionCookie, requireAuth, setSessionCookie } from '../../plugins/auth';
import { AppError, errors } from '../../plugins/errors';
import { signIn } from './auth.service';
import { toApiSession } from '../../sessions/session-open';
import { limitAddress, limitSignInAddress, refundSignInAddress } from '../../sessions/address-limits';
import type { Captcha } from './captcha';
import { hashPassword, storePassword, verifyPassword } from '../../sessions/password-hash';
import { setTwoFactorCookie } from '../../sessions/two-factor-cookie';
import { listActiveSessions, revokeOtherSessions, revokeSession } from '../../sessions/session.repository';

export function registerAuthRoutes(app: FastifyInstance, captcha: Captcha): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  routes.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: z.object({
          email: z.string().trim().email(),
          password: z.string().min(1),
          rememberMe: z.boolean().default(false),
          captcha: z.string().optional(),
        }),
        // The session, or: the password was right and the code is asked for next (POST /auth/two-factor/verify).
        response: { 200: loginAnswerSchema },
      },
    },
    async (request, reply) => {
      await limitSignInAddress(app, request.ip);
      const result = await signIn(
        app.db,
        captcha,
        { ...request.body, userAgent: request.headers['user-agent'], ipAddress: request.ip },
        app.clock.now(),
      );
      await refundSignInAddress(app, request.ip);
      if (result.kind === 'two_factor') {
        setTwoFactorCookie(app, reply, result.token, result.expiresAt);
        return { twoFactorRequired: true as const, expiresAt: result.expiresAt.toISOString() };
      }
      setSessionCookie(app, reply, result.token, result.session.rememberMe);
      return toApiSession(result.session);
    },
  );

  routes.get(
    '/api/v1/auth/captcha',
    {
      schema: { tags, summary: 'A proof-of-work CAPTCHA challenge', response: { 200: captchaAnswerSchema } },
    },
    async (request, reply) => {
      await limitAddress(app.db, { kind: 'captcha', address: request.ip, now: app.clock.now() });
      void reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  void app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    const authed = scope.withTypeProvider<ZodTypeProvider>();

    authed.get(
      '/api/v1/auth/session',
      {
        schema: {
          tags,
          summary: 'The current session (does not extend it)',
          response: { 200: sessionAnswerSchema },
        },
      },
      async (request) => toApiSession(requireAuth(request)),
    );

    authed.post(
      '/api/v1/auth/session/extend',
      { schema: { tags, summary: 'Extend the current session', response: { 200: sessionAnswerSchema } } },
      async (request) => toApiSession(requireAuth(request)),
    );

    authed.post(
      '/api/v1/auth/logout',
      { schema: { tags, summary: 'Sign out', response: { 204: noContentSchema } } },
      async (request, reply) => {
        const auth = requireAuth(request);
        await revokeSession(app.db, { sessionId: auth.sessionId, userId: auth.userId, now: app.clock.now() });
        clearSessionCookie(reply);
        return reply.status(204).send(undefined);
      },
    );

    authed.get(
      '/api/v1/auth/sessions',
      { schema: { tags, summary: 'The user’s active sessions', response: { 200: sessionsAnswerSchema } } },
      async (request) => {
        const auth = requireAuth(request);
        const rows = await listActiveSessions(app.db, auth.userId, app.clock.now());
        return {
          rows: rows.map((row) => ({ ...row, current: row.id === auth.sessionId })),
          total: rows.length,
        };
      },
    );

    authed.delete(
      '/api/v1/auth/sessions/:id',
      {
        schema: {
          tags,
          summary: 'Revoke a session',
          params: z.object({ id: z.string().uuid() }),
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const revoked = await revokeSession(app.db, {
          sessionId: request.params.id,
          userId: auth.userId,
          now: app.clock.now(),
        });
        if (!revoked) throw errors.notFound();
        if (request.params.id === auth.sessionId) clearSessionCookie(reply);
        return reply.status(204).send(undefined);
      },
    );

    authed.post(
      '/api/v1/auth/password',
      {
        schema: {
          tags,
          summary: 'Change the password (other sessions are revoked)',
          body: z.object({ currentPassword: z.string().min(1), newPassword: z.string().min(1) }),
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const policy = passwordPolicyErrors(request.body.newPassword);
        if (policy.length > 0) throw errors.validation({ newPassword: policy });
        const { rows } = await app.db.query<{ password_hash: string }>(
          `SELECT password_hash FROM users WHERE id = $1`,
          [auth.userId],
        );
        if (!(await verifyPassword(rows[0]?.password_hash, request.body.currentPassword))) {
          throw new AppError(400, 'invalid_current_password', 'The current password is not correct', {
            fields: { currentPassword: ['errors:invalid_current_password'] },
          });
        }
        const now = app.clock.now();
        const passwordHash = await hashPassword(request.body.newPassword);
        await app.db.transaction(async (tx) => {
          await storePassword(tx, { userId: auth.userId, passwordHash, now });
          await revokeOtherSessions(tx, { userId: auth.userId, keepSessionId: auth.sessionId, now });
        });
        return reply.status(204).send(undefined);
      },
    );

    authed.put(
      '/api/v1/auth/preferences',
      {
        schema: {
          tags,
          summary: 'The user’s language preference',
          body: z.object({ language: z.enum(['en', 'es', 'fr', 'de', 'zh', 'ja']).optional() }),
          response: { 200: sessionAnswerSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (request.body.language) {
          await app.db.query(`UPDATE users SET language = $2 WHERE id = $1`, [
            auth.userId,
            request.body.language,
          ]);
          auth.language = request.body.language;
        }
        return toApiSession(auth);
      },
    );
  });
}
