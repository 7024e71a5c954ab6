// How the browser's sync reaches the server: the push and pull routes and the drift check's routes over
// fetch (tests and the bench pass another fetch, or a transport of their own over the server's inject).
import type {
  SyncBucketAnswer,
  SyncPullAnswer,
  SyncPushAnswer,
  SyncRootsAnswer,
  SyncRowsAnswer,
  SyncTreeAnswer,
} from '@mars/domain';
import {
  packPushBody,
  SYNC_PROTOCOL,
  syncPackedPullAnswerSchema,
  syncPackedPushAnswerSchema,
  unpackPullAnswer,
  unpackPushAnswer,
} from '@mars/domain';

import type { HeldVessels } from './drift-check';
import type { DriftCheckTransport } from './drift-repair';
import type { OutboxEntry } from './local-db';

export type PushMutation = {
  /** Spelled out, or (a write of this device's own, protocol 3) given by its outbox position `s`. */
  mutationId?: string;
  s?: number;
  table: string;
  /** The row's id, or (protocol 3) its number `r` where the device knows it. */
  rowId?: string;
  r?: number;
  op: OutboxEntry['op'];
  values: Record<string, unknown>;
  action?: string;
  baseVersion?: number;
};

/** How the engine reaches the server: the two sync routes (fetch in the browser, inject in tests). */
export type SyncTransport = {
  /**
   * `cursor`: the device's pull cursor, sent with a push that names rows by number (a server that
   * finds the numbers stale refuses it with a SyncRefusal of code `sync_numbers_stale`).
   */
  push(
    body: { mutations: PushMutation[] },
    options?: { node?: string; cursor?: string },
  ): Promise<SyncPushAnswer>;
  pull(query: PullQuery): Promise<SyncPullAnswer>;
  /** The current rows of a table by their numbers (protocol 3: numbers the device never learned). */
  rowsByNumber?(table: string, numbers: readonly number[], held?: HeldVessels): Promise<SyncRowsAnswer>;
} & Partial<DriftCheckTransport>;

export type PullQuery = {
  cursor?: string;
  limit?: number;
  node?: string;
  /** Only these vessels (a shore user's choice); `shared: false` without the organization's rows. */
  vessels?: readonly string[];
  shared?: boolean;
  /** A load from nothing: the device holds none of the feed's rows, and wants no tombstones. */
  fresh?: boolean;
};

/** A sync route's refusal with its code (the API's error answer), e.g. a push's stale row numbers. */
export class SyncRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    path: string,
  ) {
    super(`sync ${path} answered ${status}${code ? ` ${code}` : ''}`);
  }
}

/** Pushes of 1 KiB and more go deflated: browsers do not compress what they send (sync-design.md 6.5). */
const COMPRESS_FROM_BYTES = 1024;

/** A push's body: deflated where the browser can (CompressionStream), else as it is. */
async function pushBody(text: string): Promise<{ body: BodyInit; headers: Record<string, string> }> {
  if (typeof CompressionStream === 'undefined' || text.length < COMPRESS_FROM_BYTES) {
    return { body: text, headers: {} };
  }
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  return { body, headers: { 'content-encoding': 'deflate' } };
}

/** A drift route's query, with the kept vessels when the device keeps some. */
function driftQuery(params: Record<string, string>, held: HeldVessels | undefined): string {
  const query = new URLSearchParams(params);
  if (held?.vessels) query.set('vessels', held.vessels.join(','));
  return query.toString();
}

/** A pull's page as the engine reads it: a packed one (protocol 4) read back, else as it came. */
function unpackedPullAnswer(answer: unknown): SyncPullAnswer {
  if (typeof answer !== 'object' || answer === null || !('c' in answer)) return answer as SyncPullAnswer;
  const packed = syncPackedPullAnswerSchema.safeParse(answer);
  const read = packed.success ? unpackPullAnswer(packed.data) : undefined;
  if (!read) throw new Error('sync /pull answered a packed page that does not hold together');
  return read;
}

