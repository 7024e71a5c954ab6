// Notifications derived from the data (design.md section 12): certificates and crew certificates that
// expire within 30 days or have expired, and overdue work orders, on the vessels the user may see.
// Each user marks them read or unread, one by one or all at once, and chooses which kinds they want
// and whether a daily e-mail digest of the unread ones goes out (digest.service.ts). The bell (unread
// count), the expiring-certificates badge and /notifications read this.
import {
  DIGEST_HOUR_UTC,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  noContentSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
  notificationsAnswerSchema,
} from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { readerLanguage } from '../../crud/row-title';
import { scopeOf } from '../../crud/scope';
import { requireAuth } from '../../plugins/auth';
import {
  listNotifications,
  markAllNotifications,
  markNotification,
  notificationPreferences,
  saveNotificationPreferences,
} from './notifications.service';

/** A notification's id: its source and the source row's id, e.g. `certificate:0190…`. */
const notificationParams = z.object({
  id: z
    .string()
    .max(80)
    .regex(/^[a-z_]+:[0-9a-f-]{36}$/),
});

const notificationsQuery = z.object({
  shown: z.enum(['all', 'unread']).default('all'),
  /** 0 answers only the counts (the bell, the menu's badge). */
  limit: z.coerce.number().int().min(0).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export function registerNotificationRoutes(scope: FastifyInstance): void {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  routes.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary:
          'A page of the notifications derived from the data of the user’s vessels, read or not, with their counts',
        querystring: notificationsQuery,
        response: { 200: notificationsAnswerSchema },
      },
    },
    async (request) =>
      listNotifications(
        scope.db,
        scopeOf(requireAuth(request)),
        scope.clock.now(),
        readerLanguage(request.headers['accept-language']),
        request.query,
      ),
  );

  routes.get(
    '/api/v1/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notices the user wants, and the daily e-mail digest',
        response: { 200: notificationPreferencesAnswerSchema },
      },
    },
    async (request) => notificationPreferences(scope.db, scopeOf(requireAuth(request))),
  );

  routes.put(
    '/api/v1/notifications/preferences',
    {
      schema: {
        tags,
        summary: `Set the kinds of notices wanted (${NOTIFICATION_KINDS.join(', ')}) and the daily digest (from ${DIGEST_HOUR_UTC}:00 UTC)`,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesAnswerSchema },
      },
    },
    async (request) =>
      saveNotificationPreferences(scope.db, scopeOf(requireAuth(request)), {
        kinds: request.body.kinds,
        dailyDigest: request.body.daily_digest,
        now: scope.clock.now(),
      }),
  );

  for (const action of ['read', 'unread'] as const) {
    routes.post(
      `/api/v1/notifications/:id/${action}`,
      {
        schema: {
          tags,
          summary: `Mark one notification ${action} (for the user)`,
          params: notificationParams,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await markNotification(scope.db, scopeOf(requireAuth(request)), {
          id: request.params.id,
          read: action === 'read',
          now: scope.clock.now(),
        });
        return reply.status(204).send(undefined);
      },
    );

    routes.post(
      `/api/v1/notifications/${action}-all`,
      {
        schema: {
          tags,
          summary: `Mark every notification of the user ${action}`,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await markAllNotifications(scope.db, scopeOf(requireAuth(request)), {
          read: action === 'read',
          now: scope.clock.now(),
        });
        return reply.status(204).send(undefined);
      },
    );
  }
}
