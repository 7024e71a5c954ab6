// Sign-in as spec sections 4, 8 and 9: lock and CAPTCHA checks by the email entered, argon2id
// verification, a new session on success.
import type { Db } from '../../db/client';
import { AppError, errors } from '../../plugins/errors';
import type { Captcha } from './captcha';
import type { LoginLimitState } from '../../sessions/login-limits';
import {
  claimLoginAttempt,
  forgetLoginAttempt,
  loginLimitState,
  markLoginSucceeded,
  normalizeEmail,
} from '../../sessions/login-limits';
import { verifyPassword } from '../../sessions/password-hash';
import type { SessionUser } from '../../sessions/session.repository';
import { accountLocked, openSession } from '../../sessions/session-open';
import { startTwoFactorChallenge } from '../../sessions/two-factor-challenge.repository';

export type LoginInput = {
  email: string;
  password: string;
  rememberMe: boolean;
  captcha?: string;
  userAgent?: string;
  ipAddress?: string;
};

/** A new session, or a sign-in waiting for the code of a user with two-factor authentication. */
export type SignInResult =
  | { kind: 'session'; token: string; session: SessionUser }
  | { kind: 'two_factor'; token: string; expiresAt: Date };

export async function signIn(db: Db, captcha: Captcha, input: LoginInput, now: Date): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const before = await loginLimitState(db, email, now);
  if (before.lockedForSeconds > 0) throw accountLocked(before.lockedForSeconds);
  let captchaVerified = false;
  if (before.captchaRequired) {
    if (!input.captcha) throw captchaRequired(before);
    if (!(await captcha.verify(input.captcha))) {
      throw new AppError(400, 'captcha_invalid', 'The CAPTCHA could not be verified.', {
        attemptsRemaining: before.attemptsRemaining,
      });
    }
    captchaVerified = true;
  }

  // The attempt counts as a failure before the password is checked (see claimLoginAttempt).
  const claim = await claimLoginAttempt(db, { email, now, ipAddress: input.ipAddress, captchaVerified });
  if (claim.kind === 'locked') throw accountLocked(claim.state.lockedForSeconds);
  if (claim.kind === 'captcha_required') throw captchaRequired(claim.state);

  const { rows } = await db.query<{ id: string; password_hash: string; two_factor: boolean }>(
    `SELECT id, password_hash, totp_enabled_at IS NOT NULL AS two_factor
     FROM users WHERE lower(email) = $1 AND status = 'active'`,
    [email],
  );
  const user = rows[0];
  const passwordMatches = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordMatches) {
    const after = await loginLimitState(db, email, now);
    if (after.lockedForSeconds > 0) throw accountLocked(after.lockedForSeconds);
    throw new AppError(401, 'invalid_credentials', 'Invalid email or password', {
      attemptsRemaining: after.attemptsRemaining,
      captchaRequired: after.captchaRequired,
    });
  }

  const who = {
    userId: user.id,
    rememberMe: input.rememberMe,
    now,
    userAgent: input.userAgent,
    ipAddress: input.ipAddress,
  };
  if (user.two_factor) {
    // No session before the code (modules/two-factor): the attempt is neither a failure nor a
    // success yet; each code tried counts as a sign-in of its own.
    return db.transaction(async (tx) => {
      await forgetLoginAttempt(tx, claim.attemptId);
      const challenge = await startTwoFactorChallenge(tx, who);
      return { kind: 'two_factor', ...challenge };
    });
  }
  return db.transaction(async (tx) => {
    await markLoginSucceeded(tx, claim.attemptId);
    return { kind: 'session', ...(await openSession(tx, who)) };
  });
}

function captchaRequired(state: LoginLimitState): AppError {
  return errors.tooMany('captcha_required', 'Multiple failed attempts detected. CAPTCHA required.', 1, {
    attemptsRemaining: state.attemptsRemaining,
  });
}
