// GET /api/v1/people: the users other rows refer to (authors, approvers, assignees), by name, for
// pickers and for naming them in lists; never another organization's, and for on-board users only
// the people of their own vessels.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ROLES, peopleAnswerSchema } from '@mars/domain';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { listPeople } from '../../crud/people.repository';

export function registerPeopleRoutes(scope: FastifyInstance): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/people',
    {
      schema: {
        tags: ['people'],
        summary: 'The active users of the organization on a vessel (and the organization admins)',
        querystring: z.object({
          vessel_id: z.uuid().optional(),
          role: z.union([z.enum(ROLES), z.array(z.enum(ROLES))]).optional(),
        }),
        response: { 200: peopleAnswerSchema },
      },
    },
    async (request) => {
      const userScope = scopeOf(requireAuth(request));
      const { vessel_id: vesselId, role } = request.query;
      if (vesselId && userScope.vesselIds !== undefined && !userScope.vesselIds.includes(vesselId)) {
        return { rows: [] };
      }
      const roles = role === undefined ? undefined : Array.isArray(role) ? role : [role];
      return { rows: await listPeople(scope.db, userScope, { vesselId, roles }) };
    },
  );
}
