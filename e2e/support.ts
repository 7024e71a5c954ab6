// Helpers shared by the end-to-end specs.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';

export const DEMO_PASSWORD = 'Mars-Demo-2026!';

/** Enters the email and password on the login page and submits them. */
export async function enterPassword(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the login page and waits until the app has left it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await enterPassword(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs out through the user menu and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /User menu/ }).click();
  // The sign-in page shows before the server has ended the session: the next sign-in waits for it.
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signedOut;
}

/**
 * Collects console errors and uncaught exceptions of the page. A failed resource load of an
 * expected 401 (the session check while signed out) is the browser's own message, not the app's.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 401/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const ARTIFACTS_DIR = 'e2e/artifacts';

/**
 * Waits for what a user waits for before reading a screen: its heading, and no spinner or skeleton
 * left (a page's data has arrived and is drawn). Never a fixed time, never 'the network is quiet'.
 */
export async function expectSettled(page: Page): Promise<void> {
  // The page's placeholder (index.html) has a heading too: the app has rendered once it is gone.
  await expect(page.locator('#first-screen-title')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);
}

/** Severe (serious or critical) axe violations of the page as it is now, named by `where`. */
export async function severeViolations(page: Page, where: string): Promise<string[]> {
  await finishTransitions(page);
  // Toasts leave on a timer, and one fading out while axe reads it has colours no user reads: the
  // screen is checked without them, and the toasts on their own by `severeToastViolations`.
  const { violations } = await new AxeBuilder({ page }).exclude(TOASTS).analyze();
  return severe(violations, where);
}

const TOASTS = '.mantine-Notifications-root';

/** No serious or critical axe violation in the toasts shown now (checked as they appear). */
export async function severeToastViolations(page: Page, where: string): Promise<string[]> {
  await expect(page.locator(`${TOASTS} [role="alert"]`).first()).toBeVisible();
  await finishTransitions(page);
  const { violations } = await new AxeBuilder({ page }).include(TOASTS).analyze();
  // Axe leaves a toast's text contrast undecided (its box is transformed); measure it as WCAG 1.4.3
  // does, text against the toast's background, at least 4.5:1.
  const weak = await page.locator(`${TOASTS} [role="alert"]`).evaluateAll((toasts) => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    return toasts.flatMap((toast) => {
      const background = luminance(getComputedStyle(toast).backgroundColor);
      return Array.from(
        toast.querySelectorAll<HTMLElement>(
          '[class*="Notification-title"], [class*="Notification-description"]',
        ),
      )
        .map((text) => {
          const [light, dark] = [luminance(getComputedStyle(text).color), background].sort((a, b) => b - a);
          return { text: text.innerText, ratio: (light! + 0.05) / (dark! + 0.05) };
        })
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ text, ratio }) => `contrast ${ratio.toFixed(2)}:1 of "${text}"`);
    });
  });
  return [...severe(violations, where), ...weak.map((finding) => `${where}: ${finding}`)];
}

async function finishTransitions(page: Page): Promise<void> {
  // Colours in the middle of a transition (a menu entry just made active) are no colours a user
  // reads: wait for the ones that end (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function severe(violations: Violations, where: string): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`);
}

/**
 * Holds the answers to requests matching `url` until the returned function is called: a test can
 * look at the screen while it loads. The held requests then go on to the server.
 */
export async function holdResponses(page: Page, url: RegExp): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = released.then(() => route.continue());
    held.push(passed);
    return passed;
  };
  await page.route(url, handler);
  return async () => {
    release();
    await Promise.all(held);
    await page.unroute(url, handler);
  };
}

/** Picks an option of a select in the open dialog: a text names the option exactly, a pattern the first match. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  const options =
    typeof option === 'string'
      ? page.getByRole('option', { name: option, exact: true })
      : page.getByRole('option', { name: option }).first();
  await options.click();
}

/** Opens the actions menu of the list row named `name` (its 'Actions for ...' button). */
export async function rowMenu(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`Actions for ${name}`) })
    .first()
    .click();
}

/**
 * Signs in and keeps the language and layout in this browser only (other specs sign in as the same
 * user and expect English and the modern layout).
 */
export async function signInWith(
  page: Page,
  email: string,
  language: 'en' | 'de',
  layout: 'modern' | 'classic',
): Promise<void> {
  await signIn(page, email);
  await setLanguageAndLayout(page, { language, layout });
}

/** Sets the language and layout the app starts in (the signed-in user's browser), or clears them. */
export async function setLanguageAndLayout(
  page: Page,
  choice: { language: 'en' | 'de'; layout: 'modern' | 'classic' } | null,
): Promise<void> {
  await page.evaluate((chosen) => {
    if (chosen) {
      localStorage.setItem('mars.language', chosen.language);
      localStorage.setItem('mars.layout', chosen.layout);
    } else {
      localStorage.removeItem('mars.language');
      localStorage.removeItem('mars.layout');
    }
  }, choice);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await severeViolations(page, where)).toEqual([]);
}

/**
 * Chooses the local browser database as the data source and waits until it is filled and every
 * screen's scripts (and the coastline's) are fetched, so each screen opens with the link cut.
 */
export async function goLocal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Data source: Remote database' }).click();
  await page.getByRole('menuitem', { name: 'Local browser database' }).click();
  await expect(page.getByRole('button', { name: 'Connection: Synced' })).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('mars.offlineAssets') !== null, undefined, {
    timeout: 60_000,
  });
}

/** Presses the mouse on one element and releases it on another, moving in steps (the hours grid). */
export async function dragAcross(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 25 });
  await page.mouse.up();
}

/** Console messages of a page whose link is cut (a resource it could not load), not the app's errors. */
export function isOfflineNoise(text: string): boolean {
  return /Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(text);
}
