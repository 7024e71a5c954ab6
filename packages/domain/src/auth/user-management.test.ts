import { describe, expect, it } from 'vitest';

import { grantableRoles, mayGrantRole, mayManageRole, nextVesselAssignments } from './user-management';

describe('who manages whose account', () => {
  it('lets nobody grant a role above their own', () => {
    expect(grantableRoles('super_admin')).toContain('super_admin');
    expect(grantableRoles('company_admin')).not.toContain('super_admin');
    expect(grantableRoles('company_admin')).toContain('company_admin');
    expect(grantableRoles('ship_admin')).toEqual(['ship_admin', 'master', 'officer', 'engineer', 'crew']);
    expect(grantableRoles('master')).toEqual([]);
    expect(mayGrantRole('ship_admin', 'company_admin')).toBe(false);
  });

  it('lets only a super admin manage a super admin', () => {
    expect(mayManageRole('super_admin', 'super_admin')).toBe(true);
    expect(mayManageRole('company_admin', 'super_admin')).toBe(false);
    expect(mayManageRole('ship_admin', 'super_admin')).toBe(false);
    expect(mayManageRole('ship_admin', 'company_admin')).toBe(false);
    expect(mayManageRole('ship_admin', 'master')).toBe(true);
    expect(mayManageRole('officer', 'crew')).toBe(false);
  });

  it('keeps the assignments a ship admin cannot see, and refuses vessels not theirs', () => {
    const shipAdmin = { role: 'ship_admin' as const, vesselIds: ['a', 'b'] };
    expect(nextVesselAssignments(shipAdmin, ['a', 'x'], ['b'])).toEqual({
      vesselIds: ['x', 'b'],
      refused: [],
    });
    expect(nextVesselAssignments(shipAdmin, [], ['a', 'y'])).toEqual({ vesselIds: ['a'], refused: ['y'] });
    const admin = { role: 'company_admin' as const, vesselIds: [] };
    expect(nextVesselAssignments(admin, ['a', 'x'], ['y', 'y'])).toEqual({ vesselIds: ['y'], refused: [] });
  });
});
