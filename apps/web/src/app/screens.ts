// The screen table: the screens of the specification (spec section 2, design.md section 12) that a
// module renders itself. The list and form screens of plain entities are not here: their
// definitions declare them (packages/domain/src/entities/entity-screen.ts) and navigation.ts adds
// them to the menu groups by position. Icons are named here and drawn by nav-icons.ts, so this file
// stays plain data.
//
// A screen is there when it names the `kind` of page that renders it. A screen of the specification
// whose module has not landed has no kind: it is in no menu and its path leads to the dashboard. A
// module that lands gives its screens their kind here, and they appear everywhere at once.
import type { EntityName, MenuGroup, ScreenIcon } from '@mars/domain';

/** Business areas: the menu groups of the specification. */
export type Area = MenuGroup;

export type NavIconName = ScreenIcon;

/** What renders a module's own screen (router.tsx maps each kind to its page). */
export type ScreenKind =
  | 'users'
  | 'settings'
  | 'notifications'
  | 'profile'
  | 'dashboard'
  | 'certificatesExpiring'
  | 'maintenanceOverview'
  | 'workOrders'
  | 'maintenanceCalendar'
  | 'workingHours'
  | 'logbookDashboard'
  | 'logbookEntries'
  | 'logbookEntryForm'
  | 'logbookEntryDetail'
  | 'logbookReports'
  | 'watchSchedule'
  | 'search'
  | 'tasks';

