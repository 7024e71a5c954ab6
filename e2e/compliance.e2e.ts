// Compliance: the Master schedules and holds an internal ISM audit, records a finding from it as a
// non-conformity, starts its corrective action with the root cause and raises the action from it;
// the non-conformity does not close before the action is verified; an admin ashore closes it and then
// the audit. The audits and non-conformities screens in English and German, both layouts, on a
// phone, with axe.
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

test('an internal audit, a finding recorded as a non-conformity, its corrective action, and closing ashore', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'master@mars.demo');
  await page.goto('/compliance/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByTestId('stat-overdue')).toBeVisible();

  // Scheduled for today: internal, ISM (the form's defaults).
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: 'Audit type' })).toHaveValue('Internal');
  await expect(form.getByRole('combobox', { name: 'Standard' })).toHaveValue('ISM');
  const auditor = `Capt. E. Holm ${Date.now() % 100000}`;
  await form.getByLabel('Auditor').fill(auditor);
  await form.getByLabel('Organisation / authority').fill('Company – DPA office');
  await form.getByLabel('Scope').fill('Shipboard SMS, ISM Code elements 1 to 12.');
  expect(await severeViolations(page, 'audit form')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const audit = page.getByRole('row', { name: new RegExp(auditor) });
  await expect(audit).toContainText('Scheduled');
  const auditNumber = /AUD-\d{4}-\d{4}/.exec((await audit.textContent()) ?? '')![0];

  // A finding is recorded once the audit is held.
  await rowMenu(page, auditNumber);
  await expect(page.getByRole('menuitem', { name: 'Record finding' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Start audit' }).click();
  const start = page.getByRole('dialog', { name: `Start ${auditNumber}` });
  await start.getByRole('button', { name: 'Start audit' }).click();
  await expect(page.getByText(`${auditNumber} started`)).toBeVisible();
  await expect(audit).toContainText('In progress');

  await rowMenu(page, auditNumber);
  await page.getByRole('menuitem', { name: 'Record finding' }).click();
  const record = page.getByRole('dialog', { name: 'Record finding' });
  await expect(record.getByRole('combobox', { name: 'Audit' })).toHaveValue(new RegExp(auditNumber));
  await expect(record.getByRole('combobox', { name: 'Kind' })).toHaveValue('Non-conformity');
  const title = `Emergency fire pump not tested weekly ${Date.now() % 100000}`;
  await record.getByRole('textbox', { name: 'Finding', exact: true }).fill(title);
  await record.getByLabel('ISM clause').fill('10.3');
  await record.getByLabel('Description').fill('The weekly test was missed twice in the last month.');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/compliance-record-finding.png` });
  await record.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Finding NC-\d{4}-\d{4} recorded/)).toBeVisible();

  await rowMenu(page, auditNumber);
  await page.getByRole('menuitem', { name: 'Show findings' }).click();
  await expect(page).toHaveURL(/\/compliance\/non-conformities\?audit_id=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Non-conformities and observations' }),
  ).toBeVisible();
  const finding = page.getByRole('row', { name: new RegExp(title) });
  await expect(finding).toContainText('Open');
  const ncNumber = /NC-\d{4}-\d{4}/.exec((await finding.textContent()) ?? '')![0];

  // The corrective action starts with the root cause.
  await rowMenu(page, ncNumber);
  await page.getByRole('menuitem', { name: 'Start corrective action' }).click();
  const startAction = page.getByRole('dialog', { name: `Start the corrective action of ${ncNumber}` });
  await startAction.getByRole('button', { name: 'Start corrective action' }).click();
  await expect(
    startAction.getByText(
      'Enter the root cause (at least 10 characters) before starting the corrective action',
    ),
  ).toBeVisible();
  await startAction.getByLabel('Root cause').fill('The weekly test was not a planned job in the PMS.');
  await startAction.getByRole('button', { name: 'Start corrective action' }).click();
  await expect(page.getByText(`Corrective action of ${ncNumber} started`)).toBeVisible();
  await expect(finding).toContainText('Corrective action');

  await rowMenu(page, ncNumber);
  // Closing is the admins' ashore.
  await expect(page.getByRole('menuitem', { name: 'Close non-conformity' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Raise corrective action' }).click();
  const raise = page.getByRole('dialog', { name: 'Raise corrective action' });
  await expect(raise.getByRole('combobox', { name: 'Non-conformity' })).toHaveValue(new RegExp(ncNumber));
  await expect(raise.getByRole('combobox', { name: 'Source' })).toHaveValue('Non-conformity');
  const actionTitle = `Weekly fire pump test as a planned job ${Date.now() % 100000}`;
  await raise.getByLabel('Title').fill(actionTitle);
  await raise.getByLabel('Description').fill('Added to the PMS with a logbook line as its record.');
  await choose(page, 'Assigned to', /Rajesh Nair/);
  await raise.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Corrective action CA-\d{4}-\d{4} raised/)).toBeVisible();
  await signOut(page);

  // Ashore: not closed while its action is open.
  await signIn(page, 'admin@mars.demo');
  await page.goto(`/compliance/non-conformities?q=${ncNumber}`);
  const ashore = page.getByRole('row', { name: new RegExp(ncNumber) });
  await expect(ashore).toContainText('Corrective action');
  await rowMenu(page, ncNumber);
  await page.getByRole('menuitem', { name: 'Close non-conformity' }).click();
  const close = page.getByRole('dialog', { name: `Close ${ncNumber}` });
  await close.getByLabel('Verification of effectiveness').fill('Two weekly tests recorded since.');
  await close.getByRole('button', { name: 'Close non-conformity' }).click();
  await expect(
    close.getByText('A non-conformity closes when each of its corrective actions is verified as effective.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(close).toHaveCount(0);

  // The action done and verified, from the non-conformity's link.
  await rowMenu(page, ncNumber);
  await page.getByRole('menuitem', { name: 'Show corrective actions' }).click();
  await expect(page).toHaveURL(/\/corrective-actions\?non_conformity_id=/);
  const action = page.getByRole('row', { name: new RegExp(actionTitle) });
  await expect(action).toContainText('Open');
  await rowMenu(page, actionTitle);
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(action).toContainText('Completed');
  await rowMenu(page, actionTitle);
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  const verify = page.getByRole('dialog');
  await verify.getByLabel('Verification of effectiveness').fill('Tests recorded weekly since.');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(action).toContainText('Verified');

  await page.goto(`/compliance/non-conformities?q=${ncNumber}`);
  await rowMenu(page, ncNumber);
  await page.getByRole('menuitem', { name: 'Close non-conformity' }).click();
  await close.getByRole('button', { name: 'Close non-conformity' }).click();
  await expect(page.getByText(`${ncNumber} closed`)).toBeVisible();
  await expect(ashore).toContainText('Closed');

  // A closed finding takes no new action: the corrective-action form does not offer it.
  await page.goto('/corrective-actions');
  await expectSettled(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const newAction = page.getByRole('dialog');
  await newAction.getByRole('combobox', { name: 'Non-conformity' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(ncNumber) })).toHaveCount(0);
  // Escape closes the list, then the newAction.
  await page.keyboard.press('Escape');
  if (await newAction.isVisible()) await page.keyboard.press('Escape');
  await expect(newAction).toHaveCount(0);

  // Every finding closed: the audit is completed and closed.
  await page.goto(`/compliance/audits?q=${auditNumber}`);
  const closing = page.getByRole('row', { name: new RegExp(auditNumber) });
  await rowMenu(page, auditNumber);
  await page.getByRole('menuitem', { name: 'Complete audit' }).click();
  const complete = page.getByRole('dialog', { name: `Complete ${auditNumber}` });
  await complete.getByLabel('Summary').fill('One non-conformity, closed.');
  await complete.getByRole('button', { name: 'Complete audit' }).click();
  await expect(closing).toContainText('Completed');
  await rowMenu(page, auditNumber);
  await page.getByRole('menuitem', { name: 'Close audit' }).click();
  await expect(page.getByText(`${auditNumber} closed`)).toBeVisible();
  await expect(closing).toContainText('Closed');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/compliance-audits.png`, fullPage: true });
  expect(await severeViolations(page, 'audits')).toEqual([]);
  // The browser logs the expected 409 of the early close itself; nothing else may show up.
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});

