// Notifications derived from the data (design.md section 12): certificates and crew certificates that
// expire within 30 days or have expired, and overdue work orders, on the vessels the user may see.
// The bell, the expiring-certificates badge and /notifications read this.
import type { FastifyInstance } from 'fastify';

import { readerLanguage } from '../../crud/row-title';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import { existingTables } from '../dashboard/dashboard.repository';
import type { Notification } from './notifications.repository';
import {
  certificateNotifications,
  crewCertificateNotifications,
  workOrderNotifications,
} from './notifications.repository';

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
      const auth = scopeOf(requireAuth(request));
      const today = scope.clock.now().toISOString().slice(0, 10);
      const tables = await existingTables(scope.db, ['work_orders', 'crew_certificates', 'personnel']);
      const rows: Notification[] = [...(await certificateNotifications(scope.db, auth, today))];
      if (tables.has('work_orders')) rows.push(...(await workOrderNotifications(scope.db, auth, today)));
      if (tables.has('crew_certificates') && tables.has('personnel'))
        rows.push(
          ...(await crewCertificateNotifications(
            scope.db,
            auth,
            today,
            readerLanguage(request.headers['accept-language']),
          )),
        );
      rows.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      return { rows, total: rows.length };
    },
  );
}
