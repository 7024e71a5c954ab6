// Outgoing mail (README 'Mail'): through SMTP when MARS_SMTP_HOST is set; otherwise, the embedded
// default, each mail is written as an .eml file to a folder and the log says where. Mails go out off
// the request path (`sendLater`): a request never waits for, nor learns of, the mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type SmtpConfig = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
};

export type MailConfig = {
  /** Without an SMTP server, mails are written to outboxDir. */
  smtp: SmtpConfig | undefined;
  /** The From address, e.g. 'MARS <mars@example.com>'. */
  from: string;
  outboxDir: string;
};

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Hands the mail to the SMTP server (or writes its file); rejects when that fails. */
  send(message: MailMessage): Promise<void>;
  /** Sends in the background; a failure is logged (without the recipient), never thrown. */
  sendLater(message: MailMessage, purpose: string): void;
  /** Resolves once every mail given to sendLater has been sent or has failed. */
  idle(): Promise<void>;
  /** Where mails go, for the start-up lines. */
  destination: string;
  close(): Promise<void>;
};

const SECOND = 1000;

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const smtp = config.smtp;
  const outboxDir = resolve(config.outboxDir);
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        connectionTimeout: 15 * SECOND,
        greetingTimeout: 15 * SECOND,
        socketTimeout: 60 * SECOND,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: config.from, ...message });
    if (smtp) return;
    // The file holds what the mail holds (a reset link): only the server's user may read it.
    const body = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(body)) throw new Error('the mail was not composed');
    await mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, body, { mode: 0o600 });
    log.info({ file, subject: message.subject }, 'mail written to a file (no SMTP server is configured)');
  }

  return {
    send,
    sendLater(message, purpose) {
      // Composed and sent on a later turn of the event loop: after the request has its answer.
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(message))
        .then(
          () => undefined,
          (error: unknown) => {
            log.error({ err: error, purpose }, 'a mail could not be sent');
          },
        );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    destination: smtp
      ? `SMTP ${smtp.host}:${smtp.port}${smtp.secure ? ' (TLS)' : ''}`
      : `files in ${outboxDir} (no SMTP server configured: MARS_SMTP_HOST)`,
    close: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
      transport.close();
    },
  };
}
