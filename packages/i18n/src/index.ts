// Translations shared by the web app and the server (the server's PDFs speak German too).
// One JSON file per namespace and language under locales/<lang>/ (style.md section 10); a namespace
// is listed in catalogues/en.ts and catalogues/de.ts (tsc holds the two to the same namespaces).
// The server and the tests take every catalogue from `resources`; the web app loads only the
// active language's catalogue through `loadCatalogue` (./languages).
import { de } from './catalogues/de';
import { en } from './catalogues/en';

export { DEFAULT_NAMESPACE, LANGUAGES, SETTINGS_LANGUAGES, isLanguage, loadCatalogue } from './languages';
export type { Language } from './languages';
export type { Catalogue } from './catalogues/en';

export const resources = { en, de } as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
