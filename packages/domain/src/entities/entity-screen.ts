// The screen of an entity (issue 10 'Screens'): where its list and form sit in the app, declared in
// its definition. The web builds the menu entry (both layouts and the phone drawer) and the route
// from it (apps/web/src/app/navigation.ts); the menu label is the entity's own text
// (`entities:<name>.screen.menu`, else `name_other`), so a plain entity needs no screen file of its own.

/** The menu groups of the specification (spec section 2 'Modern layout'), in the web's menu order. */
export type MenuGroup =
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

/** The icons of menu entries by name (apps/web/src/app/nav-icons.ts draws them). */
export type ScreenIcon =
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

export type EntityScreen = {
  /** The route of the list (spec section 2), e.g. '/crew/training'. */
  path: `/${string}`;
  /** The menu group the entry sits in. */
  group: MenuGroup;
  /**
   * Its place in the group: entries are ordered by position, the module's own screens
   * (apps/web/src/app/screens.ts) and entity screens alike (10, 20, 30, ...).
   */
  position: number;
  icon: ScreenIcon;
  /** Shown and opened with a selected vessel only (spec section 2: logbook, watch, MRV screens). */
  requiresVessel?: boolean;
  /** Shown to and opened by the admins only (design.md section 12: users and the fleet). */
  adminOnly?: boolean;
  /**
   * Other entities shown as tabs of this screen, by the tab's name in the URL (`?tab=<name>`);
   * the entity's own list is the first tab, without the parameter.
   */
  tabs?: Readonly<Record<string, string>>;
};
