// Emissions (issue 14): the chief engineer records the fuel of a voyage of Nordic Aurora, linked to
// its passage (the distance is the passage's, counted once), and the year's figures update: more CO2,
// a higher attained CII, its rating on the scale; the ship's EEXI against reg. 25 and the CII forecast
// to 31 December are shown; the Master verifies the record. The screen in German
// and English, both layouts, on a phone, and the fleet's figures ashore, with axe.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  severeViolations,
  signIn,
  signOut,
} from './support';
import { testScreenCases } from './screen-cases';

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
  // The ship's EEXI: 3.41 from its Technical File with the power limitation, against the required
  // 3.49 of reg. 25 (81,600 DWT bulk carrier, Y = 20), with the rule and the factors' sources.
  const eexi = page.getByTestId('eexi');
  await expect(eexi.getByTestId('eexi-attained')).toHaveText('3.41 g CO₂/(t·NM)');
  await expect(eexi.getByTestId('eexi-required')).toHaveText('3.49 g CO₂/(t·NM)');
  await expect(eexi.getByTestId('eexi-epl')).toHaveText('Fitted, limited to 6,300 kW');
  await expect(eexi.getByTestId('eexi-compliance')).toContainText('Complies');
  await expect(eexi).toContainText('20 % (from 20,000 DWT)');
  await expect(eexi).toContainText('MEPC.328(76)');
  await expect(eexi).toContainText('regulation 25 Table 3');
  // The forecast to 31 December at the last 90 days' profile, and the CO2 left to keep the rating.
  const forecast = page.getByTestId('cii-forecast');
  await expect(forecast.getByTestId('cii-forecast-basis')).toContainText(
    "At the last 90 days' operating profile",
  );
  await expect(forecast.getByTestId('cii-forecast-rating')).toHaveText(/^[A-E]$/);
  expect(tonnes(await forecast.getByTestId('cii-forecast-attained').textContent())).toBeGreaterThan(0);
  await expect(forecast.getByTestId('cii-forecast-left')).toContainText(/\d t/);
  await expect(
    forecast.getByRole('rowheader', { name: /CO₂ left for the rest of the year to keep [ABC]/ }),
  ).toBeVisible();

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
  // A new browser has no ship chosen: the admin sees the fleet's year, ship by ship.
  const fleet = page.getByRole('table', { name: /^Fleet \d{4}$/ });
  await expect(fleet.getByRole('row', { name: /Nordic Aurora/ })).toBeVisible();
  await expect(fleet.getByRole('row', { name: /Baltic Pioneer/ })).toBeVisible();
  // Each ship's EEXI against reg. 25 and its CII forecast to 31 December.
  await expect(fleet.getByRole('row', { name: /Nordic Aurora/ }).getByTestId('fleet-eexi')).toHaveText(
    '3.41 / 3.49, complies',
  );
  await expect(fleet.getByRole('row', { name: /Baltic Pioneer/ }).getByTestId('fleet-eexi')).toHaveText(
    '12.62 / 13.11, complies',
  );
  await expect(
    fleet.getByRole('row', { name: /Nordic Aurora/ }).getByTestId('fleet-forecast-rating'),
  ).toHaveText(/^[A-E]$/);
  await expect(page.getByTestId('emissions-year')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/emissions-ashore.png`, fullPage: true });
  expect(await severeViolations(page, 'emissions ashore')).toEqual([]);
  expect(errors).toEqual([]);
});

const TEXTS = {
  en: {
    title: 'Emissions monitoring',
    panel: 'Emissions of the reporting year',
    cii: 'CII rating',
    eexi: 'Energy Efficiency Existing Ship Index (EEXI)',
    attained: '3.41',
    complies: 'Complies',
    forecast: 'CII forecast to 31 December',
    left: 'CO₂ left for the rest of the year to keep',
    eexiSource: 'reduction factor regulation 25 Table 3',
    ciiSource: 'CII MARPOL Annex VI regulation 28',
  },
  de: {
    title: 'Emissionsüberwachung',
    panel: 'Emissionen des Berichtsjahres',
    cii: 'CII-Einstufung',
    eexi: 'Energieeffizienz-Index für bestehende Schiffe (EEXI)',
    attained: '3,41',
    complies: 'Erfüllt',
    forecast: 'CII-Prognose zum 31. Dezember',
    left: 'Verbleibendes CO₂ für den Rest des Jahres',
    eexiSource: 'Reduktionsfaktor Regel 25 Tabelle 3',
    ciiSource: 'CII MARPOL Anlage VI Regel 28',
  },
} as const;

testScreenCases({
  name: 'the emissions screen',
  email: 'engineer@mars.demo',
  path: '/environmental/emissions',
  shot: 'emissions',
  check: async (page, { language }) => {
    const text = TEXTS[language];
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.panel })).toBeVisible();
    await expect(page.getByTestId('emissions-cii')).toContainText(text.cii);
    await expect(page.getByRole('heading', { name: text.eexi })).toBeVisible();
    await expect(page.getByTestId('eexi-attained')).toContainText(text.attained);
    await expect(page.getByTestId('eexi-compliance')).toContainText(text.complies);
    // The sources are cited in the reader's language.
    await expect(page.getByTestId('eexi')).toContainText(text.eexiSource);
    await expect(page.getByText(text.ciiSource)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.forecast })).toBeVisible();
    await expect(page.getByTestId('cii-forecast-rating')).toHaveText(/^[A-E]$/);
    await expect(page.getByTestId('cii-forecast')).toContainText(text.left);
    await expect(page.getByText(/EM-\d{4}-\d{4}/).first()).toBeVisible();
  },
});
