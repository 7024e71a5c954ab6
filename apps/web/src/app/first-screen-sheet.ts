// The first screen's stylesheet arrives beside the scripts instead of before the first paint: the
// build (vite.config.ts) marks its link in index.html with this attribute and media="print", so the
// placeholder in index.html shows as soon as the page has arrived, and the app applies the sheet to
// every medium before React draws anything.

/** The attribute the build gives the first screen's stylesheet link. */
export const FIRST_SCREEN_SHEET = 'data-first-screen';

/** Applies the marked stylesheets and resolves once each has loaded (or failed: the app still starts). */
export function applyFirstScreenSheets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${FIRST_SCREEN_SHEET}]`)];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          });
      link.media = 'all';
      return loaded;
    }),
  ).then(() => undefined);
}
