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

export const SESSION_COOKIE = 'mars_session';

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000 : SESSION_MINUTES * 60 * 1000;
}
