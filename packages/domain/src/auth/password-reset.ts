// Schema-free, so that the public forgot-password page says it without loading the entity definitions.

/** A mailed password reset link works once, within this many minutes (ours; the spec is silent). */
export const PASSWORD_RESET_LINK_MINUTES = 30;
