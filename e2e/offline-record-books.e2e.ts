// The record books and the screens with their own figures at sea (issues 14 and 12): with the link
// cut, the officer's plastics discharge is refused at entry by the same Annex V check the server runs,
// with the same field message, and nothing is queued; the Master sees the tanks' retained on board and
// certifies a page of signed entries on the local database, opens the ballast water record book with
// its tanks and readiness, the year's emissions, the day's position reports and track, the dashboard, the
// maintenance overview and calendar and the tasks from the device, and when the link returns the certification
// reaches the server, where the page no longer waits.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectAxeClean,
  expectSettled,
  goLocal,
  isOfflineNoise,
  signIn,
} from './support';

test('offline, a plastics discharge is refused at entry with the field message the server gives', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'officer@mars.demo');
  await goLocal(page);
  await page.goto('/environmental/grb');
  await expectSettled(page);
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Connection: Offline' })).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Category', /^A – Plastics/);
  await choose(page, 'Discharge', 'Discharge into the sea');
  await dialog.getByLabel('Estimated amount').fill('0.2');
  await dialog.getByLabel('Latitude').fill("40°00.0'N");
  await dialog.getByLabel('Longitude').fill("040°00.0'W");
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Refused by the local write path itself (not at sync), with the server's message; the form stays.
  await expect(
    dialog.getByText('MARPOL Annex V prohibits discharging this category into the sea here'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Estimated amount')).toHaveValue('0.2');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-grb-plastics-refused.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Connection: Offline' }).click();
  await expect(page.getByText('Pending changes').locator('..')).toContainText('0');
  await page.keyboard.press('Escape');
  await context.setOffline(false);
  expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
});

test('offline, the Master certifies a page and the certification reaches the server at sync', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'master@mars.demo');
  await goLocal(page);
  await page.goto('/environmental/orb');
  await expectSettled(page);
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Connection: Offline' })).toBeVisible();

  // The tanks' retained on board, derived from the rows on this device; the PDF and the chain's
  // verification, the server's work, wait for the connection.
  await expect(page.getByTestId('orb-tank-row').first()).toBeVisible();
  await expect(page.getByTestId('record-book-server-actions-offline')).toContainText(
    'offered again when the connection returns',
  );
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  const panel = page.getByTestId('record-book-pages');
  await expect(panel).toContainText('a page certified here is certified on this device at once');
  // The oldest page waiting (the demo's entries signed a week to a month ago).
  const button = panel.getByRole('button', { name: /^Certify page: / }).first();
  const name = (await button.getAttribute('aria-label'))!;
  await button.click();
  const confirm = page.getByRole('dialog', { name: /^Certify page / });
  await confirm.getByRole('button', { name: 'Certify page' }).click();
  await expect(page.getByText(/certified on this device: \d+ entr(y|ies)\./)).toBeVisible();
  await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-orb-page-certified.png` });

  // The ballast water record book, opened with the link cut: its tanks and its readiness for port
  // state control come from the rows on this device, its chain checked here.
  await page.getByRole('navigation').getByRole('link', { name: 'Ballast Water', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ballast Water Record Book', level: 1 })).toBeVisible();
  const tanks = page.getByRole('table', { name: 'Ballast tanks (derived from the entries)' });
  await expect(tanks.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/Port state control readiness/).first()).toBeVisible();
  await expect(page.getByText('Failed to load the ballast water record book summary.')).toHaveCount(0);
  // The year's emissions too: the CII, the EEXI and the forecast from the records on this device.
  await page.getByRole('navigation').getByRole('link', { name: 'Emissions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Emissions monitoring', level: 1 })).toBeVisible();
  await expect(page.getByTestId('emissions-year').getByTestId('cii-rating').first()).toHaveText(/^[A-E]$/);
  await expect(page.getByTestId('eexi-attained')).toHaveText('3.41 g CO₂/(t·NM)');
  await expect(page.getByText("The year's figures could not be loaded.")).toHaveCount(0);
  // And the positions: the last one, the day's reporting requirements and the deck-log data.
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await menu.getByRole('button', { name: 'Navigation', exact: true }).click();
  await menu.getByRole('link', { name: 'Positions', exact: true }).click();
  await expect(page.getByTestId('last-position').first()).toBeVisible();
  const requirements = page.getByRole('region', { name: 'Reporting requirements today' });
  await expect(requirements.getByTestId('report-four_hourly')).toContainText('Every 4 hours underway');
  await expect(
    page.getByRole('region', { name: 'Deck-log data' }).getByTestId('deck-log-latitude'),
  ).not.toBeEmpty();
  // The track of the last days on the map, from the positions on this device.
  const trackPanel = page.getByRole('region', { name: 'Track on the map' });
  await trackPanel.getByRole('button', { name: 'Show the track' }).click();
  const map = trackPanel.getByRole('img', { name: /Track of Nordic Aurora over the last 7 days/ });
  await expect(map.getByTestId('track-map-track')).toHaveAttribute('d', /^M[\d.,L-]+$/);

  // The first screen, the dashboard: its figures, the month's rest-hour violations and the upcoming
  // tasks counted on this device; the activity feed waits for the link.
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kpi-certificatesValid-value')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await expect(page.getByTestId('kpi-crewOnBoard-value')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('kpi-restHourViolations-value')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('upcoming-tasks').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Recent activity is shown when you are online.')).toBeVisible();
  await expect(page.getByText('Failed to load data')).toHaveCount(0);
  await expectAxeClean(page, 'offline dashboard');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/offline-dashboard.png` });
  // The maintenance overview and calendar, counted on this device; raising due work, the server's
  // job, is offered again with the connection.
  await menu.getByRole('button', { name: 'Maintenance', exact: true }).click();
  await menu.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Maintenance overview', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overdue')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await expect(page.getByTestId('completion-rate')).toHaveText(/%/);
  await expect(page.getByRole('button', { name: 'Raise due work' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Maintenance calendar', level: 1 })).toBeVisible();
  // The month's work orders, each a link to its row.
  await expect(page.locator('td[data-date]').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Failed to load data')).toHaveCount(0);
  // The tasks, from the rows on this device, the months of rest hours to sign among them.
  await menu.getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tasks').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Failed to load data')).toHaveCount(0);
  await expectAxeClean(page, 'offline tasks');

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('button', { name: 'Connection: Synced' })).toBeVisible({ timeout: 30_000 });
  // On the server the page waits no more, and nothing was refused.
  await page.getByRole('button', { name: 'Data source: Local browser database' }).click();
  await page.getByRole('menuitem', { name: 'Remote database' }).click();
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await page.goto('/environmental/orb');
  await expectSettled(page);
  await expect(
    page.getByTestId('record-book-pages').getByRole('heading', { name: 'Pages to certify' }),
  ).toBeVisible();
  await expect(page.getByTestId('record-book-pages').getByRole('button', { name, exact: true })).toHaveCount(
    0,
  );
  expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
});
