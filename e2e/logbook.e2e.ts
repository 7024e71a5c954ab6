// Logbook: an officer writes a deck-log entry and submits it, the Master rejects it with a reason, the
// officer corrects and resubmits it, the Master approves it; the entry is then locked, and the daily
// report of that day carries it. The dashboard and the watch schedule in both layouts, on a phone and
// in German.
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

import { ARTIFACTS_DIR, collectConsoleErrors, expectSettled, severeViolations, signIn } from './support';

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 950 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await signIn(page, email);
  await expectOwnVessel(page);
  return { page, errors };
}

/** The logbook screens need a vessel: an on-board user's own ship is chosen for them. */
async function expectOwnVessel(page: Page) {
  await expect(page.getByRole('combobox', { name: 'Vessel' })).toHaveValue('Nordic Aurora');
}

async function pick(page: Page, label: RegExp, option: RegExp | 'first', within: Locator | Page = page) {
  await within.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await (option === 'first' ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** The browser's own log lines for answers the test provokes (a refused save or report, a missing entry). */
const expectedFailures = (errors: string[]) =>
  errors.filter((error) => !/status of (400|404|409|422)/.test(error));

test('an entry goes from draft through rejection and resubmission to approval, then it is locked and reported', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const officer = await signedIn(browser, 'officer@mars.demo');
  const master = await signedIn(browser, 'master@mars.demo');
  const title = `Pilot embarked off Elbe 1 ${Date.now() % 100000}`;

  // The officer starts a deck entry; a save without position and with a short title is refused.
  await officer.page.goto('/logbook/entries');
  await expect(officer.page.getByRole('heading', { level: 1, name: 'Logbook entries' })).toBeVisible();
  await officer.page.getByRole('button', { name: 'New entry' }).click();
  await expect(officer.page).toHaveURL(/\/logbook\/entries\/new$/);
  const form = officer.page.getByRole('form', { name: 'New Logbook Entry' });
  await expect(form.getByText('Enter the time in UTC')).toBeVisible();
  await form.getByRole('textbox', { name: /^Title/ }).fill('Pi');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Pilot on board.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Title must be at least 3 and under 200 characters')).toBeVisible();
  await expect(form.getByText('Required for the Deck Log (position)').first()).toBeVisible();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await officer.page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-form-errors.png`, fullPage: true });

  // Nothing typed is lost; the officer completes the entry and submits it.
  await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('Pilot on board.');
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await pick(officer.page, /^Type/, /^Arrival$/);
  await pick(officer.page, /^Watch keeper/, 'first');
  await form.getByRole('textbox', { name: /^Latitude/ }).fill('54.0125');
  await form.getByRole('textbox', { name: /^Longitude/ }).fill('8.1042');
  await form.getByRole('textbox', { name: /^Course/ }).fill('112');
  await form.getByRole('textbox', { name: /^Speed/ }).fill('9.5');
  await expect(form.getByRole('textbox', { name: /^Main engine speed/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save and submit for review' }).click();
  const submitted = officer.page.getByText(/Entry D-\d{4}-\d{4} submitted for review/);
  await expect(submitted).toBeVisible();
  const number = /D-\d{4}-\d{4}/.exec((await submitted.textContent()) ?? '')![0];
  await expect(officer.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(officer.page.getByText('Submitted for review', { exact: true }).first()).toBeVisible();
  await expect(officer.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const entryUrl = officer.page.url();

  // The Master finds it awaiting review and rejects it; a reason is required.
  await master.page.goto('/logbook');
  await expect(master.page.getByRole('heading', { level: 1, name: 'Logbook Dashboard' })).toBeVisible();
  const awaiting = master.page.getByRole('table', { name: "Awaiting the Master's review" });
  await awaiting.getByRole('link', { name: number }).click();
  await expect(master.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await master.page.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = master.page.getByRole('dialog', { name: `Reject entry ${number}` });
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog.getByText('A reason is required to reject an entry')).toBeVisible();
  const reason = 'Position must be the pilot station, not the buoy.';
  await rejectDialog.getByLabel(/Reason for rejection/).fill(reason);
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(master.page.getByText('Entry rejected', { exact: true })).toBeVisible();

  // The officer sees the reason, corrects the entry and resubmits it.
  await officer.page.goto(entryUrl);
  const rejection = officer.page.getByRole('alert').filter({ hasText: 'Rejected by the Master' });
  await expect(rejection.getByText(reason)).toBeVisible();
  await officer.page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-entry-rejected.png`, fullPage: true });
  await officer.page.getByRole('link', { name: 'Edit' }).click();
  await expect(officer.page.getByRole('heading', { level: 1, name: 'Edit Logbook Entry' })).toBeVisible();
  await expect(officer.page.getByText(reason)).toBeVisible();
  const edit = officer.page.getByRole('form', { name: 'Edit Logbook Entry' });
  await edit.getByRole('textbox', { name: /^Latitude/ }).fill('54.0167');
  await edit.getByRole('textbox', { name: /^Longitude/ }).fill('8.1000');
  await edit.getByRole('button', { name: 'Save and submit for review' }).click();
  await expect(officer.page.getByText(`Entry ${number} submitted for review`)).toBeVisible();

  // The Master approves it.
  await master.page.reload();
  await master.page.getByRole('button', { name: 'Approve' }).click();
  await expect(master.page.getByText(`Entry ${number} approved`)).toBeVisible();
  await expect(master.page.getByText('Approved and locked')).toBeVisible();
  await expect(master.page.getByRole('term').filter({ hasText: 'Chain position' })).toBeVisible();
  const audit = master.page.getByRole('table', { name: 'Audit trail' });
  await expect(audit.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(audit.getByText(reason).first()).toBeVisible();
  await master.page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-entry-approved.png`, fullPage: true });

  // The approved entry is locked: no Edit, and the edit page says so.
  await officer.page.goto(entryUrl);
  await expect(officer.page.getByText('Approved and locked')).toBeVisible();
  await expect(officer.page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(officer.page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await officer.page.goto(`${entryUrl}/edit`);
  await expect(officer.page.getByText('This entry is locked')).toBeVisible();
  await expect(officer.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  // The Master downloads the day's report: a PDF, and the CSV lists the entry.
  await master.page.goto('/logbook/reports');
  await expect(master.page.getByRole('heading', { level: 1, name: 'Logbook Reports' })).toBeVisible();
  const [pdf] = await Promise.all([
    master.page.waitForEvent('download'),
    master.page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(master.page.getByText('Report generated')).toBeVisible();
  const [csv] = await Promise.all([
    master.page.waitForEvent('download'),
    master.page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain(number);
  expect(csvText).toContain(title);
  await master.page.getByRole('button', { name: 'Verify' }).click();
  await expect(master.page.getByText('The record is intact')).toBeVisible();
  await master.page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-reports.png`, fullPage: true });
  // A range over the 92-day limit is refused with the report failure text.
  await master.page.getByText('Date range', { exact: true }).click();
  await master.page.getByLabel(/^From/).fill('2025-01-01');
  await master.page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(master.page.getByRole('alert').getByText(/^Failed to generate a report: /)).toBeVisible();

  expect(expectedFailures(officer.errors)).toEqual([]);
  expect(expectedFailures(master.errors)).toEqual([]);
});

