// Test support: each test file builds its own database with real migrations (style.md section 9):
// PGlite in memory always, and PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';

import { ENTITIES } from '@mars/domain';

import type { SyncTransport } from '../../web/src/offline/sync-transport';

import type { BuildAppOptions } from './app';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { readConfig } from './config';
import type { Db } from './db/client';
import { openPglite, openPostgres } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, seedDemo } from './demo/seed-demo';
import { installChangeFeed } from './modules/sync/change-feed';
import type { Clock } from './plugins/context';

export { DEMO_PASSWORD, seedDemo };

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases the server tests run on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated, seeded PGlite made once per test file; each test starts from a copy of it. */
function seededPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const db = openPglite(undefined);
    await migrate(db);
    await seedDemo(db, TEST_START);
    // The sync's change feed (installed by buildApp) is in the template, so each copy starts with it.
    await installChangeFeed(db, ENTITIES);
    const dump = await db.dump();
    await db.close();
    return dump;
  })();
  return pgliteTemplate;
}

/** An empty database with the migrations applied. */
export async function createTestDb(kind: TestDatabaseKind): Promise<Db> {
  if (kind === 'pglite') {
    const db = openPglite(undefined);
    await migrate(db);
    return db;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `mars_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrate(db);
  const close = db.close;
  db.close = async () => {
    await close();
    const cleanup = openPostgres(adminUrl, { max: 1 });
    await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.close();
  };
  return db;
}

export type MovableClock = Clock & { set(date: Date): void; advance(ms: number): void };

export const TEST_START = new Date('2026-11-22T08:00:00Z');

export function movableClock(start = TEST_START): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestApp = { app: FastifyInstance; db: Db; clock: MovableClock; close(): Promise<void> };

/** The app on a fresh database with the demo organizations. */
export async function createTestApp(
  kind: TestDatabaseKind,
  config: Partial<ServerConfig> = {},
  options: Pick<BuildAppOptions, 'instrument'> = {},
): Promise<TestApp> {
  const clock = movableClock();
  let db: Db;
  if (kind === 'pglite') {
    db = openPglite(undefined, { loadDataDir: await seededPgliteTemplate() });
  } else {
    db = await createTestDb(kind);
    await seedDemo(db, clock.now());
  }
  // Mails of a test without an SMTP receiver are written to a folder of its own, removed at the end.
  const outboxDir = await mkdtemp(join(tmpdir(), 'mars-test-mail-'));
  const defaults = readConfig({});
  const app = await buildApp({
    db,
    clock,
    config: {
      ...defaults,
      logLevel: 'silent',
      webDist: '/nonexistent',
      mail: { ...defaults.mail, outboxDir },
      ...config,
    },
    captchaDifficulty: 20,
    instrument: options.instrument,
  });
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

export const CSRF = { 'x-requested-with': 'mars' };

export function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: CSRF,
    payload: { email, password, rememberMe: false, ...extra },
  });
}

/** The browser's sync transport (web/src/offline/sync-engine.ts) on the server built in-process. */
export function syncTransport(app: FastifyInstance, cookie: string): SyncTransport {
  return {
    async push(body, options) {
      // Protocol 1's answers; the device's node names its own writes' ids (protocol 3's `s`).
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/sync/push${options?.node ? `?n=${options.node}` : ''}`,
        headers: { cookie, ...CSRF },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`push ${response.statusCode}: ${response.body}`);
      return response.json();
    },
    async pull({ cursor, limit }) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/sync/pull',
        headers: { cookie },
        query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit: String(limit) } : {}) },
      });
      if (response.statusCode !== 200) throw new Error(`pull ${response.statusCode}: ${response.body}`);
      return response.json();
    },
  };
}

/** A signed-in user's session: the cookie header for later requests. */
export type Session = { cookie: string };

/** Signs in and answers the cookie header for later requests. */
export async function signedIn(app: FastifyInstance, email: string): Promise<Session> {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'mars_session');
  return { cookie: `mars_session=${cookie!.value}` };
}

export type ApiMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** An API call as a signed-in user: a read with the session cookie, a write with the CSRF header too. */
export function apiCall(
  app: FastifyInstance,
  method: ApiMethod,
  url: string,
  who: Session,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: method === 'GET' ? { cookie: who.cookie } : { cookie: who.cookie, ...CSRF },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * Creates a row through the API as the user would (PUT with an id made by the caller) and answers it;
 * anything but 201 throws with the server's answer, so the test fails there.
 */
export async function createRow<T = Record<string, unknown>>(
  app: FastifyInstance,
  resource: string,
  who: Session,
  body: Record<string, unknown>,
  id: string = uuidv7(),
): Promise<T> {
  const response = await apiCall(app, 'PUT', `/api/v1/${resource}/${id}`, who, body);
  if (response.statusCode !== 201) {
    throw new Error(`creating ${resource} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
}

/** The ids of the demo users by email. */
export async function demoUserIds(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: string; email: string }>(`SELECT id, email FROM users`);
  return Object.fromEntries(rows.map((row) => [row.email, row.id]));
}

/** The ids of the demo's two ships (apps/server/src/demo). */
export async function demoVesselIds(db: Db): Promise<{ aurora: string; pioneer: string }> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM vessels WHERE name IN ('Nordic Aurora', 'Baltic Pioneer')`,
  );
  const idOf = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`The demo has no vessel ${name}`);
    return row.id;
  };
  return { aurora: idOf('Nordic Aurora'), pioneer: idOf('Baltic Pioneer') };
}

/** Solves the server's proof-of-work challenge as the browser widget would. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/v1/auth/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge signed with another key: what a forged CAPTCHA looks like. */
export async function forgedCaptcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: 'not-the-servers-secret',
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Waits until the sync feed serves every line written so far: it serves a transaction's lines once
 * every transaction older than it has ended, in the whole cluster (xids are cluster-wide), so on a
 * PostgreSQL shared with other test files a pull waits for their transactions, as a ship waits for its
 * next sync. Gives up after 20 s (the test's own assertion then says what is missing).
 */
export async function feedReleased(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { rows } = await db.query<{ released: boolean }>(
      `SELECT coalesce(pg_snapshot_xmin(pg_current_snapshot()) > max(xid), true) AS released FROM sync_changes`,
    );
    if (rows[0]!.released) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
