import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the built app served by a real server on a fresh
// embedded database with the demo data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = join(tmpdir(), `mars-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      MARS_DATA_DIR: DATA_DIR,
      LOG_LEVEL: 'warn',
      // The tests open every screen many times a minute as one user; the limit itself is tested
      // against the server (apps/server/src/crud/scoping.int.test.ts).
      MARS_API_RATE_LIMIT: '2000',
      // Every spec signs in from 127.0.0.1; the limit per address is tested against the server
      // (apps/server/src/modules/auth/address-limits.int.test.ts).
      MARS_LOGIN_ADDRESS_LIMIT: '1000',
    },
  },
});
