// MARS over TLS (config.tls): the real server on a port, HTTP/2 to a client that offers it (as
// browsers do) and HTTP/1.1 to one that does not, on the same port; the app's plugins (cookies,
// compression, the built app's static files, multipart uploads, file downloads) on both.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ClientHttp2Session } from 'node:http2';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readConfig } from './config';
import { TLS_SESSION_SECONDS } from './http-server';
import type { TestApp } from './test-support';
import { CSRF, createTestApp, DEMO_PASSWORD } from './test-support';
import type { TestCertificate } from './tls-test-support';
import { h2Request, makeTestCertificate } from './tls-test-support';

const COMPRESS_STEP = join(import.meta.dirname, '..', '..', 'web', 'scripts', 'compress-dist.mjs');
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}];`;
const PAGE = '<!doctype html><title>MARS</title><div id="root"></div>';

const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((line) => line.startsWith('mars_session='));

describe('MARS over TLS: HTTP/2, and HTTP/1.1 on the same port', () => {
  let certificate: TestCertificate;
  let dist: string;
  let t: TestApp;
  let origin: string;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    certificate = await makeTestCertificate();
    dist = mkdtempSync(join(tmpdir(), 'mars-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    execFileSync(process.execPath, [COMPRESS_STEP, dist]);
    // The server's settings as the environment gives them: the certificate's files.
    const fromEnv = readConfig(certificate.env);
    t = await createTestApp('pglite', {
      tls: fromEnv.tls,
      secureCookies: fromEnv.secureCookies,
      webDist: dist,
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = address;
    session = connect(origin, { ca: certificate.cert });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
  });
  afterAll(async () => {
    session?.close();
    await t?.close();
    await certificate?.remove();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const signIn = async () => {
    const answer = await h2Request(
      session,
      { ':method': 'POST', ':path': '/api/v1/auth/login', 'content-type': 'application/json', ...CSRF },
      JSON.stringify({ email: 'admin@mars.demo', password: DEMO_PASSWORD, rememberMe: false }),
    );
    expect(answer.status).toBe(200);
    const cookie = sessionCookie(answer.headers['set-cookie']);
    expect(cookie).toBeDefined();
    return { cookie: cookie!, header: cookie!.split(';')[0]! };
  };

  it('speaks HTTP/2 over TLS, with an https address', () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('signs in over HTTP/2 with a Secure session cookie, and syncs: pages of changes, then a 204', async () => {
    const { cookie, header } = await signIn();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);

    let cursor: string | undefined;
    let pages = 0;
    for (let more = true; more; pages += 1) {
      const query = new URLSearchParams({ v: '2', limit: '1000', ...(cursor ? { cursor, fresh: '1' } : {}) });
      const page = await h2Request(session, {
        ':path': `/api/v1/sync/pull?${query}`,
        cookie: header,
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(page.status).toBe(200);
      // The first load is large: compressed on the fly (@fastify/compress) over HTTP/2 too.
      if (pages === 0) expect(page.headers['content-encoding']).toBe('br');
      const body = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body;
      const answer = JSON.parse(body.toString()) as { changes: unknown[]; cursor: string; more: boolean };
      if (pages === 0) expect(answer.changes.length).toBeGreaterThan(10);
      cursor = answer.cursor;
      more = answer.more;
    }
    const idle = await h2Request(session, {
      ':path': `/api/v1/sync/pull?${new URLSearchParams({ v: '2', cursor: cursor! })}`,
      cookie: header,
    });
    expect(idle.status).toBe(204);
    expect(idle.body.length).toBe(0);

    // Without the session, the same request is refused.
    const anonymous = await h2Request(session, { ':path': `/api/v1/sync/pull?v=2&cursor=${cursor}` });
    expect(anonymous.status).toBe(401);
  });

  it('serves the built app over HTTP/2: a precompressed asset and the page of a client route', async () => {
    const script = await h2Request(session, { ':path': '/assets/index-abc123.js', 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

    const page = await h2Request(session, { ':path': '/maintenance/work-orders' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.toString()).toBe(PAGE);
  });

  it('takes a multipart upload over HTTP/2 and gives the file back', async () => {
    const { header } = await signIn();
    const boundary = 'h2-upload';
    const text = 'Engine room log, copied over HTTP/2.';
    const upload = await h2Request(
      session,
      {
        ':method': 'POST',
        ':path': '/api/v1/attachments',
        cookie: header,
        ...CSRF,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="log.txt"',
        'Content-Type: text/plain',
        '',
        text,
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    expect(upload.status).toBe(201);
    const { id } = JSON.parse(upload.body.toString()) as { id: string };
    const download = await h2Request(session, { ':path': `/api/v1/attachments/${id}`, cookie: header });
    expect(download.status).toBe(200);
    expect(download.body.toString()).toBe(text);
  });

  it('answers a client that speaks only HTTP/1.1 on the same port, with the Secure cookie', async () => {
    const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
        const request = httpsRequest(
          `${origin}${path}`,
          { method, headers, ca: certificate.cert },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ response, body: text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const signIn1 = await call(
      'POST',
      '/api/v1/auth/login',
      { 'content-type': 'application/json', ...CSRF },
      JSON.stringify({ email: 'admin@mars.demo', password: DEMO_PASSWORD, rememberMe: false }),
    );
    expect(signIn1.response.httpVersion).toBe('1.1');
    expect(signIn1.response.statusCode).toBe(200);
    const cookie = sessionCookie(signIn1.response.headers['set-cookie']);
    expect(cookie).toMatch(/;\s*Secure/i);

    const pull = await call('GET', '/api/v1/sync/pull?v=2&limit=5', { cookie: cookie!.split(';')[0]! });
    expect(pull.response.httpVersion).toBe('1.1');
    expect(pull.response.statusCode).toBe(200);
    expect((JSON.parse(pull.body) as { changes: unknown[] }).changes).toHaveLength(5);
  });

  it('lets a client resume its TLS session for a day: a check every 30 minutes skips the certificate', async () => {
    const { port } = new URL(origin);
    const open = async (session?: Buffer) => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port: Number(port),
        ca: certificate.cert,
        servername: 'localhost',
        ALPNProtocols: ['h2'],
        ...(session ? { session } : {}),
      });
      await once(socket, 'secureConnect');
      return socket;
    };
    const first = await open();
    expect(first.isSessionReused()).toBe(false);
    // TLS 1.3: the server's tickets follow the handshake.
    const [ticket] = (await once(first, 'session')) as [Buffer];
    first.destroy();
    // The ticket's lifetime, as the server stated it (the session in DER, read by openssl).
    const ticketFile = join(dist, 'session.der');
    writeFileSync(ticketFile, ticket);
    const described = execFileSync('openssl', [
      'sess_id',
      '-inform',
      'DER',
      '-in',
      ticketFile,
      '-text',
      '-noout',
    ]);
    expect(described.toString()).toContain(
      `TLS session ticket lifetime hint: ${TLS_SESSION_SECONDS} (seconds)`,
    );
    expect(TLS_SESSION_SECONDS).toBe(24 * 60 * 60);

    const second = await open(ticket);
    expect(second.isSessionReused()).toBe(true);
    expect(second.alpnProtocol).toBe('h2');
    second.destroy();
  });
});
