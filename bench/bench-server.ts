// What every benchmark starts from: the real server on a free port, without rate limits (the load
// comes from one user), with or without the built web app, and Debian's Chromium for browser figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';

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
