// Every built module screen passes axe (no serious or critical violation) and fits a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, signIn } from './support';

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
];

async function severeViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`);
}

test('the module screens have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'master@mars.demo');
  const found: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await severeViolations(page, path)));
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375 + 1) tooWide.push(path);
  }
  await page.goto('/maintenance/work-orders');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-work-orders.png` });
  expect(tooWide).toEqual(KNOWN_TOO_WIDE);
});
