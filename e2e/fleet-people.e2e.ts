// A real installation puts a ship and its crew to work (issue 11): the admin adds a vessel (an
// invalid IMO number is refused with the spec's message) and a Master on it with a temporary
// password; the Master must choose his own password first, then finds his vessel chosen for him.
// The fleet and users screens are the admins' (menus of both layouts), pass axe and fit a phone.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, expectSettled, severeViolations, signIn } from './support';

const ADMIN = 'admin@mars.demo';
const MASTER = { name: 'Erik Holm', email: 'erik.holm@mars.demo' };
const VESSEL = 'Atlantic Star';
const TEMPORARY_PASSWORD = 'Welcome-Aboard-7';
const OWN_PASSWORD = 'Bridge-Watch-2027!';

/** Picks an option of a Mantine select or multiselect by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the admin adds a vessel and its Master, who chooses his password and finds his vessel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'System', exact: true }).click();
  await menu.getByRole('link', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expectSettled(page);

  await page.getByRole('button', { name: 'New vessel' }).click();
  const vesselForm = page.getByRole('dialog');
  await vesselForm.getByRole('textbox', { name: 'Name', exact: true }).fill(VESSEL);
  await vesselForm.getByRole('textbox', { name: 'IMO number', exact: true }).fill('9176188');
  await choose(page, 'Vessel type', 'General cargo ship');
  await vesselForm.getByRole('textbox', { name: 'Flag state', exact: true }).fill('Malta');
  await vesselForm.getByRole('textbox', { name: 'Gross tonnage', exact: true }).fill('8500');
  await vesselForm.getByRole('button', { name: 'Save' }).click();
  await expect(vesselForm.getByText('Invalid IMO number (checksum verified)')).toBeVisible();
  await vesselForm.getByRole('textbox', { name: 'IMO number', exact: true }).fill('9176187');
  await vesselForm.getByRole('button', { name: 'Save' }).click();
  await expect(vesselForm).toBeHidden();
  await expect(page.getByRole('cell', { name: VESSEL, exact: true })).toBeVisible();
  // The new ship is in the vessel selector at once.
  await page.getByRole('combobox', { name: 'Vessel', exact: true }).click();
  await expect(page.getByRole('option', { name: VESSEL })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/users');
  await expectSettled(page);
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = page.getByRole('dialog');
  await userForm.getByRole('textbox', { name: 'Name', exact: true }).fill(MASTER.name);
  await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(MASTER.email);
  await choose(page, 'Role', 'Master');
  await choose(page, 'Vessels', VESSEL);
  await page.keyboard.press('Escape');
  await userForm.getByLabel('Temporary password').fill(TEMPORARY_PASSWORD);
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(userForm).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(MASTER.name) });
  await expect(row).toContainText(VESSEL);
  await expect(row).toContainText('Temporary password');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/users-new-master.png` });
  await signOut(page);

  await signIn(page, MASTER.email, TEMPORARY_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/forced-password-change.png` });
  expect(await severeViolations(page, 'forced password change')).toEqual([]);
  await page.getByLabel('Current password').fill(TEMPORARY_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel('Confirm new password').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Vessel', exact: true })).toHaveValue(VESSEL);
  // A Master manages no one: neither Users nor Fleet is in his menu.
  await menu.getByRole('button', { name: 'System', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Fleet' })).toHaveCount(0);

  // His vessel's information in the settings, read-only.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Vessel information' });
  await expect(section.getByText('9176187')).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
  await signOut(page);
  await signIn(page, MASTER.email, OWN_PASSWORD);
  await expect(page.getByRole('combobox', { name: 'Vessel', exact: true })).toHaveValue(VESSEL);
});

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
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }).fill(MASTER.name);
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    MASTER.name,
  );
  await page.screenshot({ path: `${ARTIFACTS_DIR}/phone-new-user.png` });
});