function unpackedPushAnswer(answer: unknown): SyncPushAnswer {
  if (typeof answer !== 'object' || answer === null || !('o' in answer)) return answer as SyncPushAnswer;
  const packed = syncPackedPushAnswerSchema.safeParse(answer);
  const read = packed.success ? unpackPushAnswer(packed.data) : undefined;
  if (!read) throw new Error('sync /push answered a packed answer that does not hold together');
  return read;
}

/**
 * The sync routes over fetch, with the session cookie and, on the push, the CSRF header of the API.
 * The pull is a bare GET (no body, no CSRF or content-type header, no referrer): it is the idle
 * round's whole cost, and a ship pays for every byte of it. Both speak the newest protocol
 * (SYNC_PROTOCOL, packed); a server's answer of an older one is understood as well.
 */
export function fetchTransport(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  base = '/api/v1/sync',
): SyncTransport & DriftCheckTransport {
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await fetchImpl(`${base}${path}`, {
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
      ...init,
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => undefined)) as
        { error?: { code?: unknown } } | undefined;
      const code = typeof answer?.error?.code === 'string' ? answer.error.code : undefined;
      throw new SyncRefusal(response.status, code, path.split('?')[0]!);
    }
    return response;
  };
  return {
    push: async (body, options) => {
      // Protocol 4: the push goes packed, and its answer comes so (sync-pack.ts).
      const { body: sent, headers } = await pushBody(JSON.stringify(packPushBody(body)));
      const node = options?.node ? `&n=${options.node}` : '';
      const cursor = options?.cursor ? `&c=${encodeURIComponent(options.cursor)}` : '';
      const response = await call(`/push?v=${SYNC_PROTOCOL}${node}${cursor}`, {
        method: 'POST',
        body: sent,
        headers: { 'x-requested-with': 'mars', 'content-type': 'application/json', ...headers },
      });
      return unpackedPushAnswer(await response.json());
    },
    pull: async ({ cursor, limit, node, vessels, shared, fresh }) => {
      const query = new URLSearchParams();
      if (cursor) query.set('cursor', cursor);
      if (limit) query.set('limit', String(limit));
      query.set('v', String(SYNC_PROTOCOL));
      if (node) query.set('n', node);
      if (vessels) query.set('vessels', vessels.join(','));
      if (shared === false) query.set('shared', '0');
      if (fresh && cursor) query.set('fresh', '1');
      const response = await call(`/pull?${query.toString()}`, { method: 'GET' });
      // 204: nothing changed after the cursor, which stays.
      if (response.status === 204) {
        if (!cursor) throw new Error('sync /pull answered 204 to a pull without a cursor');
        return { changes: [], cursor, more: false, reset: false };
      }
      return unpackedPullAnswer(await response.json());
    },
    // The drift check and repair (drift-check.ts, drift-repair.ts): bare GETs like the pull, of the
    // vessels the device keeps when it keeps some.
    tree: async (table, held) => {
      const response = await call(`/tree?${driftQuery({ table }, held)}`, { method: 'GET' });
      return (await response.json()) as SyncTreeAnswer;
    },
    bucket: async (table, bucket, after, held) => {
      const query = driftQuery({ table, bucket, ...(after ? { after } : {}) }, held);
      const response = await call(`/tree/bucket?${query}`, { method: 'GET' });
      return (await response.json()) as SyncBucketAnswer;
    },
    roots: async (held) => {
      const query = driftQuery({}, held);
      const response = await call(`/roots${query ? `?${query}` : ''}`, { method: 'GET' });
      return (await response.json()) as SyncRootsAnswer;
    },
    rows: async (table, ids, held) => {
      const query = driftQuery({ table, ids: ids.join(','), v: String(SYNC_PROTOCOL) }, held);
      const response = await call(`/rows?${query}`, { method: 'GET' });
      return (await response.json()) as SyncRowsAnswer;
    },
    rowsByNumber: async (table, numbers, held) => {
      const query = driftQuery({ table, ns: numbers.join(','), v: String(SYNC_PROTOCOL) }, held);
      const response = await call(`/rows?${query}`, { method: 'GET' });
      return (await response.json()) as SyncRowsAnswer;
    },
  };
}
