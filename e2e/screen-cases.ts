// A screen as the users meet it: in English and German, in both layouts, on a phone and a desktop.
// Each case signs in, opens the screen settled, lets the spec check what the screen must show, makes
// sure a phone needs no sideways scrolling, keeps a screenshot, finds no serious accessibility fault
// and no console error, and clears the browser's choices for the specs after it.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import {
  ARTIFACTS_DIR,
  collectConsoleErrors,
  expectAxeClean,
  expectSettled,
  setLanguageAndLayout,
  signInWith,
} from './support';

export type ScreenCase = {
  language: 'en' | 'de';
  layout: 'modern' | 'classic';
  phone: boolean;
};

/** German on a phone in the classic layout, English on a phone, German on a desktop. */
export const SCREEN_CASES: readonly ScreenCase[] = [
  { language: 'de', layout: 'classic', phone: true },
  { language: 'en', layout: 'modern', phone: true },
  { language: 'de', layout: 'modern', phone: false },
];

const PHONE = { width: 375, height: 812 };

export function testScreenCases(options: {
  /** What the test titles call the screen ('the oil record book screen'). */
  name: string;
  email: string;
  path: string;
  /** The screenshots' file name prefix (`<shot>-<language>-<layout>-<phone|desktop>.png`). */
  shot: string;
  cases?: readonly ScreenCase[];
  /** What the screen must show, before the screenshot and the accessibility check. */
  check(page: Page, screen: ScreenCase): Promise<void>;
  /** More of the screen after the first check (a tab), each with its own accessibility check. */
  more?(page: Page, screen: ScreenCase): Promise<void>;
}): void {
  for (const screen of options.cases ?? SCREEN_CASES) {
    const { language, layout, phone } = screen;
    const size = phone ? 'phone' : 'desktop';
    test(`${options.name} (${language}, ${layout}, ${size})`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      if (phone) await page.setViewportSize(PHONE);
      await signInWith(page, options.email, language, layout);
      await page.goto(options.path);
      await expectSettled(page);
      await options.check(page, screen);
      if (phone) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width + 1,
        );
      }
      await page.screenshot({
        path: `${ARTIFACTS_DIR}/${options.shot}-${language}-${layout}-${size}.png`,
        fullPage: true,
      });
      await expectAxeClean(page, `${options.name} ${language} ${layout} ${size}`);
      await options.more?.(page, screen);
      await setLanguageAndLayout(page, null);
      expect(errors).toEqual([]);
    });
  }
}
