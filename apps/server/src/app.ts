// buildApp: the whole MARS server as a Fastify instance, without listening (style.md section 4).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ENTITIES, healthAnswerSchema, sessionAnswerSchema } from '@mars/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { ServerConfig } from './config';
import type { EntityWriteHooks } from './crud/entity-hooks';
import { mergeEntityWriteHooks } from './crud/entity-hooks';
import { registerEntityRoutes } from './crud/entity.routes';
import type { Db } from './db/client';
import { createFastify } from './http-server';
import { createMailer } from './mail/mailer';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAttachmentRoutes } from './modules/attachments/attachments.routes';
import { COMPLIANCE_WRITE_HOOKS } from './modules/compliance/compliance.hooks';
import { startBackupSchedule } from './modules/backup/backup-schedule';
import { registerBackupRoutes } from './modules/backup/backup.routes';
import { registerCrewRoutes } from './modules/crew/crew.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { VESSEL_WRITE_HOOKS } from './modules/fleet/vessel.hooks';
import { LOGBOOK_WRITE_HOOKS } from './modules/logbook/logbook-entry.hooks';
import { registerLogbookRoutes } from './modules/logbook/logbook.routes';
import { MAINTENANCE_WRITE_HOOKS } from './modules/maintenance/maintenance-hooks';
import { startDueWorkSchedule } from './modules/maintenance/due-work-schedule';
import { registerMaintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { NAVIGATION_WRITE_HOOKS } from './modules/navigation/navigation.hooks';
import { registerEnvironmentalRoutes } from './modules/environmental/environmental.routes';
import { ENVIRONMENTAL_WRITE_HOOKS } from './modules/environmental/oil-record.hooks';
import { registerNavigationRoutes } from './modules/navigation/navigation.routes';
import { registerTaskRoutes } from './modules/tasks/tasks.routes';
import { registerPeopleRoutes } from './modules/people/people.routes';
import { registerSafetyRoutes, SAFETY_WRITE_HOOKS } from './modules/safety/safety.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { installChangeFeed } from './modules/sync/change-feed';
import { registerSyncRoutes } from './modules/sync/sync.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerProfileRoutes } from './modules/users/profile.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { createCaptcha } from './modules/auth/captcha';
import { startDigestSchedule } from './modules/notifications/digest-schedule';
import { startFeedCompactionSchedule } from './modules/sync/feed-compaction-schedule';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerTwoFactorAdminRoutes } from './modules/two-factor/two-factor-admin.routes';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { createTwoFactorVault } from './modules/two-factor/two-factor-vault';
import { registerPasswordResetRoutes } from './modules/auth/password-reset.routes';
import { authenticate, registerCsrfCheck } from './plugins/auth';
import { SESSION_COOKIE } from './sessions/auth.constants';
import type { Clock } from './plugins/context';
import { systemClock } from './plugins/context';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { dashboardHeading, indexPages, withSession } from './index-pages';
import { findSessionByToken } from './sessions/session.repository';
import { toApiSession } from './sessions/session-open';

export const VERSION = '0.5.0';

/** What modules add to the generic writes of their entities, by entity name (crud/entity-hooks.ts). */
// Merged, not spread: where two modules add hooks to one entity (the compliance module follows the
// safety module's corrective actions), both run.
const ENTITY_WRITE_HOOKS: Record<string, EntityWriteHooks> = mergeEntityWriteHooks(
  VESSEL_WRITE_HOOKS,
  MAINTENANCE_WRITE_HOOKS,
  LOGBOOK_WRITE_HOOKS,
  SAFETY_WRITE_HOOKS,
  NAVIGATION_WRITE_HOOKS,
  COMPLIANCE_WRITE_HOOKS,
  ENVIRONMENTAL_WRITE_HOOKS,
);

