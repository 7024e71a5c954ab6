// Safety: a near miss reported without a name by a rating, investigated and closed by the Master (who
// must give a root cause), a corrective action raised from it and found by the incident's link; the
// incidents and corrective actions screens in English and German, both layouts, on a phone, with axe.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  severeViolations,
  signIn,
  signOut,
} from './support';

test('a rating reports a near miss without a name; the Master investigates, closes it and raises a corrective action', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'crew@mars.demo');
  await page.goto('/safety/incidents');
  await expect(page.getByRole('heading', { level: 1, name: 'Incidents and near misses' })).toBeVisible();
  await expect(page.getByTestId('stat-lostTimeInjuries')).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('New Incident')).toBeVisible();
  // Pre-filled: the time now.
  await expect(dialog.getByLabel('Date and time (UTC)')).not.toHaveValue('');
  await choose(page, 'Type', 'Near miss');
  await choose(page, 'Severity', 'Moderate');
  const location = `Poop deck, mooring winch ${Date.now() % 100000}`;
  await dialog.getByLabel('Location').fill(location);
  await dialog
    .getByLabel('What happened')
    .fill('Winch brake slipped while the line was under load; nobody in the bight.');
  await dialog.getByLabel('Report without my name (near miss only)').check();
  // A photo of the winch goes with the report.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'winch-brake.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(dialog.getByText('winch-brake.png')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-incident-report.png` });
  expect(await severeViolations(page, 'incident report form')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const reported = page.getByRole('row', { name: new RegExp(location) });
  await expect(reported).toContainText('Reported');
  await expect(reported).toContainText('Reported without a name');
  const number = /INC-\d{4}-\d{4}/.exec((await reported.textContent()) ?? '')![0];
  const stored = await (await page.request.get(`/api/v1/incidents?q=${number}`)).json();
  expect(stored.rows[0].photo_id).toEqual(expect.any(String));
  // A rating reports; investigating is not theirs.
  await rowMenu(page, number);
  await expect(page.getByRole('menuitem', { name: 'Start investigation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'master@mars.demo');
  await page.goto(`/safety/incidents?q=${number}`);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Reported without a name');
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Start investigation' }).click();
  await expect(page.getByText(`Investigation of ${number} started`)).toBeVisible();
  await expect(row).toContainText('Under investigation');

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Close incident' }).click();
  const close = page.getByRole('dialog', { name: `Close ${number}` });
  await close.getByRole('button', { name: 'Close incident' }).click();
  await expect(
    close.getByText('Enter the root cause (at least 10 characters) before closing the incident'),
  ).toBeVisible();
  await close
    .getByLabel('Root cause')
    .fill('Brake lining worn; the brake test was not in the planned maintenance.');
  await close.getByLabel('Immediate action').fill('Winch taken out of use until the lining was renewed.');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-incident-close.png` });
  await close.getByRole('button', { name: 'Close incident' }).click();
  await expect(page.getByText(`${number} closed`)).toBeVisible();
  await expect(row).toContainText('Closed');

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Raise corrective action' }).click();
  const raise = page.getByRole('dialog', { name: 'Raise corrective action' });
  await expect(raise.getByRole('combobox', { name: 'Incident' })).toHaveValue(new RegExp(number));
  await expect(raise.getByRole('combobox', { name: 'Source' })).toHaveValue('Incident');
  const title = `Add mooring winch brake test to the PMS ${Date.now() % 100000}`;
  await raise.getByLabel('Title').fill(title);
  await raise.getByLabel('Description').fill('Brake holding test every three months as a planned job.');
  await raise.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: /Anna Kowalski/ }).click();
  await raise.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Corrective action CA-\d{4}-\d{4} raised/)).toBeVisible();

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Show corrective actions' }).click();
  await expect(page).toHaveURL(/\/corrective-actions\?incident_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Corrective actions' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Open');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-corrective-actions.png`, fullPage: true });
  expect(await severeViolations(page, 'corrective actions')).toEqual([]);
  expect(errors).toEqual([]);
});

const CASES = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'classic', phone: false },
  { language: 'en', layout: 'modern', phone: true },
] as const;

const TEXTS = {
  en: { incidents: 'Incidents and near misses', actions: 'Corrective actions', lti: 'Lost-time injuries' },
  de: {
    incidents: 'Vorfälle und Beinaheunfälle',
    actions: 'Korrekturmaßnahmen',
    lti: 'Verletzungen mit Ausfallzeit',
  },
} as const;

for (const { language, layout, phone } of CASES) {
  test(`the incidents and corrective actions screens (${language}, ${layout}, ${phone ? 'phone' : 'desktop'})`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const text = TEXTS[language];
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'master@mars.demo');
    await page.evaluate(
      ([chosenLanguage, chosenLayout]) => {
        localStorage.setItem('mars.language', chosenLanguage!);
        localStorage.setItem('mars.layout', chosenLayout!);
      },
      [language, layout],
    );
    await page.goto('/safety/incidents');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: text.incidents })).toBeVisible();
    await expect(page.getByTestId('stat-lostTimeInjuries')).toContainText(text.lti);
    await expect(page.getByText(/INC-\d{4}-\d{4}/).first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/safety-incidents-${language}-${layout}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
    expect(await severeViolations(page, `incidents ${language} ${layout}`)).toEqual([]);

    await page.goto('/corrective-actions');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: text.actions })).toBeVisible();
    await expect(page.getByText(/CA-\d{4}-\d{4}/).first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    expect(await severeViolations(page, `corrective actions ${language} ${layout}`)).toEqual([]);
    await page.evaluate(() => {
      localStorage.removeItem('mars.language');
      localStorage.removeItem('mars.layout');
    });
    expect(errors).toEqual([]);
  });
}
