// Lighthouse (its default mobile profile: a mid-range phone, slow 4G simulated, CPU slowed four
// times) on the sign-in page and on the dashboard of a signed-in user, against the built app served
// by the real server. The figures depend on the machine's load: Lighthouse simulates the network
// and CPU from a trace taken here.
import { writeFileSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import type { Db } from '../apps/server/src/db/client';
import { hasWebBuild, startBenchServer } from './bench-server';

export type PageScore = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number };

async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'mars' },
    body: JSON.stringify({ email: 'admin@mars.demo', password: 'Mars-Demo-2026!' }),
  });
  if (!response.ok)
    throw new Error(`lighthouse bench: sign-in answered ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** undefined when there is no web build. Expects the demo seeded. */
export async function benchLighthouse(
  db: Db,
): Promise<{ signIn: PageScore; dashboard: PageScore } | undefined> {
  if (!hasWebBuild()) return undefined;
  const { app, address: base } = await startBenchServer(db, { web: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const run = async (path: string, headers?: Record<string, string>, attempt = 1): Promise<PageScore> => {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        extraHeaders: headers,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse bench: no result for ${path}`);
      if (lhr.runtimeError) {
        // Seen once under load on the first run of a fresh browser: one more try.
        console.warn(`lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (attempt < 2) return run(path, headers, attempt + 1);
      }
      // LIGHTHOUSE_REPORTS=<prefix> keeps each full report (<prefix>-login.json, -dashboard.json).
      const prefix = process.env.LIGHTHOUSE_REPORTS;
      if (prefix)
        writeFileSync(`${prefix}-${path === '/' ? 'dashboard' : 'login'}.json`, JSON.stringify(lhr));
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      };
    };
    const signIn = await run('/login');
    const dashboard = await run('/', { Cookie: await signInCookie(base) });
    return { signIn, dashboard };
  } finally {
    chrome.kill();
    await app.close();
  }
}
