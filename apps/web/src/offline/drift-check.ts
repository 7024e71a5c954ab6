// The drift check (docs/sync.md): the local table hashed as the server hashes the rows the user may
// see (16 buckets of (id, version) by the id's last hex digit, a SHA-256 root over them); equal roots
// end the check with 32 bytes, and only the buckets that differ are listed from the server.
import type { SyncBucketAnswer, SyncTreeAnswer } from '@mars/domain';

import type { MarsLocalDb } from './local-db';

/** The vessels a device keeps, when not all the user's: the server's trees are then of those. */
export type HeldVessels = { vessels?: readonly string[] };

export type DriftTransport = {
  tree(table: string, held?: HeldVessels): Promise<SyncTreeAnswer>;
  bucket(table: string, bucket: string, after?: string, held?: HeldVessels): Promise<SyncBucketAnswer>;
};

const BUCKET_KEYS = '0123456789abcdef'.split('');
const encoder = new TextEncoder();

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

export type Versioned = { id: string; version: number };

async function liveRows(db: MarsLocalDb, table: string): Promise<Versioned[]> {
  const rows = await db.rows(table).toArray();
  return rows
    .filter((row) => !row.deletedAt && typeof row.version === 'number')
    .map((row) => ({ id: String(row.id).toLowerCase(), version: Number(row.version) }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The local table's tree, computed as the server computes its own. */
export async function localTree(db: MarsLocalDb, table: string): Promise<Omit<SyncTreeAnswer, 'table'>> {
  const rows = await liveRows(db, table);
  const buckets = [];
  for (const key of BUCKET_KEYS) {
    const items = rows.filter((row) => row.id.endsWith(key));
    const hashes = await Promise.all(items.map((row) => sha256(encoder.encode(`${row.id}:${row.version}`))));
    buckets.push({ key, count: items.length, hash: hex(await sha256(concat(hashes))) });
  }
  const root = hex(await sha256(concat(buckets.map((bucket) => fromHex(bucket.hash)))));
  return { root, buckets };
}

export type Drift = {
  same: boolean;
  /** The buckets whose hashes differ. */
  buckets: string[];
  /** The rows that differ, outside the ones with writes waiting in the outbox (in flight, not drift). */
  rows: { id: string; local?: number; server?: number }[];
};

/** The bucket a row falls in: the last hex digit of its id. */
export function bucketOf(id: string): string {
  return id.slice(-1).toLowerCase();
}

/** The buckets whose hashes differ between the server's tree and the local one. */
export function differingBuckets(
  server: Pick<SyncTreeAnswer, 'buckets'>,
  local: Pick<SyncTreeAnswer, 'buckets'>,
): string[] {
  const localHash = new Map(local.buckets.map((bucket) => [bucket.key, bucket.hash]));
  return server.buckets
    .filter((bucket) => localHash.get(bucket.key) !== bucket.hash)
    .map((bucket) => bucket.key);
}

/** The ids of a table's rows with writes waiting in the outbox (in flight, never drift). */
export async function pendingIds(db: MarsLocalDb, table: string): Promise<Set<string>> {
  const entries = await db._outbox.filter((entry) => entry.table === table).toArray();
  return new Set(entries.map((entry) => entry.rowId.toLowerCase()));
}

/** The local rows of one bucket (id and version), in id order. */
export async function localBucket(db: MarsLocalDb, table: string, key: string): Promise<Versioned[]> {
  return (await liveRows(db, table)).filter((row) => bucketOf(row.id) === key);
}

/**
 * The rows that differ within one page of a bucket's listing: the server's page covers the ids after
 * `after` up to its last id, or all after `after` when it is the bucket's last page; the local rows
 * of the bucket in that range are compared with it. Rows in `pending` are left out.
 */
export function pageDrift(
  mine: readonly Versioned[],
  page: SyncBucketAnswer,
  after: string | undefined,
  pending: ReadonlySet<string>,
): Drift['rows'] {
  const last = page.more && page.rows.length > 0 ? page.rows.at(-1)!.id : undefined;
  const inRange = (id: string) => (after === undefined || id > after) && (last === undefined || id <= last);
  const theirs = new Map(page.rows.map((row) => [row.id.toLowerCase(), row.version]));
  const local = new Map(mine.filter((row) => inRange(row.id)).map((row) => [row.id, row.version]));
  const rows: Drift['rows'] = [];
  for (const id of [...new Set([...theirs.keys(), ...local.keys()])].sort()) {
    if (pending.has(id) || theirs.get(id) === local.get(id)) continue;
    rows.push({ id, local: local.get(id), server: theirs.get(id) });
  }
  return rows;
}

/** Compares a table with the server's; lists only the differing buckets. */
export async function findDrift(db: MarsLocalDb, transport: DriftTransport, table: string): Promise<Drift> {
  const [server, local] = await Promise.all([transport.tree(table), localTree(db, table)]);
  if (server.root === local.root) return { same: true, buckets: [], rows: [] };
  const differing = differingBuckets(server, local);
  const pending = await pendingIds(db, table);
  const rows: Drift['rows'] = [];
  for (const key of differing) {
    const mine = await localBucket(db, table, key);
    let after: string | undefined;
    for (;;) {
      const page = await transport.bucket(table, key, after);
      rows.push(...pageDrift(mine, page, after, pending));
      if (!page.more || page.rows.length === 0) break;
      after = page.rows.at(-1)!.id;
    }
  }
  return { same: false, buckets: differing, rows };
}
