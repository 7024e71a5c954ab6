// Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 s.
// Verification is local to the server (ships are often offline): nothing external is asked.
import { toString as qrCodeSvg } from 'qrcode';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;
const ISSUER = 'MARS';

/** A new random secret of 160 bits (RFC 4226's recommendation), as Base32 for the manual key. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** The QR code of the address as an SVG image (shown in the browser as an image). */
export function totpQrCodeSvg(uri: string): Promise<string> {
  return qrCodeSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step of the code if it is right for the secret within the window around `now`, else
 * null. The caller refuses a step not newer than the last one accepted (no replay).
 */
export function matchTotpCode(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of a secret at a moment (tests, and the e2e test computes the same). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
