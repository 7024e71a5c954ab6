// On a ship's satellite link (spec section 2): the sign-in page loads only the stylesheet it needs,
// the service worker precaches the app shell rather than every screen, and a screen opened once is
// kept for the next time the network is cut.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { signIn } from './support';

const ADMIN = 'admin@mars.demo';

/** Cached URLs (paths) per Cache Storage cache of the page's origin. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

async function whenServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the sign-in page loads only the stylesheet it needs', async ({ page }) => {
  const stylesheets: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') {
      stylesheets.push(response.body().then((body) => body.length));
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(stylesheets)).reduce((sum, size) => sum + size, 0);
  // Mantine's whole stylesheet is some 250 KB; the sign-in page needs less than half of it.
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(100_000);
});

test('the service worker precaches the app shell, not every screen', async ({ page }) => {
  await signIn(page, ADMIN);
  await whenServiceWorkerControls(page);
  const caches = await cachedPaths(page);
  const precache = Object.entries(caches).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
  expect(precache).toContain('/index.html');
  expect(precache.some((path) => /\/assets\/login\.page-/.test(path))).toBe(true);
  expect(precache.some((path) => /\/assets\/app-layout-.*\.js$/.test(path))).toBe(true);
  for (const screen of [
    'certificate.ui',
    'entity-screen',
    'work-orders.page',
    'working-hours.page',
    'settings.page',
  ]) {
    expect(precache.filter((path) => path.includes(`/${screen}-`))).toEqual([]);
  }
});

test('a screen opened once opens again with the network cut', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await whenServiceWorkerControls(page);
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  await expect
    .poll(async () =>
      (await cachedPaths(page))['mars-assets']?.some((path) => path.includes('/certificate.ui-')),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/');
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a screen never opened shows the app frame with the network cut and opens once it is back', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  await whenServiceWorkerControls(page);
  await context.setOffline(true);
  await page.goto('/certificates');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'All Certificates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
});
