// Bytes on the wire (headers and bodies as received, after content encoding) of a first visit to
// the sign-in page and of the dashboard after sign-in, in Chromium with an empty cache and no service
// worker, taken from the DevTools network events (design.md section 11).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';

const WEB_DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export type WireFigures = {
  signIn: { bytes: number; requests: number };
  dashboard: { bytes: number; requests: number };
  acceptEncoding: string;
};

/** undefined when there is no web build. Expects the demo seeded. */
export async function benchWireBytes(db: Db): Promise<WireFigures | undefined> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) return undefined;
  const app = await buildApp({
    db,
    config: { ...readConfig({}), logLevel: 'silent', apiRateLimitPerMinute: 1_000_000_000 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ baseURL: address, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    let bytes = 0;
    let requests = 0;
    let acceptEncoding = '';
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      acceptEncoding ||= (event.headers['Accept-Encoding'] ??
        event.headers['accept-encoding'] ??
        '') as string;
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const settle = () => page.waitForLoadState('networkidle');
    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await settle();
    const signIn = { bytes, requests };
    bytes = 0;
    requests = 0;
    await page.getByLabel('Email').fill('admin@mars.demo');
    await page.getByLabel('Password', { exact: true }).fill('Mars-Demo-2026!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await settle();
    return { signIn, dashboard: { bytes, requests }, acceptEncoding };
  } finally {
    await browser.close();
    await app.close();
  }
}
