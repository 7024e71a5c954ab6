// What a new user meets first: the Master's own vessel is chosen for him, a shore administrator can
// go back to the fleet view, and the logbook list offers only what an entry's state allows.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { expectSettled, signIn } from './support';

const vesselSelect = (page: Page) => page.getByRole('combobox', { name: 'Vessel' });

test("the Master's own vessel is chosen: the logbook screens show its entries", async ({ page }) => {
  await signIn(page, 'master@mars.demo');
  await expect(vesselSelect(page)).toHaveValue('Nordic Aurora');
  await page.goto('/logbook/entries');
  await expectSettled(page);
  await expect(page.getByText('No vessel selected')).toHaveCount(0);
  await expect(
    page
      .getByRole('table')
      .getByRole('link', { name: /^[A-Z]-\d{4}-\d{4}$/ })
      .first(),
  ).toBeVisible();
  // It is his only vessel: there is nothing to clear or change.
  await expect(page.getByRole('button', { name: 'Show all vessels' })).toHaveCount(0);
  await page.goto('/logbook/watch-schedule');
  await expect(page.getByRole('list', { name: 'Deck watch' })).toBeVisible();
});

test('an administrator chooses a vessel and clears it again to see the fleet', async ({ page }) => {
  await signIn(page, 'admin@mars.demo');
  await expect(vesselSelect(page)).toHaveValue('');
  await page.goto('/maintenance');
  await expectSettled(page);
  await expect(page.getByText('All vessels')).toBeVisible();
  await vesselSelect(page).click();
  await page.getByRole('option', { name: 'Nordic Aurora' }).click();
  await expect(vesselSelect(page)).toHaveValue('Nordic Aurora');
  await expect(page.getByRole('main').getByText('Nordic Aurora', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show all vessels' }).click();
  await expect(vesselSelect(page)).toHaveValue('');
  await expect(page.getByText('All vessels')).toBeVisible();
  await page.reload();
  await expect(vesselSelect(page)).toHaveValue('');
});

/** The row actions the list's menu offers for the first entry in `status`. */
async function rowActions(page: Page, status: string): Promise<string[]> {
  await page.goto(`/logbook/entries?status=${status}`);
  await expectSettled(page);
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const menu = row.getByRole('button', { name: /^Actions for / });
  if ((await menu.count()) === 0) return [];
  await menu.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('the logbook row menu offers the edits and steps the state and role allow', async ({ page }) => {
  await signIn(page, 'officer@mars.demo');
  expect(await rowActions(page, 'draft')).toEqual(['Edit', 'Submit for review', 'Delete']);
  expect(await rowActions(page, 'rejected')).toEqual(['Edit', 'Submit for review']);
  // Under review the officer may only take the entry back; the Master's steps are not offered.
  expect(await rowActions(page, 'submitted')).toEqual(['Withdraw']);
  expect(await rowActions(page, 'approved')).toEqual([]);
});
