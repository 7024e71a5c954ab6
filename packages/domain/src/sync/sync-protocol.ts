// The sync protocol between a browser's offline database and the server (issue 12, docs/sync.md):
// what a push carries (the outbox's mutations) and its bounds, and how an entity's table is named on
// both sides. The answers' schemas are in api/sync.ts.
import { z } from 'zod';

import type { EntityDefinition } from '../entities/define-entity';
import { ENTITIES } from '../entities/registry';
import { uuidOfBits } from '../rules/row-id';

/**
 * Mutations in one push; the client sends its outbox in batches of at most this many (and of at
 * most SYNC_PUSH_MAX_BYTES): one request where ten went before, a ship pays for each one's headers.
 */
export const SYNC_PUSH_MAX_MUTATIONS = 1000;
/** Bytes of one push's body (the route refuses more with 413). */
export const SYNC_PUSH_MAX_BYTES = 512 * 1024;
/** Changes in one pull page: the default and the most a client may ask for. */
export const SYNC_PULL_DEFAULT_LIMIT = 200;
export const SYNC_PULL_MAX_LIMIT = 1000;
/** Characters of a pull cursor (opaque to the client). */
export const SYNC_CURSOR_MAX_LENGTH = 120;

function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The name both sides give an entity's table in the sync: the browser's table (the spec's name, or
 * the server table in camelCase). The outbox records it; the change feed answers it.
 */
export function syncTableOf(entity: Pick<EntityDefinition, 'table' | 'localTable'>): string {
  return entity.localTable ?? camelCase(entity.table);
}

/** The registered entity of a sync table name, or undefined. */
export function entityOfSyncTable(
  table: string,
  entities: readonly EntityDefinition[] = ENTITIES,
): EntityDefinition | undefined {
  return entities.find((entity) => syncTableOf(entity) === table);
}

const UUID = z.uuid();

/** Outbox positions a device's mutation id can carry (26 bits, beside the node's 96). */
export const DEVICE_MUTATION_SEQ_LIMIT = 2 ** 26;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DEVICE_NODE = /^[A-Za-z0-9_-]{16}$/;

/**
 * The mutation id of a device's write (protocol 3): its node (the 16 base64url characters, 96 bits,
 * its browser made for its offline database) and the write's position in its outbox (below 2^26),
 * laid into the 122 free bits of a version-8 UUID (RFC 9562 section 5.8). Both sides derive it, so
 * a push names a write by its position (`s`) rather than by 36 characters; it is unique as the node
 * and the position are (a position is never reused in a database: IndexedDB's key generator only
 * rises). Undefined for a node of another shape or a position out of range: such a write goes with
 * its id spelled out.
 */
export function deviceMutationId(node: string, seq: number): string | undefined {
  if (!DEVICE_NODE.test(node) || !Number.isInteger(seq) || seq < 1 || seq >= DEVICE_MUTATION_SEQ_LIMIT) {
    return undefined;
  }
  let bits = 0n;
  for (const char of node) bits = (bits << 6n) | BigInt(BASE64URL.indexOf(char));
  const payload = (bits << 26n) | BigInt(seq);
  // 122 bits around the version (4 bits, 8) and the variant (2 bits, 10).
  const uuid =
    ((payload >> 74n) << 80n) |
    (0x8n << 76n) |
    (((payload >> 62n) & 0xfffn) << 64n) |
    (0x2n << 62n) |
    (payload & ((1n << 62n) - 1n));
  return uuidOfBits(uuid);
}

/**
 * One outbox entry as pushed: a write (upsert), a delete, or a workflow action on one row. Its
 * mutation id is spelled out (`mutationId`), or, for a device's own (protocol 3), given by its
 * outbox position `s` with the device's node on the push (`deviceMutationId`).
 */
export const syncMutationSchema = z
  .object({
    mutationId: UUID.optional(),
    s: z
      .number()
      .int()
      .min(1)
      .max(DEVICE_MUTATION_SEQ_LIMIT - 1)
      .optional(),
    table: z.string().min(1).max(64),
    /** The row's id, or (protocol 3) its number `r` where the device holds it (docs/sync.md, 'Row numbers'). */
    rowId: UUID.optional(),
    r: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    op: z.enum(['upsert', 'delete', 'action']),
    /** The fields written (upsert) or the action's input (action); snake_case, as the API takes them. */
    values: z.record(z.string().max(64), z.unknown()).default({}),
    action: z.string().min(1).max(64).optional(),
    baseVersion: z.number().int().positive().optional(),
  })
  .refine((mutation) => mutation.op !== 'action' || mutation.action !== undefined, {
    path: ['action'],
    params: { key: 'validation:required' },
  })
  .refine((mutation) => mutation.rowId !== undefined || mutation.r !== undefined, {
    path: ['rowId'],
    params: { key: 'validation:required' },
  });

export type SyncMutation = z.input<typeof syncMutationSchema>;

export const syncPushBodySchema = z.object({
  mutations: z.array(syncMutationSchema).min(1).max(SYNC_PUSH_MAX_MUTATIONS),
});

/**
 * The protocol a client speaks (`v` on the sync routes' query): 1, or absent, the first one (whole
 * rows in every answer); 2 adds the lean answers; 3 the pull's changed fields only; 4 packs the pull's
 * page, the push and its answer (sync-pack.ts; docs/sync.md). A
 * server answers the highest it knows up to the one asked, so an older client, or an older server,
 * keeps working.
 */
