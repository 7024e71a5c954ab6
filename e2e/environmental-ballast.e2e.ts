// The ballast water record book (issue 14): an officer records a ballast uptake (code A) in port through
// the BWMS on one of the vessel's ballast tanks, marks it complete and signs it; the Master certifies
// it, verifies the chain and downloads the book as PDF with the entry in it. The readiness alert, the
// convention's requirements and the help with its sources are on the screen; in German on a phone and
// in English on a desktop, with axe.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectAxeClean,
  rowMenu,
  signIn,
  signOut,
} from './support';
import { testScreenCases } from './screen-cases';

test('an officer records a ballast uptake through the BWMS, the Master certifies it and the PDF holds it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'officer@mars.demo');
  await page.goto('/environmental/ballast');
  await expect(page.getByRole('heading', { level: 1, name: 'Ballast Water Record Book' })).toBeVisible();
  await expect(page.getByTestId('bwrb-readiness')).toContainText('Port state control readiness');
  await expect(page.getByTestId('bwrb-requirements')).toContainText('MEPC.383(81)');
  await expect(page.getByText(/coded form of MEPC\.369\(80\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByText(/BWM\.2\/Circ\.80/).first()).toBeVisible();
  const tanks = page.getByRole('table', { name: 'Ballast tanks (derived from the entries)' });
  await expect(tanks.getByRole('row', { name: /No\. 2 DB ballast tank \(S\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Code', /^A – Ballast water taken on board/);
  const port = `Hamburg, berth ${Date.now() % 100000}`;
  await dialog.getByLabel('Port or facility').fill(port);
  await choose(page, 'Ballast tank', 'No. 2 DB ballast tank (S)');
  await dialog.getByLabel('Estimated volume').fill('650');
  await choose(page, 'Method / treatment', /^Ballast water management system/);
  await choose(page, 'D-2 status', 'D-2 compliant');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/bwrb-uptake-form.png` });
  await expectAxeClean(page, 'ballast water record book entry form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`/environmental/ballast?q=${encodeURIComponent(port)}`);
  const row = page.getByRole('row', { name: /BWRB-\d{4}-\d{4}/ }).first();
  await expect(row).toContainText('Draft');
  const number = /BWRB-\d{4}-\d{4}/.exec((await row.textContent()) ?? '')![0];
  await expect(row).toContainText('Items A.1-A.6');

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Mark complete' }).click();
  await expect(page.getByText(`Entry ${number} is complete`)).toBeVisible();
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(`Entry ${number} signed`)).toBeVisible();
  await expect(row).toContainText('Signed');
  await rowMenu(page, number);
  await expect(page.getByRole('menuitem', { name: 'Certify' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'master@mars.demo');
  await page.goto(`/environmental/ballast?q=${encodeURIComponent(port)}`);
  const certifyRow = page.getByRole('row', { name: new RegExp(number) });
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Certify' }).click();
  await expect(page.getByText(`Entry ${number} certified and sealed`)).toBeVisible();
  await expect(certifyRow).toContainText('Certified');

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByTestId('bwrb-verification')).toContainText(
    /Chain intact: \d+ certified entries verified/,
  );
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^ballast-water-record-book-Nordic-Aurora-.*\.pdf$/);
  const bytes = readFileSync((await pdf.path())!).toString('latin1');
  expect(bytes.slice(0, 5)).toBe('%PDF-');
  expect(bytes).toContain('(Ballast Water Record Book - Nordic Aurora)');
  expect(bytes).toMatch(new RegExp(`\\(BWRB-\\d{4}-\\d{4} - ${number}\\)`));
  await page.screenshot({ path: `${ARTIFACTS_DIR}/bwrb-certified.png`, fullPage: true });
  await expectAxeClean(page, 'ballast water record book');
  expect(errors).toEqual([]);
});

const TEXTS = {
  en: { title: 'Ballast Water Record Book', readiness: 'Port state control readiness' },
  de: { title: 'Ballastwasser-Tagebuch', readiness: 'Bereitschaft für die Hafenstaatkontrolle' },
} as const;

testScreenCases({
  name: 'the ballast water record book screen',
  email: 'officer@mars.demo',
  path: '/environmental/ballast',
  shot: 'bwrb',
  cases: [
    { language: 'de', layout: 'classic', phone: true },
    { language: 'en', layout: 'modern', phone: false },
  ],
  check: async (page, { language }) => {
    const text = TEXTS[language];
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('bwrb-readiness')).toContainText(text.readiness);
    await expect(page.getByText(/BWRB-\d{4}-\d{4}/).first()).toBeVisible();
    await expect(page.getByTestId('bwrb-tank-row').first()).toBeVisible();
  },
});
