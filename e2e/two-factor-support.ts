// Two-factor authentication as a user meets it: the code an authenticator app shows, and the set-up
// from its start button (key and QR code, a wrong code, the right one, the recovery codes shown once).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { severeViolations } from './support';

/** The code an authenticator app shows for the key, `stepsAhead` steps of 30 s from now. */
export function codeFor(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Goes through the set-up from its start button; answers the key read from the screen. */
export async function enrolTwoFactor(
  page: Page,
  violations: string[],
  where: string,
): Promise<{ key: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add MARS to your authenticator app' }),
  ).toBeVisible();
  const key = await page.getByLabel('Key for manual entry').inputValue();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  violations.push(...(await severeViolations(page, `${where}: key and QR code`)));
  await page.getByLabel('Code from the app').fill('12345');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6-digit code')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFor(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('They are shown only this once.', { exact: false })).toBeVisible();
  violations.push(...(await severeViolations(page, `${where}: recovery codes`)));
  const codes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  return { key, codes };
}
