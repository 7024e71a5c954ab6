// One computer on board, several users (issue 12): the browser's offline database holds one user's
// rows at a time. While the Master's change waits unsent in it, a rating who signs in on the same
// browser is told so and works on the remote database; once the Master has synced, the rating's own
// turn to the local database empties it first and loads only what the server gives him (his own
// hours of rest, not the Master's view of every seafarer's).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  collectConsoleErrors,
  dragAcross,
  expectSettled,
  goLocal,
  isOfflineNoise,
  signIn,
  signOut,
} from './support';

/** The seafarers whose days of work and rest the browser's offline database holds. */
function heldSeafarers(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('mars');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('workingHours').objectStore('workingHours').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve([...new Set((read.result as { crewMemberId: string }[]).map((row) => row.crewMemberId))]);
          };
        };
      }),
  );
}

test("a rating on the Master's browser never reads the Master's offline database, and the Master's unsent change waits for him", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'master@mars.demo');
  await goLocal(page);
  expect((await heldSeafarers(page)).length).toBeGreaterThan(10);

  // The Master records an evening of work for today; its push cannot get through.
  await page.route('**/api/v1/sync/push', (route) => route.abort('internetdisconnected'));
  const date = new Date().toISOString().slice(0, 10);
  await page.goto(`/crew/hours?month=${date.slice(0, 7)}`);
  await expectSettled(page);
  await page.getByRole('combobox', { name: 'Seafarer' }).click();
  await page.getByRole('option', { name: /Kowalski, Anna/ }).click();
  // Her month replaces the one shown before (a loader while it is read): the grid is hers once the
  // choice shows and nothing is loading any more.
  await expect(page.getByRole('combobox', { name: 'Seafarer' })).toHaveValue(/Kowalski, Anna/);
  await expectSettled(page);
  const row = page.locator(`tr[data-date="${date}"]`);
  await row.locator('td[role="gridcell"]').nth(47).scrollIntoViewIfNeeded();
  await dragAcross(
    page,
    row.locator('td[role="gridcell"]').nth(36),
    row.locator('td[role="gridcell"]').nth(47),
  );
  await page.getByRole('button', { name: 'Save all (1 day)' }).click();
  await expect(page.getByText(`Hours of ${date} saved`).first()).toBeVisible();
  await page.mouse.move(10, 500);
  await expect(page.getByText(`Hours of ${date} saved`)).toHaveCount(0, { timeout: 20_000 });
  await signOut(page);

  // The rating on the same browser, where the local data source is still chosen: the database is the
  // Master's until his change is sent, and the rating is told so and works on the remote one.
  await signIn(page, 'crew@mars.demo');
  await expect(
    page.getByText(
      'It holds changes of James Hartley that have not been sent yet. They are sent when James Hartley signs in on this browser again; until then the remote database is used.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Data source: Remote database' })).toBeVisible();
  await page.getByRole('alert').getByRole('button', { name: 'Close notification' }).click();
  await signOut(page);

  // The Master again, on his database: his change waits for him, and goes with the next sync.
  await page.unroute('**/api/v1/sync/push');
  await signIn(page, 'master@mars.demo');
  await page.getByRole('button', { name: 'Data source: Remote database' }).click();
  await page.getByRole('menuitem', { name: 'Local browser database' }).click();
  await page.getByRole('button', { name: 'Connection: 1 pending' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Connection: Synced' })).toBeVisible({ timeout: 30_000 });
  const onServer = await page.request.get(`/api/v1/work-rest-days?work_date=${date}&limit=100`);
  const days = ((await onServer.json()) as { rows: { slots: string }[] }).rows;
  expect(days.map((day) => day.slots)).toContain('0'.repeat(36) + '1'.repeat(12));
  await signOut(page);

  // The rating's turn, the local data source still chosen: the database is emptied for him, and the
  // sync loads only his own record.
  await signIn(page, 'crew@mars.demo');
  await expect(page.getByRole('button', { name: 'Data source: Local browser database' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connection: Synced' })).toBeVisible({ timeout: 30_000 });
  expect(await heldSeafarers(page)).toHaveLength(1);
  expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
});
