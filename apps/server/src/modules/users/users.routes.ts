// /api/v1/users: the accounts of the organization for its admins (issue 11 'People and accounts').
// Company and super admins manage everyone, ship admins the people of their vessels.
import {
  ROLES,
  USER_ACTIONS,
  temporaryPasswordSchema,
  userRowSchema,
  userWriteSchema,
  usersAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../crud/entity.service';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { USER_SORTS } from './users.repository';
import { getUserFor, listUsersFor, runUserAction, upsertUser } from './users.service';

const idParams = z.object({ id: z.uuid() });
const sortParam = z
  .string()
  .regex(new RegExp(`^-?(${USER_SORTS.join('|')})$`))
  .default('full_name');

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: sortParam,
  q: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  vessel_id: z.uuid().optional(),
});

export function registerUserRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  routes.get(
    '/api/v1/users',
    {
      schema: {
        tags,
        summary:
          'Users of the organization with their vessel_ids (admins; ship admins: their vessels’ people)',
        querystring: listQuery,
        response: { 200: usersAnswerSchema },
      },
    },
    async (request) => {
      const { sort, vessel_id: vesselId, ...query } = request.query;
      const descending = sort.startsWith('-');
      const field = (descending ? sort.slice(1) : sort) as (typeof USER_SORTS)[number];
      return listUsersFor(
        scope.db,
        scopeOf(requireAuth(request)),
        { ...query, vesselId, sort: { field, descending } },
        scope.clock.now(),
      );
    },
  );

  routes.get(
    '/api/v1/users/:id',
    {
      schema: {
        tags,
        summary: 'One user of the organization (admins)',
        params: idParams,
        response: { 200: userRowSchema },
      },
    },
    async (request) =>
      getUserFor(scope.db, scopeOf(requireAuth(request)), request.params.id, scope.clock.now()),
  );

  routes.put(
    '/api/v1/users/:id',
    {
      schema: {
        tags,
        summary: 'Create (with temporary_password) or update (with version) a user',
        params: idParams,
        body: userWriteSchema,
        response: { 200: userRowSchema, 201: userRowSchema },
      },
    },
    async (request, reply) => {
      const { row, created } = await upsertUser(scope.db, scopeOf(requireAuth(request)), {
        id: request.params.id,
        body: request.body,
        now: scope.clock.now(),
      });
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  routes.post(
    '/api/v1/users/:id/:action',
    {
      schema: {
        tags,
        summary:
          'deactivate (revokes the sessions), reactivate, unlock (clears the sign-in lockout), revoke-sessions, temporary-password ({ password }: must be changed at the next sign-in)',
        params: idParams.extend({ action: z.enum(USER_ACTIONS) }),
        body: z.object({ password: temporaryPasswordSchema.optional() }).nullish(),
        response: { 200: userRowSchema },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const password = request.body?.password;
      if (action === 'temporary-password' && !password) {
        throw errors.validation({ password: ['validation:required'] });
      }
      return runUserAction(scope.db, scopeOf(requireAuth(request)), {
        id,
        action,
        password,
        now: scope.clock.now(),
      });
    },
  );
}
