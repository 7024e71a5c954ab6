// A 429 is never a sign-out (spec sections 8 and 9): when the session check on a reload answers
// 429, the user stays on the page and reads the rate-limit message with the wait.
import { expect, test } from '@playwright/test';

import { severeToastViolations, signIn } from './support';

test('a 429 from the session check keeps the user signed in and shows the wait', async ({ page }) => {
  await signIn(page, 'master@mars.demo');
  await page.goto('/certificates');
  await expect(page).toHaveURL(/\/certificates$/);

  let limitedAnswers = 0;
  await page.route('**/api/v1/auth/session', async (route) => {
    limitedAnswers += 1;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '2' },
      body: JSON.stringify({
        error: { code: 'rate_limited', message: 'API rate limit exceeded.', details: {} },
      }),
    });
  });
  await page.reload();
  await expect(page.getByText('API rate limit exceeded. Please try again in 2 seconds.')).toBeVisible();
  // A toast with a title: its message is as readable as the title.
  expect(await severeToastViolations(page, 'rate-limit toast')).toEqual([]);
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(limitedAnswers).toBeGreaterThan(0);

  // After the wait the session is read again, and the user is still in.
  await page.unroute('**/api/v1/auth/session');
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});
