// Limits of the two-factor step (spec sections 5 and 9). A wrong code at sign-in also counts as a
// failed sign-in of the account (login-limits.ts): 5 failures in 15 minutes lock it for 15 minutes.
/** How long a sign-in whose password was right waits for its code. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Codes tried per pending sign-in; then the password must be given again. */
export const TWO_FACTOR_ATTEMPTS_PER_CHALLENGE = 3;
/** Codes or passwords tried per user in the window when confirming, turning off or renewing codes. */
export const TWO_FACTOR_CHECKS_PER_WINDOW = 5;
export const TWO_FACTOR_CHECK_WINDOW_MINUTES = 15;
/** The HttpOnly cookie that carries a pending sign-in's token to the code step, and only there. */
export const TWO_FACTOR_COOKIE = 'mars_2fa';
export const TWO_FACTOR_COOKIE_PATH = '/api/v1/auth/two-factor';
