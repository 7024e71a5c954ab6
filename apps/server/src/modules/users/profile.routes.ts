// /api/v1/profile: the signed-in user's own profile (issue 11). No user id in the path: a user reads
// and saves only their own. Under the API rate limit like every signed-in route (plugins/auth.ts).
import { profileAnswerSchema, profileWriteSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { getProfile, saveProfile } from './profile.service';

export function registerProfileRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  routes.get(
    '/api/v1/profile',
    {
      schema: {
        tags,
        summary: 'The user’s own profile: names, phone, position, department, language',
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => getProfile(scope.db, scopeOf(requireAuth(request))),
  );

  routes.put(
    '/api/v1/profile',
    {
      schema: {
        tags,
        summary: 'Save the user’s own profile (with the version read; 409 when it changed meanwhile)',
        body: profileWriteSchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) =>
      saveProfile(scope.db, scopeOf(requireAuth(request)), { body: request.body, now: scope.clock.now() }),
  );
}
