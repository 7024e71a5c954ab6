// @vitest-environment jsdom
// The first screen's stylesheet, marked by the build, is applied to every medium and waited for
// before the app draws: a page never renders unstyled, and a sheet that fails does not stop the start.
import { describe, expect, it } from 'vitest';

import { applyFirstScreenSheets, FIRST_SCREEN_SHEET } from './first-screen-sheet';

function markedSheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute(FIRST_SCREEN_SHEET, '');
  document.head.append(link);
  return link;
}

describe('the first screen stylesheet', () => {
  it('applies the marked sheet to every medium and resolves only once it has loaded', async () => {
    const link = markedSheet();
    let done = false;
    const applied = applyFirstScreenSheets().then(() => (done = true));
    expect(link.media).toBe('all');
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
    link.remove();
  });

  it('lets the app start when the sheet fails to load', async () => {
    const link = markedSheet();
    const applied = applyFirstScreenSheets();
    link.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
    link.remove();
  });

  it('resolves at once without a marked sheet (the development server)', async () => {
    await expect(applyFirstScreenSheets()).resolves.toBeUndefined();
  });
});
