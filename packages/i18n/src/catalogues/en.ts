// The English catalogue: one entry per namespace, the one place a namespace is added (the German
// catalogue must then name it too: tsc checks it against this one, parity.test.ts its keys).
import enAdmin from '../../locales/en/admin.json';
import enAuth from '../../locales/en/auth.json';
import enCertificates from '../../locales/en/certificates.json';
import enCommon from '../../locales/en/common.json';
import enCrew from '../../locales/en/crew.json';
import enDashboard from '../../locales/en/dashboard.json';
import enEntityUi from '../../locales/en/entityUi.json';
import enErrors from '../../locales/en/errors.json';
import enLogbook from '../../locales/en/logbook.json';
import enMaintenance from '../../locales/en/maintenance.json';
import enMail from '../../locales/en/mail.json';
import enNav from '../../locales/en/nav.json';
import enNavigation from '../../locales/en/navigation.json';
import enPasswordReset from '../../locales/en/passwordReset.json';
import enProfile from '../../locales/en/profile.json';
import enSearch from '../../locales/en/search.json';
import enSettings from '../../locales/en/settings.json';
import enTasks from '../../locales/en/tasks.json';
import enTwoFactor from '../../locales/en/twoFactor.json';
import enValidation from '../../locales/en/validation.json';
import enEntitiesCertificates from '../../locales/en/entities/certificates.json';
import enEntitiesFleet from '../../locales/en/entities/fleet.json';
import enEntitiesMaintenance from '../../locales/en/entities/maintenance.json';
import enEntitiesCrew from '../../locales/en/entities/crew.json';
import enEntitiesLogbook from '../../locales/en/entities/logbook.json';
import enEntitiesSafety from '../../locales/en/entities/safety.json';
import enEntitiesNavigation from '../../locales/en/entities/navigation.json';
import enEntitiesCompliance from '../../locales/en/entities/compliance.json';
import enEntitiesEnvironmental from '../../locales/en/entities/environmental.json';

export const en = {
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
  mail: enMail,
  nav: enNav,
  navigation: enNavigation,
  passwordReset: enPasswordReset,
  profile: enProfile,
  search: enSearch,
  settings: enSettings,
  tasks: enTasks,
  twoFactor: enTwoFactor,
  validation: enValidation,
  // The entities namespace is kept as one file per module (locales/<lang>/entities/<module>.json).
  entities: {
    ...enEntitiesFleet,
    ...enEntitiesCertificates,
    ...enEntitiesMaintenance,
    ...enEntitiesCrew,
    ...enEntitiesLogbook,
    ...enEntitiesSafety,
    ...enEntitiesNavigation,
    ...enEntitiesCompliance,
    ...enEntitiesEnvironmental,
  },
} as const;

/** The namespaces of a language's catalogue. */
export type Catalogue = { readonly [Namespace in keyof typeof en]: unknown };
