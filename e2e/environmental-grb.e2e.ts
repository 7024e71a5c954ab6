// The garbage record book (issue 14): the officer records food waste discharged at sea, which the
// Annex V check refuses too close to land (off the Elbe, measured on the bundled coastline), plastics,
// refused anywhere, and food waste 14 NM off Portugal, allowed; then records the garbage landed to a
// reception facility with its receipt, completes and signs it; the Master certifies the month's page,
// verifies the chain, downloads the book as PDF (its text read back) and links the landing to the deck
// log. The screen in German and English, both layouts, on a phone, with axe.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  rowMenu,
  severeViolations,
  signIn,
  signOut,
} from './support';
import { testScreenCases } from './screen-cases';
import { pdfText } from './pdf-text';

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

  // Plastics never go into the sea, however far from land.
  await choose(page, 'Category', /^A – Plastics/);
  await dialog.getByLabel('Latitude').fill("40°00.0'N");
  await dialog.getByLabel('Longitude').fill("040°00.0'W");
  await expect(check).toHaveAttribute('data-check', 'refused');
  await expect(check).toContainText('Not allowed: Annex V prohibits discharging this category into the sea');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('MARPOL Annex V prohibits discharging this category into the sea here'),
  ).toBeVisible();

  // Food waste, not comminuted, 14 NM off Portugal (outside the special areas), en route: allowed.
  await choose(page, 'Category', /^B – Food wastes/);
  await dialog.getByLabel('Latitude').fill("38°45.0'N");
  await dialog.getByLabel('Longitude').fill("009°46.5'W");
  await expect(check).toHaveAttribute('data-check', 'near_limit');
  await expect(check).toContainText(/14\.1 NM from the nearest land .* Outside special areas/);
  await expect(check).toContainText('at least 12 NM');
  const food = `Food waste E2E ${Date.now() % 100000}`;
  await dialog.getByLabel('Remarks / circumstances of the loss').fill(food);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/grb-allowed-form.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`/environmental/grb?q=${encodeURIComponent(food)}`);
  const foodRow = page.getByRole('row', { name: /GRBI-\d{4}-\d{4}/ }).first();
  await expect(foodRow).toContainText('B – Food wastes');
  await expect(foodRow).toContainText('Discharge into the sea');

  // The garbage landed ashore: a landing to the reception facility with its receipt.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await choose(page, 'Category', /^C – Domestic wastes/);
  await choose(page, 'Discharge', 'To a reception facility or another ship');
  await dialog.getByLabel('Estimated amount').fill('1.2');
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

  // The Master certifies the month's page: every signed entry of Part I this month at once.
  await signIn(page, 'master@mars.demo');
  await page.goto(`/environmental/grb?q=${encodeURIComponent(receipt)}`);
  await expect(page.getByRole('heading', { name: 'Pages to certify' })).toBeVisible();
  const month = new Date().toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await page
    .getByRole('button', { name: `Certify page: Part I – All garbage other than cargo residues · ${month}` })
    .click();
  const confirm = page.getByRole('dialog', { name: /Certify page Part I/ });
  await expect(confirm).toContainText('as the Master, as you would sign the completed page of the book');
  expect(await severeViolations(page, 'certify page dialog')).toEqual([]);
  await confirm.getByRole('button', { name: 'Certify page' }).click();
  await expect(page.getByText(new RegExp(`Page Part I .* ${month} certified`))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Certified');
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByTestId('grb-verification')).toContainText(
    /Chain intact: \d+ certified entries of Part I – All garbage other than cargo residues verified/,
  );
  // 'Download PDF': the book in the form's columns, the landing with its receipt and certification.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^garbage-record-book-Nordic-Aurora-.*\.pdf$/);
  const printed = pdfText(readFileSync((await pdf.path())!));
  expect(printed).toContain('Garbage Record Book');
  expect(printed).toContain('Part I – All garbage other than cargo residues');
  for (const column of ['Date/time', 'Category', 'To sea', 'Incineration', 'Certification/Signature']) {
    expect(printed).toContain(column);
  }
  expect(printed).toContain(number);
  expect(printed).toContain(`Receipt no.: ${receipt}`);
  expect(printed).toMatch(/Certified: James Hartley,\s*Master/);
  // This month's page waits for the food waste entry still in draft.
  expect(printed).toMatch(new RegExp(`Page ${month}: entries not yet certified by the Master: \\d+`));

  // 'Link to the e-logbook': the landing's draft line in the deck log.
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Link to the e-logbook' }).click();
  await expect(page.getByText(`Entry ${number} written into the deck log as draft`)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/grb-certified.png`, fullPage: true });
  expect(await severeViolations(page, 'garbage record book')).toEqual([]);
  // The browser logs the expected 400 of the refused discharge itself; nothing else may show up.
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

const TEXTS = {
  en: {
    title: 'Garbage Record Book',
    help: 'How this book follows MARPOL Annex V',
    stat: 'Landed ashore',
    pages: 'Pages to certify',
  },
  de: {
    title: 'Mülltagebuch',
    help: 'Wie dieses Buch MARPOL Anlage V folgt',
    stat: 'An Land abgegeben',
    pages: 'Zu bestätigende Seiten',
  },
} as const;

// The Master: the screen with the pages waiting for his certification.
testScreenCases({
  name: 'the garbage record book screen',
  email: 'master@mars.demo',
  path: '/environmental/grb',
  shot: 'grb',
  check: async (page, { language }) => {
    const text = TEXTS[language];
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.help })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.pages })).toBeVisible();
    await expect(page.getByText(text.stat).first()).toBeVisible();
    await expect(page.getByText(/GRBI-\d{4}-\d{4}/).first()).toBeVisible();
  },
});
