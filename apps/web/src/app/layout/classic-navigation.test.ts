import { describe, expect, it } from 'vitest';

import {
  CLASSIC_SYSTEM,
  CLASSIC_TABS,
  QUICK_ACCESS,
  SPEC_CLASSIC_TABS,
  classicTabForPath,
  classicTreeForPath,
} from './classic-navigation';
import { databaseState } from './classic-status-bar-state';

describe('classic layout', () => {
  it('declares the nine tabs of the specification in order', () => {
    expect(SPEC_CLASSIC_TABS.map((tab) => tab.id)).toEqual([
      'dashboard',
      'certificates',
      'maintenance',
      'crew',
      'safety',
      'inventory',
      'documents',
      'reports',
      'configuration',
    ]);
  });

  it('shows only the tabs whose screens are built', () => {
    expect(CLASSIC_TABS.map((tab) => tab.id)).toEqual([
      'dashboard',
      'certificates',
      'maintenance',
      'crew',
      'safety',
      'configuration',
    ]);
    // Its first screen: the inspections.
    expect(CLASSIC_TABS.find((tab) => tab.id === 'safety')?.to).toBe('/safety/inspections');
  });

  it('chooses the active tab by path prefix', () => {
    expect(classicTabForPath('/')).toBe('dashboard');
    expect(classicTabForPath('/certificates/expiring')).toBe('certificates');
    expect(classicTabForPath('/maintenance/work-orders')).toBe('maintenance');
    expect(classicTabForPath('/crew/hours')).toBe('crew');
    expect(classicTabForPath('/safety/incidents')).toBe('safety');
    expect(classicTabForPath('/settings')).toBe('configuration');
    expect(classicTabForPath('/users')).toBe('configuration');
    expect(classicTabForPath('/vessels')).toBe('configuration');
    expect(classicTabForPath('/logbook/entries')).toBeNull();
  });

  it('shows the area tree for the tree areas that are built and quick access elsewhere', () => {
    for (const segment of ['certificates', 'maintenance', 'crew']) {
      const tree = classicTreeForPath(`/${segment}`);
      expect(tree.kind).toBe('area');
    }
    const crew = classicTreeForPath('/crew/hours');
    expect(crew.kind === 'area' && crew.group.items.map((item) => item.path)).toEqual([
      '/crew/personnel',
      '/crew/certificates',
      '/crew/hours',
      '/crew/training',
    ]);
    expect(classicTreeForPath('/logbook').kind).toBe('quickAccess');
    expect(classicTreeForPath('/').kind).toBe('quickAccess');
  });

  it('offers only built screens in quick access and the System block', () => {
    expect(QUICK_ACCESS.map((item) => item.path)).toEqual([
      '/',
      '/certificates/expiring',
      '/maintenance/work-orders',
      '/logbook',
      '/environmental/orb',
      '/navigation/positions',
      '/compliance/audits',
      '/corrective-actions',
      '/tasks',
      '/search',
    ]);
    expect(CLASSIC_SYSTEM.map((item) => item.path)).toEqual(['/users', '/vessels', '/settings']);
  });

  it('reports the database as connected only when the health check says so', () => {
    expect(databaseState({ database: 'connected' }, false)).toBe('connected');
    expect(databaseState({ database: 'down' }, false)).toBe('disconnected');
    expect(databaseState(undefined, true)).toBe('disconnected');
    expect(databaseState(undefined, false)).toBe('checking');
  });
});
