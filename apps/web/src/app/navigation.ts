// The one literal description of the screens of MARS (spec section 2, design.md section 12).
// The modern side menu, the classic tabs and tree, and the router's route table all read it.
// Icons are named here and resolved in nav-icons.ts, so this file stays plain data.
import { isAdminRole } from '@mars/domain';
//
// A screen is there when it names the `kind` of page that renders it. A screen of the specification
// whose module has not landed has no kind: it is in no menu and its path leads to the dashboard. A
// module that lands gives its screens their kind here, and they appear everywhere at once.

/** Business areas: the menu groups of the specification. */
export type Area =
  | 'dashboard'
  | 'certificates'
  | 'maintenance'
  | 'crew'
  | 'safety'
  | 'inventory'
  | 'documents'
  | 'forms'
  | 'logbook'
  | 'environmental'
  | 'mrv'
  | 'ihm'
  | 'navigation'
  | 'compliance'
  | 'correctiveActions'
  | 'tasks'
  | 'system';

/** What renders a screen (router.tsx maps each kind to its page). */
export type ScreenKind =
  | 'users'
  | 'vessels'
  | 'settings'
  | 'notifications'
  | 'profile'
  | 'dashboard'
  | 'certificates'
  | 'certificatesExpiring'
  | 'maintenanceOverview'
  | 'equipment'
  | 'workOrders'
  | 'maintenanceCalendar'
  | 'maintenanceJobs'
  | 'personnel'
  | 'crewCertificates'
  | 'workingHours'
  | 'training'
  | 'logbookDashboard'
  | 'logbookEntries'
  | 'logbookEntryForm'
  | 'logbookEntryDetail'
  | 'logbookReports'
  | 'watchSchedule'
  | 'search';

export type NavIconName =
  | 'dashboard'
  | 'certificate'
  | 'alarm'
  | 'tool'
  | 'settingsCog'
  | 'clipboardList'
  | 'calendar'
  | 'users'
  | 'idBadge'
  | 'clock'
  | 'school'
  | 'shield'
  | 'search'
  | 'alert'
  | 'flame'
  | 'chartDots'
  | 'package'
  | 'arrowsExchange'
  | 'shoppingCart'
  | 'folder'
  | 'forms'
  | 'send'
  | 'fileAlert'
  | 'book'
  | 'list'
  | 'report'
  | 'eye'
  | 'leaf'
  | 'droplet'
  | 'trash'
  | 'ripple'
  | 'cloud'
  | 'gasStation'
  | 'route'
  | 'chartBar'
  | 'fileCheck'
  | 'fileAnalytics'
  | 'upload'
  | 'flask'
  | 'biohazard'
  | 'fileText'
  | 'recycle'
  | 'compass'
  | 'mapPin'
  | 'anchor'
  | 'checklist'
  | 'alertTriangle'
  | 'arrowBack'
  | 'listCheck'
  | 'userCog'
  | 'ship'
  | 'settings'
  | 'bell'
  | 'user';

export type Screen = {
  /** Absolute path; parameters as in React Router (`:id`). */
  path: string;
  /** Translation key of the screen's title (menu label and page title). */
  labelKey: string;
  icon: NavIconName;
  area: Area;
  /** The page that renders the screen; none while its module has not landed (not offered at all). */
  kind?: ScreenKind;
  /** Spec section 2: logbook, watch, logbook reports and MRV screens need a selected vessel. */
  requiresVessel?: boolean;
  /**
   * design.md section 12: Users (and the fleet) are admin-only; their menu entries are shown to the
   * admins only (navGroupsFor), and their routes guard them too.
   */
  adminOnly?: boolean;
  /** A live count shown beside the menu entry. */
  badge?: 'expiringCertificates';
};

export type NavGroup = {
  id: Area;
  labelKey: string;
  icon: NavIconName;
  items: readonly Screen[];
};

