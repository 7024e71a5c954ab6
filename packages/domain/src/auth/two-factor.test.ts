import { describe, expect, it } from 'vitest';

import { formatRecoveryCode, isTwoFactorCode, mayResetTwoFactor, normalizeRecoveryCode } from './two-factor';

const ship = 'vessel-1';
const actor = (role: string, vesselIds: string[] = []) => ({ userId: `actor-${role}`, role, vesselIds });
const target = (role: string, vesselIds: string[] = [ship]) => ({
  userId: `target-${role}`,
  role,
  vesselIds,
});

describe('two-factor codes as users type them', () => {
  it('takes six digits, with the space authenticator apps show', () => {
    expect(isTwoFactorCode('123456')).toBe(true);
    expect(isTwoFactorCode('123 456')).toBe(true);
    expect(isTwoFactorCode('12345')).toBe(false);
    expect(isTwoFactorCode('1234567')).toBe(false);
    expect(isTwoFactorCode('12a456')).toBe(false);
  });

  it('reads a recovery code in any case, with or without its dash, and refuses other shapes', () => {
    expect(normalizeRecoveryCode('k7pqm-3xwta')).toBe('K7PQM3XWTA');
    expect(normalizeRecoveryCode(' K7PQM 3XWTA ')).toBe('K7PQM3XWTA');
    expect(formatRecoveryCode('K7PQM3XWTA')).toBe('K7PQM-3XWTA');
    // 0, O, 1, I and L are not in the alphabet: a code with them was mistyped.
    expect(normalizeRecoveryCode('K7PQM-3XWT0')).toBeNull();
    expect(normalizeRecoveryCode('K7PQM-3XWTAB')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });
});

describe('who may reset another user’s second factor', () => {
  it('lets company and super admins reset anyone but a super admin, whom only a super admin resets', () => {
    for (const role of ['company_admin', 'ship_admin', 'master', 'crew']) {
      expect(mayResetTwoFactor(actor('company_admin'), target(role, [])), role).toBe(true);
      expect(mayResetTwoFactor(actor('super_admin'), target(role, [])), role).toBe(true);
    }
    expect(mayResetTwoFactor(actor('company_admin'), target('super_admin'))).toBe(false);
    expect(mayResetTwoFactor(actor('super_admin'), target('super_admin'))).toBe(true);
  });

  it('lets a ship admin reset the people of their own vessels only, never an organization admin', () => {
    const shipAdmin = actor('ship_admin', [ship]);
    expect(mayResetTwoFactor(shipAdmin, target('master'))).toBe(true);
    expect(mayResetTwoFactor(shipAdmin, target('ship_admin'))).toBe(true);
    expect(mayResetTwoFactor(shipAdmin, target('master', ['vessel-2']))).toBe(false);
    expect(mayResetTwoFactor(shipAdmin, target('crew', []))).toBe(false);
    expect(mayResetTwoFactor(shipAdmin, target('company_admin'))).toBe(false);
    expect(mayResetTwoFactor(shipAdmin, target('super_admin'))).toBe(false);
  });

  it('lets no one else reset, and nobody their own', () => {
    for (const role of ['master', 'officer', 'engineer', 'crew']) {
      expect(mayResetTwoFactor(actor(role, [ship]), target('crew')), role).toBe(false);
    }
    const admin = actor('super_admin');
    expect(mayResetTwoFactor(admin, { ...admin })).toBe(false);
  });
});
