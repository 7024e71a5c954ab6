// Notifications read and unread: one by one and all at once, the bell counting the unread ones; in
// English on a desktop (modern layout) and in German on a phone (classic layout); axe on each state.
// The engineer's notices are the ones no other spec counts.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { ARTIFACTS_DIR, expectAxeClean, expectSettled, signIn } from './support';

const USER = 'engineer@mars.demo';

type Notices = { rows: { id: string; title: string; read: boolean }[]; total: number; unread: number };

/** Every notice of the user unread, as a fresh account has them; answers the list. */
async function startAllUnread(page: Page): Promise<Notices> {
  const reset = await page.request.post('/api/v1/notifications/unread-all', {
    headers: { 'X-Requested-With': 'mars' },
  });
  expect(reset.status()).toBe(204);
  const notices = (await (await page.request.get('/api/v1/notifications')).json()) as Notices;
  expect(distinct(notices.rows).length).toBeGreaterThanOrEqual(2);
  expect(notices.unread).toBe(notices.total);
  return notices;
}

/** Notices whose title no other notice has, so that their buttons can be named. */
function distinct(rows: Notices['rows']): Notices['rows'] {
  return rows.filter((row) => rows.filter((other) => other.title === row.title).length === 1);
}

/** The page's own count of unread notices (the classic layout's status bar is another status). */
const unreadCount = (page: Page) => page.getByRole('main').getByRole('status');

test('the user marks notifications read and unread; the bell counts the unread', async ({ page }) => {
  await signIn(page, USER);
  const { rows, total } = await startAllUnread(page);
  const first = distinct(rows)[0]!;
  await page.goto('/notifications');
  await expectSettled(page);
  const bell = (count: string) => page.getByRole('link', { name: `Notifications: ${count} unread` });
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(bell(String(total))).toBeVisible();
  await expect(unreadCount(page)).toHaveText(`${total} unread`);
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(total);
  await expectAxeClean(page, 'all unread');

  await page.getByRole('button', { name: `Mark as read: ${first.title}` }).click();
  await expect(unreadCount(page)).toHaveText(`${total - 1} unread`);
  await expect(bell(String(total - 1))).toBeVisible();
  await expect(page.getByRole('button', { name: `Mark as unread: ${first.title}` })).toBeVisible();
  await expectAxeClean(page, 'one read');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/notifications-one-read.png`, fullPage: true });

  // Kept by the server: after a reload the notice is still read.
  await page.reload();
  await expectSettled(page);
  await expect(unreadCount(page)).toHaveText(`${total - 1} unread`);
  const show = (choice: string) =>
    page.getByRole('radiogroup', { name: 'Show' }).getByText(choice, { exact: true }).click();
  await show('Unread');
  await expect(list.getByRole('listitem')).toHaveCount(total - 1);
  await expect(list.getByRole('link', { name: first.title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unreadCount(page)).toHaveText('No unread notifications');
  await expect(bell('none')).toBeVisible();
  await expect(page.getByText('All caught up: every notification is read.')).toBeVisible();
  await expectAxeClean(page, 'all read');

  await show('All');
  await expect(list.getByRole('listitem')).toHaveCount(total);
  await page.getByRole('button', { name: `Mark as unread: ${first.title}` }).click();
  await expect(unreadCount(page)).toHaveText('1 unread');
  await expect(bell('1')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as unread' }).click();
  await expect(unreadCount(page)).toHaveText(`${total} unread`);
  await expect(bell(String(total))).toBeVisible();
});

test.describe('on a phone, in German, with the classic layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('a notice opened from the list is read, and all are marked unread again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mars.language', 'de');
      localStorage.setItem('mars.layout', 'classic');
    });
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill(USER);
    await page.getByLabel('Passwort', { exact: true }).fill('Mars-Demo-2026!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const { rows, total } = await startAllUnread(page);
    await page.goto('/notifications');
    await expectSettled(page);
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expect(unreadCount(page)).toHaveText(`${total} ungelesen`);
    await expectAxeClean(page, 'de phone all unread');

    const [first, second] = distinct(rows);
    await page.getByRole('button', { name: `Als gelesen markieren: ${first!.title}` }).click();
    await expect(unreadCount(page)).toHaveText(`${total - 1} ungelesen`);
    await expect(
      page.getByRole('link', { name: `Benachrichtigungen: ${total - 1} ungelesen` }),
    ).toBeVisible();
    await expectAxeClean(page, 'de phone one read');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/notifications-de-phone.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // Opening a notice's link reads it.
    await page
      .getByRole('list', { name: 'Benachrichtigungen' })
      .getByRole('link', { name: second!.title, exact: true })
      .click();
    await expect(page).not.toHaveURL(/\/notifications$/);
    await expect(
      page.getByRole('link', { name: `Benachrichtigungen: ${total - 2} ungelesen` }),
    ).toBeVisible();

    await page.goto('/notifications');
    await expectSettled(page);
    await page.getByRole('button', { name: 'Alle als ungelesen markieren' }).click();
    await expect(unreadCount(page)).toHaveText(`${total} ungelesen`);
  });
});
