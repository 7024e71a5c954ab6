// The Fastify instance MARS is built on: plain HTTP/1.1 by default, or, when a certificate is
// configured (config.tls), HTTPS speaking HTTP/2 to the clients that offer it (browsers do, by ALPN)
// and HTTP/1.1 to the others, on the same port. Over HTTP/2 the headers repeated on one connection
// go as a few bytes of HPACK index each (docs/sync.md, 'Bytes on the wire').
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import type { ServerConfig } from './config';

export function createFastify(config: ServerConfig): FastifyInstance {
  const options = {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
  };
  if (!config.tls) return Fastify(options);
  const app = Fastify({
    ...options,
    http2: true,
    https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
  });
  // The routes use only what Fastify's request and reply offer on both protocols (no raw
  // HTTP/1.1-only calls, no connection-specific headers, which HTTP/2 forbids), so the instance is
  // typed as the default one: on this server a request's raw object is an Http2ServerRequest, or an
  // IncomingMessage when the client spoke HTTP/1.1 (http2.Http2SecureServer with allowHTTP1).
  return app as unknown as FastifyInstance;
}
