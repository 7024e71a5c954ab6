// Hours of work and rest at sea (issue 12): with the link cut, a deck hand records today (the demo
// has recorded his days up to yesterday) on the grid of the ship's device, sees its totals, and signs
// the month's record so far (the demo's unsigned last month is tasks.e2e's); the record sheet
// (a PDF the server renders) waits for the link. When the link returns the sync carries the day and
// the signature, and the server shows both.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  collectConsoleErrors,
  dragAcross,
  expectAxeClean,
  expectSettled,
  goLocal,
  isOfflineNoise,
  signIn,
} from './support';

const cell = (page: Page, date: string, slot: number) =>
  page.locator(`tr[data-date="${date}"]`).locator('td[role="gridcell"]').nth(slot);

test("offline, a deck hand records a day and signs the month's record; the sync carries both", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'crew@mars.demo');
  await goLocal(page);
  const date = new Date().toISOString().slice(0, 10);
  const month = date.slice(0, 7);
  await page.goto(`/crew/hours?month=${month}`);
  await expectSettled(page);
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Connection: Offline' })).toBeVisible();

  // His own record only, read from the device; the record sheet waits for the link.
  await expect(page.getByRole('combobox', { name: 'Seafarer' })).toHaveValue(/Dela Cruz, Juan/);
  await expect(page.getByRole('link', { name: 'Download record sheet (PDF)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign the month' })).toBeVisible();

  // 08:00 to 18:00 at work, and 18:00 to midnight on the same day: 16 hours of work.
  await cell(page, date, 47).scrollIntoViewIfNeeded();
  await dragAcross(page, cell(page, date, 16), cell(page, date, 35));
  await dragAcross(page, cell(page, date, 36), cell(page, date, 47));
  await expect(page.locator(`tr[data-date="${date}"]`).locator('td').nth(48)).toHaveText('8');
  await page.getByRole('button', { name: 'Save all (1 day)' }).click();
  await expect(page.getByText(`Hours of ${date} saved`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Save all/ })).toHaveCount(0);
  await expect(
    page.getByText('Less than 10 hours of rest in 24 hours (MLC 2006, Standard A2.3)').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign the month' }).click();
  await expect(page.getByTestId('hours-signature')).toContainText('Signed by Juan Dela Cruz');
  await expect(page.getByRole('button', { name: 'Sign the month' })).toHaveCount(0);
  await expect(page.getByText('Failed to load data')).toHaveCount(0);
  await expectAxeClean(page, 'offline crew hours');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-crew-hours.png` });

  // The toasts of the save and the signature close on their own (not while the pointer rests on
  // them) before the header is used again.
  await page.mouse.move(10, 500);
  await expect(page.getByText(`Hours of ${date} saved`)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(/^Record of .+ signed$/)).toHaveCount(0, { timeout: 20_000 });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('button', { name: 'Connection: Synced' })).toBeVisible({ timeout: 30_000 });
  // On the server: the day as recorded and the month signed.
  await page.getByRole('button', { name: 'Data source: Local browser database' }).click();
  await page.getByRole('menuitem', { name: 'Remote database' }).click();
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await page.reload();
  await expectSettled(page);
  await expect(page.getByTestId('hours-signature')).toContainText('Signed by Juan Dela Cruz');
  await expect(cell(page, date, 40)).toHaveAttribute('data-work', '1');
  await expect(cell(page, date, 15)).toHaveAttribute('data-work', '0');
  await expect(page.getByRole('link', { name: 'Download record sheet (PDF)' })).toBeVisible();
  expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
});
