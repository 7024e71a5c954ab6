// The garbage record book (issue 14): the officer records food waste discharged at sea, which the
// Annex V check refuses too close to land (off the Elbe, measured on the bundled coastline), then
// records the garbage landed to a reception facility with its receipt, completes and signs it; the
// Master certifies it and verifies the chain. The screen in German and English, both layouts, on a
// phone, with axe.
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

test('food waste refused too close to land, the landing with its receipt signed and certified by the Master', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'officer@mars.demo');
  await page.goto('/environmental/grb');
  await expect(page.getByRole('heading', { level: 1, name: 'Garbage Record Book' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How this book follows MARPOL Annex V' })).toBeVisible();
  await expect(page.getByText(/100 GT and above .* MEPC\.360\(79\)/)).toBeVisible();
  await expect(page.getByText(/carries solid bulk cargo: it keeps Part I and Part II/)).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Category', /^B – Food wastes/);
  await choose(page, 'Discharge', 'Discharge into the sea');
  await dialog.getByLabel('Estimated amount').fill('0.4');
  const check = dialog.getByTestId('grb-check');
  await expect(check).toContainText('Enter the position');
  await dialog.getByLabel('Latitude').fill("53°57.0'N");
  await dialog.getByLabel('Longitude').fill("008°21.0'E");
  // Off the Elbe: inside the North Sea special area, a few miles from land.
  await expect(check).toHaveAttribute('data-check', 'refused');
  await expect(check).toContainText(/NM from the nearest land \(coastline Natural Earth 1:50m\) – North Sea/);
  await expect(check).toContainText('Not allowed');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/grb-refused-form.png` });
  expect(await severeViolations(page, 'garbage record book entry form')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server refuses it too, with the rule's reason; the form stays open.
  await expect(
    dialog.getByText(/Too close to land for this discharge|only comminuted food waste/),
  ).toBeVisible();

  // The garbage goes ashore instead: a landing to the reception facility with its receipt.
  await choose(page, 'Category', /^C – Domestic wastes/);
  await choose(page, 'Discharge', 'To a reception facility or another ship');
  await expect(dialog.getByLabel('Latitude')).toHaveCount(0);
  const receipt = `PRF-E2E-${Date.now() % 100000}`;
  await dialog.getByLabel('Port or receiving ship').fill('Hamburg');
  await dialog.getByRole('textbox', { name: 'Reception facility' }).fill('Hamburg port reception facility');
  await dialog.getByLabel('Receipt no.').fill(receipt);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'garbage-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await expect(dialog.getByText('garbage-receipt.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/environmental/grb?q=${encodeURIComponent(receipt)}`);
  const row = page.getByRole('row', { name: /GRBI-\d{4}-\d{4}/ }).first();
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('C – Domestic wastes');
  const number = /GRBI-\d{4}-\d{4}/.exec((await row.textContent()) ?? '')![0];
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Mark complete' }).click();
  await expect(page.getByText(`Entry ${number} is complete`)).toBeVisible();
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(`Entry ${number} signed`)).toBeVisible();
  await rowMenu(page, number);
  await expect(page.getByRole('menuitem', { name: 'Certify' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'master@mars.demo');
  await page.goto(`/environmental/grb?q=${encodeURIComponent(receipt)}`);
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Certify' }).click();
  await expect(page.getByText(`Entry ${number} certified and sealed`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Certified');
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByTestId('grb-verification')).toContainText(
    /Chain intact: \d+ certified entries of Part I – All garbage other than cargo residues verified/,
  );
  await page.screenshot({ path: `${ARTIFACTS_DIR}/grb-certified.png`, fullPage: true });
  expect(await severeViolations(page, 'garbage record book')).toEqual([]);
  // The browser logs the expected 400 of the refused discharge itself; nothing else may show up.
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

const CASES = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'modern', phone: true },
  { language: 'de', layout: 'modern', phone: false },
] as const;

const TEXTS = {
  en: { title: 'Garbage Record Book', help: 'How this book follows MARPOL Annex V', stat: 'Landed ashore' },
  de: { title: 'Mülltagebuch', help: 'Wie dieses Buch MARPOL Anlage V folgt', stat: 'An Land abgegeben' },
} as const;

for (const { language, layout, phone } of CASES) {
  test(`the garbage record book screen (${language}, ${layout}, ${phone ? 'phone' : 'desktop'})`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const text = TEXTS[language];
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'officer@mars.demo');
    await setLanguageAndLayout(page, { language, layout });
    await page.goto('/environmental/grb');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.help })).toBeVisible();
    await expect(page.getByText(text.stat).first()).toBeVisible();
    await expect(page.getByText(/GRBI-\d{4}-\d{4}/).first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/grb-${language}-${layout}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
    expect(await severeViolations(page, `garbage record book ${language} ${layout}`)).toEqual([]);
    await setLanguageAndLayout(page, null);
    expect(errors).toEqual([]);
  });
}
