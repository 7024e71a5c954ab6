// Maintenance: a work order through its states as the ship's engineer (create, start, complete),
// shown by the overview and the calendar; the equipment list with a running-hours reading.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  collectConsoleErrors,
  expectSettled,
  rowMenu,
  severeViolations,
  signIn,
} from './support';

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

test('the engineer takes a new work order from creation through start to completion', async ({ page }) => {
  // 19 s on a loaded machine: room for a busier one.
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await signIn(page, 'engineer@mars.demo');
  await page.goto('/maintenance/work-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-work-orders.png`, fullPage: true });

  // One create button, opening the form with pickers.
  await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New work order' })).toHaveCount(1);
  await page.getByRole('button', { name: 'New work order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New work order' });
  await dialog.getByRole('button', { name: 'Create work order' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  const title = `Renew steering pump coupling ${Date.now() % 100000}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('combobox', { name: 'Equipment' }).fill('STG-P1');
  await page.getByRole('option', { name: /STG-P1/ }).click();
  await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: /Rajesh Nair/ }).click();
  await dialog.getByLabel('Due date').fill(isoDate(5));
  await dialog.getByLabel('Scheduled date').fill(isoDate(2));
  await dialog
    .getByLabel('Description')
    .fill('Coupling rubber elements cracked; renew them and check the alignment.');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-work-order-new.png` });
  await dialog.getByRole('button', { name: 'Create work order' }).click();
  const saved = page.getByText(/Work order WO-\d{4}-\d{4} created/);
  await expect(saved).toBeVisible();
  const number = /WO-\d{4}-\d{4}/.exec((await saved.textContent()) ?? '')![0];

  // The overview lists it as due within 30 days.
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Due in the next 30 days' }).getByText(number)).toBeVisible();
  await expect(page.getByTestId('overdue')).toHaveText(/^[1-9]\d*$/);
  // Due planned work is raised by the server's job or on request, never by reading the overview.
  await page.getByRole('button', { name: 'Raise due work' }).click();
  await expect(page.getByText(/work orders raised|No planned work is due/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-overview.png`, fullPage: true });

  await page.goto(`/maintenance/work-orders?q=${number}`);
  await expect(page.getByText(title)).toBeVisible();
  await rowMenu(page, title);
  await page.getByRole('menuitem', { name: 'Start' }).click();
  await expect(page.getByText(`${number} started`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('In progress')).toBeVisible();

  await rowMenu(page, title);
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: `Complete ${number}` });
  await complete.getByLabel('Completion notes').fill('Both elements renewed, alignment within 0.05 mm.');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`${number} completed`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Completed')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-work-order-completed.png`, fullPage: true });

  // The calendar shows it on its scheduled and due days, in the month and the week.
  await page.goto(`/maintenance/calendar?view=week&date=${isoDate(2)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance calendar' })).toBeVisible();
  await expect(page.locator(`td[data-date="${isoDate(2)}"]`).getByText(number)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-calendar-week.png`, fullPage: true });
  await page.goto(`/maintenance/calendar?view=month&date=${isoDate(5)}`);
  await expect(page.locator(`td[data-date="${isoDate(5)}"]`).getByText(title)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-calendar-month.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the equipment list shows systems and components and records a running-hours reading', async ({
  page,
}) => {
  await signIn(page, 'engineer@mars.demo');
  await page.goto('/maintenance/equipment?q=Auxiliary');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipment' })).toBeVisible();
  const row = page.getByRole('row', { name: /AE1/ });
  await expect(row.getByText('Power generation').first()).toBeVisible();
  await rowMenu(page, 'AE1 · Auxiliary engine No. 1');
  await page.getByRole('menuitem', { name: 'Record reading' }).click();
  const dialog = page.getByRole('dialog', { name: /Running hours of Auxiliary engine No. 1/ });
  await dialog.getByLabel('Running hours now').fill('99999');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Auxiliary engine No. 1: 99999 h recorded')).toBeVisible();
  await expect(row.getByText(/99[,.]?999 h/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-equipment.png`, fullPage: true });

  // A code already used on the vessel is named on the code field.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog', { name: /New/ });
  await form.getByRole('textbox', { name: 'Code' }).fill('AE1');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Auxiliary engine No. 1 (copy)');
  for (const [field, option] of [
    ['Category', 'Power generation'],
    ['Status', 'Operational'],
    ['Criticality', 'Normal'],
  ] as const) {
    await form.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Already in use: choose another value')).toBeVisible();
});

test('a step that asks for input opens its dialog: accessible, on a phone, and in German', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'engineer@mars.demo');
  await page.goto('/maintenance/work-orders?status=in_progress');
  await expectSettled(page);
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  // The menu offers what the work order's state allows the engineer, nothing else.
  await expect(page.getByRole('menuitem', { name: 'Complete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Start' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: /^Complete WO-\d{4}-\d{4}$/ });
  await expect(dialog.getByLabel('Running hours at completion')).toBeVisible();
  await expect(dialog.getByText('Optional; recorded as a reading of the equipment')).toBeVisible();
  expect(await severeViolations(page, 'complete dialog')).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the dialog scrolls sideways on a phone').toBeLessThanOrEqual(376);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-complete-dialog-phone.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('mars.language', 'de'));
  await page.reload();
  await expectSettled(page);
  await page
    .getByRole('button', { name: /^Aktionen für / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Abschließen' }).click();
  const german = page.getByRole('dialog', { name: /^WO-\d{4}-\d{4} abschließen$/ });
  await expect(german.getByLabel('Betriebsstunden bei Abschluss')).toBeVisible();
  await expect(german.getByRole('button', { name: 'Abschließen' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('mars.language', 'en'));
  expect(consoleErrors).toEqual([]);
});
