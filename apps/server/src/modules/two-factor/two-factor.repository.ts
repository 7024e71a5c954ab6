// SQL of two-factor authentication: the user's secret and last accepted step, recovery codes.
import { v7 as uuidv7 } from 'uuid';

import type { Queryable } from '../../db/client';

export type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesRemaining: number;
  requiredByOrganization: boolean;
};

export async function twoFactorStatus(db: Queryable, userId: string): Promise<TwoFactorStatus> {
  const { rows } = await db.query<TwoFactorStatus>(
    `SELECT u.totp_enabled_at IS NOT NULL AS enabled, u.totp_enabled_at AS "enabledAt",
            (SELECT count(*)::int FROM two_factor_recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL)
              AS "recoveryCodesRemaining",
            o.two_factor_required AS "requiredByOrganization"
     FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0]!;
  return { ...row, enabledAt: row.enabledAt ? new Date(row.enabledAt).toISOString() : null };
}

export type TwoFactorSecrets = {
  email: string;
  /** The confirmed secret (encrypted); null while two-factor authentication is off. */
  secret: string | null;
  /** The secret being enrolled (encrypted), until a code confirms it. */
  pendingSecret: string | null;
};

export async function loadTwoFactorSecrets(db: Queryable, userId: string): Promise<TwoFactorSecrets> {
  const { rows } = await db.query<TwoFactorSecrets>(
    `SELECT email, CASE WHEN totp_enabled_at IS NULL THEN NULL ELSE totp_secret END AS secret,
            totp_pending_secret AS "pendingSecret"
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]!;
}

export async function savePendingSecret(db: Queryable, userId: string, encrypted: string): Promise<void> {
  await db.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [userId, encrypted]);
}

/**
 * Records `step` as the last accepted one if it is newer than the last: false when a code of this
 * step (or a later one) was accepted already, so a code is never accepted twice, even by two
 * requests at once.
 */
export async function acceptTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [userId, step],
  );
  return result.affectedRows === 1;
}

/** Uses the recovery code of this hash once: false when it is unknown or was used. */
export async function useRecoveryCode(
  db: Queryable,
  input: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [input.userId, input.codeHash, input.now.toISOString()],
  );
  return result.affectedRows === 1;
}

/** The user's recovery codes become these (the earlier ones stop working). */
export async function replaceRecoveryCodes(
  db: Queryable,
  input: { userId: string; codeHashes: readonly string[]; now: Date },
): Promise<void> {
  await db.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [input.userId]);
  for (const codeHash of input.codeHashes) {
    await db.query(
      `INSERT INTO two_factor_recovery_codes (id, user_id, code_hash, created_at) VALUES ($1, $2, $3, $4)`,
      [uuidv7(), input.userId, codeHash, input.now.toISOString()],
    );
  }
}

/** The pending secret becomes the user's secret, with the step of the code that confirmed it. */
export async function enableTwoFactor(
  db: Queryable,
  input: { userId: string; pendingSecret: string; step: number; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = $3,
            totp_last_step = $4, updated_at = $3
     WHERE id = $1 AND totp_pending_secret = $2 AND totp_enabled_at IS NULL`,
    [input.userId, input.pendingSecret, input.now.toISOString(), input.step],
  );
  return result.affectedRows === 1;
}

/** Turns two-factor authentication off: secret, recovery codes and pending sign-ins go. */
export async function disableTwoFactor(
  db: Queryable,
  input: { userId: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
            totp_last_step = NULL, updated_at = $2
     WHERE id = $1 AND (totp_enabled_at IS NOT NULL OR totp_pending_secret IS NOT NULL)`,
    [input.userId, input.now.toISOString()],
  );
  await db.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [input.userId]);
  await db.query(`DELETE FROM two_factor_challenges WHERE user_id = $1`, [input.userId]);
  return result.affectedRows === 1;
}
