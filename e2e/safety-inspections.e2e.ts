// Safety: the Master schedules a port state control inspection, records two deficiencies with the PSC
// action codes, raises a corrective action from one and finds it by the deficiency's link, sees them
// counted in the list, is refused a clean pass and completes the inspection with deficiencies; the inspections screen (pass rate, the failed-inspection alert of the
// demo's failed vetting) in English and German, both layouts, on a phone, with axe.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  choose,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  severeViolations,
  signIn,
} from './support';

test('the Master records a PSC inspection with two deficiencies, one leading to a corrective action', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const run = Date.now() % 100000;
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/safety/inspections');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  await expect(page.getByTestId('stat-passRate')).toContainText('%');

  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('New Inspection')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Port state control');
  const authority = `Paris MoU - Spain DGMM ${run}`;
  await dialog.getByLabel('Authority').fill(authority);
  await dialog.getByLabel('Port').fill('Algeciras');
  await dialog.getByLabel('Inspector').fill('L. García');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(authority) });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Pending');
  const number = /INS-\d{4}-\d{4}/.exec((await row.textContent()) ?? '')![0];

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Start', exact: true }).click();
  await expect(page.getByText(`${number} started`)).toBeVisible();
  await expect(row).toContainText('In progress');

  const deficiencies = [
    {
      code: '07113',
      action: '17 – Master instructed to rectify before departure',
      text: `Fire door to the ECR does not close ${run}`,
    },
    { code: '10111', action: '16 – Rectify within 14 days', text: `List of Lights not corrected ${run}` },
  ];
  for (const deficiency of deficiencies) {
    await rowMenu(page, number);
    await page.getByRole('menuitem', { name: 'Add deficiency' }).click();
    const add = page.getByRole('dialog', { name: 'Add deficiency' });
    await expect(add.getByRole('combobox', { name: 'Inspection' })).toHaveValue(new RegExp(number));
    await add.getByLabel('Deficiency code').fill(deficiency.code);
    // 17 (before departure) is what a new deficiency starts with.
    const actionTaken = add.getByRole('combobox', { name: 'Action taken' });
    if (deficiency.code === '07113') await expect(actionTaken).toHaveValue(deficiency.action);
    else await choose(page, 'Action taken', deficiency.action);
    await add.getByLabel('Description').fill(deficiency.text);
    if (deficiency.code === '07113') {
      await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-inspection-deficiency.png` });
      expect(await severeViolations(page, 'deficiency form')).toEqual([]);
    }
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);
  }

  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Deficiencies' }).click();
  await expect(page).toHaveURL(/tab=deficiencies&inspection_id=/);
  await expect(page.getByRole('tab', { name: 'Deficiencies' })).toHaveAttribute('aria-selected', 'true');
  const door = page.getByRole('row', { name: new RegExp(deficiencies[0]!.text) });
  await expect(door).toContainText('17 – Master instructed to rectify before departure');
  await expect(door).toContainText('Open');
  await expect(page.getByRole('row', { name: new RegExp(deficiencies[1]!.text) })).toContainText(
    '16 – Rectify within 14 days',
  );
  await page.screenshot({ path: `${ARTIFACTS_DIR}/safety-inspection-deficiencies.png`, fullPage: true });
  expect(await severeViolations(page, 'deficiencies')).toEqual([]);

  await rowMenu(page, `07113 ${deficiencies[0]!.text}`);
  await page.getByRole('menuitem', { name: 'Raise corrective action' }).click();
  const raise = page.getByRole('dialog', { name: 'Raise corrective action' });
  await expect(raise.getByRole('combobox', { name: 'Deficiency' })).toHaveValue(/07113/);
  await expect(raise.getByRole('combobox', { name: 'Source' })).toHaveValue('Inspection deficiency');
  await expect(raise.getByLabel('Title')).toHaveValue(deficiencies[0]!.text);
  await raise.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: /Anna Kowalski/ }).click();
  await raise.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Corrective action CA-\d{4}-\d{4} raised/)).toBeVisible();

  await rowMenu(page, `07113 ${deficiencies[0]!.text}`);
  await page.getByRole('menuitem', { name: 'Show corrective actions' }).click();
  await expect(page).toHaveURL(/\/corrective-actions\?deficiency_id=/);
  const action = page.getByRole('row', { name: new RegExp(deficiencies[0]!.text) });
  await expect(action).toContainText('Inspection deficiency');
  await expect(action).toContainText('Open');

  await page.goto(`/safety/inspections?q=${number}`);
  // The list counts its two deficiencies.
  await expect(
    page.getByRole('row', { name: new RegExp(number) }).getByRole('cell', { name: '2', exact: true }),
  ).toBeVisible();
  await rowMenu(page, number);
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: `Complete ${number}` });
  // A clean pass is refused while deficiencies are recorded: the result says why.
  await choose(page, 'Result', 'Pass');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(
    complete.getByText('Deficiencies are recorded for this inspection: choose “Pass with deficiencies”'),
  ).toBeVisible();
  await choose(page, 'Result', 'Pass with deficiencies');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`${number} completed`)).toBeVisible();
  const done = page.getByRole('row', { name: new RegExp(number) });
  await expect(done).toContainText('Completed');
  await expect(done).toContainText('Pass with deficiencies');
  // The one refusal (the clean pass) is the only failed request.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  expect(errors.filter((error) => error.includes('status of 400'))).toHaveLength(1);
});

const CASES = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'classic', phone: false },
  { language: 'en', layout: 'modern', phone: true },
] as const;

const TEXTS = {
  en: { heading: 'Inspections', passRate: 'Pass rate', alert: 'Failed inspections', tab: 'Deficiencies' },
  de: {
    heading: 'Inspektionen',
    passRate: 'Bestehensquote',
    alert: 'Nicht bestandene Inspektionen',
    tab: 'Mängel',
  },
} as const;

for (const { language, layout, phone } of CASES) {
  test(`the inspections screen (${language}, ${layout}, ${phone ? 'phone' : 'desktop'})`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const text = TEXTS[language];
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
    // The fleet's inspections: the demo's failed vetting of Baltic Pioneer raises the alert.
    await signIn(page, 'admin@mars.demo');
    await page.evaluate(
      ([chosenLanguage, chosenLayout]) => {
        localStorage.setItem('mars.language', chosenLanguage!);
        localStorage.setItem('mars.layout', chosenLayout!);
      },
      [language, layout],
    );
    await page.goto('/safety/inspections');
    await expectSettled(page);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page.getByTestId('stat-passRate')).toContainText(text.passRate);
    await expect(page.getByTestId('stat-passRate')).toContainText('%');
    await expect(page.getByTestId('failed-inspections-alert')).toContainText(text.alert);
    await expect(page.getByText(/INS-\d{4}-\d{4}/).first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    await page.screenshot({
      path: `${ARTIFACTS_DIR}/safety-inspections-${language}-${layout}-${phone ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
    expect(await severeViolations(page, `inspections ${language} ${layout}`)).toEqual([]);

    await page.getByRole('tab', { name: text.tab }).click();
    await expectSettled(page);
    await expect(page.getByText('07113').first()).toBeVisible();
    if (phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
    expect(await severeViolations(page, `deficiencies ${language} ${layout}`)).toEqual([]);
    await page.evaluate(() => {
      localStorage.removeItem('mars.language');
      localStorage.removeItem('mars.layout');
    });
    expect(errors).toEqual([]);
  });
}

test('the Master downloads the report of a drill as PDF from the drills screen', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page, 'master@mars.demo');
  await page.goto('/safety/drills?status=completed');
  await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
  await page
    .getByRole('button', { name: /Actions for/ })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Drill report (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^drill-[a-z_]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(errors).toEqual([]);
});
