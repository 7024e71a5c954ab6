// Translations shared by the web app and the server (the server's PDFs speak German too).
// One JSON file per namespace and language under locales/<lang>/ (style.md section 10).
import deAdmin from '../locales/de/admin.json';
import enAdmin from '../locales/en/admin.json';
import deAuth from '../locales/de/auth.json';
import enAuth from '../locales/en/auth.json';
import deCertificates from '../locales/de/certificates.json';
import enCertificates from '../locales/en/certificates.json';
import deCommon from '../locales/de/common.json';
import enCommon from '../locales/en/common.json';
import deCrew from '../locales/de/crew.json';
import enCrew from '../locales/en/crew.json';
import deDashboard from '../locales/de/dashboard.json';
import enDashboard from '../locales/en/dashboard.json';
import deEntityUi from '../locales/de/entityUi.json';
import enEntityUi from '../locales/en/entityUi.json';
import deErrors from '../locales/de/errors.json';
import enErrors from '../locales/en/errors.json';
import deLogbook from '../locales/de/logbook.json';
import enLogbook from '../locales/en/logbook.json';
import deMaintenance from '../locales/de/maintenance.json';
import enMaintenance from '../locales/en/maintenance.json';
import deNav from '../locales/de/nav.json';
import enNav from '../locales/en/nav.json';
import deProfile from '../locales/de/profile.json';
import enProfile from '../locales/en/profile.json';
import deSearch from '../locales/de/search.json';
import enSearch from '../locales/en/search.json';
import deSettings from '../locales/de/settings.json';
import enSettings from '../locales/en/settings.json';
import deValidation from '../locales/de/validation.json';
import enValidation from '../locales/en/validation.json';
import deEntitiesCertificates from '../locales/de/entities/certificates.json';
import enEntitiesCertificates from '../locales/en/entities/certificates.json';
import deEntitiesMaintenance from '../locales/de/entities/maintenance.json';
import enEntitiesMaintenance from '../locales/en/entities/maintenance.json';
import deEntitiesCrew from '../locales/de/entities/crew.json';
import enEntitiesCrew from '../locales/en/entities/crew.json';
import deEntitiesLogbook from '../locales/de/entities/logbook.json';
import enEntitiesLogbook from '../locales/en/entities/logbook.json';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The six languages the settings screen lists (spec section 1); English and German are complete. */
export const SETTINGS_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;

export const resources = {
  en: {
    admin: enAdmin,
    auth: enAuth,
    certificates: enCertificates,
    common: enCommon,
    crew: enCrew,
    dashboard: enDashboard,
    entityUi: enEntityUi,
    errors: enErrors,
    logbook: enLogbook,
    maintenance: enMaintenance,
    nav: enNav,
    profile: enProfile,
    search: enSearch,
    settings: enSettings,
    validation: enValidation,
    // The entities namespace is kept as one file per module (locales/<lang>/entities/<module>.json).
    entities: { ...enEntitiesCertificates, ...enEntitiesMaintenance, ...enEntitiesCrew, ...enEntitiesLogbook },
  },
  de: {
    admin: deAdmin,
    auth: deAuth,
    certificates: deCertificates,
    common: deCommon,
    crew: deCrew,
    dashboard: deDashboard,
    entityUi: deEntityUi,
    errors: deErrors,
    logbook: deLogbook,
    maintenance: deMaintenance,
    nav: deNav,
    profile: deProfile,
    search: deSearch,
    settings: deSettings,
    validation: deValidation,
    // The entities namespace is kept as one file per module (locales/<lang>/entities/<module>.json).
    entities: { ...deEntitiesCertificates, ...deEntitiesMaintenance, ...deEntitiesCrew, ...deEntitiesLogbook },
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export const DEFAULT_NAMESPACE = 'common';
