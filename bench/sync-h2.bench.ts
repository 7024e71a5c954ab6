// The sync's idle round over HTTP/2 (issue 12, 'idle round'; docs/sync.md, 'Bytes on the wire'): the
// real server over TLS (config.tls, a self-signed certificate), a TCP proxy in front of it counting
// the bytes each way (TCP payload: the TLS records as they go on the wire, not the TCP/IP headers
// beneath them), and one node:http2 client session through the proxy sending Chromium's headers
// (sync.bench.ts, without `connection`, which HTTP/2 forbids) and the session cookie. The pulls go
// through the browser's own transport (fetchTransport), so their paths are the browser's.
//
// - Handshake: a new connection until it carries requests (TLS 1.3, HTTP/2 preface, SETTINGS and
//   their ACKs, the server's session tickets), with a full handshake and resumed from a ticket.
// - First request: the first pull on the connection (every header sent literally, HPACK's table
//   still empty, and the first page of a first load).
// - Idle round: a pull with the cursor (protocol 2) answered 204 on that warm connection, both ways.
// - Idle day: 48 such checks (one every 30 minutes) on one connection kept open (warm); and each on
//   a connection of its own, opened and closed (a connection idle 30 minutes is often closed), with
//   a full handshake each time, and resumed whenever the client holds an unused session ticket.
// - Beside them, the same idle check over HTTP/1.1 on TLS (the figure of sync.bench.ts, which counts
//   plain HTTP, plus TLS's records), on a warm connection and on a new one.
// Node's TLS and HPACK stand in for Chromium's: see the notes at benchSyncH2.
import { once } from 'node:events';
import type { ClientHttp2Session, OutgoingHttpHeaders } from 'node:http2';
import { connect as http2Connect } from 'node:http2';
import { Agent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { createServer, connect as netConnect } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { SYNC_PULL_MAX_LIMIT } from '@mars/domain';

import { readConfig } from '../apps/server/src/config';
import { createTestApp, DEMO_PASSWORD, login } from '../apps/server/src/test-support';
import { h2Request, makeTestCertificate } from '../apps/server/src/tls-test-support';
import { fetchTransport } from '../apps/web/src/offline/sync-transport';
import { BROWSER_HEADERS } from './browser-headers';

/** The idle day's remote checks: one every 30 minutes (sync.bench.ts measures the same over HTTP/1.1). */
export const IDLE_DAY_CHECKS = 48;
const CHECK_INTERVAL_MS = 30 * 60_000;
/** The host the browser's requests name (as in sync.bench.ts), sent as SNI and `:authority`. */
const HOST = 'mars.example';
/** The device's node id (`_sync.nodeId`: 16 base64url characters), named on every pull. */
const NODE = 'h2benchNode0AbCd';
/** Chromium's request headers on the app's fetch, as it sends them over HTTP/2. */
const H2_BROWSER_HEADERS = Object.fromEntries(
  Object.entries(BROWSER_HEADERS).filter(([name]) => name !== 'connection'),
);

/** TCP payload bytes: sent is client to server, received server to client. */
export type WireBytes = { sent: number; received: number };

export type SyncH2BenchFigures = {
  /** One idle round (a pull answered 204) on a warm connection. */
  idleRoundH2: WireBytes;
  /** A new connection until it carries requests, full TLS 1.3 handshake (a one-certificate chain). */
  handshakeBytes: WireBytes;
  /** The same, resumed from the session ticket of an earlier connection. */
  resumedHandshakeBytes: WireBytes;
  /** The first pull on a new connection: its headers all literal, and the first page of a first load. */
  firstRequestBytes: WireBytes;
  /** An idle check on a connection of its own, opened and closed: full handshake, and resumed. */
  coldIdleRound: WireBytes;
  resumedIdleRound: WireBytes;
  /** 48 idle checks on one connection kept open (its handshake and first request not counted). */
  idleDayWarm: number;
  /** 48 idle checks, each on a new connection with a full handshake. */
  idleDayCold: number;
  /** The same, resumed whenever the client holds an unused ticket (resumedChecks of them). */
  idleDayResumed: number;
  resumedChecks: number;
  checks: number;
  /** The idle check over HTTP/1.1 on TLS: on a warm (kept-alive) connection, and on a new one. */
  idleRoundH1Tls: WireBytes;
  newConnectionRoundH1Tls: WireBytes;
};

const total = (bytes: WireBytes) => bytes.sent + bytes.received;
const minus = (after: WireBytes, before: WireBytes): WireBytes => ({
  sent: after.sent - before.sent,
  received: after.received - before.received,
});

/** A TCP proxy to the server that counts every byte through it, each way. */
async function countingProxy(targetPort: number) {
  const counted: WireBytes = { sent: 0, received: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = netConnect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      counted.sent += chunk.length;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      counted.received += chunk.length;
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    /** The counts once nothing has moved for 50 ms (late frames: ACKs, tickets, GOAWAY). */
    async quiet(): Promise<WireBytes> {
      let last = -1;
      while (last !== total(counted)) {
        last = total(counted);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { ...counted };
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

type Connection = {
  session: ClientHttp2Session;
  socket: TLSSocket;
  /** The session tickets the server gave on this connection. */
  tickets: () => Buffer[];
  close(): Promise<void>;
};

/** A browser's connection: TLS with ALPN h2 (resumed when given a ticket), one HTTP/2 session. */
async function openConnection(port: number, ticket?: Buffer): Promise<Connection> {
  const tickets: Buffer[] = [];
  const socket = tlsConnect({
    host: '127.0.0.1',
    port,
    servername: HOST,
    ALPNProtocols: ['h2'],
    // The bench's certificate is self-signed (and for localhost): the bytes are what is measured.
    rejectUnauthorized: false,
    ...(ticket ? { session: ticket } : {}),
  });
  socket.on('session', (received: Buffer) => tickets.push(received));
  const session = http2Connect(`https://${HOST}`, { createConnection: () => socket });
  session.on('error', () => undefined);
  await once(session, 'connect');
  return {
    session,
    socket,
    tickets: () => [...tickets],
    async close() {
      const closed = once(session, 'close');
      session.close();
      await closed;
      socket.end();
      if (!socket.closed) await once(socket, 'close');
    },
  };
}

/** The browser's fetch on one HTTP/2 session: its headers, the cookie, answers decoded as fetch does. */
function h2Fetch(connection: () => Connection, cookie: string, statuses: number[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers: OutgoingHttpHeaders = {
      ':method': init?.method ?? 'GET',
      ':scheme': 'https',
      ':authority': url.host,
      ':path': `${url.pathname}${url.search}`,
      ...H2_BROWSER_HEADERS,
      ...(init?.headers as Record<string, string> | undefined),
      cookie,
    };
    if (init?.referrerPolicy === 'no-referrer') delete headers.referer;
    const answer = await h2Request(
      connection().session,
      headers,
      typeof init?.body === 'string' ? init.body : undefined,
    );
    statuses.push(answer.status);
    const encoding = answer.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return new Response(answer.status === 204 ? null : new Uint8Array(body), { status: answer.status });
  };
}

/** The browser's fetch over HTTP/1.1 on TLS (no ALPN offered: the server answers HTTP/1.1). */
function h1Fetch(agent: () => Agent, port: number, cookie: string, statuses: number[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {
      host: url.host,
      ...BROWSER_HEADERS,
      ...(init?.headers as Record<string, string> | undefined),
      cookie,
    };
    if (init?.referrerPolicy === 'no-referrer') delete headers.referer;
    const answer = await new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          servername: HOST,
          rejectUnauthorized: false,
          agent: agent(),
          method: init?.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
    statuses.push(answer.status);
    return new Response(answer.status === 204 ? null : new Uint8Array(answer.body), {
      status: answer.status,
    });
  };
}

/**
 * The figures (not printed: printSyncBench shows them beside HTTP/1.1's). Node's client stands in
 * for Chromium: its HPACK (nghttp2) indexes the same headers Chromium's does (everything but the
 * `:path`, sent literally each time, Huffman-coded); its TLS ClientHello is smaller than Chromium's
 * (no GREASE, no post-quantum key share), and a real certificate chain is larger than the bench's one
 * self-signed P-256 certificate, so the full handshake here is a lower bound.
 */
export async function benchSyncH2(): Promise<SyncH2BenchFigures> {
  const certificate = await makeTestCertificate();
  const fromEnv = readConfig(certificate.env);
  const t = await createTestApp('pglite', {
    tls: fromEnv.tls,
    secureCookies: fromEnv.secureCookies,
    apiRateLimitPerMinute: 1_000_000_000,
  });
  const opened: Connection[] = [];
  let proxy: Awaited<ReturnType<typeof countingProxy>> | undefined;
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await countingProxy((t.app.server.address() as AddressInfo).port);
    // A ship's browser keeps its session ('remember me'), as in sync.bench.ts; the sign-in is not measured.
    const signIn = await login(t.app, 'admin@mars.demo', DEMO_PASSWORD, { rememberMe: true });
    const session = signIn.cookies.find((item) => item.name === 'mars_session');
    if (!session) throw new Error("the h2 bench's sign-in failed");
    const cookie = `mars_session=${session.value}`;

    let current: Connection | undefined;
    const statuses: number[] = [];
    const transport = fetchTransport(
      h2Fetch(() => current!, cookie, statuses),
      `https://${HOST}/api/v1/sync`,
    );
    const pull = (cursor?: string, fresh?: boolean) =>
      transport.pull({ cursor, limit: SYNC_PULL_MAX_LIMIT, node: NODE, fresh });
    const measure = async (work: () => Promise<void>): Promise<WireBytes> => {
      const before = await proxy!.quiet();
      await work();
      return minus(await proxy!.quiet(), before);
    };
    const open = async (ticket?: Buffer) => {
      current = await openConnection(proxy!.port, ticket);
      opened.push(current);
      return current;
    };
    const idleCheck = async (cursor: string, connection: 'warm' | 'new') => {
      // On a warm connection the answer's Date header is one byte of HPACK index while it repeats;
      // 30 minutes later it is new: the check waits for the server's next second (Node dates its
      // answers by the second). A new connection's table is empty: every header goes literally.
      if (connection === 'warm')
        await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
      const answer = await pull(cursor);
      if (statuses.at(-1) !== 204 || answer.cursor !== cursor) {
        throw new Error(`the h2 bench's idle round answered ${statuses.at(-1)}, not 204`);
      }
    };

    // The warm connection: its handshake, its first request (the first page of a first load), the rest
    // of the load (not counted), then the idle round.
    const handshakeBytes = await measure(async () => {
      await open();
    });
    const warm = current!;
    const firstPages: Awaited<ReturnType<typeof pull>>[] = [];
    const firstRequestBytes = await measure(async () => {
      firstPages.push(await pull());
    });
    let page = firstPages[0]!;
    while (page.more) page = await pull(page.cursor, true);
    const cursor = page.cursor;
    const idleRoundH2 = await measure(() => idleCheck(cursor, 'warm'));

    // The idle day on the warm connection: a check every 30 minutes (the server's clock moves; the
    // connection is kept open throughout).
    const idleDayWarm = await measure(async () => {
      for (let check = 0; check < IDLE_DAY_CHECKS; check += 1) {
        t.clock.advance(CHECK_INTERVAL_MS);
        await idleCheck(cursor, 'warm');
      }
    });
    // The tickets the browser holds for the next connection: TLS 1.3 tickets are used once, and
    // Chromium keeps the latest two of a host (BoringSSL's single-use sessions); the server gives two
    // after a full handshake and none after a resumed one.
    let tickets = warm.tickets();
    await warm.close();

    // Each check on a connection of its own: opened (resumed when given a ticket), one pull, closed.
    const newConnectionCheck = (ticket: Buffer | undefined) =>
      measure(async () => {
        t.clock.advance(CHECK_INTERVAL_MS);
        const connection = await open(ticket);
        if (ticket && !connection.socket.isSessionReused()) {
          throw new Error("the h2 bench's connection was not resumed from its ticket");
        }
        await idleCheck(cursor, 'new');
        await connection.close();
        tickets = [...tickets, ...connection.tickets()].slice(-2);
      });
    const cold: WireBytes[] = [];
    for (let check = 0; check < IDLE_DAY_CHECKS; check += 1) cold.push(await newConnectionCheck(undefined));
    let resumedChecks = 0;
    const resumed: WireBytes[] = [];
    const resumedOnly: WireBytes[] = [];
    for (let check = 0; check < IDLE_DAY_CHECKS; check += 1) {
      const ticket = tickets.pop();
      const bytes = await newConnectionCheck(ticket);
      resumed.push(bytes);
      if (ticket) {
        resumedChecks += 1;
        resumedOnly.push(bytes);
      }
    }
    const spare = tickets.pop();
    if (!spare) throw new Error("the h2 bench's client holds no ticket to resume with");
    const resumedHandshakeBytes = await measure(async () => {
      await open(spare);
    });
    await current!.close();

    // The same check over HTTP/1.1 on TLS: a kept-alive connection (warmed by one check), then a new one.
    let agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const h1Transport = fetchTransport(
      h1Fetch(() => agent, proxy.port, cookie, statuses),
      `https://${HOST}/api/v1/sync`,
    );
    const h1Check = async () => {
      const answer = await h1Transport.pull({ cursor, limit: SYNC_PULL_MAX_LIMIT, node: NODE });
      if (statuses.at(-1) !== 204 || answer.cursor !== cursor) {
        throw new Error(`the h2 bench's HTTP/1.1 idle round answered ${statuses.at(-1)}, not 204`);
      }
    };
    await h1Check();
    const idleRoundH1Tls = await measure(h1Check);
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const newConnectionRoundH1Tls = await measure(async () => {
      await h1Check();
      agent.destroy();
    });

    return {
      idleRoundH1Tls,
      newConnectionRoundH1Tls,
      idleRoundH2,
      handshakeBytes,
      resumedHandshakeBytes,
      firstRequestBytes,
      coldIdleRound: cold[0]!,
      resumedIdleRound: resumedOnly[0]!,
      idleDayWarm: total(idleDayWarm),
      idleDayCold: cold.reduce((sum, bytes) => sum + total(bytes), 0),
      idleDayResumed: resumed.reduce((sum, bytes) => sum + total(bytes), 0),
      resumedChecks,
      checks: IDLE_DAY_CHECKS,
    };
  } finally {
    for (const connection of opened) connection.session.destroy();
    await proxy?.close();
    await t.close();
    await certificate.remove();
  }
}