const CASES = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'classic', phone: false },
  { language: 'en', layout: 'modern', phone: true },
] as const;

const TEXTS = {
  en: {
    audits: 'Audits',
    nonConformities: 'Non-conformities and observations',
    majorOpen: 'Open major non-conformities',
  },
  de: {
    audits: 'Audits',
    nonConformities: 'Nichtkonformitäten und Beobachtungen',
    majorOpen: 'Offene schwerwiegende Nichtkonformitäten',
  },
} as const;

for (const { language, layout, phone } of CASES) {
  test(`the audits and non-conformities screens (${language}, ${layout}, ${phone ? 'phone' : 'desktop'})`, async ({
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
    for (const [path, heading, number] of [
      ['/compliance/audits', text.audits, /AUD-\d{4}-\d{4}/],
      ['/compliance/non-conformities', text.nonConformities, /NC-\d{4}-\d{4}/],
    ] as const) {
      await page.goto(path);
      await expectSettled(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(number).first()).toBeVisible();
      if (path === '/compliance/non-conformities')
        await expect(page.getByTestId('stat-majorOpen')).toContainText(text.majorOpen);
      if (phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
      await page.screenshot({
        path: `${ARTIFACTS_DIR}/compliance-${path.split('/')[2]}-${language}-${layout}-${phone ? 'phone' : 'desktop'}.png`,
        fullPage: true,
      });
      expect(await severeViolations(page, `${path} ${language} ${layout}`)).toEqual([]);
    }
    await page.evaluate(() => {
      localStorage.removeItem('mars.language');
      localStorage.removeItem('mars.layout');
    });
    expect(errors).toEqual([]);
  });
}
