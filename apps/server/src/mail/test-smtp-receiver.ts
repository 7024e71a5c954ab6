// For tests: a real SMTP server on this machine (smtp-server) that keeps what it receives, parsed
// (mailparser). The server tests and the end-to-end tests point MARS at it: no mock of the mail path.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope's recipients, as MARS addressed them. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
};

export type SmtpReceiver = {
  port: number;
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[];
  /** The next mail not yet taken by nextMail (waits for it up to timeoutMs). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * Starts the receiver on 127.0.0.1 (port 0: any free one). With `auth`, it accepts mail only after
 * AUTH with that user and password (over plain SMTP: it is on this machine only). With `acceptAfter`,
 * it answers a mail's data only once that promise has settled (a slow mail server).
 */
export async function startSmtpReceiver(
  options: { port?: number; auth?: { user: string; password: string }; acceptAfter?: Promise<unknown> } = {},
): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      Promise.all([simpleParser(stream), options.acceptAfter]).then(
        ([parsed]) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  async function nextMail(timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (taken >= received.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail arrived at the SMTP receiver within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received[taken++]!;
  }

  return {
    port,
    received,
    nextMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
