// Navigation (issue 14): an officer enters a position in degrees and minutes (a malformed one refused
// in the form), plans a passage and takes it from departure to arrival, and records a port call's
// arrival; in English on a desktop in the modern layout, and in German on a phone in the classic
// layout, with no severe axe violation.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  severeViolations,
  signInWith,
} from './support';

/** A datetime-local value in UTC, `hours` from now (the navigation times are UTC). */
function utcInput(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
}

test('an officer enters a position in degrees and minutes, sails a passage and records a port call', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signInWith(page, 'officer@mars.demo', 'en', 'modern');

  // Positions: the last one of the ship and its next report above the list.
  await page.goto('/navigation/positions');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Navigation Positions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('last-position').first()).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Port Calls' })).toBeVisible();
  expect(await severeViolations(page, 'positions list')).toEqual([]);

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Two minutes ahead (the server allows five for a ship's clock): later than the demo's last position,
  // which is the last 4-hour mark before the server started, whatever the time of day the test runs.
  await dialog.getByLabel('Time (UTC)').fill(utcInput(2 / 60));
  // Sixty minutes is no minute: the form says how to write it and keeps what was typed.
  await dialog.getByLabel('Latitude').fill("53°75.0'N");
  await expect(dialog.getByText('Write the position in degrees and minutes')).toBeVisible();
  await dialog.getByLabel('Latitude').fill("53°32.4'N");
  await expect(dialog.getByText('Write the position in degrees and minutes')).toHaveCount(0);
  await dialog.getByLabel('Longitude').fill("009°58.7'E");
  await dialog.getByLabel('Course').fill('285');
  await dialog.getByLabel('Speed').fill('11.5');
  await dialog.getByLabel('Remarks').fill('Elbe, off Blankenese, inbound e2e');
  expect(await severeViolations(page, 'position form')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/navigation-position-form.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const position = page.getByRole('row', { name: /53°32\.4'N/ }).first();
  await expect(position).toContainText("009°58.7'E");
  await expect(page.getByTestId('last-position').first()).toContainText("53°32.4'N");

  // A passage planned, departed and arrived.
  await page.goto('/navigation/passages');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Passages / Voyages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await dialog.getByLabel('Voyage number').fill('E2E-001');
  await dialog.getByLabel('From port').fill('Hamburg');
  await dialog.getByLabel('From (UN/LOCODE)').fill('DEHAM');
  await dialog.getByLabel('To port').fill('Rotterdam');
  await dialog.getByLabel('To (UN/LOCODE)').fill('NLRTM');
  await dialog.getByLabel('ETD (UTC)').fill(utcInput(-3));
  await dialog.getByLabel('ETA (UTC)').fill(utcInput(20));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const passage = page.getByRole('row', { name: /E2E-001/ });
  await expect(passage).toContainText('Planning');
  const number = (await passage.getByText(/^P-\d{4}-\d{4}$/).textContent())!;

  await passage.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Depart' }).click();
  const departure = page.getByRole('dialog', { name: `Departure of ${number}` });
  await departure.getByLabel(/Actual time of departure/).fill(utcInput(-2.5));
  expect(await severeViolations(page, 'departure dialog')).toEqual([]);
  await departure.getByRole('button', { name: 'Depart' }).click();
  await expect(departure).toHaveCount(0);
  await expect(passage).toContainText('In progress');

  await passage.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Arrive' }).click();
  const arrival = page.getByRole('dialog', { name: `Arrival of ${number}` });
  // An arrival before the departure is refused on its field.
  await arrival.getByLabel(/Actual time of arrival/).fill(utcInput(-4));
  await arrival.getByRole('button', { name: 'Arrive' }).click();
  await expect(arrival.getByText('The arrival must be after the departure')).toBeVisible();
  await arrival.getByLabel(/Actual time of arrival/).fill(utcInput(-0.1));
  await arrival.getByRole('button', { name: 'Arrive' }).click();
  await expect(arrival).toHaveCount(0);
  await expect(passage).toContainText('Completed');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/navigation-passages.png` });

  // A port call expected, then arrived.
  await page.goto('/navigation/port-calls');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Port Calls', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Port', exact: true }).fill('Bremerhaven');
  await dialog.getByLabel('UN/LOCODE').fill('DEBRV');
  await choose(page, 'Operation', 'Loading');
  await dialog.getByLabel('Port agent').fill('Weser Port Agency e2e');
  await dialog.getByLabel('ETA (UTC)').fill(utcInput(-1));
  await dialog.getByLabel('ETD (UTC)').fill(utcInput(30));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const call = page.getByRole('row', { name: /Bremerhaven/ });
  await expect(call).toContainText('Planned');
  await call.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Arrived' }).click();
  const arrived = page.getByRole('dialog', { name: 'Arrival at Bremerhaven' });
  await arrived.getByLabel(/Actual time of arrival/).fill(utcInput(-0.2));
  await arrived.getByRole('button', { name: 'Arrived' }).click();
  await expect(arrived).toHaveCount(0);
  await expect(call).toContainText('Arrived');
  expect(await severeViolations(page, 'port calls list')).toEqual([]);
  // The one answer in error is the refused arrival's (400 with its field), which the browser logs.
  expect(consoleErrors.filter((message) => !message.includes('status of 400'))).toEqual([]);
  expect(consoleErrors.filter((message) => message.includes('status of 400'))).toHaveLength(1);
});

test('German, classic layout, on a phone: a position in degrees and minutes with a decimal comma', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWith(page, 'officer@mars.demo', 'de', 'classic');
  await page.goto('/navigation/positions');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Navigationspositionen', level: 1 })).toBeVisible();
  await expect(page.getByText('Letzte Position')).toBeVisible();
  expect(await severeViolations(page, 'positions list (de, phone)')).toEqual([]);

  await page.getByRole('button', { name: 'Neu', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Grad und Minuten mit N oder S')).toBeVisible();
  await dialog.getByLabel('Zeit (UTC)').fill(utcInput(-0.25));
  await dialog.getByLabel('Breite').fill("54°10,3'N");
  await dialog.getByLabel('Länge').fill("007°53,1'O");
  expect(await severeViolations(page, 'position form (de, phone)')).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the form scrolls sideways on a phone').toBeLessThanOrEqual(376);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/navigation-position-form-de-phone.png` });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("54°10,3'N").first()).toBeVisible();

  // The passages in German: the workflow's states by their German names.
  await page.goto('/navigation/passages');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Passagen / Reisen', level: 1 })).toBeVisible();
  await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
  expect(await severeViolations(page, 'passages (de, phone)')).toEqual([]);
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'en');
    localStorage.setItem('mars.layout', 'modern');
  });
  expect(consoleErrors).toEqual([]);
});
