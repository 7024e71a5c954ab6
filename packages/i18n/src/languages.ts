// What the web app needs before any catalogue: the languages, the default namespace, and a loader
// that fetches one language's catalogue as its own chunk, so the app shell carries no translations.
import type { Catalogue } from './catalogues/en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The six languages the settings screen lists (spec section 1); English and German are complete. */
export const SETTINGS_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;

export type { Catalogue } from './catalogues/en';

export const DEFAULT_NAMESPACE = 'common';

const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogues/en').then((module) => module.en),
  de: () => import('./catalogues/de').then((module) => module.de),
};

export function isLanguage(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language);
}

/** One language's catalogue, loaded on demand (undefined for a language without one). */
export function loadCatalogue(language: string): Promise<Catalogue> | undefined {
  return isLanguage(language) ? CATALOGUES[language]() : undefined;
}
