// Forgotten password, end to end: the link on the sign-in page, the request, the mail as a real SMTP
// receiver gets it from the server, the link, the new password and signing in with it; in English on
// a desktop (modern layout) and in German on a phone (classic layout); axe in every state. The spec
// has a server of its own (e2e/mail-support.ts): the passwords it changes are no other spec's.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import type { SmtpReceiver } from '../apps/server/src/mail/test-smtp-receiver';
import type { MailServer } from './mail-support';
import { MAIL_SERVER_URL, resetLinkOf, startMailServer } from './mail-support';
import { ARTIFACTS_DIR, DEMO_PASSWORD, expectAxeClean, holdResponses } from './support';

const NEW_PASSWORD = 'Harbour-Pilot-7!';

test.use({ baseURL: MAIL_SERVER_URL });

let server: MailServer;
let smtp: SmtpReceiver;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startMailServer();
  smtp = server.smtp;
});
test.afterAll(async () => {
  await server.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${ARTIFACTS_DIR}/password-reset-${name}.png`, fullPage: true });

/** The words of each screen, in the language the test runs in. */
type Texts = {
  forgotLink: string;
  requestTitle: string;
  email: string;
  send: string;
  sentTitle: string;
  sent: RegExp;
  resetTitle: string;
  newPassword: string;
  confirm: string;
  setPassword: string;
  policyUppercase: string;
  doneTitle: string;
  signIn: string;
  password: string;
  used: string;
  invalid: string;
  requestNew: string;
  tooMany: RegExp;
  wrongPassword: string;
};

const ENGLISH: Texts = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Forgot your password?',
  email: 'Email',
  send: 'Send reset link',
  sentTitle: 'Check your mail',
  sent: /a link to reset its password is on its way\. The link can be used once, within 30 minutes\./,
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  setPassword: 'Set new password',
  policyUppercase: 'Password must contain at least one uppercase letter',
  doneTitle: 'Password changed',
  signIn: 'Sign In',
  password: 'Password',
  used: 'This password reset link has already been used. Request a new one if you need to.',
  invalid: 'This password reset link is not valid. Request a new one.',
  requestNew: 'Request a new link',
  tooMany: /^Too many password reset attempts\. Please try again in 1 hour\.$/,
  wrongPassword: 'Invalid email or password',
};

const GERMAN: Texts = {
  forgotLink: 'Passwort vergessen?',
  requestTitle: 'Passwort vergessen?',
  email: 'E-Mail',
  send: 'Link zum Zurücksetzen senden',
  sentTitle: 'Sehen Sie in Ihr Postfach',
  sent: /ist ein Link zum Zurücksetzen des Passworts unterwegs\. Der Link kann einmal und nur innerhalb von 30 Minuten/,
  resetTitle: 'Neues Passwort wählen',
  newPassword: 'Neues Passwort',
  confirm: 'Neues Passwort bestätigen',
  setPassword: 'Neues Passwort speichern',
  policyUppercase: 'Das Passwort muss mindestens einen Großbuchstaben enthalten',
  doneTitle: 'Passwort geändert',
  signIn: 'Anmelden',
  password: 'Passwort',
  used: 'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Fordern Sie bei Bedarf einen neuen an.',
  invalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Fordern Sie einen neuen an.',
  requestNew: 'Neuen Link anfordern',
  tooMany: /^Zu viele Versuche, das Passwort zurückzusetzen\. Bitte versuchen Sie es in 1 Stunde erneut\.$/,
  wrongPassword: 'E-Mail-Adresse oder Passwort ist falsch',
};

/** The whole way of a user who forgot the password: from the sign-in page to signing in with the new one. */
async function resetThroughMail(page: Page, email: string, texts: Texts, name: string) {
  await page.goto('/login');
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole('link', { name: texts.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.requestTitle })).toBeVisible();
  // The email typed on the sign-in page came along.
  await expect(page.getByLabel(texts.email)).toHaveValue(email);
  await expectAxeClean(page, `${name} request form`);
  await shot(page, `${name}-request`);

  const received = smtp.received.length;
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.sentTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(texts.sent);
  await expectAxeClean(page, `${name} request sent`);
  await shot(page, `${name}-sent`);

  const mail = await smtp.nextMail();
  expect(smtp.received).toHaveLength(received + 1);
  expect(mail.to).toEqual([email]);
  const link = resetLinkOf(mail.text);
  expect(link.startsWith(`${MAIL_SERVER_URL}/reset-password#token=`)).toBe(true);

  // The link is checked before the form shows; axe runs while it is being checked.
  const release = await holdResponses(page, /\/api\/v1\/auth\/password-reset\/verify$/);
  await page.goto(link);
  await expect(page.getByRole('status')).toBeVisible();
  await expectAxeClean(page, `${name} checking the link`);
  await release();
  const newPassword = page.getByRole('textbox', { name: texts.newPassword, exact: true });
  await expect(newPassword).toBeVisible();

  await newPassword.fill('harbour-pilot-7!');
  await page.getByRole('textbox', { name: texts.confirm, exact: true }).fill('harbour-pilot-7!');
  await page.getByRole('button', { name: texts.setPassword }).click();
  await expect(newPassword).toHaveAccessibleDescription(texts.policyUppercase);
  await expectAxeClean(page, `${name} reset form with an error`);
  await shot(page, `${name}-reset-form`);

  await newPassword.fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: texts.confirm, exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: texts.setPassword }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.doneTitle })).toBeVisible();
  await expectAxeClean(page, `${name} password changed`);
  await shot(page, `${name}-done`);

  // The link is used up (opened again, as from the mail: a new page load).
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByText(texts.used)).toBeVisible();
  await expectAxeClean(page, `${name} used link`);
  await shot(page, `${name}-used`);
  await page.getByRole('link', { name: texts.requestNew }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.signIn }).click();
  await expect(page.getByText(texts.wrongPassword)).toBeVisible();
  await page.getByLabel(texts.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: texts.signIn }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a user who forgot the password sets a new one through the mailed link', async ({ page }) => {
  await resetThroughMail(page, 'crew@mars.demo', ENGLISH, 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
});

test.describe('on a phone, in German, with the classic layout', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mars.language', 'de');
      localStorage.setItem('mars.layout', 'classic');
    });
  });

  test('the same way, German words, and the classic layout after signing in', async ({ page }) => {
    await resetThroughMail(page, 'shipadmin@mars.demo', GERMAN, 'de-phone');
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('a link that is not valid, and too many requests for one email', async ({ page }) => {
    await page.goto('/reset-password#token=not-a-token-we-sent');
    await expect(page.getByText(GERMAN.invalid)).toBeVisible();
    await expectAxeClean(page, 'de-phone invalid link');
    await page.goto('/reset-password');
    await expect(page.getByText(GERMAN.invalid)).toBeVisible();

    // Three requests an hour per email (spec section 9); the fourth is refused with the wait.
    await page.goto('/forgot-password');
    for (let request = 1; request <= 4; request++) {
      await page.getByLabel(GERMAN.email).fill('nobody@mars.demo');
      await page.getByRole('button', { name: GERMAN.send }).click();
      if (request === 4) break;
      await expect(page.getByRole('heading', { level: 1, name: GERMAN.sentTitle })).toBeVisible();
      await page.goto('/forgot-password');
    }
    await expect(page.getByRole('alert')).toHaveText(GERMAN.tooMany);
    await expectAxeClean(page, 'de-phone too many requests');
    await shot(page, 'de-phone-too-many');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
