// What the component tests (vitest's dom project) share: the browser parts Mantine needs that jsdom
// lacks, the English texts, and quiet about the session record jsdom cannot store (no IndexedDB).
import { resources } from '@mars/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';

export async function prepareDom(): Promise<typeof i18next> {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no layout to scroll (its own scrollTo only reports that it is not implemented).
  window.scrollTo = () => undefined;
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[auth] could not store the session')) warn(...args);
  });
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: resources.en as Record<string, Record<string, unknown>> },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18next;
}

/** An answer of the HTTP API stand-in. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
