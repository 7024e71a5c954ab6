// Passwords are stored as argon2id hashes (design.md section 7).
import { hash, verify } from '@node-rs/argon2';

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
