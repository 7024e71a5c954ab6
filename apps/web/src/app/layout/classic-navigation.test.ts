import { describe, expect, it } from 'vitest';

import {
  CLASSIC_SYSTEM,
  CLASSIC_TABS,
  QUICK_ACCESS,
  classicTabForPath,
  classicTreeForPath,
} from './classic-navigation';
import { databaseState } from './classic-status-bar-state';

describe('classic layout', () => {
  it('shows the nine tabs of the specification in order', () => {
    expect(CLASSIC_TABS.map((tab) => tab.id)).toEqual([
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

  it('chooses the active tab by path prefix', () => {
    expect(classicTabForPath('/')).toBe('dashboard');
    expect(classicTabForPath('/certificates/expiring')).toBe('certificates');
    expect(classicTabForPath('/maintenance/work-orders')).toBe('maintenance');
    expect(classicTabForPath('/crew/hours')).toBe('crew');
    expect(classicTabForPath('/safety/drills')).toBe('safety');
    expect(classicTabForPath('/inventory')).toBe('inventory');
    expect(classicTabForPath('/documents/forms')).toBe('documents');
    expect(classicTabForPath('/reports')).toBe('reports');
    expect(classicTabForPath('/settings')).toBe('configuration');
    expect(classicTabForPath('/users')).toBe('configuration');
    expect(classicTabForPath('/logbook/entries')).toBeNull();
  });

  it('shows the area tree for the six tree areas and quick access elsewhere', () => {
    for (const segment of ['certificates', 'maintenance', 'crew', 'safety', 'inventory', 'documents']) {
      const tree = classicTreeForPath(`/${segment}`);
      expect(tree.kind).toBe('area');
    }
    const documents = classicTreeForPath('/documents');
    expect(documents.kind === 'area' && documents.group.items.map((item) => item.path)).toEqual([
      '/documents',
      '/documents/forms',
    ]);
    expect(classicTreeForPath('/logbook').kind).toBe('quickAccess');
    expect(classicTreeForPath('/').kind).toBe('quickAccess');
  });

  it('reaches every area from quick access and has Reports, Users, Settings in the System block', () => {
    expect(QUICK_ACCESS.length).toBeGreaterThan(5);
    expect(CLASSIC_SYSTEM.map((item) => item.path)).toEqual(['/reports', '/users', '/settings']);
  });

  it('reports the database as connected only when the health check says so', () => {
    expect(databaseState({ database: 'connected' }, false)).toBe('connected');
    expect(databaseState({ database: 'down' }, false)).toBe('disconnected');
    expect(databaseState(undefined, true)).toBe('disconnected');
    expect(databaseState(undefined, false)).toBe('checking');
  });
});
