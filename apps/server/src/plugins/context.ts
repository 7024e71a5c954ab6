// What every route can reach: the database, the clock (a parameter, so tests can move time) and the
// configuration.
import type {} from '@fastify/cookie';

import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import type { SessionUser } from '../modules/auth/session.repository';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
  }
  interface FastifyRequest {
    auth?: SessionUser;
  }
}
