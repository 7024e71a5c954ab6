// Refusals of a password reset link; each code is also the key `errors:<code>` on screen.
import { AppError } from '../../plugins/errors';

export const passwordResetErrors = {
  tokenInvalid: () =>
    new AppError(400, 'password_reset_token_invalid', 'This password reset link is not valid.'),
  tokenExpired: () =>
    new AppError(410, 'password_reset_token_expired', 'This password reset link has expired.'),
  tokenUsed: () =>
    new AppError(410, 'password_reset_token_used', 'This password reset link has already been used.'),
};
