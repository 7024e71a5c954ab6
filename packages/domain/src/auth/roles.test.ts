import { describe, expect, it } from 'vitest';

import { displayName, formatRole, isAdminRole, splitFullName } from './roles';

describe('roles as users see them', () => {
  it('formats a role upper-cased with only the first underscore replaced', () => {
    expect(formatRole('company_admin')).toBe('COMPANY ADMIN');
    expect(formatRole('super_admin')).toBe('SUPER ADMIN');
    expect(formatRole('master')).toBe('MASTER');
  });

  it('treats only the three admin roles as admins', () => {
    expect(isAdminRole('ship_admin')).toBe(true);
    expect(isAdminRole('company_admin')).toBe(true);
    expect(isAdminRole('master')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('falls back from names to the email to User for the display name', () => {
    expect(displayName({ firstName: 'Anna', lastName: 'Berg', fullName: 'X' })).toBe('Anna Berg');
    expect(displayName({ fullName: 'Capt. Jones' })).toBe('Capt. Jones');
    expect(displayName({ email: 'master@mars.demo' })).toBe('master');
    expect(displayName({})).toBe('User');
  });

  it('splits a full name into first and last name', () => {
    expect(splitFullName('Jan van der Berg')).toEqual({ firstName: 'Jan', lastName: 'van der Berg' });
  });
});
