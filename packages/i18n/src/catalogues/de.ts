// The German catalogue: the namespaces of the English one (catalogues/en.ts), checked by tsc.
import deAdmin from '../../locales/de/admin.json';
import deAuth from '../../locales/de/auth.json';
import deCertificates from '../../locales/de/certificates.json';
import deCommon from '../../locales/de/common.json';
import deCrew from '../../locales/de/crew.json';
import deDashboard from '../../locales/de/dashboard.json';
import deEntityUi from '../../locales/de/entityUi.json';
import deErrors from '../../locales/de/errors.json';
import deLogbook from '../../locales/de/logbook.json';
import deMaintenance from '../../locales/de/maintenance.json';
import deMail from '../../locales/de/mail.json';
import deNav from '../../locales/de/nav.json';
import deNavigation from '../../locales/de/navigation.json';
import dePasswordReset from '../../locales/de/passwordReset.json';
import deProfile from '../../locales/de/profile.json';
import deSearch from '../../locales/de/search.json';
import deSettings from '../../locales/de/settings.json';
import deTasks from '../../locales/de/tasks.json';
import deTwoFactor from '../../locales/de/twoFactor.json';
import deValidation from '../../locales/de/validation.json';
import deEntitiesCertificates from '../../locales/de/entities/certificates.json';
import deEntitiesFleet from '../../locales/de/entities/fleet.json';
import deEntitiesMaintenance from '../../locales/de/entities/maintenance.json';
import deEntitiesCrew from '../../locales/de/entities/crew.json';
import deEntitiesLogbook from '../../locales/de/entities/logbook.json';
import deEntitiesSafety from '../../locales/de/entities/safety.json';
import deEntitiesNavigation from '../../locales/de/entities/navigation.json';
import deEntitiesCompliance from '../../locales/de/entities/compliance.json';
import deEntitiesEnvironmental from '../../locales/de/entities/environmental.json';
import type { Catalogue } from './en';

export const de = {
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
  mail: deMail,
  nav: deNav,
  navigation: deNavigation,
  passwordReset: dePasswordReset,
  profile: deProfile,
  search: deSearch,
  settings: deSettings,
  tasks: deTasks,
  twoFactor: deTwoFactor,
  validation: deValidation,
  // The entities namespace is kept as one file per module (locales/<lang>/entities/<module>.json).
  entities: {
    ...deEntitiesFleet,
    ...deEntitiesCertificates,
    ...deEntitiesMaintenance,
    ...deEntitiesCrew,
    ...deEntitiesLogbook,
    ...deEntitiesSafety,
    ...deEntitiesNavigation,
    ...deEntitiesCompliance,
    ...deEntitiesEnvironmental,
  },
} as const satisfies Catalogue;
