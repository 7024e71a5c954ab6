// The menu model (spec section 2, design.md section 12): the screens of the modules
// (screens.ts) and of every registered entity that declares one (entity-screen.ts), merged into
// the menu groups by position. The modern side menu and phone drawer, the classic tabs and tree,
// and the router's route table all read it.
import { ENTITY_MANIFEST, isAdminRole } from '@mars/domain/first-screen';
import type { EntityManifestEntry, EntityName } from '@mars/domain/first-screen';

import { screenMenuKeys } from '../entity-ui/entity-labels';
import type { NavGroup, Screen, ScreenKind } from './screens';
import { MODULE_NAV_GROUPS, SPEC_HIDDEN_SCREENS } from './screens';

export type { Area, NavGroup, NavIconName, Screen, ScreenKind } from './screens';
export { SPEC_HIDDEN_SCREENS } from './screens';

/** A screen that is there: a module's page renders it, or the registry screen its entity's list and form. */
export type AvailableScreen = Screen & ({ kind: ScreenKind } | { entity: EntityName });

/** The screen an entity declares, with its menu label from the entity's own texts. */
export function entityScreen(entity: EntityManifestEntry): Screen | undefined {
  const declared = entity.screen;
  if (!declared) return undefined;
  return {
    path: declared.path,
    labelKey: screenMenuKeys(entity),
    icon: declared.icon,
    area: declared.group,
    position: declared.position,
    entity: entity.name as EntityName,
    requiresVessel: declared.requiresVessel,
    adminOnly: declared.adminOnly,
  };
}

/**
 * The screens of the registered entities that declare one, from the registry's manifest: the menu
 * needs no entity definition (they load with the screen that shows them).
 */
export const ENTITY_SCREENS: readonly Screen[] = ENTITY_MANIFEST.flatMap(
  (entity) => entityScreen(entity) ?? [],
);

const byPosition = (a: Screen, b: Screen) => (a.position ?? 0) - (b.position ?? 0);

/** Every menu entry of the specification, in the order of spec section 2 ('Modern layout'). */
export const SPEC_NAV_GROUPS: readonly NavGroup[] = MODULE_NAV_GROUPS.map((group) => ({
  ...group,
  items: [...group.items, ...ENTITY_SCREENS.filter((screen) => screen.area === group.id)].sort(byPosition),
}));

/** Every screen of the specification, there or not (the route table's completeness is tested). */
export const SPEC_SCREENS: readonly Screen[] = [
  ...SPEC_NAV_GROUPS.flatMap((group) => group.items),
  ...SPEC_HIDDEN_SCREENS,
];

/** A screen is offered when a page renders it. */
export function isAvailable(screen: Screen): screen is AvailableScreen {
  return screen.kind !== undefined || screen.entity !== undefined;
}

/** The side menu: the groups with the screens that are there; the first group starts open. */
export const NAV_GROUPS: readonly NavGroup[] = SPEC_NAV_GROUPS.map((group) => ({
  ...group,
  items: group.items.filter(isAvailable),
})).filter((group) => group.items.length > 0);

export const HIDDEN_SCREENS: readonly Screen[] = SPEC_HIDDEN_SCREENS.filter(isAvailable);

export const MENU_SCREENS: readonly Screen[] = NAV_GROUPS.flatMap((group) => group.items);

/** Every protected screen: what the router mounts under the main layout; other paths lead to '/'. */
export const ALL_SCREENS: readonly AvailableScreen[] = [...MENU_SCREENS, ...HIDDEN_SCREENS].filter(
  isAvailable,
);

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