export const SYNC_PROTOCOL = 4;
const syncProtocol = z.coerce.number().int().min(1).max(1000).optional();
/**
 * The device (`n` on the sync routes' query): an id the browser makes once for its offline database
 * and keeps in it. Its pushes mark their rows' feed lines with it, and its pulls leave out the rows
 * whose lines are all its own (protocol 2).
 */
export const syncNodeSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Vessels a device keeps offline (a shore user's choice), at most this many in one pull. */
export const SYNC_MAX_VESSELS = 50;
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** `vessels=<id>,<id>`: the pull reads only these of the user's vessels (and the organization's rows). */
const vesselList = z
  .string()
  .max(SYNC_MAX_VESSELS * 37)
  .regex(new RegExp(`^${UUID_TEXT}(,${UUID_TEXT})*$`))
  .transform((text) => text.toLowerCase().split(','));

export const syncPullQuerySchema = z.object({
  cursor: z.string().max(SYNC_CURSOR_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PULL_MAX_LIMIT).optional(),
  v: syncProtocol,
  n: syncNodeSchema.optional(),
  vessels: vesselList.optional(),
  /** `shared=0`: without the organization-wide rows (a vessel added to a device's choice catches up). */
  shared: z.enum(['0', '1']).optional(),
  /**
   * `fresh=1`: the later pages of a load that began without a cursor: the device holds none of the
   * feed's rows, so it is sent no tombstones (a pull without a cursor is such a load by itself).
   */
  fresh: z.enum(['1']).optional(),
});

export const syncPushQuerySchema = z.object({
  v: syncProtocol,
  n: syncNodeSchema.optional(),
  /**
   * The device's pull cursor (`c`), with a push that names rows by number: the numbers are of the
   * feed that cursor is of. A cursor of another feed, or from past the database's present (a server
   * restored to a backup, whose numbers may have gone to other rows since), refuses the push whole
   * (409 `sync_numbers_stale`): the browser forgets its numbers and pushes by id.
   */
  c: z.string().max(SYNC_CURSOR_MAX_LENGTH).optional(),
});

const syncTable = z.string().min(1).max(64);

/**
 * The drift check's trees of a device that keeps some vessels (`vessels=`, as its pull names them):
 * the rows of those vessels, the organization's, and every vessel's own row.
 */
export const syncTreeQuerySchema = z.object({ table: syncTable, vessels: vesselList.optional() });

export const syncRootsQuerySchema = z.object({ vessels: vesselList.optional() });

export const syncBucketQuerySchema = z.object({
  table: syncTable,
  bucket: z.string().regex(/^[0-9a-f]$/),
  after: UUID.optional(),
  vessels: vesselList.optional(),
});

/** Rows one `GET /api/v1/sync/rows` asks for at most (the drift repair fetches in batches of this many). */
export const SYNC_ROWS_MAX_IDS = 100;

/**
 * The drift repair's fetch: the current rows of one table by id (`ids=<uuid>,<uuid>`, at most 100),
 * answered as the pull answers them; an id the user may not see, or of a row deleted or gone, as a
 * deletion.
 */
export const syncRowsQuerySchema = z
  .object({
    table: syncTable,
    ids: z
      .string()
      // 36 characters and a comma each: 101 ids do not fit.
      .max(SYNC_ROWS_MAX_IDS * 37 - 1)
      .regex(new RegExp(`^${UUID_TEXT}(,${UUID_TEXT})*$`))
      .transform((text) => [...new Set(text.toLowerCase().split(','))])
      .optional(),
    /**
     * Or the rows' numbers (protocol 3, `ns=<n>,<n>`, at most 100): a browser asks so for a row it was
     * named by a number it does not know (its rows came before it kept their numbers).
     */
    ns: z
      .string()
      .max(SYNC_ROWS_MAX_IDS * 17 - 1)
      .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/)
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((numbers) => numbers.length <= SYNC_ROWS_MAX_IDS, { params: { key: 'validation:tooLong' } })
      .optional(),
    v: syncProtocol,
    vessels: vesselList.optional(),
  })
  .refine((query) => (query.ids === undefined) !== (query.ns === undefined), {
    path: ['ids'],
    params: { key: 'validation:required' },
  });

/** Rows in one snapshot file; vessels with more are refused (413 snapshot_too_large). */
export const SYNC_SNAPSHOT_MAX_ROWS = 200_000;

/**
 * `vessel=<id>` or `vessel=<id>,<id>`: the vessels of the file (at most SYNC_MAX_VESSELS, as a device
 * keeps), sorted and without repeats, so the same choice names the same file kept on the server.
 */
export const syncSnapshotQuerySchema = z.object({
  vessel: vesselList.transform((vessels) => [...new Set(vessels)].sort()),
});

/**
 * Which of two cursors of the feed is further on: negative when `a` is before `b`, 0 when equal,
 * undefined when they are of different feeds (a restored server) or not of the short form.
 */
export function compareSyncCursors(a: string, b: string): number | undefined {
  const parse = (cursor: string) => /^([0-9a-f]{8})\.([0-9a-z]{1,13})\.([0-9a-z]{1,13})$/.exec(cursor);
  const left = parse(a);
  const right = parse(b);
  if (!left || !right || left[1] !== right[1]) return undefined;
  const value = (digits: string) =>
    [...digits].reduce((sum, digit) => sum * 36n + BigInt(parseInt(digit, 36)), 0n);
  for (const index of [2, 3]) {
    const difference = value(left[index]!) - value(right[index]!);
    if (difference !== 0n) return difference < 0n ? -1 : 1;
  }
  return 0;
}
