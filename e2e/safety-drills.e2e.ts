// Drills and risk assessments (issue 13): a drill completed with two overdue seafarers as participants
// changes their line in the SOLAS panel; a risk assessment created by clicking and keying the 5 × 5
// matrix gets its number, score and level from the server; both screens in German, in the classic
// layout and on a phone, without severe axe violations.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  severeViolations,
  signIn,
} from './support';

const today = () => new Date().toISOString().slice(0, 10);

test('a master completes a fire drill with two overdue seafarers and sees the SOLAS panel change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 950 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/safety/drills');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Drills', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'SOLAS drill status' });
  await expect(panel.getByText(/every crew member takes part in at least one fire drill/)).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText(/overdue for a SOLAS drill/);
  // The seafarers the panel names as overdue for the fire drill (two missed the latest ones).
  const fireRows = panel.getByTestId('solas-crew-row').filter({ hasText: 'Fire' });
  await expect(fireRows.first()).toBeVisible();
  const names = (await fireRows.locator('td:first-child').allInnerTexts())
    .map((name) => name.split(' – ')[0]!.trim())
    .slice(0, 2);
  await expect(page.getByTestId('stat-overdue')).toContainText('1');
  // Participation is a stat card beside total, scheduled, completed and overdue: the share of the
  // completed drills that record who took part.
  await expect(page.getByTestId('stat-participation')).toContainText('Participation recorded');
  await expect(page.getByTestId('stat-participation')).toContainText('%');
  expect(await severeViolations(page, 'drills')).toEqual([]);

  // Schedule a fire drill for today.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await choose(page, 'Drill type', 'Fire');
  await form.getByLabel('Scheduled date').fill(today());
  await form.getByLabel('Conducted by').fill('C/O E2E Conductor');
  await form.getByLabel('Location').fill('Engine room, fire station 2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const drill = page.getByRole('row', { name: /C\/O E2E Conductor/ });
  await expect(drill).toContainText('Scheduled');

  // Who took part: the two seafarers the panel names.
  await drill.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Participants' }).click();
  const participants = page.getByRole('dialog', { name: 'Who took part' });
  for (const name of names)
    await participants.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await expect(participants.getByText(`${names.length} selected`)).toBeVisible();
  expect(await severeViolations(page, 'participants dialog')).toEqual([]);
  await participants.getByRole('button', { name: 'Save participants' }).click();
  await expect(participants).toHaveCount(0);
  await expect(drill.getByRole('cell', { name: String(names.length), exact: true })).toBeVisible();

  // Complete it: the panel no longer names them for the fire drill, only for abandon ship.
  await drill.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Complete drill' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete the drill' });
  await complete.getByLabel('Duration').fill('35');
  await complete.getByRole('combobox', { name: 'Performance' }).click();
  await page.getByRole('option', { name: 'Satisfactory', exact: true }).click();
  await complete.getByRole('button', { name: 'Complete drill' }).click();
  await expect(complete).toHaveCount(0);
  await expect(drill).toContainText('Completed');
  for (const name of names) {
    // Still named for the abandon-ship drill they missed, no longer for the fire drill.
    const row = panel.getByTestId('solas-crew-row').filter({ hasText: name });
    await expect(row).toContainText('Abandon ship');
    await expect(row).not.toContainText('Fire');
  }
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-drills.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('a master creates a risk assessment by clicking and keying the matrix; the server scores it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 950 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/safety/risk-assessments');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Risk register', level: 1 })).toBeVisible();
  const high = Number((await page.getByTestId('stat-highRisk').innerText()).match(/\d+/)![0]);

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Activity').fill('E2E lifeboat hook overhaul');
  await choose(page, 'Type', 'Maintenance');
  await form.getByLabel('Assessment date').fill(today());
  await form.getByLabel('Hazards').fill('Falling lifeboat; crushing; work over the side.');
  // Before controls: a click on 'likely' by 'catastrophic'.
  const initial = form.getByRole('radiogroup', { name: 'Risk before controls' });
  await initial.getByRole('radio', { name: /^Likelihood 4 \(Likely\), severity 5 \(Catastrophic\)/ }).click();
  await expect(form.getByRole('combobox', { name: 'Likelihood', exact: true })).toHaveValue('4 – Likely');
  await expect(form.getByRole('combobox', { name: 'Severity', exact: true })).toHaveValue('5 – Catastrophic');
  await expect(form.getByText('Score 20: Extreme - stop work')).toBeVisible();
  // After controls: by keyboard, from the middle cell down twice and left once, then Enter.
  const residual = form.getByRole('radiogroup', { name: 'Residual risk after controls' });
  await residual.getByRole('radio', { name: /^Likelihood 3 \(Possible\), severity 3 / }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(
    residual.getByRole('radio', { name: /^Likelihood 1 \(Rare\), severity 2 \(Minor\)/ }),
  ).toHaveAttribute('aria-checked', 'true');
  await form
    .getByLabel('Control measures')
    .fill('Hook maintenance by the maker; fall preventer devices fitted.');
  expect(await severeViolations(page, 'risk assessment form')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-risk-matrix.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);

  const row = page.getByRole('row', { name: /E2E lifeboat hook overhaul/ });
  await expect(row).toContainText(/RA-\d{4}-\d{4}/);
  await expect(row).toContainText('20');
  await expect(row).toContainText('Extreme');
  await expect(row).toContainText('Low');
  await expect(page.getByTestId('stat-highRisk')).toContainText(String(high + 1));
  expect(consoleErrors).toEqual([]);
});

test('drills and the risk register in German, in the classic layout, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'officer@mars.demo');
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'de');
    localStorage.setItem('mars.layout', 'classic');
  });
  await page.goto('/safety/drills');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Übungen', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'SOLAS-Übungsstatus' });
  await expect(panel.getByText(/Feuerübung/)).toBeVisible();
  await expect(panel.getByText(/von \d+ Besatzungsmitgliedern/)).toBeVisible();
  await expect(page.getByTestId('stat-participation')).toContainText('Teilnahme erfasst');
  expect(await severeViolations(page, 'drills de classic phone')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-drills-de-phone.png`, fullPage: true });

  await page.goto('/safety/risk-assessments');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Risikoregister', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-highRisk')).toBeVisible();
  await page.getByRole('button', { name: 'Neu', exact: true }).click();
  const form = page.getByRole('dialog');
  const matrix = form.getByRole('radiogroup', { name: 'Risiko vor den Schutzmaßnahmen' });
  await matrix
    .getByRole('radio', { name: /^Wahrscheinlichkeit 2 \(Unwahrscheinlich\), Schwere 3 \(Mäßig\)/ })
    .click();
  await expect(form.getByText('Risikozahl 6: Mittel - Risiko verringern')).toBeVisible();
  expect(await severeViolations(page, 'risk form de classic phone')).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the form scrolls sideways on a phone').toBeLessThanOrEqual(376);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-risk-de-phone.png`, fullPage: true });
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'en');
    localStorage.setItem('mars.layout', 'modern');
  });
  expect(consoleErrors).toEqual([]);
});
