// Notifications derived from the data (design.md section 12): certificates and crew certificates that
// expire within 30 days or have expired, and overdue work orders, on the vessels the user may see.
// The bell, the expiring-certificates badge and /notifications read this.
import type { FastifyInstance } from 'fastify';

import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
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
      const sources = await Promise.all([
        certificateNotifications(scope.db, auth, today),
        workOrderNotifications(scope.db, auth, today),
        crewCertificateNotifications(scope.db, auth, today),
      ]);
      const rows: Notification[] = sources.flat();
      rows.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      return { rows, total: rows.length };
    },
  );
}
