// The errors of two-factor authentication: at sign-in, on the signed-in forms, and of the session
// plugin (set-up required).
import { AppError } from '../plugins/errors';

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
