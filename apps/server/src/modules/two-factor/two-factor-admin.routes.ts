// Two-factor authentication as administrators run it: the organization may require it of everyone
// (organization admins), and an admin resets it for a user who lost the device
// (`POST /api/v1/users/:id/two-factor/reset`, rules in @mars/domain mayResetTwoFactor).
import {
  isAdminRole,
  isOrganizationAdmin,
  mayResetTwoFactor,
  noContentSchema,
  twoFactorPolicySchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { writeAudit } from '../../crud/audit';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { errors } from '../../plugins/errors';
import { twoFactorErrors } from '../../sessions/two-factor-errors';
import { disableTwoFactor } from './two-factor.repository';

/** Registered inside the authenticated scope (app.ts). */
export function registerTwoFactorAdminRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function policyOf(organizationId: string) {
    const { rows } = await scope.db.query<z.infer<typeof twoFactorPolicySchema>>(
      `SELECT o.two_factor_required AS required,
              (SELECT count(*)::int FROM users u WHERE u.organization_id = o.id AND u.status = 'active'
                 AND u.totp_enabled_at IS NOT NULL) AS "usersWithTwoFactor",
              (SELECT count(*)::int FROM users u WHERE u.organization_id = o.id AND u.status = 'active') AS users
       FROM organizations o WHERE o.id = $1`,
      [organizationId],
    );
    return rows[0]!;
  }

  routes.get(
    '/api/v1/organization/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether the organization requires two-factor authentication, and who has it (admins)',
        response: { 200: twoFactorPolicySchema },
      },
    },
    async (request) => {
      const dataScope = scopeOf(requireAuth(request));
      if (!isAdminRole(dataScope.role)) throw errors.adminRequired();
      return policyOf(dataScope.organizationId);
    },
  );

  routes.put(
    '/api/v1/organization/two-factor',
    {
      schema: {
        tags,
        summary:
          'Require two-factor authentication of everyone in the organization, or not (organization admins)',
        body: z.object({ required: z.boolean() }),
        response: { 200: twoFactorPolicySchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const dataScope = scopeOf(auth);
      if (!isOrganizationAdmin(dataScope.role)) throw errors.adminRequired();
      // The admin would be shut out of everything but the set-up at once.
      if (request.body.required && !auth.twoFactorEnabled) throw twoFactorErrors.enableFirst();
      const now = scope.clock.now();
      await scope.db.transaction(async (tx) => {
        await tx.query(`UPDATE organizations SET two_factor_required = $2, updated_at = $3 WHERE id = $1`, [
          dataScope.organizationId,
          request.body.required,
          now.toISOString(),
        ]);
        await writeAudit(tx, dataScope, {
          entity: 'organization',
          entityId: dataScope.organizationId,
          action: 'update',
          changedFields: { two_factor_required: request.body.required },
          at: now,
        });
      });
      return policyOf(dataScope.organizationId);
    },
  );

  routes.post(
    '/api/v1/users/:id/two-factor/reset',
    {
      schema: {
        tags,
        summary:
          'Reset a user’s two-factor authentication (lost device): they sign in with the password and set it up again',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const dataScope = scopeOf(auth);
      if (!isAdminRole(dataScope.role)) throw errors.adminRequired();
      // Organization isolation: a user of another organization is not found.
      const { rows } = await scope.db.query<{ id: string; role: string; vessel_ids: string[] }>(
        `SELECT u.id, u.role,
                COALESCE((SELECT array_agg(uv.vessel_id::text) FROM user_vessels uv WHERE uv.user_id = u.id), '{}') AS vessel_ids
         FROM users u WHERE u.id = $1 AND u.organization_id = $2`,
        [request.params.id, dataScope.organizationId],
      );
      const target = rows[0];
      if (!target) throw errors.notFound();
      const allowed = mayResetTwoFactor(
        { userId: auth.userId, role: auth.role, vesselIds: auth.vesselIds },
        { userId: target.id, role: target.role, vesselIds: target.vessel_ids },
      );
      if (!allowed) throw errors.forbidden();
      const now = scope.clock.now();
      await scope.db.transaction(async (tx) => {
        if (!(await disableTwoFactor(tx, { userId: target.id, now }))) throw twoFactorErrors.notEnabled();
        await writeAudit(tx, dataScope, {
          entity: 'user',
          entityId: target.id,
          action: 'update',
          changedFields: { two_factor: 'reset' },
          at: now,
        });
      });
      return reply.status(204).send(undefined);
    },
  );
}
