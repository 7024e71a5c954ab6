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
import { AppError } from '../../plugins/errors';
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

export const twoFactorErrors = {
  invalidCode: (details: Record<string, unknown> = {}) =>
    new AppError(401, 'invalid_two_factor_code', 'The code is not correct or was used already.', details),
  /** A field error on a signed-in form (confirm, turn off, new recovery codes). */
  invalidCodeField: (field: 'code' | 'password') =>
    new AppError(
      400,
      field === 'code' ? 'invalid_two_factor_code' : 'invalid_current_password',
      field === 'code'
        ? 'The code is not correct or was used already.'
        : 'The current password is not correct',
      {
        fields: {
          [field]: [field === 'code' ? 'errors:invalid_two_factor_code' : 'errors:invalid_current_password'],
        },
      },
    ),
  challengeInvalid: () =>
    new AppError(401, 'two_factor_sign_in_expired', 'The sign-in has expired. Please sign in again.'),
  attemptsExhausted: () =>
    new AppError(401, 'two_factor_attempts_exhausted', 'Too many wrong codes. Please sign in again.'),
  alreadyEnabled: () =>
    new AppError(409, 'two_factor_already_enabled', 'Two-factor authentication is on already.'),
  notEnabled: () => new AppError(409, 'two_factor_not_enabled', 'Two-factor authentication is off.'),
  setupMissing: () =>
    new AppError(409, 'two_factor_setup_missing', 'Start the set-up again: no key is waiting for a code.'),
  enableFirst: () =>
    new AppError(
      409,
      'two_factor_enable_first',
      'Set up two-factor authentication for yourself before requiring it of everyone.',
    ),
  setupRequired: () =>
    new AppError(
      403,
      'two_factor_setup_required',
      'Your organization requires two-factor authentication. Set it up to continue.',
    ),
};