export type Screen = {
  /** Absolute path; parameters as in React Router (`:id`). */
  path: string;
  /** Translation key of the screen's title (menu label and page title); of several, the first that exists. */
  labelKey: string | string[];
  icon: NavIconName;
  area: Area;
  /** Its place in its menu group, whose entries are ordered by it; none for a screen without an entry. */
  position?: number;
  /** The module's page that renders the screen; none while its module has not landed (not offered at all). */
  kind?: ScreenKind;
  /** The registered entity whose list and form the screen is (the registry screen renders it). */
  entity?: EntityName;
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

type Extra = Partial<Pick<Screen, 'kind' | 'requiresVessel' | 'adminOnly' | 'badge'>>;

/** A menu entry at its position in the group (the group gives it its area). */
function entry(position: number, path: string, labelKey: string, icon: NavIconName, extra: Extra = {}) {
  return { position, path, labelKey: `nav:items.${labelKey}`, icon, ...extra };
}

function group(id: Area, icon: NavIconName, items: readonly ReturnType<typeof entry>[]): NavGroup {
  return { id, labelKey: `nav:groups.${id}`, icon, items: items.map((item) => ({ ...item, area: id })) };
}

const vessel = { requiresVessel: true } as const;

/**
 * The module screens of the menu, in the groups and order of spec section 2 ('Modern layout');
 * the positions left out are those of entity screens (named in the comments).
 */
export const MODULE_NAV_GROUPS: readonly NavGroup[] = [
  group('dashboard', 'dashboard', [entry(10, '/', 'dashboard', 'dashboard', { kind: 'dashboard' })]),
  group('certificates', 'certificate', [
    // 10: all certificates (certificate)
    entry(20, '/certificates/expiring', 'certificatesExpiring', 'alarm', {
      kind: 'certificatesExpiring',
      badge: 'expiringCertificates',
    }),
  ]),
  group('maintenance', 'tool', [
    entry(10, '/maintenance', 'maintenanceOverview', 'tool', { kind: 'maintenanceOverview' }),
    // 20: equipment (equipment)
    entry(30, '/maintenance/work-orders', 'workOrders', 'clipboardList', { kind: 'workOrders' }),
    entry(40, '/maintenance/calendar', 'maintenanceCalendar', 'calendar', { kind: 'maintenanceCalendar' }),
    // 50: planned jobs (maintenanceJob)
  ]),
  group('crew', 'users', [
    // 10: personnel (crewMember), 20: crew certificates (crewCertificate)
    entry(30, '/crew/hours', 'workingHours', 'clock', { kind: 'workingHours' }),
    // 40: training (trainingRecord, with the courses as a tab)
  ]),
  group('safety', 'shield', [
    // 10: inspections (inspection, with the deficiencies as a tab), 20: incidents and near misses
    // (incident), 30: drills (drill), 40: risk assessments (riskAssessment)
  ]),
  group('inventory', 'package', [
    entry(10, '/inventory', 'stockItems', 'package'),
    entry(20, '/inventory/transactions', 'stockTransactions', 'arrowsExchange'),
    entry(30, '/inventory/requisitions', 'requisitions', 'shoppingCart'),
  ]),
  group('documents', 'folder', [entry(10, '/documents', 'documents', 'folder')]),
  group('forms', 'forms', [
    entry(10, '/forms', 'formLibrary', 'forms'),
    entry(20, '/forms/submissions', 'formSubmissions', 'send'),
    entry(30, '/forms/missing', 'formsMissing', 'fileAlert'),
  ]),
  group('logbook', 'book', [
    entry(10, '/logbook', 'logbookDashboard', 'book', { ...vessel, kind: 'logbookDashboard' }),
    entry(20, '/logbook/entries', 'logbookEntries', 'list', { ...vessel, kind: 'logbookEntries' }),
    entry(30, '/logbook/reports', 'logbookReports', 'report', { ...vessel, kind: 'logbookReports' }),
    entry(40, '/logbook/watch-schedule', 'watchSchedule', 'eye', { ...vessel, kind: 'watchSchedule' }),
  ]),
  group('environmental', 'leaf', [
    // 10: oil record book (oilRecordEntry, with the vessel's tanks as a tab), 20: garbage record book
    // (garbageRecordEntry), 30: ballast water record book (ballastRecordEntry, with the vessel's tanks
    // as a tab), 40: emissions (emissionRecord, with the year's figures above the records)
  ]),
  // Not in the spec's menu list: the spec has EU-MRV screens without routes (design.md section 12).
  group('mrv', 'gasStation', [
    entry(10, '/mrv', 'mrvDashboard', 'gasStation', vessel),
    entry(20, '/mrv/fuel-entries', 'mrvFuelEntries', 'gasStation', vessel),
    entry(30, '/mrv/voyage-reports', 'mrvVoyageReports', 'route', vessel),
    entry(40, '/mrv/statistics', 'mrvStatistics', 'chartBar', vessel),
    entry(50, '/mrv/monitoring-plan', 'mrvMonitoringPlan', 'fileCheck', vessel),
    entry(60, '/mrv/annual-report', 'mrvAnnualReport', 'fileAnalytics', vessel),
    entry(70, '/mrv/export', 'mrvExport', 'upload', vessel),
  ]),
  group('ihm', 'biohazard', [
    entry(10, '/ihm', 'ihmDashboard', 'biohazard'),
    entry(20, '/ihm/materials', 'ihmMaterials', 'flask'),
    entry(30, '/ihm/sds', 'safetyDataSheets', 'fileText'),
    entry(40, '/ihm/inspections', 'ihmInspections', 'search'),
    entry(50, '/ihm/removal-plan', 'removalPlan', 'recycle'),
  ]),
  group('navigation', 'compass', [
    // 10: positions (navigationPosition), 20: passages (passage), 30: port calls (portCall)
  ]),
  group('compliance', 'checklist', [
    // 10: audits (audit), 20: non-conformities and observations (nonConformity)
  ]),
  group('correctiveActions', 'arrowBack', [
    // 10: corrective actions (correctiveAction)
  ]),
  group('tasks', 'listCheck', [entry(10, '/tasks', 'tasks', 'listCheck', { kind: 'tasks' })]),
  group('system', 'settings', [
    entry(10, '/search', 'search', 'search', { kind: 'search' }),
    entry(20, '/reports', 'reports', 'report'),
    entry(30, '/users', 'users', 'userCog', { kind: 'users', adminOnly: true }),
    // 40: the fleet (vessel; not in the spec's menu list: the vessels an installation manages)
    entry(50, '/settings', 'settings', 'settings', { kind: 'settings' }),
  ]),
];

function hidden(path: string, labelKey: string, icon: NavIconName, area: Area, extra: Extra = {}): Screen {
  return { path, labelKey: `nav:items.${labelKey}`, icon, area, ...extra };
}

/** Routes without a menu entry of their own (reached from screens, the header or links). */
export const SPEC_HIDDEN_SCREENS: readonly Screen[] = [
  hidden('/documents/forms', 'documentForms', 'forms', 'documents'),
  hidden('/logbook/entries/new', 'logbookEntryNew', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryForm',
  }),
  hidden('/logbook/entries/:id/edit', 'logbookEntryEdit', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryForm',
  }),
  hidden('/logbook/entries/:id', 'logbookEntryDetail', 'list', 'logbook', {
    ...vessel,
    kind: 'logbookEntryDetail',
  }),
  hidden('/notifications', 'notifications', 'bell', 'system', { kind: 'notifications' }),
  hidden('/profile', 'profile', 'user', 'system', { kind: 'profile' }),
];
