import type { EntityDefinition } from '@mars/domain';
import { ENTITIES } from '@mars/domain';
import { resources } from '@mars/i18n';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { screenMenuKeys } from '../entity-ui/entity-labels';
import { ENTITY_UIS, screenEntities } from './entity-screens';
import {
  ALL_SCREENS,
  HIDDEN_SCREENS,
  MENU_SCREENS,
  NAV_GROUPS,
  navGroupsFor,
  SPEC_NAV_GROUPS,
  SPEC_SCREENS,
  activeMenuPath,
  groupForPath,
  isPathWithin,
} from './navigation';
import { initialOpenGroups } from './layout/nav-state';
import { routes } from './router';

/** Every protected route of spec section 2, plus design.md section 12 and the EU-MRV routes. */
const SPEC_ROUTES = [
  '/',
  '/certificates',
  '/certificates/expiring',
  '/maintenance',
  '/maintenance/equipment',
  '/maintenance/work-orders',
  '/maintenance/calendar',
  // Planned maintenance jobs get their own screen (issue 4; past the spec).
  '/maintenance/jobs',
  '/crew/personnel',
  '/crew/certificates',
  '/crew/hours',
  '/crew/training',
  '/safety/inspections',
  '/safety/incidents',
  '/safety/drills',
  '/safety/risk-assessments',
  '/inventory',
  '/inventory/transactions',
  '/inventory/requisitions',
  '/documents',
  '/documents/forms',
  '/forms',
  '/forms/submissions',
  '/forms/missing',
  '/logbook',
  '/logbook/entries',
  '/logbook/entries/new',
  '/logbook/entries/:id/edit',
  '/logbook/entries/:id',
  '/logbook/reports',
  '/logbook/watch-schedule',
  '/environmental/orb',
  '/environmental/grb',
  '/environmental/ballast',
  '/environmental/emissions',
  '/ihm',
  '/ihm/materials',
  '/ihm/sds',
  '/ihm/inspections',
  '/ihm/removal-plan',
  '/navigation/positions',
  '/navigation/passages',
  '/navigation/port-calls',
  '/compliance/audits',
  '/compliance/non-conformities',
  '/corrective-actions',
  '/tasks',
  '/search',
  '/reports',
  '/users',
  '/vessels',
  '/settings',
  '/profile',
  '/notifications',
  '/mrv',
  '/mrv/fuel-entries',
  '/mrv/voyage-reports',
  '/mrv/statistics',
  '/mrv/monitoring-plan',
  '/mrv/annual-report',
  '/mrv/export',
];

/** The screens built today (the list); every other route leads to the dashboard. */
const BUILT_ROUTES = [
  '/',
  '/certificates',
  '/certificates/expiring',
  '/maintenance',
  '/maintenance/equipment',
  '/maintenance/work-orders',
  '/maintenance/calendar',
  '/maintenance/jobs',
  '/crew/personnel',
  '/crew/certificates',
  '/crew/hours',
  '/crew/training',
  '/safety/inspections',
  '/safety/drills',
  '/safety/risk-assessments',
  '/logbook',
  '/logbook/entries',
  '/logbook/entries/new',
  '/logbook/entries/:id/edit',
  '/logbook/entries/:id',
  '/logbook/reports',
  '/logbook/watch-schedule',
  '/safety/incidents',
  '/corrective-actions',
  '/navigation/positions',
  '/navigation/passages',
  '/navigation/port-calls',
  '/compliance/audits',
  '/compliance/non-conformities',
  '/tasks',
  '/environmental/orb',
  '/environmental/ballast',
  '/environmental/emissions',
  '/environmental/grb',
  '/search',
  '/users',
  '/vessels',
  '/settings',
  '/profile',
  '/notifications',
];

