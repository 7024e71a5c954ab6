// Forgotten password (README 'Forgotten password'). A request records a single-use link whose random
// 256-bit token only the mail holds (the database keeps its SHA-256); it works for 30 minutes. Setting
// a new password with it ends every open link and session of the user and clears the sign-in lockout
// of the email. Unknown emails are recorded the same way, so both answers cost the same.
import { randomBytes } from 'node:crypto';

import { PASSWORD_RESET_LINK_MINUTES, passwordPolicyErrors } from '@mars/domain';
import { v7 as uuidv7 } from 'uuid';

import type { Db, Queryable } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { errors } from '../../plugins/errors';
import { clearLoginFailures, normalizeEmail } from '../../sessions/login-limits';
import { hashPassword, storePassword } from '../../sessions/password-hash';
import { passwordResetErrors } from './password-reset.errors';
import { passwordResetMail } from './password-reset.mail';
import { hashToken, revokeUserSessions } from '../../sessions/session.repository';

const MINUTE = 60_000;

/** The page of the web app that a mailed link opens; the token sits in the fragment, which no server sees. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${token}`;
}

/**
 * Records a reset request for the email (already counted against the limits) and answers the mail to
 * send, or null when no active user has that email.
 */
export async function requestPasswordReset(
  db: Queryable,
  input: { email: string; now: Date; publicUrl: string },
): Promise<MailMessage | null> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ id: string; email: string; full_name: string; language: string | null }>(
    `SELECT id, email, full_name, language FROM users WHERE lower(email) = $1 AND status = 'active'`,
    [input.email],
  );
  const user = rows[0];
  await db.query(
    `INSERT INTO password_reset_requests (id, email, user_id, token_hash, requested_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      uuidv7(),
      input.email,
      user?.id ?? null,
      hashToken(token),
      input.now.toISOString(),
      new Date(input.now.getTime() + PASSWORD_RESET_LINK_MINUTES * MINUTE).toISOString(),
    ],
  );
  if (!user) return null;
  return passwordResetMail({
    to: user.email,
    name: user.full_name,
    language: user.language,
    link: passwordResetLink(input.publicUrl, token),
    validMinutes: PASSWORD_RESET_LINK_MINUTES,
  });
}

type ResetLink = { id: string; userId: string; email: string };

/** The open link of a token; refused when unknown (or its user inactive), used or expired. */
export async function findResetLink(db: Queryable, token: string, now: Date): Promise<ResetLink> {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    email: string;
    expires_at: string | Date;
    used_at: string | Date | null;
  }>(
    `SELECT r.id, r.user_id, u.email, r.expires_at, r.used_at
     FROM password_reset_requests r JOIN users u ON u.id = r.user_id AND u.status = 'active'
     WHERE r.token_hash = $1`,
    [hashToken(token)],
  );
  const link = rows[0];
  if (!link) throw passwordResetErrors.tokenInvalid();
  if (link.used_at) throw passwordResetErrors.tokenUsed();
  if (new Date(link.expires_at).getTime() <= now.getTime()) throw passwordResetErrors.tokenExpired();
  return { id: link.id, userId: link.user_id, email: link.email };
}

/** Sets the new password (policy of spec section 5) with the link, which is then used up. */
export async function resetPassword(
  db: Db,
  input: { token: string; newPassword: string; now: Date },
): Promise<void> {
  const link = await findResetLink(db, input.token, input.now);
  const policy = passwordPolicyErrors(input.newPassword);
  if (policy.length > 0) throw errors.validation({ newPassword: policy });
  const passwordHash = await hashPassword(input.newPassword);
  const at = input.now.toISOString();
  await db.transaction(async (tx) => {
    // Claimed under the row's lock: of two uses at once, one wins and the other is told it was used.
    const claimed = await tx.query(
      `UPDATE password_reset_requests SET used_at = $2 WHERE id = $1 AND used_at IS NULL`,
      [link.id, at],
    );
    if (claimed.affectedRows === 0) throw passwordResetErrors.tokenUsed();
    await tx.query(`UPDATE password_reset_requests SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
      link.userId,
      at,
    ]);
    await storePassword(tx, { userId: link.userId, passwordHash, now: input.now });
    await revokeUserSessions(tx, { userId: link.userId, now: input.now });
    await clearLoginFailures(tx, normalizeEmail(link.email));
  });
}
