// i18next for the web app (design.md section 9): catalogues from @mars/i18n, detection from local
// storage first and then the browser, English as the fallback. The choice persists in
// localStorage (`mars.language`) and <html lang> follows it. Only the active language's catalogue
// (and English, the fallback) is fetched, each as its own chunk: a small i18next backend loads it
// on start and when the language changes, so the app shell carries no translations. Detection is a
// few lines here rather than i18next-browser-languagedetector, which the shell would carry.
import type { Catalogue } from '@mars/i18n/languages';
import { DEFAULT_NAMESPACE, LANGUAGES, loadCatalogue, SETTINGS_LANGUAGES } from '@mars/i18n/languages';
import type { BackendModule, LanguageDetectorModule } from 'i18next';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'mars.language';
export const FALLBACK_LANGUAGE = 'en';
/** Languages with a complete catalogue; the others of the settings list fall back to English. */
export const COMPLETE_LANGUAGES: readonly string[] = LANGUAGES;

export function baseLanguage(language: string | undefined): string {
  return (language ?? FALLBACK_LANGUAGE).split(/[-_]/)[0]?.toLowerCase() || FALLBACK_LANGUAGE;
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = baseLanguage(language);
}

/** i18next asks once per namespace; each language's catalogue is fetched once. */
const catalogues = new Map<string, Promise<Catalogue | undefined>>();

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    let catalogue = catalogues.get(language);
    if (!catalogue) {
      catalogue = loadCatalogue(language) ?? Promise.resolve(undefined);
      catalogues.set(language, catalogue);
    }
    catalogue.then(
      (loaded) => callback(null, (loaded?.[namespace as keyof Catalogue] as object | undefined) ?? {}),
      (error: unknown) => {
        catalogues.delete(language);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

/** The stored choice first, then the browser's languages; i18next takes the first it supports. */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const browser = typeof navigator === 'undefined' ? [] : [...navigator.languages, navigator.language];
    return [storage()?.getItem(LANGUAGE_STORAGE_KEY), ...browser]
      .filter((language): language is string => Boolean(language))
      .map(baseLanguage);
  },
  cacheUserLanguage: (language) => {
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage full or blocked: the choice lasts for this visit
    }
  },
};

i18n.on('languageChanged', followDocumentLanguage);

/** Resolves once the detected language's catalogue is in: main.tsx renders after it. */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SETTINGS_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  .then(async () => {
    // English is always loaded (the fallback); its catalogue names every namespace, and i18next
    // keeps them all loaded for a language it changes to.
    const english = await catalogues.get(FALLBACK_LANGUAGE)?.catch(() => undefined);
    if (english) await i18n.loadNamespaces(Object.keys(english));
    followDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
  });

export { i18n };
