// The second step of signing in: the code of a pending sign-in (two-factor-challenge.repository).
// Each code tried counts as a sign-in of the account (login-limits.ts: 5 failures in 15 minutes lock
// it for 15 minutes) and as one of the challenge's 3 tries; only a right code opens a session.
import type { Db } from '../../db/client';
import { accountLocked, openSession } from '../../sessions/session-open';
import { claimLoginAttempt, loginLimitState, markLoginSucceeded } from '../../sessions/login-limits';
import type { SessionUser } from '../../sessions/session.repository';
import { checkSecondFactor } from './second-factor';
import { twoFactorErrors } from '../../sessions/two-factor-errors';
import {
  claimChallengeAttempt,
  endTwoFactorChallenge,
  findTwoFactorChallenge,
} from '../../sessions/two-factor-challenge.repository';
import { TWO_FACTOR_ATTEMPTS_PER_CHALLENGE } from '../../sessions/two-factor.constants';
import type { TwoFactorVault } from './two-factor-vault';

export type TwoFactorSignInInput = {
  token: string | undefined;
  code: string;
  now: Date;
  userAgent?: string;
  ipAddress?: string;
};

export async function completeTwoFactorSignIn(
  db: Db,
  vault: TwoFactorVault,
  input: TwoFactorSignInInput,
): Promise<{ token: string; session: SessionUser }> {
  const { now } = input;
  const found = input.token ? await findTwoFactorChallenge(db, input.token, now) : undefined;
  if (!found) throw twoFactorErrors.challengeInvalid();
  const before = await loginLimitState(db, found.email, now);
  if (before.lockedForSeconds > 0) throw accountLocked(before.lockedForSeconds);

  const challenge = await claimChallengeAttempt(db, found.id, now);
  if (!challenge) {
    await endTwoFactorChallenge(db, found.id);
    throw twoFactorErrors.attemptsExhausted();
  }
  // The try counts as a failed sign-in until the code proves right (the password step passed any
  // CAPTCHA the account asked for, so only the lock applies here).
  const claim = await claimLoginAttempt(db, {
    email: challenge.email,
    now,
    ipAddress: input.ipAddress,
    captchaVerified: true,
  });
  if (claim.kind !== 'claimed') {
    await endTwoFactorChallenge(db, challenge.id);
    throw accountLocked(claim.state.lockedForSeconds);
  }

  const factor = await checkSecondFactor(db, vault, {
    userId: challenge.userId,
    encryptedSecret: challenge.encryptedSecret,
    code: input.code,
    now,
  });
  if (!factor) {
    const after = await loginLimitState(db, challenge.email, now);
    if (after.lockedForSeconds > 0) {
      await endTwoFactorChallenge(db, challenge.id);
      throw accountLocked(after.lockedForSeconds);
    }
    const triesLeft = TWO_FACTOR_ATTEMPTS_PER_CHALLENGE - challenge.attempts;
    if (triesLeft <= 0) {
      await endTwoFactorChallenge(db, challenge.id);
      throw twoFactorErrors.attemptsExhausted();
    }
    throw twoFactorErrors.invalidCode({ attemptsRemaining: Math.min(triesLeft, after.attemptsRemaining) });
  }

  return db.transaction(async (tx) => {
    if (!(await endTwoFactorChallenge(tx, challenge.id))) throw twoFactorErrors.challengeInvalid();
    await markLoginSucceeded(tx, claim.attemptId);
    return openSession(tx, {
      userId: challenge.userId,
      rememberMe: challenge.rememberMe,
      now,
      userAgent: input.userAgent,
      ipAddress: input.ipAddress,
    });
  });
}
