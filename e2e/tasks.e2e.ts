// Tasks (issue 13): the chief engineer opens the tasks from the menu and finds the open work of his
// ship from several modules, soonest first; narrows it to what is assigned to him and to high
// priority, and follows a task to the screen where it is done. A rating finds last month's rest hours to
// sign among his tasks, signs them on the working-hours screen and the task is gone. In German on a
// phone in the classic layout, with no severe axe violation, loading and settled.
import { expect, test } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  collectConsoleErrors,
  expectSettled,
  holdResponses,
  severeViolations,
  signIn,
  signInWith,
} from './support';

test("the chief engineer finds his ship's open work in one list and narrows it to his own", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signInWith(page, 'engineer@mars.demo', 'en', 'modern');
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Tasks', exact: true }).click();
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  const table = page.getByTestId('tasks');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Work from several modules in one list.
  const kinds = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(new Set(kinds).size).toBeGreaterThan(1);
  expect(kinds).toContain('Work order');
  const total = Number(await page.getByTestId('stat-total').locator('p').nth(1).innerText());
  expect(total).toBe(kinds.length);
  expect(await severeViolations(page, 'tasks')).toEqual([]);

  // Only his own: each of them a work order or a corrective action.
  await page.getByText('Assigned to me').click();
  await expect(page).toHaveURL(/mine=true/);
  await expectSettled(page);
  const own = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(own.length).toBeGreaterThan(0);
  for (const kind of own) expect(['Work order', 'Corrective action']).toContain(kind);

  // High priority only.
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await expect(page).toHaveURL(/priority=high/);
  const figure = async (key: string) =>
    Number(await page.getByTestId(`stat-${key}`).locator('p').nth(1).innerText());
  // Every task shown is high, and the figures count what is shown (read together, once the
  // narrowed answer has replaced the one before it).
  await expectSettled(page);
  const shown = async () => ({
    high: await figure('high'),
    total: await figure('total'),
    priorities: await table.locator('tbody tr td:last-child').allInnerTexts(),
  });
  await expect
    .poll(async () => {
      const { high, total, priorities } = await shown();
      const notHigh = priorities.filter((priority) => priority !== 'High');
      return { highMinusTotal: high - total, rowsMinusTotal: priorities.length - total, notHigh };
    })
    .toEqual({ highMinusTotal: 0, rowsMinusTotal: 0, notHigh: [] });
  expect((await shown()).total).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/tasks-mine-high.png` });

  // A task leads to the screen where it is done.
  await page.goto('/tasks?mine=true');
  await expectSettled(page);
  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/(maintenance\/work-orders|corrective-actions)\?q=/);
  expect(consoleErrors).toEqual([]);
});

test('a rating signs the month of rest hours his tasks ask for, and the task is gone', async ({ page }) => {
  test.setTimeout(200_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1500, height: 950 });
  await signIn(page, 'crew@mars.demo');
  await page.goto('/tasks?mine=true');
  await expectSettled(page);
  const table = page.getByTestId('tasks');
  const task = table.getByRole('row').filter({ hasText: 'Rest hours to sign' });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText(/Record of \w+ \d{4}/);
  await expect(task).toContainText('Dela Cruz, Juan');
  expect(await severeViolations(page, 'tasks of a rating')).toEqual([]);

  await task.getByRole('link').click();
  await expect(page).toHaveURL(/\/crew\/hours\?seafarer=.+&month=\d{4}-\d{2}/);
  await expectSettled(page);
  await page.getByRole('button', { name: 'Sign the month' }).click();
  await expect(page.getByText(/Record of \w+ \d{4} signed/)).toBeVisible();
  await expect(page.getByTestId('hours-signature')).toContainText('Signed by');
  await expect(page.getByRole('button', { name: 'Sign the month' })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/crew-hours-signed.png` });
  expect(await severeViolations(page, 'signed hours')).toEqual([]);

  await page.goto('/tasks?mine=true');
  await expectSettled(page);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  // No row of that kind is left (the page's description names the kind too).
  await expect(table.getByRole('row').filter({ hasText: 'Rest hours to sign' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('German, classic layout, on a phone: the tasks while loading and settled', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWith(page, 'engineer@mars.demo', 'de', 'classic');
  const release = await holdResponses(page, /\/api\/v1\/tasks/);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Aufgaben', level: 1 })).toBeVisible();
  expect(await severeViolations(page, 'tasks loading (de, phone)')).toEqual([]);
  await release();
  await expectSettled(page);
  await expect(page.getByTestId('stat-total')).toContainText('Offene Aufgaben');
  await expect(page.getByTestId('tasks').getByText('Arbeitsauftrag').first()).toBeVisible();
  expect(await severeViolations(page, 'tasks (de, phone)')).toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/tasks-de-phone.png` });
  await page.evaluate(() => {
    localStorage.setItem('mars.language', 'en');
    localStorage.setItem('mars.layout', 'modern');
  });
  expect(consoleErrors).toEqual([]);
});
