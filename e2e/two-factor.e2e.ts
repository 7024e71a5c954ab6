// Two-factor authentication as users meet it (spec section 5): set up with the key on the screen,
// sign out, sign in with a code of the same algorithm an authenticator app runs, and with a
// recovery code. Then an organization that requires it, and an admin's reset after a lost phone.
// On a server of its own: these journeys change accounts other specs sign in with.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import type { OwnServer } from './own-server';
import { startOwnServer } from './own-server';
import {
  ARTIFACTS_DIR,
  DEMO_PASSWORD,
  enterPassword,
  expectSettled,
  severeViolations,
  signOut,
} from './support';
import { codeFor, enrolTwoFactor } from './two-factor-support';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

async function newPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

test('a user sets up two-factor authentication and signs in with a code, then a recovery code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  const page = await newPage(browser);
  await enterPassword(page, 'officer@mars.demo');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile?tab=security');
  await expectSettled(page);
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  violations.push(...(await severeViolations(page, 'security tab, off')));

  const { key, codes } = await enrolTwoFactor(page, violations, 'profile');
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS_DIR}/two-factor-on.png` });
  await signOut(page);

  // The password alone opens nothing: the code is asked for.
  await enterPassword(page, 'officer@mars.demo');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  violations.push(...(await severeViolations(page, 'sign-in code step')));
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct or was used already.')).toBeVisible();
  await expect(page.getByText('2 attempts remaining')).toBeVisible();
  violations.push(...(await severeViolations(page, 'sign-in code step, wrong code')));
  await page.screenshot({ path: `${ARTIFACTS_DIR}/two-factor-wrong-code.png` });
  // The next step's code: the one of the set-up is never accepted twice.
  await page.getByLabel('Authentication code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expectSettled(page);
  await signOut(page);

  // On a phone, in the classic layout, with a recovery code.
  const phone = await newPage(browser, PHONE);
  await phone.goto('/login');
  await phone.evaluate(() => localStorage.setItem('mars.layout', 'classic'));
  await enterPassword(phone, 'officer@mars.demo');
  await phone.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await phone.getByLabel('Recovery code').fill(codes[0]!);
  violations.push(...(await severeViolations(phone, 'sign-in recovery code, phone')));
  await phone.screenshot({ path: `${ARTIFACTS_DIR}/two-factor-recovery-phone.png` });
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone).not.toHaveURL(/\/login/);
  await phone.goto('/profile?tab=security');
  await expectSettled(phone);
  await expect(phone.getByText('9 recovery codes left.')).toBeVisible();
  violations.push(...(await severeViolations(phone, 'security tab, on, phone classic')));
  // New recovery codes, confirmed with the password: the earlier ones stop working.
  await phone.getByRole('button', { name: 'New recovery codes' }).click();
  const dialog = phone.getByRole('dialog', { name: 'New recovery codes' });
  await expect(dialog.getByText('Your earlier recovery codes stop working.')).toBeVisible();
  violations.push(...(await severeViolations(phone, 'renewal dialog, phone')));
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await phone.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(phone.getByText('10 recovery codes left.')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(violations).toEqual([]);
});

test('an organization requires two-factor authentication; an admin resets it after a lost phone', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const violations: string[] = [];
  const admin = await newPage(browser);
  await enterPassword(admin, 'admin@mars.demo');
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto('/settings');
  await expectSettled(admin);
  const requireSwitch = admin.getByRole('switch', { name: 'Require two-factor authentication for everyone' });
  // How many have it already (the other test of this server may have set it up for its user).
  const enrolledText = admin.getByText(/^\d+ of 7 active users have two-factor authentication on\.$/);
  const enrolledBefore = Number((await enrolledText.textContent())!.split(' ')[0]);
  await requireSwitch.click();
  await expect(
    admin.getByText('Set up two-factor authentication for yourself before requiring it of everyone.'),
  ).toBeVisible();
  await admin.goto('/profile?tab=security');
  await expectSettled(admin);
  await enrolTwoFactor(admin, violations, 'admin profile');
  await admin.goto('/settings');
  await expectSettled(admin);
  await requireSwitch.click();
  await expect(requireSwitch).toBeChecked();
  await expect(enrolledText).toHaveText(
    `${enrolledBefore + 1} of 7 active users have two-factor authentication on.`,
  );
  violations.push(...(await severeViolations(admin, 'settings, two-factor required')));

  // The Master signs in on his phone: the set-up comes before anything else.
  const master = await newPage(browser, PHONE);
  await enterPassword(master, 'master@mars.demo');
  await expect(
    master.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await expect(
    master.getByText('Your organization requires two-factor authentication. Set it up to continue.'),
  ).toBeVisible();
  violations.push(...(await severeViolations(master, 'required set-up, phone')));
  await master.screenshot({ path: `${ARTIFACTS_DIR}/two-factor-required-phone.png` });
  await enrolTwoFactor(master, violations, 'required set-up, phone');
  await expectSettled(master);
  await expect(
    master.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toHaveCount(0);

  // He lost the phone: the admin resets it on the users page.
  await admin.goto('/users');
  await expectSettled(admin);
  const row = admin.getByRole('row', { name: /James Hartley/ });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Reset two-factor authentication of James Hartley' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reset two-factor authentication' });
  await expect(dialog).toBeVisible();
  violations.push(...(await severeViolations(admin, 'users, reset confirmation')));
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  // The admin's own row offers no reset: their own is turned off with password or code.
  await expect(
    admin.getByRole('button', { name: 'Reset two-factor authentication of Henrik Sorensen' }),
  ).toHaveCount(0);

  // Signing in again, he sets it up anew with the new phone.
  const again = await newPage(browser, PHONE);
  await enterPassword(again, 'master@mars.demo');
  await expect(
    again.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  expect(violations).toEqual([]);
});
