// The classic layout's tabs and left tree (spec section 2 'Classic layout'), read from navigation.ts:
// a tab or entry whose screen is not there (navigation.ts: no kind yet) is not shown.
import type { Area, NavGroup, NavIconName, Screen } from '../navigation';
import { HIDDEN_SCREENS, MENU_SCREENS, NAV_GROUPS, isPathWithin } from '../navigation';

/**
 * A tab opens one of the menu areas (the domain's menu groups, whose names the tabs share), or the
 * reports or the configuration, which are no area of their own.
 */
export type ClassicTabId = Area | 'reports' | 'configuration';

export type ClassicTab = {
  id: ClassicTabId;
  labelKey: string;
  icon: NavIconName;
  /** Where the tab leads. */
  to: string;
  /** Path prefixes that make the tab active. */
  prefixes: readonly string[];
};

/** The tabs of the specification, in order. */
export const SPEC_CLASSIC_TABS: readonly ClassicTab[] = [
  { id: 'dashboard', labelKey: 'nav:classic.tabs.dashboard', icon: 'dashboard', to: '/', prefixes: ['/'] },
  {
    id: 'certificates',
    labelKey: 'nav:classic.tabs.certificates',
    icon: 'certificate',
    to: '/certificates',
    prefixes: ['/certificates'],
  },
  {
    id: 'maintenance',
    labelKey: 'nav:classic.tabs.maintenance',
    icon: 'tool',
    to: '/maintenance',
    prefixes: ['/maintenance'],
  },
  {
    id: 'crew',
    labelKey: 'nav:classic.tabs.crew',
    icon: 'users',
    to: '/crew/personnel',
    prefixes: ['/crew'],
  },
  {
    id: 'safety',
    labelKey: 'nav:classic.tabs.safety',
    icon: 'shield',
    to: '/safety/inspections',
    prefixes: ['/safety'],
  },
  {
    id: 'inventory',
    labelKey: 'nav:classic.tabs.inventory',
    icon: 'package',
    to: '/inventory',
    prefixes: ['/inventory'],
  },
  {
    id: 'documents',
    labelKey: 'nav:classic.tabs.documents',
    icon: 'folder',
    to: '/documents',
    prefixes: ['/documents'],
  },
  {
    id: 'reports',
    labelKey: 'nav:classic.tabs.reports',
    icon: 'report',
    to: '/reports',
    prefixes: ['/reports'],
  },
  {
    id: 'configuration',
    labelKey: 'nav:classic.tabs.configuration',
    icon: 'settings',
    to: '/settings',
    prefixes: ['/settings', '/users', '/vessels', '/profile'],
  },
];

const isMenuPath = (path: string) => MENU_SCREENS.some((item) => item.path === path);

/**
 * The tabs shown: those whose screen is there; a tab whose first screen is not built yet opens the
 * first built screen of its area (the safety tab opens the incidents before the inspections exist).
 */
export const CLASSIC_TABS: readonly ClassicTab[] = SPEC_CLASSIC_TABS.flatMap((tab) => {
  if (isMenuPath(tab.to)) return [tab];
  const area = tab.prefixes.filter((prefix) => prefix !== '/');
  const first = MENU_SCREENS.find((item) => area.some((prefix) => isPathWithin(item.path, prefix)));
  return first ? [{ ...tab, to: first.path }] : [];
});

/** The active tab by path prefix; none for areas without a tab (logbook, IHM, ...). */
export function classicTabForPath(pathname: string): ClassicTabId | null {
  const tab = CLASSIC_TABS.find((candidate) =>
    candidate.prefixes.some((prefix) => isPathWithin(pathname, prefix)),
  );
  return tab?.id ?? null;
}

/** First path segments with a tree of their own in the classic layout. */
const TREE_SEGMENTS = ['certificates', 'maintenance', 'crew', 'safety', 'inventory', 'documents'] as const;

export type ClassicTree =
  { kind: 'area'; group: NavGroup } | { kind: 'quickAccess'; items: readonly Screen[] };

/** The menu entries of these paths that are there, in order. */
function menuScreens(paths: readonly string[]): Screen[] {
  return paths.flatMap((path) => MENU_SCREENS.filter((item) => item.path === path));
}

/** The quick-access list: an entry point into every area (the classic tabs do not reach them all). */
export const QUICK_ACCESS: readonly Screen[] = menuScreens([
  '/',
  '/certificates/expiring',
  '/maintenance/work-orders',
  '/forms',
  '/logbook',
  '/environmental/orb',
  '/mrv',
  '/ihm',
  '/navigation/positions',
  '/compliance/audits',
  '/corrective-actions',
  '/tasks',
  '/search',
]);

/** The left tree: the area's entries for the six tree areas, otherwise the quick-access list. */
export function classicTreeForPath(pathname: string): ClassicTree {
  const segment = pathname.split('/')[1] ?? '';
  if ((TREE_SEGMENTS as readonly string[]).includes(segment)) {
    const group = NAV_GROUPS.find((candidate) => candidate.id === segment);
    if (group) {
      // 'Forms under documents' (/documents/forms) has no menu entry of its own: list it here.
      const extra = HIDDEN_SCREENS.filter(
        (item) => item.path.startsWith(`/${segment}/`) && !item.path.includes(':'),
      );
      return { kind: 'area', group: { ...group, items: [...group.items, ...extra] } };
    }
  }
  return { kind: 'quickAccess', items: QUICK_ACCESS };
}

/** The System block of the classic layout (admin-only entries are left out for others: mayOpenScreen). */
export const CLASSIC_SYSTEM: readonly Screen[] = menuScreens(['/reports', '/users', '/vessels', '/settings']);
