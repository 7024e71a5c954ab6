// The server's two-factor key: it encrypts the TOTP secrets (AES-256-GCM, bound to the user's id) and
// keys the hashes of recovery codes (HMAC-SHA-256). It is made on first start and kept in
// server_secrets, apart from the users' rows, so all instances share it and an export of the users
// table alone reveals neither a secret nor a recovery code.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

import type { Queryable } from '../../db/client';

const KEY_NAME = 'two_factor_key';
const VERSION = 'v1';

export type TwoFactorVault = {
  encrypt(userId: string, secret: string): string;
  /** The secret, or null when the stored value does not open with this key for this user. */
  decrypt(userId: string, stored: string): string | null;
  recoveryCodeHash(userId: string, normalizedCode: string): string;
};

async function loadKey(db: Queryable): Promise<Buffer> {
  await db.query(`INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    KEY_NAME,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = $1`, [
    KEY_NAME,
  ]);
  return Buffer.from(rows[0]!.value, 'hex');
}

export function vaultWithKey(key: Buffer): TwoFactorVault {
  return {
    encrypt(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(userId, stored) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
    recoveryCodeHash(userId, normalizedCode) {
      return createHmac('sha256', key).update(`recovery:${userId}:${normalizedCode}`).digest('hex');
    },
  };
}

export async function createTwoFactorVault(db: Queryable): Promise<TwoFactorVault> {
  return vaultWithKey(await loadKey(db));
}
