// Sign-in as spec sections 4, 8 and 9: lock and CAPTCHA checks by the email entered, argon2id
// verification, a new session on success.
import { splitFullName } from '@mars/domain';

import type { Db, Queryable } from '../../db/client';
import { AppError, errors } from '../../plugins/errors';
import { sessionLifetimeMs } from './auth.constants';
import type { Captcha } from './captcha';
import type { LoginLimitState } from './login-limits';
import {
  claimLoginAttempt,
  forgetLoginAttempt,
  loginLimitState,
  markLoginSucceeded,
  normalizeEmail,
} from './login-limits';
import { verifyPassword } from './password-hash';
import type { SessionUser } from './session.repository';
import { createSession, findSessionById } from './session.repository';
import { startTwoFactorChallenge } from '../two-factor/two-factor-challenge.repository';

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

/** A new session of a user who has proved who they are (last sign-in noted). */
export async function openSession(
  tx: Queryable,
  input: { userId: string; rememberMe: boolean; now: Date; userAgent?: string; ipAddress?: string },
): Promise<{ token: string; session: SessionUser }> {
  await tx.query(`UPDATE users SET last_sign_in_at = $2 WHERE id = $1`, [
    input.userId,
    input.now.toISOString(),
  ]);
  const expiresAt = new Date(input.now.getTime() + sessionLifetimeMs(input.rememberMe));
  const { token, sessionId } = await createSession(tx, { ...input, expiresAt });
  const session = await findSessionById(tx, sessionId);
  return { token, session: session! };
}

function captchaRequired(state: LoginLimitState): AppError {
  return errors.tooMany('captcha_required', 'Multiple failed attempts detected. CAPTCHA required.', 1, {
    attemptsRemaining: state.attemptsRemaining,
  });
}

export function accountLocked(seconds: number): AppError {
  return errors.tooMany(
    'account_locked',
    'Account Temporarily Locked - Too many failed login attempts.',
    seconds,
    { attemptsRemaining: 0 },
  );
}

/** The user as the API shows it (spec section 3 'Authenticated user'). */
export function toApiUser(session: SessionUser) {
  const { firstName, lastName } = splitFullName(session.fullName);
  return {
    id: session.userId,
    email: session.email,
    fullName: session.fullName,
    firstName,
    lastName,
    role: session.role,
    organizationId: session.organizationId,
    organizationName: session.organizationName,
    vesselIds: session.vesselIds,
    language: session.language,
    twoFactorEnabled: session.twoFactorEnabled,
    twoFactorSetupRequired: session.twoFactorRequired && !session.twoFactorEnabled,
    mustChangePassword: session.mustChangePassword,
    user_metadata: {
      full_name: session.fullName,
      organization_id: session.organizationId,
      role: session.role,
    },
  };
}

export function toApiSession(session: SessionUser) {
  return {
    user: toApiUser(session),
    session: { expiresAt: session.expiresAt, rememberMe: session.rememberMe },
  };
}
