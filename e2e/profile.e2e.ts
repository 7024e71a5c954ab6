// The profile as users meet it (issue 11): the user edits their names, phone, position, department and
// language (the app speaks it after the save and at the next sign-in); chooses which notices they want
// (the bell and the notifications page follow) and the daily digest; security in one tab; settings
// leads to both. In English on a desktop (modern layout) and in German on a phone (classic layout),
// axe on each state. On a server of its own: these journeys change an account other specs sign in with.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import type { OwnServer } from './own-server';
import { startOwnServer } from './own-server';
import { ARTIFACTS_DIR, DEMO_PASSWORD, expectAxeClean, expectSettled } from './support';

const USER = 'officer@mars.demo';
const PHONE = { width: 390, height: 844 };

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

type Notices = { rows: { type: string; title: string; read: boolean }[]; unread: number };

async function newPage(
  browser: Browser,
  options: { viewport?: typeof PHONE; layout?: 'classic'; language?: 'de' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript((init) => {
    if (init.layout) localStorage.setItem('mars.layout', init.layout);
    if (init.language) localStorage.setItem('mars.language', init.language);
  }, options);
  return page;
}

async function signIn(page: Page, labels = { email: 'Email', password: 'Password', submit: 'Sign In' }) {
  await page.goto('/login');
  await page.getByLabel(labels.email).fill(USER);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Keeps German on the account too (the first test leaves English there). */
async function chooseGermanOnAccount(page: Page) {
  const profile = await (await page.request.get('/api/v1/profile')).json();
  const saved = await page.request.put('/api/v1/profile', {
    data: { ...profile, language: 'de', email: undefined, full_name: undefined },
    headers: { 'X-Requested-With': 'mars' },
  });
  expect(saved.status()).toBe(200);
}

test('the user edits their profile and language; the app speaks it after the save and at sign-in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await signIn(page);
  await page.goto('/profile');
  await expectSettled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Profile information', 'Security', 'Notifications']);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(firstName).toHaveValue('Anna');
  await expect(lastName).toHaveValue('Kowalski');
  await expect(page.getByText(USER, { exact: true })).toBeVisible();

  // A number that is none, and an empty first name, are refused under their fields.
  await firstName.fill('');
  await phone.fill('call me');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await expectAxeClean(page, 'profile with errors');

  await firstName.fill('Anna');
  await lastName.fill('Kowalska');
  await phone.fill('+48 58 123 45 67');
  await page.getByRole('textbox', { name: 'Position' }).fill('Chief Officer');
  await page.getByRole('textbox', { name: 'Department' }).fill('Deck');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu of Anna Kowalska' })).toBeVisible();
  await page.reload();
  await expectSettled(page);
  await expect(phone).toHaveValue('+48 58 123 45 67');
  await expect(page.getByRole('textbox', { name: 'Position' })).toHaveValue('Chief Officer');
  await expectAxeClean(page, 'profile saved');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/profile-en.png`, fullPage: true });

  // German: the app turns German at once.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profil gespeichert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Profilinformationen', 'Sicherheit', 'Benachrichtigungen']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAxeClean(page, 'profile in German');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/profile-de.png`, fullPage: true });

  // A browser that knows nothing of the choice: the sign-in turns the app German.
  const fresh = await newPage(browser);
  await fresh.addInitScript(() => localStorage.setItem('mars.language', 'en'));
  await signIn(fresh);
  await fresh.goto('/profile');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await fresh.getByRole('combobox', { name: 'Sprache' }).click();
  await fresh.getByRole('option', { name: 'English' }).click();
  await fresh.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(fresh.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await fresh.context().close();
  await page.context().close();
});

test.describe('on a phone, in German, with the classic layout', () => {
  test('the user keeps only work-order notices and turns on the digest; the bell follows', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, { viewport: PHONE, layout: 'classic', language: 'de' });
    await signIn(page, { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' });
    await chooseGermanOnAccount(page);
    const before = (await (await page.request.get('/api/v1/notifications')).json()) as Notices;
    const otherTitles = before.rows
      .filter((row) => !row.type.startsWith('work_order'))
      .map((row) => row.title);
    expect(otherTitles.length).toBeGreaterThan(0);

    await page.goto('/profile?tab=notifications');
    await expectSettled(page);
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    const kinds = ['Schiffszertifikate', 'Arbeitsaufträge', 'Besatzungszertifikate', 'Korrekturmaßnahmen'];
    for (const kind of kinds) await expect(page.getByRole('checkbox', { name: kind })).toBeChecked();
    await expectAxeClean(page, 'de phone notification preferences');
    await page.getByRole('checkbox', { name: 'Schiffszertifikate' }).uncheck();
    await page.getByRole('checkbox', { name: 'Besatzungszertifikate' }).uncheck();
    await page.getByRole('checkbox', { name: 'Korrekturmaßnahmen' }).uncheck();
    await page.getByRole('switch', { name: 'Tägliche E-Mail-Übersicht' }).check();
    await page.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' }).click();
    await expect(page.getByText('Benachrichtigungseinstellungen gespeichert')).toBeVisible();

    const after = (await (await page.request.get('/api/v1/notifications')).json()) as Notices;
    expect(after.rows.length).toBeGreaterThan(0);
    expect(after.rows.every((row) => row.type === 'work_order_overdue')).toBe(true);
    await expect(
      page.getByRole('link', { name: `Benachrichtigungen: ${after.unread} ungelesen` }),
    ).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/profile-notifications-de-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto('/notifications');
    await expectSettled(page);
    const list = page.getByRole('list', { name: 'Benachrichtigungen' });
    await expect(list.getByRole('listitem')).toHaveCount(after.rows.length);
    for (const title of otherTitles) await expect(list.getByText(title, { exact: true })).toHaveCount(0);

    // Kept by the server.
    await page.goto('/profile?tab=notifications');
    await expect(page.getByRole('checkbox', { name: 'Arbeitsaufträge' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Schiffszertifikate' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Tägliche E-Mail-Übersicht' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Schiffszertifikate' }).check();
    await page.getByRole('checkbox', { name: 'Besatzungszertifikate' }).check();
    await page.getByRole('checkbox', { name: 'Korrekturmaßnahmen' }).check();
    await page.getByRole('button', { name: 'Benachrichtigungseinstellungen speichern' }).click();
    await expect(page.getByText('Benachrichtigungseinstellungen gespeichert')).toBeVisible();
    await page.context().close();
  });

  test('security sits in one tab of the profile; settings leads there and to the notices', async ({
    browser,
  }) => {
    const page = await newPage(browser, { viewport: PHONE, layout: 'classic', language: 'de' });
    await signIn(page, { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' });
    await chooseGermanOnAccount(page);
    await page.goto('/settings');
    await expectSettled(page);
    await page.getByRole('link', { name: 'Benachrichtigungseinstellungen öffnen' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=notifications$/);
    await expect(page.getByRole('tab', { name: 'Benachrichtigungen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await page.getByRole('link', { name: 'Sicherheitseinstellungen öffnen' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=security$/);
    await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
    await expectSettled(page);
    await expectAxeClean(page, 'de phone security');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The profile information fits the phone too, in German.
    await page.getByRole('tab', { name: 'Profilinformationen' }).click();
    await expect(page.getByRole('textbox', { name: 'Telefon' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
    await expectAxeClean(page, 'de phone profile information');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/profile-de-phone.png`, fullPage: true });
    await page.context().close();
  });
});
