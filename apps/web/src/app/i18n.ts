// i18next for the web app (design.md section 9): resources from @mars/i18n, detection from local
// storage first and then the browser, English as the fallback. The choice persists in
// localStorage (`mars.language`) and <html lang> follows it.
import { DEFAULT_NAMESPACE, NAMESPACES, resources, SETTINGS_LANGUAGES } from '@mars/i18n';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'mars.language';
export const FALLBACK_LANGUAGE = 'en';
/** Languages with a complete catalogue; the others of the settings list fall back to English. */
export const COMPLETE_LANGUAGES: readonly string[] = Object.keys(resources);

export function baseLanguage(language: string | undefined): string {
  return (language ?? FALLBACK_LANGUAGE).split(/[-_]/)[0]?.toLowerCase() || FALLBACK_LANGUAGE;
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = baseLanguage(language);
}

i18n.on('languageChanged', followDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SETTINGS_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: baseLanguage,
    },
  });

followDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);

export { i18n };