function screen(
  path: string,
  labelKey: string,
  icon: NavIconName,
  area: Area,
  extra: Partial<Omit<Screen, 'path' | 'labelKey' | 'icon' | 'area'>> = {},
): Screen {
  return { path, labelKey: `nav:items.${labelKey}`, icon, area, ...extra };
}

const vessel = { requiresVessel: true } as const;

/** Every menu entry of the specification, in the order of spec section 2 ('Modern layout'). */
export const SPEC_NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'dashboard',
    labelKey: 'nav:groups.dashboard',
    icon: 'dashboard',
    items: [screen('/', 'dashboard', 'dashboard', 'dashboard', { kind: 'dashboard' })],
  },
  {
    id: 'certificates',
    labelKey: 'nav:groups.certificates',
    icon: 'certificate',
    items: [
      screen('/certificates', 'certificatesAll', 'certificate', 'certificates', { kind: 'certificates' }),
      screen('/certificates/expiring', 'certificatesExpiring', 'alarm', 'certificates', {
        kind: 'certificatesExpiring',
        badge: 'expiringCertificates',
      }),
    ],
  },
  {
    id: 'maintenance',
    labelKey: 'nav:groups.maintenance',
    icon: 'tool',
    items: [
      screen('/maintenance', 'maintenanceOverview', 'tool', 'maintenance', { kind: 'maintenanceOverview' }),
      screen('/maintenance/equipment', 'equipment', 'settingsCog', 'maintenance', { kind: 'equipment' }),
      screen('/maintenance/work-orders', 'workOrders', 'clipboardList', 'maintenance', {
        kind: 'workOrders',
      }),
      screen('/maintenance/calendar', 'maintenanceCalendar', 'calendar', 'maintenance', {
        kind: 'maintenanceCalendar',
      }),
      screen('/maintenance/jobs', 'maintenanceJobs', 'listCheck', 'maintenance', { kind: 'maintenanceJobs' }),
    ],
  },
  {
    id: 'crew',
    labelKey: 'nav:groups.crew',
    icon: 'users',
    items: [
      screen('/crew/personnel', 'personnel', 'users', 'crew', { kind: 'personnel' }),
      screen('/crew/certificates', 'crewCertificates', 'idBadge', 'crew', { kind: 'crewCertificates' }),
      screen('/crew/hours', 'workingHours', 'clock', 'crew', { kind: 'workingHours' }),
      screen('/crew/training', 'training', 'school', 'crew', { kind: 'training' }),
    ],
  },
  {
    id: 'safety',
    labelKey: 'nav:groups.safety',
    icon: 'shield',
    items: [
      screen('/safety/inspections', 'inspections', 'search', 'safety'),
      screen('/safety/incidents', 'incidents', 'alert', 'safety'),
      screen('/safety/drills', 'drills', 'flame', 'safety'),
      screen('/safety/risk-assessments', 'riskAssessments', 'chartDots', 'safety'),
    ],
  },
  {
    id: 'inventory',
    labelKey: 'nav:groups.inventory',
    icon: 'package',
    items: [
      screen('/inventory', 'stockItems', 'package', 'inventory'),
      screen('/inventory/transactions', 'stockTransactions', 'arrowsExchange', 'inventory'),
      screen('/inventory/requisitions', 'requisitions', 'shoppingCart', 'inventory'),
    ],
  },
  {
    id: 'documents',
    labelKey: 'nav:groups.documents',
    icon: 'folder',
    items: [screen('/documents', 'documents', 'folder', 'documents')],
  },
  {
    id: 'forms',
    labelKey: 'nav:groups.forms',
    icon: 'forms',
    items: [
      screen('/forms', 'formLibrary', 'forms', 'forms'),
      screen('/forms/submissions', 'formSubmissions', 'send', 'forms'),
      screen('/forms/missing', 'formsMissing', 'fileAlert', 'forms'),
    ],
  },
  {
    id: 'logbook',
    labelKey: 'nav:groups.logbook',
    icon: 'book',
    items: [
      screen('/logbook', 'logbookDashboard', 'book', 'logbook', { ...vessel, kind: 'logbookDashboard' }),
      screen('/logbook/entries', 'logbookEntries', 'list', 'logbook', { ...vessel, kind: 'logbookEntries' }),
      screen('/logbook/reports', 'logbookReports', 'report', 'logbook', {
        ...vessel,
        kind: 'logbookReports',
      }),
      screen('/logbook/watch-schedule', 'watchSchedule', 'eye', 'logbook', {
        ...vessel,
        kind: 'watchSchedule',
      }),
    ],
  },
  {
    id: 'environmental',
    labelKey: 'nav:groups.environmental',
    icon: 'leaf',
    items: [
      screen('/environmental/orb', 'oilRecordBook', 'droplet', 'environmental'),
      screen('/environmental/grb', 'garbageRecordBook', 'trash', 'environmental'),
      screen('/environmental/ballast', 'ballastWater', 'ripple', 'environmental'),
      screen('/environmental/emissions', 'emissions', 'cloud', 'environmental'),
    ],
  },
  {
    // Not in the spec's menu list: the spec has EU-MRV screens without routes (design.md section 12).
    id: 'mrv',
    labelKey: 'nav:groups.mrv',
    icon: 'gasStation',
    items: [
      screen('/mrv', 'mrvDashboard', 'gasStation', 'mrv', vessel),
      screen('/mrv/fuel-entries', 'mrvFuelEntries', 'gasStation', 'mrv', vessel),
      screen('/mrv/voyage-reports', 'mrvVoyageReports', 'route', 'mrv', vessel),
      screen('/mrv/statistics', 'mrvStatistics', 'chartBar', 'mrv', vessel),
      screen('/mrv/monitoring-plan', 'mrvMonitoringPlan', 'fileCheck', 'mrv', vessel),
      screen('/mrv/annual-report', 'mrvAnnualReport', 'fileAnalytics', 'mrv', vessel),
      screen('/mrv/export', 'mrvExport', 'upload', 'mrv', vessel),
    ],
  },
  {
    id: 'ihm',
    labelKey: 'nav:groups.ihm',
    icon: 'biohazard',
    items: [
      screen('/ihm', 'ihmDashboard', 'biohazard', 'ihm'),
      screen('/ihm/materials', 'ihmMaterials', 'flask', 'ihm'),
      screen('/ihm/sds', 'safetyDataSheets', 'fileText', 'ihm'),
      screen('/ihm/inspections', 'ihmInspections', 'search', 'ihm'),
      screen('/ihm/removal-plan', 'removalPlan', 'recycle', 'ihm'),
    ],
  },
  {
    id: 'navigation',
    labelKey: 'nav:groups.navigation',
    icon: 'compass',
    items: [
      screen('/navigation/positions', 'positions', 'mapPin', 'navigation'),
      screen('/navigation/passages', 'passages', 'route', 'navigation'),
      screen('/navigation/port-calls', 'portCalls', 'anchor', 'navigation'),
    ],
  },
  {
    id: 'compliance',
    labelKey: 'nav:groups.compliance',
    icon: 'checklist',
    items: [
      screen('/compliance/audits', 'audits', 'checklist', 'compliance'),
      screen('/compliance/non-conformities', 'nonConformities', 'alertTriangle', 'compliance'),
    ],
  },
  {
    id: 'correctiveActions',
    labelKey: 'nav:groups.correctiveActions',
    icon: 'arrowBack',
    items: [screen('/corrective-actions', 'correctiveActions', 'arrowBack', 'correctiveActions')],
  },
  {
    id: 'tasks',
    labelKey: 'nav:groups.tasks',
    icon: 'listCheck',
    items: [screen('/tasks', 'tasks', 'listCheck', 'tasks')],
  },
  {
    id: 'system',
    labelKey: 'nav:groups.system',
    icon: 'settings',
    items: [
      screen('/search', 'search', 'search', 'system', { kind: 'search' }),
      screen('/reports', 'reports', 'report', 'system'),
      screen('/users', 'users', 'userCog', 'system', { kind: 'users', adminOnly: true }),
      // Not in the spec's menu list: the vessels an installation manages (issue 11 'Fleet').
      screen('/vessels', 'vessels', 'ship', 'system', { kind: 'vessels', adminOnly: true }),
      screen('/settings', 'settings', 'settings', 'system', { kind: 'settings' }),
    ],
  },
];

