// Notifications derived from the data (design.md section 12): certificates that expire within 30
// days or have expired, on the vessels the user may see. The bell and /notifications read this.
import type { FastifyInstance } from 'fastify';

import { scopeCondition, scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';

export const CERTIFICATE_NOTICE_DAYS = 30;

export function registerNotificationRoutes(scope: FastifyInstance): void {
  scope.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications derived from the data of the user’s vessels',
      },
    },
    async (request) => {
      const params: unknown[] = [];
      const where = scopeCondition(scopeOf(requireAuth(request)), params, {
        organization: 'c.organization_id',
        vessel: 'c.vessel_id',
      });
      const today = scope.clock.now().toISOString().slice(0, 10);
      params.push(today, CERTIFICATE_NOTICE_DAYS);
      const { rows } = await scope.db.query<{
        id: string;
        certificate_name: string;
        certificate_number: string;
        expiry_date: string;
        vessel_id: string;
        vessel_name: string;
        days: number;
      }>(
        `SELECT c.id, c.certificate_name, c.certificate_number, c.expiry_date, c.vessel_id, v.name AS vessel_name,
                (c.expiry_date - $${params.length - 1}::date) AS days
         FROM certificates c JOIN vessels v ON v.id = c.vessel_id
         WHERE ${where} AND c.deleted_at IS NULL AND c.status NOT IN ('cancelled', 'renewal_in_progress')
           AND c.expiry_date <= $${params.length - 1}::date + $${params.length}::int
         ORDER BY c.expiry_date`,
        params,
      );
      const notifications = rows.map((row) => ({
        id: `certificate:${row.id}`,
        type: row.days < 0 ? 'certificate_expired' : 'certificate_expiring',
        severity: row.days < 0 ? 'error' : row.days <= 7 ? 'warning' : 'info',
        title: row.certificate_name,
        params: {
          number: row.certificate_number,
          vessel: row.vessel_name,
          vesselId: row.vessel_id,
          days: row.days,
          expiryDate: row.expiry_date,
        },
        link: '/certificates',
        at: row.expiry_date,
      }));
      return { rows: notifications, total: notifications.length };
    },
  );
}
