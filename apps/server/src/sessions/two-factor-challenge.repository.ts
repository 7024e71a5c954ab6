// Pending sign-ins: the password was right, the code is awaited. The token lives only in an HttpOnly
// cookie; the database keeps its SHA-256. A challenge allows a few tries and expires in minutes.
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../db/client';
import { hashToken, newSessionToken } from './session.repository';
import { TWO_FACTOR_ATTEMPTS_PER_CHALLENGE, TWO_FACTOR_CHALLENGE_MINUTES } from './two-factor.constants';

export async function startTwoFactorChallenge(
  db: Queryable,
  input: { userId: string; rememberMe: boolean; now: Date; userAgent?: string; ipAddress?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(input.now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  // Challenges nobody finished are of no use to anyone.
  await db.query(`DELETE FROM two_factor_challenges WHERE expires_at <= $1`, [input.now.toISOString()]);
  await db.query(
    `INSERT INTO two_factor_challenges (id, user_id, token_hash, remember_me, created_at, expires_at, user_agent, ip_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      uuidv7(),
      input.userId,
      hashToken(token),
      input.rememberMe,
      input.now.toISOString(),
      expiresAt.toISOString(),
      input.userAgent?.slice(0, 300) ?? null,
      input.ipAddress ?? null,
    ],
  );
  return { token, expiresAt };
}

export type TwoFactorChallenge = {
  id: string;
  userId: string;
  email: string;
  rememberMe: boolean;
  attempts: number;
  encryptedSecret: string | null;
};

const CHALLENGE_SELECT = `c.id, c.user_id AS "userId", lower(u.email) AS email, c.remember_me AS "rememberMe",
  c.attempts, CASE WHEN u.totp_enabled_at IS NULL THEN NULL ELSE u.totp_secret END AS "encryptedSecret"`;

/** The live challenge of a token (not expired, its user active), without using a try. */
export async function findTwoFactorChallenge(
  db: Queryable,
  token: string,
  now: Date,
): Promise<TwoFactorChallenge | undefined> {
  const { rows } = await db.query<TwoFactorChallenge>(
    `SELECT ${CHALLENGE_SELECT} FROM two_factor_challenges c JOIN users u ON u.id = c.user_id
     WHERE c.token_hash = $1 AND c.expires_at > $2 AND u.status = 'active'`,
    [hashToken(token), now.toISOString()],
  );
  return rows[0];
}

/**
 * Uses one try of the challenge before its code is checked, atomically: concurrent requests cannot
 * try more codes than allowed. Undefined when it is gone, expired or has no try left.
 */
export async function claimChallengeAttempt(
  db: Queryable,
  challengeId: string,
  now: Date,
): Promise<TwoFactorChallenge | undefined> {
  const { rows } = await db.query<TwoFactorChallenge>(
    `UPDATE two_factor_challenges c SET attempts = c.attempts + 1 FROM users u
     WHERE c.id = $1 AND u.id = c.user_id AND c.expires_at > $2 AND c.attempts < $3
     RETURNING ${CHALLENGE_SELECT}`,
    [challengeId, now.toISOString(), TWO_FACTOR_ATTEMPTS_PER_CHALLENGE],
  );
  return rows[0];
}

/** Ends the challenge; false when another request ended it first. */
export async function endTwoFactorChallenge(db: Queryable, challengeId: string): Promise<boolean> {
  const result = await db.query(`DELETE FROM two_factor_challenges WHERE id = $1`, [challengeId]);
  return result.affectedRows === 1;
}
