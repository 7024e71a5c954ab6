// Two-factor authentication (spec section 5: 'Two-factor code: 6 digits'): the codes a user types
// and who may reset another user's second factor. Shared by the server and the web app.
import { isOrganizationAdmin } from './roles';

/** A code of the authenticator app: 6 digits (spec section 5). */
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;
/** Recovery codes shown once at enrolment; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A recovery code is two groups of five: 'K7PQM-3XWTA' (about 49 bits). */
export const RECOVERY_CODE_GROUP_LENGTH = 5;

/** What the user typed, without spaces (apps show '123 456'). */
export function compactCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isTwoFactorCode(input: string): boolean {
  return TWO_FACTOR_CODE_PATTERN.test(compactCode(input));
}

/** A recovery code as stored and compared: upper case, without spaces or dash. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = compactCode(input);
  const length = RECOVERY_CODE_GROUP_LENGTH * 2;
  if (compact.length !== length) return null;
  for (const character of compact) if (!RECOVERY_CODE_ALPHABET.includes(character)) return null;
  return compact;
}

/** A recovery code as shown: 'K7PQM-3XWTA'. */
export function formatRecoveryCode(compact: string): string {
  return `${compact.slice(0, RECOVERY_CODE_GROUP_LENGTH)}-${compact.slice(RECOVERY_CODE_GROUP_LENGTH)}`;
}

export type TwoFactorActor = { userId: string; role: string; vesselIds: readonly string[] };
export type TwoFactorTarget = { userId: string; role: string; vesselIds: readonly string[] };

/**
 * Who may reset another user's second factor (the user lost the device): the company and super
 * admins for anyone of their organization, a ship admin for the people of their vessels who are not
 * organization admins; nobody but a super admin resets a super admin. Nobody resets their own: they
 * turn it off themselves with their password or a code. Organization isolation is the caller's.
 */
export function mayResetTwoFactor(actor: TwoFactorActor, target: TwoFactorTarget): boolean {
  if (actor.userId === target.userId) return false;
  if (target.role === 'super_admin') return actor.role === 'super_admin';
  if (isOrganizationAdmin(actor.role)) return true;
  if (actor.role !== 'ship_admin' || isOrganizationAdmin(target.role)) return false;
  return target.vesselIds.some((vesselId) => actor.vesselIds.includes(vesselId));
}
