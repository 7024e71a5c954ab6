// /api/v1/auth/password-reset: ask for a reset link by mail, check a link, set a new password with it
// (README 'Forgotten password'). All three are public and limited per client address; a request is
// also limited per email (spec section 9: 3 an hour).
import { noContentSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { limitAddress } from '../../sessions/address-limits';
import { PASSWORD_RESET_PER_HOUR } from '../../sessions/auth.constants';
import { normalizeEmail } from '../../sessions/login-limits';
import { findResetLink, requestPasswordReset, resetPassword } from './password-reset.service';
import { limitRate } from '../../sessions/rate-limits';

/** A link's token: 43 base64url characters; anything up to this length is looked up (and not found). */
const tokenSchema = z.string().min(1).max(128);

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  routes.post(
    '/api/v1/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link by mail (202 whether or not the email exists)',
        body: z.object({ email: z.string().trim().max(254).email() }),
        response: { 202: noContentSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const now = app.clock.now();
      await limitAddress(app.db, { kind: 'reset', address: request.ip, now });
      await limitRate(
        app.db,
        { key: `reset:${email}`, limit: PASSWORD_RESET_PER_HOUR, windowMs: 3_600_000, now },
        { code: 'password_reset_rate_limited', message: 'Too many password reset attempts.' },
      );
      // The same work and the same answer for any email; the mail goes out after the answer.
      const mail = await requestPasswordReset(app.db, { email, now, publicUrl: app.config.publicUrl });
      if (mail) app.mailer.sendLater(mail, 'password reset');
      return reply.status(202).send(undefined);
    },
  );

  routes.post(
    '/api/v1/auth/password-reset/verify',
    {
      schema: {
        tags,
        summary: 'Check a password reset link before a new password is chosen',
        body: z.object({ token: tokenSchema }),
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await limitAddress(app.db, { kind: 'resetToken', address: request.ip, now });
      await findResetLink(app.db, request.body.token, now);
      return reply.status(204).send(undefined);
    },
  );

  routes.post(
    '/api/v1/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link (signs out every session of the user)',
        body: z.object({ token: tokenSchema, newPassword: z.string().min(1).max(256) }),
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await limitAddress(app.db, { kind: 'resetToken', address: request.ip, now });
      await resetPassword(app.db, { token: request.body.token, newPassword: request.body.newPassword, now });
      return reply.status(204).send(undefined);
    },
  );
}
