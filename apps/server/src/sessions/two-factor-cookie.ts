// The cookie of a sign-in waiting for its second factor (path-bound to the two-factor routes).
import type { FastifyInstance, FastifyReply } from 'fastify';

import { TWO_FACTOR_COOKIE, TWO_FACTOR_COOKIE_PATH } from './two-factor.constants';

export function setTwoFactorCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  void reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: TWO_FACTOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.secureCookies,
    expires: expiresAt,
  });
}
