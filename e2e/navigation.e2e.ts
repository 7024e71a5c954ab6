// Navigation (issue 14): an officer enters a position in degrees and minutes (a malformed one refused
// in the form) and sends it to the deck log (once; the line seen in the logbook), plans a passage and
// takes it from departure to arrival, and marks a port call's arrival notice sent (a task until then)
// and records its arrival; in English on a desktop in the modern layout, and in German on a phone in
// the classic layout, with no severe axe violation.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
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
  test.setTimeout(180_000);
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

  // The day's reporting requirements with what is missing, and the new position as the deck log carries it.
  const requirements = page.getByRole('region', { name: 'Reporting requirements today' });
  await expect(requirements.getByTestId('report-four_hourly')).toContainText('Every 4 hours underway');
  await expect(requirements.getByTestId('report-noon')).toContainText('Noon position at 1200 local time');
  const deckLog = page.getByRole('region', { name: 'Deck-log data' });
  await expect(deckLog.getByTestId('deck-log-latitude')).toContainText("53°32.4'N");
  await expect(deckLog.getByTestId('deck-log-longitude')).toContainText("009°58.7'E");
  await expect(deckLog.getByTestId('deck-log-course')).toContainText('285°');
  await expect(deckLog.getByTestId('deck-log-speed')).toContainText('11.5 kn');
  expect(await severeViolations(page, 'positions with the reporting panels')).toEqual([]);

  // The track on a map that works offline: the bundled coastline under the positions, no tile server.
  const trackPanel = page.getByRole('region', { name: 'Track on the map' });
  await trackPanel.getByRole('button', { name: 'Show the track' }).click();
  const map = trackPanel.getByRole('img', { name: /Track of Nordic Aurora over the last 7 days/ });
  await expect(map).toBeVisible();
  await expect
    .poll(async () => ((await map.getByTestId('track-map-coast').getAttribute('d')) ?? '').length)
    .toBeGreaterThan(100);
  await expect(map.getByTestId('track-map-track')).toHaveAttribute('d', /^M[\d.,L-]+$/);
  await trackPanel.getByText('30 days').click();
  await expect(trackPanel.getByRole('img', { name: /over the last 30 days/ })).toBeVisible();
  expect(await severeViolations(page, 'positions with the track map')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/navigation-positions-panels.png`, fullPage: true });

  // Quick add to the logbook: the position's draft line in the deck log, written once, then seen there.
  const positionNumber = (await position.getByText(/^POS-\d{4}-\d{4}$/).textContent())!;
  await rowMenu(page, positionNumber);
  await page.getByRole('menuitem', { name: 'Send to the logbook' }).click();
  await expect(page.getByText(`Position ${positionNumber} written into the deck log as draft`)).toBeVisible();
  await rowMenu(page, positionNumber);
  await page.getByRole('menuitem', { name: 'Send to the logbook' }).click();
  const sent = page
    .getByRole('alert')
    .filter({ hasText: `Position ${positionNumber} is already in the deck log` });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Open the log entry' }).click();
  await expect(page).toHaveURL(/\/logbook\/entries\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Position ${positionNumber}: 53°32.4'N 009°58.7'E`).first()).toBeVisible();
  await expect(page.getByText(/course 285°, speed 11.5 kn/).first()).toBeVisible();
  await expect(page.getByText('Elbe, off Blankenese, inbound e2e').first()).toBeVisible();
  await page.goto('/logbook/entries');
  await expectSettled(page);
  await expect(page.getByRole('row', { name: new RegExp(`Position ${positionNumber}`) })).toContainText(
    'Draft',
  );

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
  // The waypoints, one per line: a line the form cannot read is named, the others shown as read.
  const waypoints = dialog.getByRole('textbox', { name: 'Waypoints', exact: true });
  await waypoints.fill("54°00.0'N 008°10.0'E Elbe 1\nGerman Bight");
  await expect(dialog.getByText('Line 2: Write each waypoint on its own line')).toBeVisible();
  await waypoints.fill(
    "54°00.0'N 008°10.0'E Elbe 1\n53°40.0'N 006°30.0'E German Bight West\n52°00.0'N 003°50.0'E Maas Center",
  );
  await expect(dialog.getByTestId('waypoints-table').getByRole('row')).toHaveCount(4);
  await expect(dialog.getByTestId('waypoints-planned')).toContainText(
    /Planned distance along the waypoints: \d+\.\d NM/,
  );
  expect(await severeViolations(page, 'passage form with waypoints')).toEqual([]);
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
  // The passage keeps its waypoints and shows its distance and duration from the positions.
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(dialog.getByTestId('waypoints-table')).toContainText('German Bight West');
  await expect(dialog.getByRole('region', { name: 'From the positions' })).toContainText('Duration: 2.4 h');
  await expect(dialog.getByRole('img', { name: /Track of the passage/ })).toBeVisible();
  expect(await severeViolations(page, 'passage with its track')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
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
  // Its arrival notice, due 24 hours before the ETA, is a task until it is marked sent.
  const noticeTask = page.getByRole('row').filter({ hasText: 'Bremerhaven' });
  await page.goto('/tasks?kind=port_arrival_notice');
  await expectSettled(page);
  await expect(noticeTask).toContainText('Port arrival notice');
  expect(await severeViolations(page, 'tasks with the arrival notice')).toEqual([]);
  await page.goto('/navigation/port-calls');
  await expectSettled(page);
  await call.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Mark the arrival notice sent' }).click();
  await expect(page.getByText('Arrival notice for Bremerhaven marked sent.')).toBeVisible();
  await call.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark the arrival notice sent' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/tasks?kind=port_arrival_notice');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(noticeTask).toHaveCount(0);
  await page.goto('/navigation/port-calls');
  await expectSettled(page);
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

  // The reporting requirements and the deck-log data in German, on a phone without sideways scrolling.
  await expect(page.getByRole('region', { name: 'Meldepflichten heute' })).toContainText(
    'Mittagsposition um 12:00 Bordzeit',
  );
  await expect(
    page.getByRole('region', { name: 'Daten für das Brückentagebuch' }).getByTestId('deck-log-latitude'),
  ).toContainText(/\d{2}°\d{2},\d'[NS]/);
  await page.getByRole('button', { name: 'Track anzeigen' }).click();
  await expect(page.getByRole('img', { name: /Track der Nordic Aurora der letzten 7 Tage/ })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/navigation-positions-de-phone.png`, fullPage: true });
  expect(await severeViolations(page, 'positions with the reporting panels (de, phone)')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);

  // 'Ins Tagebuch übernehmen' in German.
  const german = page.getByRole('row', { name: /54°10,3'N/ }).first();
  const germanNumber = (await german.getByText(/^POS-\d{4}-\d{4}$/).textContent())!;
  await page
    .getByRole('button', { name: `Aktionen für ${germanNumber}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Ins Tagebuch übernehmen' }).click();
  await expect(page.getByText(`Position ${germanNumber} als Entwurf D-`, { exact: false })).toBeVisible();

  // The passages in German: the workflow's states by their German names.
  await page.goto('/navigation/passages');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Passagen / Reisen', level: 1 })).toBeVisible();
  await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
  expect(await severeViolations(page, 'passages (de, phone)')).toEqual([]);
  // Waypoints in German notation, read as typed, on a phone without sideways scrolling.
  await page.getByRole('button', { name: 'Neu', exact: true }).click();
  await dialog
    .getByRole('textbox', { name: 'Wegpunkte', exact: true })
    .fill("54°00,0'N 008°10,0'O Elbe 1\n53 40,0 N 006 30,0 O Deutsche Bucht West");
  await expect(dialog.getByTestId('waypoints-table')).toContainText("006°30,0'E");
  await expect(dialog.getByTestId('waypoints-planned')).toContainText(
    /Geplante Distanz über die Wegpunkte: \d+,\d sm/,
  );
  expect(await severeViolations(page, 'passage form with waypoints (de, phone)')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'en');
    localStorage.setItem('mars.layout', 'modern');
  });
  expect(consoleErrors).toEqual([]);
});
