// For tests and benchmarks that serve MARS over TLS (HTTP/2): a self-signed certificate, made by the
// machine's openssl (no package for it): an EC P-256 key and a certificate for localhost and
// 127.0.0.1, valid one day, written to a folder of their own that `remove` deletes; and one request
// on a node:http2 client session, answered whole.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ClientHttp2Session, IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http2';

export type TestCertificate = {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
  /** The variables that make the server read it (config.ts). */
  env: { MARS_TLS_CERT_FILE: string; MARS_TLS_KEY_FILE: string };
  remove(): Promise<void>;
};

export async function makeTestCertificate(): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'mars-test-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  // The subject names the certificate in the error messages; -nodes leaves the key unencrypted.
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  return {
    certFile,
    keyFile,
    cert: await readFile(certFile),
    key: await readFile(keyFile),
    env: { MARS_TLS_CERT_FILE: certFile, MARS_TLS_KEY_FILE: keyFile },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export type H2Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request on an HTTP/2 session (`:method` GET unless named), with its answer's bytes as sent. */
export function h2Request(
  session: ClientHttp2Session,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (received) => {
      answer = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}