describe('navigation', () => {
  it('declares every screen of the specification and nothing else', () => {
    expect(SPEC_SCREENS.map((screen) => screen.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('mounts and offers only the screens that are built; the rest lead to the dashboard', () => {
    expect(ALL_SCREENS.map((screen) => screen.path).sort()).toEqual([...BUILT_ROUTES].sort());
    expect(NAV_GROUPS.map((group) => group.id)).toEqual([
      'dashboard',
      'certificates',
      'maintenance',
      'crew',
      'safety',
      'logbook',
      'environmental',
      'navigation',
      'compliance',
      'correctiveActions',
      'tasks',
      'system',
    ]);
    const system = NAV_GROUPS.find((group) => group.id === 'system');
    expect(system?.items.map((item) => item.path)).toEqual(['/search', '/users', '/vessels', '/settings']);
    expect(MENU_SCREENS.some((item) => !BUILT_ROUTES.includes(item.path))).toBe(false);
  });

  it('lists each path once', () => {
    const paths = SPEC_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the menu groups of the modern layout in the order of the specification', () => {
    expect(SPEC_NAV_GROUPS.map((group) => group.id)).toEqual([
      'dashboard',
      'certificates',
      'maintenance',
      'crew',
      'safety',
      'inventory',
      'documents',
      'forms',
      'logbook',
      'environmental',
      'mrv',
      'ihm',
      'navigation',
      'compliance',
      'correctiveActions',
      'tasks',
      'system',
    ]);
    const system = SPEC_NAV_GROUPS.find((group) => group.id === 'system');
    expect(system?.items.map((item) => item.path)).toEqual([
      '/search',
      '/reports',
      '/users',
      '/vessels',
      '/settings',
    ]);
  });

  it('links non-conformities to a real route, not /compliance/nc', () => {
    expect(SPEC_SCREENS.map((item) => item.path)).toContain('/compliance/non-conformities');
    expect(SPEC_SCREENS.map((item) => item.path)).not.toContain('/compliance/nc');
  });

  it('puts a live badge only on expiring certificates', () => {
    expect(MENU_SCREENS.filter((item) => item.badge).map((item) => item.path)).toEqual([
      '/certificates/expiring',
    ]);
  });

  it('asks for a vessel on logbook, watch, logbook reports and every MRV screen only', () => {
    const needVessel = SPEC_SCREENS.filter((screen) => screen.requiresVessel).map((screen) => screen.path);
    expect(needVessel.every((path) => path.startsWith('/logbook') || path.startsWith('/mrv'))).toBe(true);
    for (const path of [
      '/logbook/watch-schedule',
      '/logbook/reports',
      '/logbook/entries/new',
      '/mrv/export',
    ]) {
      expect(needVessel).toContain(path);
    }
  });

  it('makes the users and fleet pages admin-only, and shows their entries to admins only', () => {
    expect(ALL_SCREENS.filter((screen) => screen.adminOnly).map((screen) => screen.path)).toEqual([
      '/users',
      '/vessels',
    ]);
    const systemFor = (role: string) =>
      navGroupsFor(role)
        .find((group) => group.id === 'system')
        ?.items.map((item) => item.path);
    for (const role of ['master', 'officer', 'engineer', 'crew', undefined]) {
      expect(systemFor(role as string)).toEqual(['/search', '/settings']);
    }
    for (const role of ['super_admin', 'company_admin', 'ship_admin']) {
      expect(systemFor(role)).toEqual(['/search', '/users', '/vessels', '/settings']);
    }
  });

  it('keeps hidden screens out of the menu', () => {
    const menu = new Set(MENU_SCREENS.map((item) => item.path));
    expect(HIDDEN_SCREENS.some((screen) => menu.has(screen.path))).toBe(false);
  });

  it('matches paths by whole segments', () => {
    expect(isPathWithin('/certificates/expiring', '/certificates')).toBe(true);
    expect(isPathWithin('/certificatesx', '/certificates')).toBe(false);
    expect(isPathWithin('/certificates', '/')).toBe(false);
    expect(isPathWithin('/', '/')).toBe(true);
  });

  it('highlights the most specific menu entry of the current route', () => {
    expect(activeMenuPath('/certificates/expiring')).toBe('/certificates/expiring');
    expect(activeMenuPath('/logbook/entries/123/edit')).toBe('/logbook/entries');
    expect(activeMenuPath('/documents/forms')).toBeUndefined();
    expect(activeMenuPath('/profile')).toBeUndefined();
  });

  it('opens the first group and the group of the current route', () => {
    expect([...initialOpenGroups('/maintenance')].sort()).toEqual(['certificates', 'maintenance']);
    expect(initialOpenGroups('/').has('certificates')).toBe(true);
    expect([...initialOpenGroups('/logbook/reports')].sort()).toEqual(['certificates', 'logbook']);
    expect(groupForPath('/crew/hours')?.id).toBe('crew');
    // A module that is not built has no group to open.
    expect([...initialOpenGroups('/ihm/sds')]).toEqual(['certificates']);
    expect(groupForPath('/forms/missing')).toBeUndefined();
  });
});

/** Every path of the route table, as React Router matches it ('' for the index route). */
function routePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const joined = route.path?.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const path = route.index ? parent || '/' : route.path ? joined : parent;
    return [...(route.index || route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

/** The text of `ns:key.path` in a language's catalogue. */
function textOf(language: 'en' | 'de', key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue = (resources[language] as Record<string, unknown>)[namespace];
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('entity screens', () => {
  const declaring = ENTITIES.filter(
    (entity): entity is EntityDefinition & { screen: NonNullable<EntityDefinition['screen']> } =>
      entity.screen !== undefined,
  );

  it('the plain entities declare their screens', () => {
    expect(declaring.map((entity) => entity.screen.path).sort()).toEqual([
      '/certificates',
      '/compliance/audits',
      '/compliance/non-conformities',
      '/corrective-actions',
      '/crew/certificates',
      '/crew/personnel',
      '/crew/training',
      '/environmental/ballast',
      '/environmental/emissions',
      '/environmental/grb',
      '/environmental/orb',
      '/maintenance/equipment',
      '/maintenance/jobs',
      '/navigation/passages',
      '/navigation/port-calls',
      '/navigation/positions',
      '/safety/drills',
      '/safety/incidents',
      '/safety/inspections',
      '/safety/risk-assessments',
      '/vessels',
    ]);
  });

  it('puts every entity that declares a screen into its menu group, the menu and the route table', () => {
    const paths = routePaths(routes);
    for (const entity of declaring) {
      const { path, group } = entity.screen;
      const item = SPEC_NAV_GROUPS.find((candidate) => candidate.id === group)?.items.find(
        (candidate) => candidate.path === path,
      );
      expect(item?.entity).toBe(entity.name);
      expect(item?.labelKey).toEqual(screenMenuKeys(entity));
      expect(MENU_SCREENS.filter((screen) => screen.entity === entity.name)).toHaveLength(1);
      expect(ALL_SCREENS.filter((screen) => screen.path === path)).toEqual([item]);
      expect(paths.filter((candidate) => candidate === path)).toHaveLength(1);
    }
  });

  it('keeps the guards an entity screen declares', () => {
    const vessels = ALL_SCREENS.find((screen) => screen.path === '/vessels');
    expect(vessels?.entity).toBe('vessel');
    expect(vessels?.adminOnly).toBe(true);
    for (const entity of declaring) {
      const screen = ALL_SCREENS.find((candidate) => candidate.entity === entity.name);
      expect(screen?.requiresVessel).toBe(entity.screen.requiresVessel);
      expect(screen?.adminOnly).toBe(entity.screen.adminOnly);
    }
  });

  it('orders every menu group by position, each position taken once', () => {
    for (const group of SPEC_NAV_GROUPS) {
      const positions = group.items.map((item) => item.position);
      expect(positions.every((position) => typeof position === 'number')).toBe(true);
      expect([...positions].sort((a, b) => a! - b!)).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);
    }
    const maintenance = NAV_GROUPS.find((group) => group.id === 'maintenance');
    expect(maintenance?.items.map((item) => item.path)).toEqual([
      '/maintenance',
      '/maintenance/equipment',
      '/maintenance/work-orders',
      '/maintenance/calendar',
      '/maintenance/jobs',
    ]);
    const crew = NAV_GROUPS.find((group) => group.id === 'crew');
    expect(crew?.items.map((item) => item.path)).toEqual([
      '/crew/personnel',
      '/crew/certificates',
      '/crew/hours',
      '/crew/training',
    ]);
  });

  it('shows the tabs of a screen from registered entities that have no screen of their own', () => {
    const training = declaring.find((entity) => entity.screen.path === '/crew/training')!;
    expect(screenEntities(training, ENTITIES).map(({ name, entity }) => [name, entity.name])).toEqual([
      [undefined, 'trainingRecord'],
      ['courses', 'training'],
    ]);
    for (const entity of declaring) {
      for (const tab of screenEntities(entity, ENTITIES).slice(1)) expect(tab.entity.screen).toBeUndefined();
    }
  });

  it('has UI parts only for entities shown on a screen', () => {
    const shown = new Set(
      declaring.flatMap((entity) => screenEntities(entity, ENTITIES).map((tab) => tab.entity.name)),
    );
    expect(Object.keys(ENTITY_UIS).filter((name) => !shown.has(name))).toEqual([]);
  });

  it.each(['en', 'de'] as const)('every menu entry and group has its label in %s', (language) => {
    const missing = SPEC_NAV_GROUPS.flatMap((group) => [
      [group.labelKey],
      ...group.items.map((item) => [item.labelKey].flat()),
    ]).filter((keys) => {
      const text = keys.map((key) => textOf(language, key)).find((found) => found !== undefined);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
