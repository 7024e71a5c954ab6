// Emissions (issue 14): the chief engineer records the fuel of a voyage of Nordic Aurora, linked to
// its passage (the distance is the passage's, counted once), and the year's figures update: more CO2,
// a higher attained CII, its rating on the scale; the Master verifies the record. The screen in German
// and English, both layouts, on a phone, and the fleet's figures ashore, with axe.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  setLanguageAndLayout,
  severeViolations,
  signIn,
  signOut,
} from './support';

const tonnes = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test("the chief engineer records a voyage's fuel and the year's CII updates; the Master verifies it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'engineer@mars.demo');
  await page.goto('/environmental/emissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Emissions monitoring' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Emissions of the reporting year' })).toBeVisible();
  const year = page.getByTestId('emissions-year');
  await expect(year.getByTestId('cii-rating').first()).toHaveText(/^[A-E]$/);
  const attainedBefore = tonnes(await page.getByTestId('cii-attained').textContent());
  const co2Before = tonnes(await page.getByTestId('emissions-co2').locator('div').last().textContent());
  expect(attainedBefore).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Rating scale' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'EU MRV' })).toContainText('Between EU/EEA ports');
  await expect(page.getByText(/MEPC\.364\(79\)/)).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Period' })).toHaveValue('Voyage');
  await choose(page, 'Passage (voyage)', /Rotterdam – Houston/);
  await choose(page, 'Fuel type', /VLSFO/);
  await dialog.getByLabel('Fuel consumed (t)').fill('1500');
  const remark = `Bunker survey ${Date.now() % 100000}`;
  await dialog.getByLabel('Remarks').fill(remark);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emissions-record-form.png` });
  expect(await severeViolations(page, 'emission record form')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // The year's figures follow: 1,500 t VLSFO × 3.114 more CO2 over the same distance.
  await expect
    .poll(async () => tonnes(await page.getByTestId('cii-attained').textContent()))
    .toBeGreaterThan(attainedBefore);
  const co2After = tonnes(await page.getByTestId('emissions-co2').locator('div').last().textContent());
  expect(co2After - co2Before).toBeCloseTo(1500 * 3.114, 0);
  await expect(year.getByTestId('cii-rating').first()).toHaveText(/^[A-E]$/);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emissions-updated.png`, fullPage: true });

  await page.goto(`/environmental/emissions?q=${encodeURIComponent(remark)}`);
  const row = page.getByRole('row', { name: /EM-\d{4}-\d{4}/ }).first();
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('From an EU/EEA port');
  const number = /EM-\d{4}-\d{4}/.exec((await row.textContent()) ?? '')![0];
  // Verifying is the Master's.
  await rowMenu(page, number);
  await expect(page.getByRole('menuitem', { name: 'Verify' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'master@mars.demo');
  await page.goto(`/environmental/emissions?q=${encodeURIComponent(remark)}`);
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  await expect(page.getByText(`Record ${number} verified`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Verified');
  expect(await severeViolations(page, 'emissions')).toEqual([]);
  expect(errors).toEqual([]);
});

test("ashore the fleet's year: each ship with its CII rating", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page, 'admin@mars.demo');
  await page.goto('/environmental/emissions');
  await expectSettled(page);
  const fleet = page.getByRole('table', { name: /^Fleet \d{4}$/ });
  const selector = page.getByRole('combobox', { name: /vessel/i }).first();
  if (await fleet.isVisible()) {
    await expect(fleet.getByRole('row', { name: /Nordic Aurora/ })).toBeVisible();
    await expect(fleet.getByRole('row', { name: /Baltic Pioneer/ })).toBeVisible();
  } else {
    // An admin with a ship chosen sees that ship's year.
    await expect(selector).toBeVisible();
    await expect(page.getByTestId('emissions-year')).toBeVisible();
  }
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emissions-ashore.png`, fullPage: true });
  expect(await severeViolations(page, 'emissions ashore')).toEqual([]);
  expect(errors).toEqual([]);
});

const CASES = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'modern', phone: true },
  { language: 'de', layout: 'modern', phone: false },
] as const;

const TEXTS = {
  en: { title: 'Emissions monitoring', panel: 'Emissions of the reporting year', cii: 'CII rating' },
  de: { title: 'Emissionsüberwachung', panel: 'Emissionen des Berichtsjahres', cii: 'CII-Einstufung' },
} as const;

for (const { language, layout, phone } of CASES) {
  test(`the emissions screen (${language}, ${layout}, ${phone ? 'phone' : 'desktop'})`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const text = TEXTS[language];
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'engineer@mars.demo');
    await setLanguageAndLayout(page, { language, layout });
    await page.goto('/environmental/emissions');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.panel })).toBeVisible();
    await expect(page.getByTestId('emissions-cii')).toContainText(text.cii);
    await expect(page.getByText(/EM-\d{4}-\d{4}/).first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/emissions-${language}-${layout}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
    expect(await severeViolations(page, `emissions ${language} ${layout}`)).toEqual([]);
    await setLanguageAndLayout(page, null);
    expect(errors).toEqual([]);
  });
}
