// Session and sign-in limits of spec section 9.
export const SESSION_MINUTES = 30;
export const REMEMBER_ME_DAYS = 7;
/** A sliding session is written back at most this often (activity extends at most once per 30 s). */
export const SESSION_TOUCH_SECONDS = 30;

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 15;
export const CAPTCHA_AFTER_FAILURES = 3;

export const PASSWORD_RESET_PER_HOUR = 3;

// Limits per client address (request.ip), against guessing across many emails and floods. Crews
// often share one ship's address, so these are well above what one person needs.
/** Sign-ins per address in LOGIN_WINDOW_MINUTES (successes count too: each checks a password). */
export const LOGIN_PER_ADDRESS = 20;
export const PASSWORD_RESET_PER_ADDRESS_PER_HOUR = 10;
/** Uses of reset links (opening the page, setting the password) per address and hour. */
export const PASSWORD_RESET_TOKEN_PER_ADDRESS_PER_HOUR = 30;
export const CAPTCHA_PER_ADDRESS_PER_MINUTE = 30;

/** How often the server deletes sign-in rows no limit needs any more. */
export const AUTH_PURGE_INTERVAL_MINUTES = 10;

export const SESSION_COOKIE = 'mars_session';

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000 : SESSION_MINUTES * 60 * 1000;
}
