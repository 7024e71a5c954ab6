// The end-to-end server sends its mail by SMTP to this port of 127.0.0.1 (playwright.config.ts); a
// spec that reads mail starts a real SMTP receiver there (apps/server/src/mail/test-smtp-receiver.ts).
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);

/** The reset link of a password reset mail's text. */
export function resetLinkOf(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${text}`);
  return link;
}