test('the logbook screens have no serious or critical accessibility violation', async ({ page }) => {
  // Seven screens, each loaded and checked by axe.
  test.setTimeout(180_000);
  await signIn(page, 'master@mars.demo');
  await expectOwnVessel(page);
  await page.goto('/logbook');
  await page.getByRole('table', { name: 'Recent entries' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  const detail = new URL(page.url()).pathname;
  const found: string[] = [];
  for (const path of [
    '/logbook',
    '/logbook/entries',
    '/logbook/entries/new',
    detail,
    '/logbook/reports',
    '/logbook/watch-schedule',
  ]) {
    await page.goto(path);
    await expectSettled(page);
    found.push(...(await severeViolations(page, path)));
  }
  expect(found).toEqual([]);
});

test('an entry that does not exist says so', async ({ page }) => {
  await signIn(page, 'officer@mars.demo');
  await expectOwnVessel(page);
  await page.goto('/logbook/entries/0190a0a0-0000-7000-8000-000000000000');
  await expect(page.getByText('Entry not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to entries' })).toBeVisible();
});

test('the dashboard and the watch schedule in both layouts, on a phone and in German', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1400, height: 950 });
  await signIn(page, 'master@mars.demo');
  await expectOwnVessel(page);
  await page.goto('/logbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Logbook Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chain verification' })).toBeVisible();
  await expect(page.getByTestId('logbook-deck')).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-dashboard.png`, fullPage: true });

  await page.goto('/logbook/watch-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Watch Schedule' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deck watch' })).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-watch-schedule.png`, fullPage: true });

  // A period overlapping the schedule in force is refused with the spec's message.
  await page.getByRole('button', { name: 'Apply standard pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply standard pattern' });
  // Spec section 9: 4-on-8-off makes six watches a day.
  await expect(dialog.getByRole('combobox', { name: 'Pattern' })).toHaveValue(
    '4 on, 8 off (6 watches a day)',
  );
  await expect(dialog.getByText(/Watch 3: 08:00–12:00, 20:00–24:00/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply pattern' }).click();
  await expect(dialog.getByText('Choose the effective date and an officer for every watch.')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-apply-pattern.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A watch period overlapping one in force is refused with the spec's message; nothing typed is lost.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Extra deck watch');
  await pick(page, /^Watch/, /^Deck watch$/, form);
  await pick(page, /^Officer of the watch/, 'first', form);
  await form.getByRole('textbox', { name: /^Start/ }).fill('01:00');
  await form.getByRole('textbox', { name: /^End/ }).fill('03:00');
  await form.getByLabel(/^Effective from/).fill(new Date().toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Failed to create the watch period: This watch period overlaps/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Extra deck watch');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-watch-overlap.png` });
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('mars.layout', 'classic'));
  await page.goto('/logbook');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Logbook Dashboard' })).toBeVisible();
  await expect(page.getByText('The record is intact')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-dashboard-classic.png`, fullPage: true });
  await page.goto('/logbook/watch-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Watch Schedule' })).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-watch-schedule-classic.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('mars.layout', 'modern'));

  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [
    '/logbook',
    '/logbook/entries',
    '/logbook/entries/new',
    '/logbook/reports',
    '/logbook/watch-schedule',
  ]) {
    await page.goto(path);
    await expectSettled(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(376);
    const name = path.replaceAll('/', '-').slice(1);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}-phone.png`, fullPage: true });
  }

  await page.setViewportSize({ width: 1400, height: 950 });
  await page.evaluate(() => localStorage.setItem('mars.language', 'de'));
  await page.goto('/logbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Logbuch-Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prüfung der Hash-Kette' })).toBeVisible();
  await expect(page.getByText('Die Aufzeichnung ist unverändert')).toBeVisible();
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-dashboard-german.png`, fullPage: true });
  await page.goto('/logbook/entries/new');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Beschreibung').first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-form-german.png`, fullPage: true });
  await page.goto('/logbook/watch-schedule');
  await expectSettled(page);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/logbook-watch-schedule-german.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('mars.language', 'en'));
  expect(expectedFailures(errors)).toEqual([]);
});
