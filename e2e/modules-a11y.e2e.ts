// Every built module screen passes axe (no serious or critical violation), loaded and while it
// loads, and fits a phone.
import { expect, test } from '@playwright/test';

import { ARTIFACTS_DIR, expectSettled, holdResponses, severeViolations, signIn } from './support';

const SCREENS = [
  '/certificates',
  '/certificates/expiring',
  '/maintenance',
  '/maintenance/equipment',
  '/maintenance/work-orders',
  '/maintenance/calendar',
  '/maintenance/jobs',
  '/crew/personnel',
  '/crew/certificates',
  '/crew/hours',
  '/crew/training',
  '/search?q=certificate',
  '/logbook',
  '/logbook/entries',
  '/logbook/entries/new',
  '/logbook/reports',
  '/logbook/watch-schedule',
  '/navigation/positions',
  '/navigation/passages',
  '/navigation/port-calls',
];

/** A screen's budget: loading it and one axe run, with room for a busy machine. */
const PER_SCREEN_MS = 20_000;

test('the module screens have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(SCREENS.length * PER_SCREEN_MS);
  await signIn(page, 'master@mars.demo');
  const found: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expectSettled(page);
    found.push(...(await severeViolations(page, path)));
  }
  expect(found).toEqual([]);
});

/** Screens while their data is on its way: the answers are held until axe has run. */
const LOADING: readonly [path: string, answers: RegExp][] = [
  ['/logbook/entries', /\/api\/v1\/logbook-entries(\/stats)?\?/],
  ['/maintenance', /\/api\/v1\/maintenance\/overview/],
];

test('a list and the maintenance overview pass axe while they load', async ({ page }) => {
  test.setTimeout(2 * 2 * PER_SCREEN_MS);
  await signIn(page, 'master@mars.demo');
  const found: string[] = [];
  for (const [path, answers] of LOADING) {
    const release = await holdResponses(page, answers);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.mantine-Loader-root').first()).toBeVisible();
    found.push(...(await severeViolations(page, `${path} (loading)`)));
    await release();
    await expectSettled(page);
  }
  expect(found).toEqual([]);
});

/**
 * Screens that still scroll sideways on a phone (known defects, to be fixed); none left. Wide content
 * (the rest-hours grid, tables) scrolls inside its own box. When one is fixed this test fails until
 * it is taken off the list.
 */
const KNOWN_TOO_WIDE: string[] = [];

test('the module screens fit a phone without sideways scrolling of the page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'master@mars.demo');
  const tooWide: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expectSettled(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375 + 1) tooWide.push(path);
  }
  await page.goto('/maintenance/work-orders');
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-work-orders.png` });
  expect(tooWide).toEqual(KNOWN_TOO_WIDE);
});