export type BuildAppOptions = {
  db: Db;
  config: ServerConfig;
  clock?: Clock;
  /** Largest CAPTCHA counter; tests make it small. */
  captchaDifficulty?: number;
  /** Runs the scheduled jobs (raising due maintenance work, the daily digests); the server does, tests do not. */
  scheduledJobs?: boolean;
  /** Called before any route is added: tests watch the routes and answers (api-responses.int.test.ts). */
  instrument?: (app: FastifyInstance) => void;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // HTTP/1.1, or HTTPS with HTTP/2 when a certificate is configured (http-server.ts).
  const app = createFastify(options.config);
  app.decorate('db', options.db);
  // Every registered entity's writes feed the offline sync's change log (modules/sync).
  await installChangeFeed(options.db, ENTITIES);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('config', options.config);
  app.decorate('mailer', createMailer(options.config.mail, app.log));
  app.addHook('onClose', async () => app.mailer.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  options.instrument?.(app);

  // External plugins first, then the app's own, in one visible list.
  await app.register(cookie);
  // API answers (JSON, CSV) of 1 KiB or more go out brotli- or gzip-compressed when the client
  // asks (a ship's satellite link is slow); formats that are compressed already (PDF, XLSX, images)
  // are left as they are. The built web app is compressed at build time (serveWebApp).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...importMapHashes(webRoot(options.config.webDist))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'MARS API', version: VERSION, description: 'Maintenance And Reporting System' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerInputGuard(app);
  registerCsrfCheck(app);

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Server and database health',
        response: { 200: healthAnswerSchema },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok', database: 'connected', databaseKind: app.db.kind, version: VERSION };
    },
  );

  const captcha = await createCaptcha(options.db, { difficulty: options.captchaDifficulty });
  registerAuthRoutes(app, captcha);
  registerTwoFactorRoutes(app, await createTwoFactorVault(options.db));
  registerPasswordResetRoutes(app);

  await app.register(async (scope) => {
    // onRequest: the session and the rate limit come before the input is even read, so a request
    // without a session learns nothing of the API and a malformed one still counts.
    scope.addHook('onRequest', authenticate);
    registerAdminRoutes(scope);
    registerTwoFactorAdminRoutes(scope);
    registerUserRoutes(scope);
    registerProfileRoutes(scope);
    registerNotificationRoutes(scope);
    registerDashboardRoutes(scope);
    registerSearchRoutes(scope);
    registerAttachmentRoutes(scope);
    registerBackupRoutes(scope, { appVersion: VERSION });
    registerPeopleRoutes(scope);
    // Module routes before the generic ones, so that /work-orders/calendar wins over /work-orders/:id.
    registerMaintenanceRoutes(scope);
    registerCrewRoutes(scope);
    registerLogbookRoutes(scope);
    registerEnvironmentalRoutes(scope);
    registerSafetyRoutes(scope);
    registerSyncRoutes(scope, ENTITY_WRITE_HOOKS);
    registerNavigationRoutes(scope);
    registerTaskRoutes(scope);
    for (const entity of ENTITIES) registerEntityRoutes(scope, entity, ENTITY_WRITE_HOOKS[entity.name]);
  });

  if (options.scheduledJobs) {
    const dueWork = startDueWorkSchedule(options.db, app.clock, {
      onRun: (raised) => {
        if (raised > 0) app.log.info({ raised }, 'raised due maintenance work');
      },
      onError: (error) => app.log.error({ err: error }, 'raising due maintenance work failed'),
    });
    const digests = startDigestSchedule(options.db, app.clock, {
      mailer: app.mailer,
      publicUrl: options.config.publicUrl,
      onRun: (run) => {
        if (run.sent > 0 || run.failed > 0) app.log.info(run, 'sent the daily notification digests');
      },
      onError: (error) => app.log.error({ err: error }, 'sending a daily notification digest failed'),
    });
    const backups = startBackupSchedule(
      options.db,
      app.clock,
      {
        dir: options.config.backupDir,
        keep: options.config.backupKeep,
        dataDir: options.config.dataDir,
        appVersion: VERSION,
      },
      {
        onRun: (written) => {
          if (written > 0) app.log.info({ written }, 'automatic backups written');
        },
        onError: (error) => app.log.error({ err: error }, 'automatic backups failed'),
        onFailure: (organizationId, error) =>
          app.log.error({ err: error, organizationId }, 'an automatic backup could not be written'),
      },
    );
    const feed = startFeedCompactionSchedule(options.db, {
      onRun: (removed) => {
        if (removed > 0) app.log.info({ removed }, 'compacted the sync change feed');
      },
      onError: (error) => app.log.error({ err: error }, 'compacting the sync change feed failed'),
    });
    app.addHook('onClose', async () => {
      dueWork.stop();
      digests.stop();
      backups.stop();
      feed.stop();
      await Promise.all([dueWork.idle(), digests.idle(), backups.idle(), feed.idle()]);
    });
  }

  await serveWebApp(app, options.config.webDist);
  return app;
}

function webRoot(webDist: string | undefined): string {
  return webDist ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
}

/**
 * The web build's index.html holds its import map inline (vite build.chunkImportMap: chunks import
 * each other by stable names, so an app update fetches only the files that changed). The policy
 * allows exactly that script by its hash; any other inline script stays forbidden.
 */
function importMapHashes(root: string): string[] {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** Serves the built single-page app; any other path answers index.html so client routes work. */
async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webRoot(webDist);
  const hasWebApp = existsSync(join(root, 'index.html'));
  const pages = indexPages(root);
  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && request.method === 'GET' && !request.url.startsWith('/api/')) {
      void reply.header('cache-control', 'no-cache');
      if (!pages) return reply.sendFile('index.html');
      const path = request.url.split('?')[0] ?? '/';
      const token = request.cookies[SESSION_COOKIE];
      let page = pages.pageFor({
        signedIn: Boolean(token),
        path,
        acceptLanguage: request.headers['accept-language'],
      });
      // The session goes with the page, except in /index.html: the service worker keeps that one for
      // every later visit, when the session may have ended (the app then asks as before).
      if (path !== '/index.html') {
        const session = token ? await findSessionByToken(app.db, token, app.clock.now()) : undefined;
        if (!token) page = withSession(page, null);
        else if (session) {
          const answer = sessionAnswerSchema.parse(toApiSession(session));
          // A visit of '/' opens the dashboard, unless the user must first set a password or two-factor.
          const opensDashboard =
            path === '/' && !answer.user.mustChangePassword && !answer.user.twoFactorSetupRequired;
          const language = pages.languageFor(request.headers['accept-language']);
          page = withSession(
            page,
            answer,
            opensDashboard ? dashboardHeading(answer.user, language) : undefined,
          );
          void reply.header('cache-control', 'private, no-store');
        }
      }
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) void reply.header('content-encoding', encoding);
      return reply
        .header('vary', 'cookie, accept-encoding, accept-language')
        .type('text/html; charset=utf-8')
        .send(encoding ? page[encoding] : page.plain);
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'Data not found', details: {} } });
  });
  if (!hasWebApp) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // '/' is answered like every client route (the index pages above), not as the plain file.
    index: false,
    // The .br and .gz files next to each asset (apps/web/scripts/compress-dist.mjs), chosen by
    // Accept-Encoding; a client that asks for neither gets the plain file.
    preCompressed: true,
    setHeaders: (response, path) => {
      if (path.endsWith('sw.js') || path.endsWith('index.html') || path.endsWith('.webmanifest')) {
        response.header('cache-control', 'no-cache');
      } else if (path.includes(`${sep}assets${sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
}
