// The oil record book (issue 14): a bunkering entry (H 26.3) written by the engineer, marked complete
// and signed, certified by the Master, the chain verified and the book downloaded as PDF with the
// entry in it (its text read back: the entry, its particulars, signature and certification), then linked to the engine log (once: a second click opens the line); Part II is not
// offered on a bulk carrier; the screen in German and English, both layouts, on a phone, with axe.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  expectAxeClean,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  severeViolations,
  signIn,
  signOut,
} from './support';
import { testScreenCases } from './screen-cases';
import { pdfText } from './pdf-text';

test('a bunkering entry written by the engineer, signed, certified by the Master and printed in the book', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'engineer@mars.demo');
  await page.goto('/environmental/orb');
  await expect(page.getByRole('heading', { level: 1, name: 'Oil Record Book' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How this book follows MARPOL Annex I' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page.getByText(/Regulation 15 sets no distance from land/)).toBeVisible();
  const tanks = page.getByRole('table', { name: 'Retained on board (derived from the entries)' });
  await expect(tanks.getByRole('row', { name: /Fuel oil bunker tank 1 \(P\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // A new entry starts in Part I, dated today.
  await expect(dialog.getByRole('combobox', { name: 'Part' })).toHaveValue(
    'Part I – Machinery space operations',
  );
  // Nordic Aurora is a bulk carrier: no Part II (cargo and ballast of oil tankers) is offered.
  await dialog.getByRole('combobox', { name: 'Part' }).click();
  await expect(page.getByRole('option', { name: /^Part I – / })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Part II/ })).toHaveCount(0);
  // Closed again without a choice (choosing the chosen part again would clear it).
  await dialog.getByRole('combobox', { name: 'Part' }).click();
  await expect(page.getByRole('option', { name: /^Part I – / })).toHaveCount(0);
  await choose(page, 'Code', /^H – Bunkering/);
  await dialog.getByLabel('Item').fill('26.3');
  const port = `Rotterdam, berth ${Date.now() % 100000}`;
  await dialog.getByLabel('Place / port').fill(port);
  await choose(page, 'Type of oil', 'VLSFO');
  await dialog.getByLabel('Quantity (tonnes)').fill('480.5');
  await dialog.getByLabel('Quantity', { exact: true }).fill('500.4');
  await choose(page, 'To tank', 'Fuel oil bunker tank 1 (P)');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/orb-bunkering-form.png` });
  expect(await severeViolations(page, 'oil record book entry form')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`/environmental/orb?q=${encodeURIComponent(port)}`);
  const row = page.getByRole('row', { name: /ORBI-\d{4}-\d{4}/ }).first();
  await expect(row).toContainText('Draft');
  const number = /ORBI-\d{4}-\d{4}/.exec((await row.textContent()) ?? '')![0];
  await expect(row).toContainText('H 26.3');

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Mark complete' }).click();
  await expect(page.getByText(`Entry ${number} is complete`)).toBeVisible();
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(`Entry ${number} signed`)).toBeVisible();
  await expect(row).toContainText('Signed');
  // Signed: locked; certifying is the Master's.
  await rowMenu(page, number);
  await expect(page.getByRole('menuitem', { name: 'Certify' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'master@mars.demo');
  await page.goto(`/environmental/orb?q=${encodeURIComponent(port)}`);
  const certifyRow = page.getByRole('row', { name: new RegExp(number) });
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Certify' }).click();
  await expect(page.getByText(`Entry ${number} certified and sealed`)).toBeVisible();
  await expect(certifyRow).toContainText('Certified');

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByTestId('orb-verification')).toContainText(
    /Chain intact: \d+ certified entries of Part I – Machinery space operations verified/,
  );

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^oil-record-book-Nordic-Aurora-.*\.pdf$/);
  const bytes = readFileSync((await pdf.path())!).toString('latin1');
  expect(bytes.slice(0, 5)).toBe('%PDF-');
  expect(bytes).toContain('(Oil Record Book - Nordic Aurora)');
  // The book runs to the new entry (the document's subject names the first and last numbers).
  expect(bytes).toMatch(new RegExp(`\\(ORBI-\\d{4}-\\d{4} - ${number}\\)`));
  // The page shows the entry as the form prints it: its number and code, the bunkering's particulars,
  // the officer's signature and the Master's certification.
  const printed = pdfText(readFileSync((await pdf.path())!));
  expect(printed).toContain('Part I – Machinery space operations');
  expect(printed).toContain(`${number} · H – Bunkering of fuel or bulk lubricating oil`);
  expect(printed).toContain(`Place / port: ${port}`);
  expect(printed).toContain('Quantity (tonnes): 480.5 t');
  expect(printed).toMatch(/Signed: .+, officer in charge, \d{2}\.\d{2}\.\d{4}/);
  expect(printed).toMatch(/Certified: James Hartley, Master, \d{2}\.\d{2}\.\d{4} \(chain position \d+\)/);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/orb-certified.png`, fullPage: true });
  expect(await severeViolations(page, 'oil record book')).toEqual([]);

  // 'Link to the e-logbook': the entry's draft line in the engine log, written once.
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Link to the e-logbook' }).click();
  await expect(page.getByText(`Entry ${number} written into the engine log as draft`)).toBeVisible();
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Link to the e-logbook' }).click();
  const linked = page
    .getByRole('alert')
    .filter({ hasText: `Entry ${number} is already linked to the engine log` });
  await expect(linked).toBeVisible();
  await linked.getByRole('button', { name: 'Open the log entry' }).click();
  await expect(page).toHaveURL(/\/logbook\/entries\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`ORB ${number}: H 26.3`).first()).toBeVisible();
  await expect(page.getByText(/Quantity: 500.4 m³/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

const TEXTS = {
  en: {
    title: 'Oil Record Book',
    help: 'How this book follows MARPOL Annex I',
    tanks: 'Tanks (IOPP supplement)',
  },
  de: { title: 'Öltagebuch', help: 'Wie dieses Buch MARPOL Anlage I folgt', tanks: 'Tanks (IOPP-Nachtrag)' },
} as const;

testScreenCases({
  name: 'the oil record book screen',
  email: 'engineer@mars.demo',
  path: '/environmental/orb',
  shot: 'orb',
  check: async (page, { language }) => {
    const text = TEXTS[language];
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.help })).toBeVisible();
    await expect(page.getByText(/ORBI-\d{4}-\d{4}/).first()).toBeVisible();
    await expect(page.getByTestId('orb-tank-row').first()).toBeVisible();
  },
  more: async (page, { language, layout }) => {
    await page.goto('/environmental/orb?tab=tanks');
    await expectSettled(page);
    await expect(page.getByText('Sludge tank').first()).toBeVisible();
    await expectAxeClean(page, `tanks ${language} ${layout}`);
  },
});
