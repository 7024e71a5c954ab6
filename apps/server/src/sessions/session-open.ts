// Opening a session once a user has proved who they are (password, then the second factor if on),
// and the session as the API shows it. Shared by the sign-in steps of auth and two-factor.
import { splitFullName } from '@mars/domain';

import type { Queryable } from '../db/client';
import type { AppError } from '../plugins/errors';
import { errors } from '../plugins/errors';
import { sessionLifetimeMs } from './auth.constants';
import type { SessionUser } from './session.repository';
import { createSession, findSessionById } from './session.repository';

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
  // The names the user saved in their profile, else split from the full name (spec section 3).
  const { firstName, lastName } =
    session.firstName === null
      ? splitFullName(session.fullName)
      : { firstName: session.firstName, lastName: session.lastName ?? '' };
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
