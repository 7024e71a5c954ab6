// Passwords are stored as argon2id hashes (design.md section 7).
import { hash, verify } from '@node-rs/argon2';

import type { Queryable } from '../db/client';

// @node-rs/argon2's Algorithm is a const enum; 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verifying against this keeps the answer time of an unknown email like that of a known one.
const UNKNOWN_USER_HASH = hash('not-a-real-password', { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await UNKNOWN_USER_HASH), password);
  } catch {
    return false;
  }
}

/** Stores a user's new password hash (change password, reset link). */
export async function storePassword(
  db: Queryable,
  input: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db.query(
    // A password the user chose ends a temporary one's demand to change it.
    `UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = $3,
       must_change_password = false WHERE id = $1`,
    [input.userId, input.passwordHash, input.now.toISOString()],
  );
}
