// A MARS server of its own for the specs that read mail: its own embedded database (a password reset
// there races no other spec's sign-in) and its mail sent by SMTP to a real receiver the spec starts
// (apps/server/src/mail/test-smtp-receiver.ts). It serves the same built web app as the shared one.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { SmtpReceiver } from '../apps/server/src/mail/test-smtp-receiver';
import { startSmtpReceiver } from '../apps/server/src/mail/test-smtp-receiver';

/** The port of the mail specs' server: a thousand above the shared one's (E2E_PORT). */
export const MAIL_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
export const MAIL_SERVER_URL = `http://127.0.0.1:${MAIL_SERVER_PORT}`;
const STARTUP_MS = 90_000;

export type MailServer = { smtp: SmtpReceiver; stop(): Promise<void> };

/** Starts the SMTP receiver, then the server pointed at it, and waits until the server answers. */
export async function startMailServer(): Promise<MailServer> {
  const smtp = await startSmtpReceiver();
  const dataDir = await mkdtemp(join(tmpdir(), 'mars-e2e-mail-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(MAIL_SERVER_PORT),
      MARS_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MARS_SMTP_HOST: '127.0.0.1',
      MARS_SMTP_PORT: String(smtp.port),
      MARS_PUBLIC_URL: MAIL_SERVER_URL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const isUp = await fetch(`${MAIL_SERVER_URL}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return { smtp, stop };
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the mail specs' server did not start on ${MAIL_SERVER_URL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The reset link of a password reset mail's text. */
export function resetLinkOf(text: string): string {
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${text}`);
  return link;
}
