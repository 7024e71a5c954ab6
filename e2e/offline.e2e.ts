// Offline at sea (issue 12): the Master switches to the local browser database, which the sync fills
// from the server; with the link cut he records a certificate, the app opens again without a
// network on the vessel's data, and when the link returns the change reaches the server once. The
// indicator and its meter tell each state, in English and German, on a desktop and a phone.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  collectConsoleErrors,
  expectSettled,
  isOfflineNoise,
  severeViolations,
  signIn,
} from './support';

const MASTER = 'master@mars.demo';

function isoDay(offsetDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

async function chooseSource(page: Page, current: string, source: string): Promise<void> {
  await page.getByRole('button', { name: `Data source: ${current}` }).click();
  await page.getByRole('menuitem', { name: source }).click();
}

/** The sync indicator's accessible name on the local data source. */
const indicator = (page: Page, state: string | RegExp) =>
  page.getByRole('button', { name: typeof state === 'string' ? `Connection: ${state}` : state });

test('the Master records a certificate offline and it reaches the server when the link returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, MASTER);
  await chooseSource(page, 'Remote database', 'Local browser database');
  await expect(page.getByRole('button', { name: 'Data source: Local browser database' })).toBeVisible();
  // The first sync brings the vessel's records down.
  await expect(indicator(page, 'Synced')).toBeVisible({ timeout: 30_000 });
  // Every screen's scripts are fetched once on the local source, so each opens with the link cut.
  await page.waitForFunction(() => localStorage.getItem('mars.offlineAssets') !== null, undefined, {
    timeout: 60_000,
  });
  await page.goto('/certificates');
  await expectSettled(page);
  await expect(page.getByText('Safety Management Certificate')).toBeVisible();

  await context.setOffline(true);
  await expect(indicator(page, 'Offline')).toBeVisible();
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Statutory', exact: true }).click();
  await dialog.getByLabel('Certificate number').fill('IOPP-OFFLINE-0007');
  await dialog.getByLabel('Certificate name').fill('International Oil Pollution Prevention Certificate');
  await dialog.getByLabel('Issuing authority').fill('Liberia Maritime Authority');
  await dialog.getByLabel('Issue date').fill(isoDay(10));
  await dialog.getByLabel('Expiry date').fill(isoDay(400));
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The rules hold offline: an issue date in the future is refused, nothing typed is lost.
  await expect(dialog.getByText('Date cannot be in the future')).toBeVisible();
  await expect(dialog.getByLabel('Certificate number')).toHaveValue('IOPP-OFFLINE-0007');
  await dialog.getByLabel('Issue date').fill(isoDay(-30));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /IOPP-OFFLINE-0007/ })).toBeVisible();
  await indicator(page, 'Offline').click();
  await expect(page.getByText('You are offline. Changes will sync when connected.').first()).toBeVisible();
  await expect(page.getByText('Pending changes').locator('..')).toContainText('1');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-pending.png` });
  await page.keyboard.press('Escape');

  // With no network at all the app opens again on the vessel's data.
  await page.reload();
  await expectSettled(page);
  await expect(page.getByRole('row', { name: /IOPP-OFFLINE-0007/ })).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(indicator(page, 'Synced')).toBeVisible({ timeout: 30_000 });
  const answer = await page.request.get('/api/v1/certificates?q=IOPP-OFFLINE-0007');
  expect(answer.ok()).toBe(true);
  const { rows } = (await answer.json()) as { rows: { certificate_number: string }[] };
  expect(rows.map((row) => row.certificate_number)).toEqual(['IOPP-OFFLINE-0007']);

  await chooseSource(page, 'Local browser database', 'Remote database');
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await expect(page.getByRole('row', { name: /IOPP-OFFLINE-0007/ })).toBeVisible();
  expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
});

test('German, on a phone: the sync meter of the local database, with no serious accessibility fault', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, MASTER);
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'de');
    localStorage.setItem('mars.dataSource', 'local');
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Verbindung: Synchronisiert' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Verbindung: Synchronisiert' }).click();
  await expect(page.getByText('Heute gesendet')).toBeVisible();
  await expect(page.getByText(/von 25 MB heute verbraucht/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt synchronisieren' })).toBeEnabled();
  // The device's storage: Chromium reports its quota and, for a site neither installed nor
  // bookmarked, refuses to keep the data; the meter says so and what to do.
  await expect(page.getByText('Speicher auf diesem Gerät')).toBeVisible();
  await expect(page.getByText(/von 10\sGB von MARS in diesem Browser belegt/)).toBeVisible();
  await expect(page.getByText(/Der Browser kann diese Daten löschen/)).toBeVisible();
  await page.getByRole('button', { name: 'Auf diesem Gerät behalten' }).click();
  await expect(page.getByText(/Der Browser hat abgelehnt/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-meter-de-phone.png` });
  expect(await severeViolations(page, 'sync meter')).toEqual([]);
});

test('when the browser gives MARS little room, the sync warns before the quota is reached', async ({
  page,
}) => {
  // A nearly full disk cannot be made here, and this Chromium ignores the DevTools quota override
  // (Storage.overrideQuotaForOrigin): the browser's own usage is kept, its quota reported as what
  // leaves MARS 85 % full.
  await page.addInitScript(() => {
    const estimate = navigator.storage.estimate.bind(navigator.storage);
    navigator.storage.estimate = async () => {
      const real = await estimate();
      return { ...real, quota: Math.ceil((real.usage ?? 0) / 0.85) || real.quota };
    };
  });
  await signIn(page, MASTER);
  await chooseSource(page, 'Remote database', 'Local browser database');
  await expect(indicator(page, 'Synced')).toBeVisible({ timeout: 30_000 });
  // The first sync filled the database: the toast says so, and stays until it is closed.
  const toast = page.locator('.mantine-Notification-root', { hasText: 'MARS is running out of room' });
  await expect(toast).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-storage-toast.png` });
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
  await indicator(page, 'Synced').click();
  await expect(page.getByText(/The browser's storage for MARS is 8\d\s?% full/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-storage-warning.png` });
  expect(await severeViolations(page, 'storage warning')).toEqual([]);
});