/** Routes without a menu entry of their own (reached from screens, the header or links). */
export const SPEC_HIDDEN_SCREENS: readonly Screen[] = [
  screen('/documents/forms', 'documentForms', 'forms', 'documents'),
  screen('/logbook/entries/new', 'logbookEntryNew', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryForm',
  }),
  screen('/logbook/entries/:id/edit', 'logbookEntryEdit', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryForm',
  }),
  screen('/logbook/entries/:id', 'logbookEntryDetail', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryDetail',
  }),
  screen('/notifications', 'notifications', 'bell', 'system', { kind: 'notifications' }),
  screen('/profile', 'profile', 'user', 'system', { kind: 'profile' }),
];

/** Every screen of the specification, there or not (the route table's completeness is tested). */
export const SPEC_SCREENS: readonly Screen[] = [
  ...SPEC_NAV_GROUPS.flatMap((group) => group.items),
  ...SPEC_HIDDEN_SCREENS,
];

/** A screen is offered when a page renders it. */
export function isAvailable(screen: Screen): screen is Screen & { kind: ScreenKind } {
  return screen.kind !== undefined;
}

/** The side menu: the groups with the screens that are there; the first group starts open. */
export const NAV_GROUPS: readonly NavGroup[] = SPEC_NAV_GROUPS.map((group) => ({
  ...group,
  items: group.items.filter(isAvailable),
})).filter((group) => group.items.length > 0);

