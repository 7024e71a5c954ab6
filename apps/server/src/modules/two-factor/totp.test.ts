import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { matchTotpCode, newTotpSecret, totpCodeAt, totpStep } from './totp';
import { vaultWithKey } from './two-factor-vault';

// RFC 6238 appendix B: the SHA-1 secret '12345678901234567890', codes cut to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('are the RFC 6238 reference codes', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('match within one step before and after, and tell the step they belong to', () => {
    const now = new Date(1_111_111_109_000);
    const step = totpStep(now);
    const at = (offsetSteps: number) => new Date(now.getTime() + offsetSteps * 30_000);
    expect(matchTotpCode(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotpCode(RFC_SECRET, totpCodeAt(RFC_SECRET, at(-1)), now)).toBe(step - 1);
    expect(matchTotpCode(RFC_SECRET, totpCodeAt(RFC_SECRET, at(1)), now)).toBe(step + 1);
    expect(matchTotpCode(RFC_SECRET, totpCodeAt(RFC_SECRET, at(-2)), now)).toBeNull();
    expect(matchTotpCode(RFC_SECRET, totpCodeAt(RFC_SECRET, at(2)), now)).toBeNull();
  });

  it('come from a new 160-bit secret each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('the two-factor vault', () => {
  const vault = vaultWithKey(randomBytes(32));

  it('opens a secret only for the user it was sealed for, and only untouched', () => {
    const sealed = vault.encrypt('user-1', RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(vault.encrypt('user-1', RFC_SECRET)).not.toBe(sealed);
    expect(vault.decrypt('user-1', sealed)).toBe(RFC_SECRET);
    expect(vault.decrypt('user-2', sealed)).toBeNull();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext!.slice(0, -2)}${ciphertext!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(vault.decrypt('user-1', [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(vaultWithKey(randomBytes(32)).decrypt('user-1', sealed)).toBeNull();
    expect(vault.decrypt('user-1', 'not sealed')).toBeNull();
  });

  it('hashes recovery codes per user under its key', () => {
    const hash = vault.recoveryCodeHash('user-1', 'K7PQM3XWTA');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.recoveryCodeHash('user-1', 'K7PQM3XWTA')).toBe(hash);
    expect(vault.recoveryCodeHash('user-2', 'K7PQM3XWTA')).not.toBe(hash);
    expect(vaultWithKey(randomBytes(32)).recoveryCodeHash('user-1', 'K7PQM3XWTA')).not.toBe(hash);
  });
});
