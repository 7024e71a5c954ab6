// The organization and its settings (admins read them, organization admins change them). Its vessels
// are the generic routes of the vessel entity, its users modules/users.
import type { OrganizationAnswer } from '@mars/domain';
import { isAdminRole, isOrganizationAdmin, organizationAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';

export function registerAdminRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/organization',
    {
      schema: {
        tags: ['admin'],
        summary: 'The organization and its settings (admins)',
        response: { 200: organizationAnswerSchema },
      },
    },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isAdminRole(dataScope.role)) throw errors.adminRequired();
      const { rows } = await scope.db.query<OrganizationAnswer>(
        `SELECT id, name, settings, version, updated_at FROM organizations WHERE id = $1`,
        [dataScope.organizationId],
      );
      return rows[0]!;
    },
  );

  routes.put(
    '/api/v1/organization',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the organization’s name and settings (organization admins)',
        body: z.object({
          name: z.string().trim().min(1).max(200),
          settings: z.record(z.string(), z.unknown()).default({}),
          version: z.number().int(),
        }),
        response: { 200: organizationAnswerSchema },
      },
    },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isOrganizationAdmin(dataScope.role)) throw errors.adminRequired();
      const { rows } = await scope.db.query<OrganizationAnswer>(
        `UPDATE organizations SET name = $2, settings = $3, version = version + 1, updated_at = $4
         WHERE id = $1 AND version = $5 RETURNING id, name, settings, version, updated_at`,
        [
          dataScope.organizationId,
          request.body.name,
          JSON.stringify(request.body.settings),
          scope.clock.now().toISOString(),
          request.body.version,
        ],
      );
      if (!rows[0]) {
        const current = await scope.db.query<OrganizationAnswer>(
          `SELECT id, name, settings, version, updated_at FROM organizations WHERE id = $1`,
          [dataScope.organizationId],
        );
        throw errors.conflict(current.rows[0]);
      }
      return rows[0];
    },
  );
}
