// A MARS server of its own for the specs that read mail: its own embedded database (a password reset
// there races no other spec's sign-in) and its mail sent by SMTP to a real receiver the spec starts
// (apps/server/src/mail/test-smtp-receiver.ts). It serves the same built web app as the shared one.
import type { SmtpReceiver } from '../apps/server/src/mail/test-smtp-receiver';
import { startSmtpReceiver } from '../apps/server/src/mail/test-smtp-receiver';
import { startOwnServer } from './own-server';

/** The port of the mail specs' server: a thousand above the shared one's (E2E_PORT). Its mails carry
 * links to it, so it is known before the server starts. */
export const MAIL_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
export const MAIL_SERVER_URL = `http://127.0.0.1:${MAIL_SERVER_PORT}`;

export type MailServer = { smtp: SmtpReceiver; stop(): Promise<void> };

/** Starts the SMTP receiver, then the server pointed at it (own-server.ts). */
export async function startMailServer(): Promise<MailServer> {
  const smtp = await startSmtpReceiver();
  try {
    const server = await startOwnServer({
      PORT: String(MAIL_SERVER_PORT),
      MARS_SMTP_HOST: '127.0.0.1',
      MARS_SMTP_PORT: String(smtp.port),
      MARS_PUBLIC_URL: MAIL_SERVER_URL,
    });
    return {
      smtp,
      stop: async () => {
        await server.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** The reset link of a password reset mail's text. */
export function resetLinkOf(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${text}`);
  return link;
}
