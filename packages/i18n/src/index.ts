// Translations shared by the web app and the server (the server's PDFs speak German too).
// One JSON file per namespace and language under locales/<lang>/ (style.md section 10).
import deErrors from '../locales/de/errors.json';
import enErrors from '../locales/en/errors.json';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The six languages the settings screen lists (spec section 1); English and German are complete. */
export const SETTINGS_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;

export const resources = {
  en: { errors: enErrors },
  de: { errors: deErrors },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export const DEFAULT_NAMESPACE = 'common';
