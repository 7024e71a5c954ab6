// Translations shared by the web app and the server (the server's PDFs speak German too).
// One JSON file per namespace and language under locales/<lang>/ (style.md section 10).
import deAdmin from '../locales/de/admin.json';
import enAdmin from '../locales/en/admin.json';
import deAuth from '../locales/de/auth.json';
import enAuth from '../locales/en/auth.json';
import deCommon from '../locales/de/common.json';
import enCommon from '../locales/en/common.json';
import deErrors from '../locales/de/errors.json';
import enErrors from '../locales/en/errors.json';
import deNav from '../locales/de/nav.json';
import enNav from '../locales/en/nav.json';
import deProfile from '../locales/de/profile.json';
import enProfile from '../locales/en/profile.json';
import deSettings from '../locales/de/settings.json';
import enSettings from '../locales/en/settings.json';
import deValidation from '../locales/de/validation.json';
import enValidation from '../locales/en/validation.json';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The six languages the settings screen lists (spec section 1); English and German are complete. */
export const SETTINGS_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;

export const resources = {
  en: {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    errors: enErrors,
    nav: enNav,
    profile: enProfile,
    settings: enSettings,
    validation: enValidation,
  },
  de: {
    admin: deAdmin,
    auth: deAuth,
    common: deCommon,
    errors: deErrors,
    nav: deNav,
    profile: deProfile,
    settings: deSettings,
    validation: deValidation,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export const DEFAULT_NAMESPACE = 'common';
