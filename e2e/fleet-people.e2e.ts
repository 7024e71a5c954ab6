// The fleet and users screens are the admins' (menus of both layouts), a ship admin edits only his
// own vessel, the admin edits the selected vessel in the settings, the vessel form holds the EEXI of
// the ship's Technical File, and the screens pass axe and fit
// a phone. The journey of a new installation is installation.e2e.ts.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, expectSettled, rowMenu, severeViolations, signIn, signOut } from './support';

const ADMIN = 'admin@mars.demo';
const NEW_USER_NAME = 'Erik Holm';

test('the classic layout shows Users and Fleet to admins only', async ({ page }) => {
  await signIn(page, 'officer@mars.demo');
  await page.getByRole('button', { name: 'Switch to the classic layout' }).click();
  const tree = page.getByRole('navigation', { name: 'Main menu' }).first();
  await expect(tree.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(tree.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(tree.getByRole('link', { name: 'Fleet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to the modern layout' }).click();
  await signOut(page);

  await signIn(page, 'shipadmin@mars.demo');
  await page.getByRole('button', { name: 'Switch to the classic layout' }).click();
  await tree.getByRole('link', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expectSettled(page);
  // A ship admin edits his own vessel but adds none.
  await expect(page.getByRole('button', { name: 'New vessel' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Nordic Aurora', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Baltic Pioneer', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to the modern layout' }).click();
});

test('the admin edits the selected vessel in the settings', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('combobox', { name: 'Vessel', exact: true }).click();
  await page.getByRole('option', { name: 'Baltic Pioneer' }).click();
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Vessel information' });
  await section.getByRole('textbox', { name: 'Flag state', exact: true }).fill('Bahamas');
  await section.getByRole('button', { name: 'Save vessel information' }).click();
  await expect(page.getByText('Vessel information saved.')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Flag state', exact: true })).toHaveValue('Bahamas');
  await section.getByRole('textbox', { name: 'Flag state', exact: true }).fill('Marshall Islands');
  await section.getByRole('button', { name: 'Save vessel information' }).click();
  await expect(page.getByText('Vessel information saved.').first()).toBeVisible();
});

test("the vessel form holds the ship's attained EEXI and its engine power limitation", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/vessels');
  await rowMenu(page, 'Nordic Aurora');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Attained EEXI')).toHaveValue('3.41');
  await expect(dialog.getByLabel('Engine power limitation (EPL/ShaPoLi) fitted')).toBeChecked();
  await expect(dialog.getByLabel('Limited power')).toHaveValue(/^6,?300$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

/** The admin screens of the fleet and its people, with their forms open. */
async function adminScreensViolations(page: Page, layout: string): Promise<string[]> {
  const found: string[] = [];
  for (const [path, button] of [
    ['/vessels', 'New vessel'],
    ['/users', 'New user'],
  ] as const) {
    await page.goto(path);
    await expectSettled(page);
    found.push(...(await severeViolations(page, `${layout} ${path}`)));
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await severeViolations(page, `${layout} ${path} form`)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  return found;
}

test('the fleet and users screens pass axe in both layouts and in German', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@mars.demo');
  const found = await adminScreensViolations(page, 'modern');
  await page.getByRole('button', { name: 'Switch to the classic layout' }).click();
  found.push(...(await adminScreensViolations(page, 'classic')));
  await page.getByRole('button', { name: 'Switch to the modern layout' }).click();
  expect(found).toEqual([]);
  await page.evaluate(() => localStorage.setItem('mars.language', 'de'));
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Benutzer' })).toBeVisible();
  await page.goto('/vessels');
  await expect(page.getByRole('heading', { level: 1, name: 'Flotte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neues Schiff' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('mars.language', 'en'));
});

test('the fleet and users screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin@mars.demo');
  for (const path of ['/vessels', '/users']) {
    await page.goto(path);
    await expectSettled(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(376);
  }
  await page.getByRole('button', { name: 'New user' }).click();
  // The form is usable on the phone: its fields take input.
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }).fill(NEW_USER_NAME);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    NEW_USER_NAME,
  );
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-new-user.png` });
});