export const HIDDEN_SCREENS: readonly Screen[] = SPEC_HIDDEN_SCREENS.filter(isAvailable);

export const MENU_SCREENS: readonly Screen[] = NAV_GROUPS.flatMap((group) => group.items);

/** Every protected screen: what the router mounts under the main layout; other paths lead to '/'. */
export const ALL_SCREENS: readonly (Screen & { kind: ScreenKind })[] = [
  ...MENU_SCREENS,
  ...HIDDEN_SCREENS,
].filter(isAvailable);

/** Whether a user of the role may open the screen: admin-only ones are the three admin roles' (spec section 6). */
export function mayOpenScreen(screen: Pick<Screen, 'adminOnly'>, role: string | undefined): boolean {
  return !screen.adminOnly || isAdminRole(role);
}

/** The side menu as a user of the role sees it: no entry that would lead to 'Access Denied'. */
export function navGroupsFor(role: string | undefined): readonly NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => mayOpenScreen(item, role)),
  })).filter((group) => group.items.length > 0);
}

/** True when `pathname` is the screen's path or lies below it ('/' matches only itself). */
export function isPathWithin(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The menu group holding the current route: the one with the longest matching entry. */
export function groupForPath(pathname: string): NavGroup | undefined {
  let best: { group: NavGroup; length: number } | undefined;
  for (const group of NAV_GROUPS) {
    for (const item of group.items) {
      if (isPathWithin(pathname, item.path) && (!best || item.path.length > best.length)) {
        best = { group, length: item.path.length };
      }
    }
  }
  return best?.group;
}

/** The menu entry to highlight: the longest path that contains the current one. */
export function activeMenuPath(pathname: string): string | undefined {
  return MENU_SCREENS.filter((item) => isPathWithin(pathname, item.path))
    .map((item) => item.path)
    .sort((a, b) => b.length - a.length)[0];
}
