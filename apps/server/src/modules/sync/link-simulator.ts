// A ship's link, simulated for the sync's fault tests and its bench (issue 12; sync-design.md 7.1):
// a `fetch` for the browser's real transport (fetchTransport) that carries each request to the real
// server (in-process, app.inject), counts the bytes each way as HTTP/1.1 puts them on the wire (the
// request and status lines, the headers and the bodies as sent, compressed when the server
// compresses), accounts the time they take at the link's bandwidth and delay (a virtual clock, no
// sleeping), and breaks where it is told to: the request cut before it arrives, the link reset in the
// middle of the answer, or the answer dropped after the server has done its work. Not used by the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

/** What happens to one request: it arrives and its answer comes back, or the link breaks. */
export type LinkFault =
  | 'none'
  /** The link is cut while the request goes out: the server never sees it. */
  | 'cut'
  /** The server answers, and the link resets half-way through the answer. */
  | 'reset'
  /** The server answers, and the answer is lost. */
  | 'drop';

export type LinkRequest = { method: string; path: string; index: number };

export type LinkOptions = {
  /** Bits per second, ship to shore and shore to ship. */
  upBitsPerSecond?: number;
  downBitsPerSecond?: number;
  /** One-way delay. */
  delayMs?: number;
  /** Headers the browser adds to every request (cookie, user agent ...). */
  headers?: Record<string, string>;
  /** Decides each request's fate; 'none' when absent. */
  faults?: (request: LinkRequest) => LinkFault;
};

export type LinkCounters = {
  requests: number;
  sentBytes: number;
  receivedBytes: number;
  /** Of those, the bodies (the rest are request, status and header lines). */
  sentBodyBytes: number;
  receivedBodyBytes: number;
  /** Requests whose body went compressed (content-encoding). */
  encodedRequests: number;
  /** The time the traffic took on the simulated link. */
  elapsedMs: number;
  faults: number;
};

function headBytes(
  startLine: string,
  headers: Record<string, string | string[] | number | undefined>,
): number {
  let text = `${startLine}\r\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) text += `${name}: ${item}\r\n`;
  }
  return Buffer.byteLength(`${text}\r\n`);
}

/** The error a browser's fetch throws when the network fails. */
function networkError(what: string): TypeError {
  return new TypeError(`Failed to fetch (${what})`);
}

function zeroCounters(): LinkCounters {
  return {
    requests: 0,
    sentBytes: 0,
    receivedBytes: 0,
    sentBodyBytes: 0,
    receivedBodyBytes: 0,
    encodedRequests: 0,
    elapsedMs: 0,
    faults: 0,
  };
}

export class SimulatedLink {
  readonly counters: LinkCounters = zeroCounters();
  private readonly options: Required<Omit<LinkOptions, 'faults'>> & Pick<LinkOptions, 'faults'>;

  constructor(
    private readonly app: FastifyInstance,
    options: LinkOptions = {},
  ) {
    this.options = {
      upBitsPerSecond: 64_000,
      downBitsPerSecond: 128_000,
      delayMs: 300,
      headers: {},
      ...options,
    };
  }

  /** Resets the counters (a new measurement). */
  reset(): void {
    Object.assign(this.counters, zeroCounters());
  }

  private up(bytes: number): void {
    this.counters.sentBytes += bytes;
    this.counters.elapsedMs += this.options.delayMs + (bytes * 8 * 1000) / this.options.upBitsPerSecond;
  }

  private down(bytes: number): void {
    this.counters.receivedBytes += bytes;
    this.counters.elapsedMs += this.options.delayMs + (bytes * 8 * 1000) / this.options.downBitsPerSecond;
  }

  /** The fetch the browser's transport is given. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://mars.ship');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const body =
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof Uint8Array
          ? Buffer.from(init.body)
          : undefined;
    const headers: Record<string, string> = {
      host: url.host,
      ...this.options.headers,
      ...(init?.headers as Record<string, string> | undefined),
    };
    // A fetch told to send no referrer sends none (the browser's other headers go as they are).
    if (init?.referrerPolicy === 'no-referrer') delete headers.referer;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    if (headers['content-encoding']) this.counters.encodedRequests += 1;
    const index = this.counters.requests;
    this.counters.requests += 1;
    const fault = this.options.faults?.({ method, path, index }) ?? 'none';
    const requestBytes = headBytes(`${method} ${path} HTTP/1.1`, headers) + Buffer.byteLength(body ?? '');
    if (fault === 'cut') {
      this.counters.faults += 1;
      this.up(Math.floor(requestBytes / 2));
      throw networkError('link cut');
    }
    this.up(requestBytes);
    this.counters.sentBodyBytes += Buffer.byteLength(body ?? '');
    const answer = await this.app.inject({ method: method as 'GET', url: path, headers, payload: body });
    const answerBytes =
      headBytes(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, answer.headers) +
      answer.rawPayload.length;
    if (fault === 'drop') {
      this.counters.faults += 1;
      throw networkError('answer lost');
    }
    if (fault === 'reset') {
      this.counters.faults += 1;
      this.down(Math.floor(answerBytes / 2));
      throw networkError('connection reset');
    }
    this.down(answerBytes);
    this.counters.receivedBodyBytes += answer.rawPayload.length;
    // A server that died under a request (a 5xx of an exception) is a reset as the browser sees it.
    if (answer.statusCode >= 500) throw networkError(`server failed: ${answer.body}`);
    const encoding = answer.headers['content-encoding'];
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(answer.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(answer.rawPayload)
          : answer.rawPayload;
    if (process.env.SYNC_LINK_DUMP) {
      dumpExchange(
        process.env.SYNC_LINK_DUMP,
        `${Date.now()}-${index}-${method}-${url.pathname.split('/').pop()}`,
        {
          path,
          request: body === undefined ? undefined : headers['content-encoding'] ? inflateSync(body) : body,
          answer: decoded,
          requestBytes,
          answerBytes,
        },
      );
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'content-encoding' || name === 'content-length' || value === undefined) continue;
      responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(decoded), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * One exchange written to a folder for reading (`SYNC_LINK_DUMP=<folder>` on a bench or test run):
 * the request's body and the answer's, as the two sides read them (decompressed), and their bytes on
 * the wire. The bench's figures are cut down by looking at what they count.
 */
function dumpExchange(
  folder: string,
  name: string,
  exchange: {
    path: string;
    request?: string | Buffer;
    answer: Buffer;
    requestBytes: number;
    answerBytes: number;
  },
): void {
  mkdirSync(folder, { recursive: true });
  if (exchange.request !== undefined) writeFileSync(`${folder}/${name}.req`, exchange.request);
  writeFileSync(`${folder}/${name}.res`, exchange.answer);
  writeFileSync(
    `${folder}/${name}.meta`,
    JSON.stringify({
      path: exchange.path,
      requestBytes: exchange.requestBytes,
      answerBytes: exchange.answerBytes,
    }),
  );
}

/** A small seeded generator (mulberry32), so a fault run is the same run every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
