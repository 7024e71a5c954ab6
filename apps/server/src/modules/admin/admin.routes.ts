// Vessels of the organization, its users (admins) and its settings (organization admins).
import { isAdminRole, isOrganizationAdmin } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { scopeCondition, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';

export function registerAdminRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/vessels',
    { schema: { tags: ['vessels'], summary: 'Active ships of the organization the user may see, by name' } },
    async (request) => {
      const params: unknown[] = [];
      const where = scopeCondition(scopeOf(requireAuth(request)), params, { vessel: 'id' });
      const { rows } = await scope.db.query(
        `SELECT id, name, imo_number, flag_state, vessel_type FROM vessels
         WHERE ${where} AND status = 'active' AND deleted_at IS NULL ORDER BY name`,
        params,
      );
      return { rows, total: rows.length };
    },
  );

  routes.get(
    '/api/v1/users',
    { schema: { tags: ['admin'], summary: 'Users of the organization (admins)' } },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isAdminRole(dataScope.role)) throw errors.adminRequired();
      const params: unknown[] = [dataScope.organizationId];
      let vesselFilter = '';
      if (dataScope.vesselIds !== undefined) {
        // Ship admins see the users of their vessels.
        params.push(dataScope.vesselIds, dataScope.userId);
        vesselFilter = `AND (u.id = $3 OR EXISTS (SELECT 1 FROM user_vessels uv WHERE uv.user_id = u.id AND uv.vessel_id = ANY($2::uuid[])))`;
      }
      const { rows } = await scope.db.query(
        `SELECT u.id, u.email, u.full_name, u.role, u.status, u.last_sign_in_at,
              u.totp_enabled_at IS NOT NULL AS two_factor_enabled,
              COALESCE((SELECT array_agg(uv.vessel_id) FROM user_vessels uv WHERE uv.user_id = u.id), '{}') AS vessel_ids
       FROM users u WHERE u.organization_id = $1 ${vesselFilter} ORDER BY u.full_name`,
        params,
      );
      return { rows, total: rows.length };
    },
  );

  routes.get(
    '/api/v1/organization',
    { schema: { tags: ['admin'], summary: 'The organization and its settings (admins)' } },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isAdminRole(dataScope.role)) throw errors.adminRequired();
      const { rows } = await scope.db.query(
        `SELECT id, name, settings, version, updated_at FROM organizations WHERE id = $1`,
        [dataScope.organizationId],
      );
      return rows[0];
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
      },
    },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isOrganizationAdmin(dataScope.role)) throw errors.adminRequired();
      const { rows } = await scope.db.query(
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
        const current = await scope.db.query(
          `SELECT id, name, settings, version, updated_at FROM organizations WHERE id = $1`,
          [dataScope.organizationId],
        );
        throw errors.conflict(current.rows[0]);
      }
      return rows[0];
    },
  );
}
