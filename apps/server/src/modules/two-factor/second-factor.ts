// Checking a second factor: a code of the authenticator app (once per time step) or a recovery code
// (once ever). Used at sign-in and when the signed-in user confirms who they are.
import { randomInt } from 'node:crypto';

import {
  compactCode,
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
  TWO_FACTOR_CODE_PATTERN,
} from '@mars/domain';

import type { Queryable } from '../../db/client';
import { matchTotpCode } from './totp';
import { acceptTotpStep, replaceRecoveryCodes, useRecoveryCode } from './two-factor.repository';
import type { TwoFactorVault } from './two-factor-vault';

export type SecondFactor = 'authenticator' | 'recovery_code';

/**
 * Which factor the code proved, or null when it is wrong, was used already or the user has no
 * secret. `encryptedSecret` is the user's stored secret.
 */
export async function checkSecondFactor(
  db: Queryable,
  vault: TwoFactorVault,
  input: { userId: string; encryptedSecret: string | null; code: string; now: Date },
): Promise<SecondFactor | null> {
  if (!input.encryptedSecret) return null;
  const compact = compactCode(input.code);
  if (TWO_FACTOR_CODE_PATTERN.test(compact)) {
    const secret = vault.decrypt(input.userId, input.encryptedSecret);
    const step = secret === null ? null : matchTotpCode(secret, compact, input.now);
    if (step === null) return null;
    return (await acceptTotpStep(db, input.userId, step)) ? 'authenticator' : null;
  }
  const recoveryCode = normalizeRecoveryCode(input.code);
  if (!recoveryCode) return null;
  const codeHash = vault.recoveryCodeHash(input.userId, recoveryCode);
  return (await useRecoveryCode(db, { userId: input.userId, codeHash, now: input.now }))
    ? 'recovery_code'
    : null;
}

export function newRecoveryCodes(): string[] {
  const length = RECOVERY_CODE_GROUP_LENGTH * 2;
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
}

/** Makes a new set of recovery codes for the user and answers them as shown (once). */
export async function issueRecoveryCodes(
  db: Queryable,
  vault: TwoFactorVault,
  input: { userId: string; now: Date },
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, {
    userId: input.userId,
    codeHashes: codes.map((code) => vault.recoveryCodeHash(input.userId, code)),
    now: input.now,
  });
  return codes.map(formatRecoveryCode);
}
