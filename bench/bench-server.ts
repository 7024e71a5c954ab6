// What every benchmark starts from: the real server on a free port, without rate limits (the load
// comes from one user), with or without the built web app, and Debian's Chromium for browser figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';

/** The demo's admin (seeded by the demo). */
export const DEMO_ADMIN = { email: 'admin@mars.demo', password: 'Mars-Demo-2026!' };

/** The web build the benchmarks serve: MARS_WEB_DIST, else apps/web/dist. */
export const WEB_DIST = process.env.MARS_WEB_DIST ?? join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export function hasWebBuild(): boolean {
  return existsSync(join(WEB_DIST, 'index.html'));
}

/** The server listening on 127.0.0.1; `web: false` serves the API only. */
export async function startBenchServer(
  db: Db,
  options: { web: boolean },
): Promise<{ app: FastifyInstance; address: string }> {
  const app = await buildApp({
    db,
    config: {
      ...readConfig({}),
      logLevel: 'silent',
      webDist: options.web ? WEB_DIST : '/nonexistent',
      apiRateLimitPerMinute: 1_000_000_000,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page of the built app in a fresh Chromium context (empty cache, no service worker: every load
 * fetches from the server), handed to `use`; the browser and the server are closed after it.
 * undefined when there is no web build.
 */
export async function withBenchPage<Result>(
  db: Db,
  use: (page: Page, context: BrowserContext) => Promise<Result>,
): Promise<Result | undefined> {
  if (!hasWebBuild()) return undefined;
  const { app, address } = await startBenchServer(db, { web: true });
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ baseURL: address, serviceWorkers: 'block' });
    return await use(await context.newPage(), context);
  } finally {
    await browser.close();
    await app.close();
  }
}

/** Signs in on the sign-in page the page shows, as the demo's admin, and waits until it has left it. */
export async function signInOnPage(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
