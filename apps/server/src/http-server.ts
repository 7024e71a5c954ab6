// The Fastify instance MARS is built on: plain HTTP/1.1 by default, or, when a certificate is
// configured (config.tls), HTTPS speaking HTTP/2 to the clients that offer it (browsers do, by ALPN)
// and HTTP/1.1 to the others, on the same port. Over HTTP/2 the headers repeated on one connection
// go as a few bytes of HPACK index each (docs/sync.md, 'Bytes on the wire').
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import type { ServerConfig } from './config';

/**
 * How long a TLS session may be resumed (seconds; OpenSSL's default for TLS 1.3 is 2 hours). A
 * ship's browser checks every 30 minutes, and a connection idle that long is often closed on the
 * way (a terminal, a proxy, the browser): resumed from its ticket, the new
 * connection's handshake skips the certificate (bench/sync-h2.bench.ts measures both). A day also
 * covers a link cut for hours. Resumption still makes fresh keys (psk_dhe_ke, as browsers offer).
 */
export const TLS_SESSION_SECONDS = 24 * 60 * 60;

/**
 * How long an idle HTTP/2 connection stays open (Fastify's default is 72 s): a little over the
 * browser's 30-minute remote check, so a ship whose link and browser keep the connection pays the
 * idle round alone (about 160 B) rather than a TLS handshake (1.1 to 2 KB) every check.
 */
export const HTTP2_IDLE_MS = 31 * 60_000;

export function createFastify(config: ServerConfig): FastifyInstance {
  const options = {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
  };
  if (!config.tls) return Fastify(options);
  const app = Fastify({
    ...options,
    http2: true,
    http2SessionTimeout: HTTP2_IDLE_MS,
    https: {
      allowHTTP1: true,
      cert: config.tls.cert,
      key: config.tls.key,
      sessionTimeout: TLS_SESSION_SECONDS,
    },
  });
  // The routes use only what Fastify's request and reply offer on both protocols (no raw
  // HTTP/1.1-only calls, no connection-specific headers, which HTTP/2 forbids), so the instance is
  // typed as the default one: on this server a request's raw object is an Http2ServerRequest, or an
  // IncomingMessage when the client spoke HTTP/1.1 (http2.Http2SecureServer with allowHTTP1).
  return app as unknown as FastifyInstance;
}
