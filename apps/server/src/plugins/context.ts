// What every route can reach: the database, the clock (a parameter, so tests can move time), the
// configuration and the outgoing mail.
import type {} from '@fastify/cookie';

import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { Mailer } from '../mail/mailer';
import type { SessionUser } from '../sessions/session.repository';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    mailer: Mailer;
  }
  interface FastifyRequest {
    auth?: SessionUser;
  }
}
