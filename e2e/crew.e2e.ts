// Crew: a week of hours of work and rest entered on the grid, a violation of the MLC 2006 hours of
// rest shown where it happens, saved, still there after a reload, and the record sheet downloaded.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { ARTIFACTS_DIR, collectConsoleErrors, dragAcross, signIn } from './support';

function row(page: Page, date: string): Locator {
  return page.locator(`tr[data-date="${date}"]`);
}

function cell(page: Page, date: string, slot: number): Locator {
  return row(page, date).locator('td[role="gridcell"]').nth(slot);
}

test('an officer records a week of hours, sees the short rest, saves, reloads and downloads the record sheet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'officer@mars.demo');
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const month = next.toISOString().slice(0, 7);
  await page.goto(`/crew/hours?month=${month}`);
  await expect(page.getByRole('heading', { name: 'Working and rest hours' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Seafarer' }).click();
  await page.getByRole('option', { name: /Reyes, Mark Anthony/ }).click();
  await expect(page.getByText('No violations in this month')).toBeVisible();

  const week = Array.from({ length: 7 }, (_, i) => `${month}-0${i + 1}`);
  for (const date of week) await dragAcross(page, cell(page, date, 16), cell(page, date, 35));
  // The third day runs on until midnight: 16 hours of work leave 8 hours of rest.
  await dragAcross(page, cell(page, week[2]!, 36), cell(page, week[2]!, 47));
  // Keyboard: space toggles, arrows move.
  await cell(page, week[6]!, 36).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(cell(page, week[6]!, 37)).toHaveAttribute('data-work', '1');

  await page.getByRole('button', { name: `Remarks ${week[2]}` }).click();
  await page.getByRole('textbox', { name: `Remarks ${week[2]}` }).fill('Port call Hamburg: cargo operations');
  await page.keyboard.press('Escape');
  await expect(row(page, week[0]!).locator('td').nth(48)).toHaveText('14');
  await expect(row(page, week[2]!).locator('td').nth(48)).toHaveText('8');
  const warning = page.getByText('Less than 10 hours of rest in 24 hours (MLC 2006, Standard A2.3)').first();
  await expect(warning).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-hours-violation.png`, fullPage: false });

  await page.getByRole('button', { name: 'Save all (7 days)' }).click();
  await expect(page.getByRole('button', { name: /Save all/ })).toHaveCount(0);

  await page.reload();
  await expect(cell(page, week[2]!, 40)).toHaveAttribute('data-work', '1');
  await expect(cell(page, week[0]!, 15)).toHaveAttribute('data-work', '0');
  await page.getByRole('button', { name: `Remarks ${week[2]}` }).click();
  await expect(page.getByRole('textbox', { name: `Remarks ${week[2]}` })).toHaveValue(
    'Port call Hamburg: cargo operations',
  );
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Less than 10 hours of rest in 24 hours (MLC 2006, Standard A2.3)').first(),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download record sheet (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rest-hours-Reyes-${month}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('Mark Anthony Reyes');
  expect(errors).toEqual([]);
});

test('a crew member sees only their own hours, with the port call night of the demo history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'crew@mars.demo');
  await page.goto('/crew/hours');
  await expect(page.getByRole('combobox', { name: 'Seafarer' })).toHaveValue(/Dela Cruz, Juan/);
  await page.getByRole('combobox', { name: 'Seafarer' }).click();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-hours-own.png` });
});

test('the crew lists show personnel, crew certificates and training records', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/crew/personnel');
  await expect(page.getByText('Kowalski').first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-personnel.png` });
  await page.getByRole('button', { name: 'Actions for Kowalski, Anna' }).click();
  await page.getByRole('menuitem', { name: 'Add certificate' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-add-certificate.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Actions for Kowalski, Anna' }).click();
  await page.getByRole('menuitem', { name: 'Working and rest hours' }).click();
  await expect(page.getByRole('combobox', { name: 'Seafarer' })).toHaveValue(/Kowalski, Anna/);
  await page.goto('/crew/certificates');
  await expect(page.getByText('Expired').first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-certificates.png` });
  await page.goto('/crew/training');
  await expect(page.getByRole('tab', { name: 'Training records' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-training.png` });
});
