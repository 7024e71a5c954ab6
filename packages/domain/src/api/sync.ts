// The answers of the sync routes (modules/sync on the server, offline/sync-engine.ts in the browser).
import { z } from 'zod';

import { SYNC_MAX_VESSELS, SYNC_SNAPSHOT_MAX_ROWS } from '../sync/sync-protocol';

const row = z.record(z.string(), z.unknown());

/** One row's change in a pull: its current value, or a tombstone (deleted, or no longer visible). */
export const syncChangeSchema = z.object({
  table: z.string(),
  id: z.string(),
  /**
   * Protocol 3: the row's number (docs/sync.md, 'Row numbers'), with a whole row so the reader learns
   * it, and instead of the id with the changed fields of a row the reader holds.
   */
  n: z.number().int().positive().optional(),
  /** Protocol 2 leaves it out when false. */
  deleted: z.boolean().optional(),
  /** The row's version (undefined for a row gone from the table or from the reader's scope). */
  version: z.number().optional(),
  /**
   * The row as the list API answers it, without the personal fields the reader may not see
   * (protocol 2: without its id and version, which stand beside it).
   */
  row: row.optional(),
  /**
   * Protocol 3, instead of `row`: the fields of a row the reader holds that changed since its cursor,
   * at their value now (the reader lays them over its row; one it does not hold it asks for whole).
   */
  set: row.optional(),
});

/**
 * A change as a pull answers it: protocol 3 leaves the id out of a change of fields it names by the
 * row's number `n` (the browser holds the number with the row, and resolves it before applying).
 */
export const syncPulledChangeSchema = syncChangeSchema.extend({
  id: z.string().optional(),
  /** Protocol 3 on the wire: the row's number as the step from the one before it (sync-compact.ts). */
  d: z.number().int().positive().optional(),
});

export const syncPullAnswerSchema = z.object({
  changes: z.array(syncPulledChangeSchema),
  /** Where the next pull starts; stored with the page's rows in one local transaction. */
  cursor: z.string(),
  /** More changes wait past the cursor. */
  more: z.boolean(),
  /** The cursor named another feed (a restored server): this page starts from the beginning. */
  reset: z.boolean(),
  /**
   * The first load (a pull without a cursor, or a reset) that takes more than one page: how many
   * lines of the feed it reads in all, counted once; each full page reads `limit` of them.
   */
  total: z.number().int().nonnegative().optional(),
  /** The server's clock (absent when a 204 of protocol 2 said that nothing changed). */
  serverTime: z.string().optional(),
});

/** The outcome of one pushed mutation; a retried mutation answers its stored outcome. */
export const syncOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    /** Absent in protocol 2's lean answer: the outcomes follow the order of the pushed mutations. */
    mutationId: z.string().optional(),
    status: z.literal('applied'),
    /** The row's version after the write (undefined after a delete). */
    version: z.number().optional(),
    /** The row as written, whole (protocol 1, a workflow step, a retried push's stored outcome). */
    row: row.optional(),
    /** Protocol 2: the written row's fields the browser does not hold yet (what the server set). */
    set: row.optional(),
    /** Protocol 3: the row's number, for a row the push named by its id (docs/sync.md, 'Row numbers'). */
    n: z.number().int().positive().optional(),
  }),
  z.object({
    mutationId: z.string(),
    status: z.literal('conflict'),
    code: z.string(),
    /** The row as the server holds it now. */
    server: row.nullable(),
  }),
  z.object({
    mutationId: z.string(),
    status: z.literal('rejected'),
    code: z.string(),
    /** Validation codes per field (validation_failed). */
    fields: z.record(z.string(), z.array(z.string())).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    /** The row as the server holds it (null: none the user may see), so the browser can show and keep it. */
    server: row.nullable().optional(),
  }),
]);

export const syncPushAnswerSchema = z.object({
  outcomes: z.array(syncOutcomeSchema),
  serverTime: z.string(),
});

export type SyncChange = z.infer<typeof syncChangeSchema>;
export type SyncPulledChange = z.infer<typeof syncPulledChangeSchema>;
export type SyncPullAnswer = z.infer<typeof syncPullAnswerSchema>;
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;
export type SyncPushAnswer = z.infer<typeof syncPushAnswerSchema>;

/** A table's hash tree as the user may see it: 16 buckets by the id's last hex digit, and the root. */
export const syncTreeAnswerSchema = z.object({
  table: z.string(),
  root: z.string(),
  buckets: z.array(z.object({ key: z.string(), count: z.number(), hash: z.string() })),
});

export const syncBucketAnswerSchema = z.object({
  rows: z.array(z.object({ id: z.string(), version: z.number() })),
  more: z.boolean(),
});

/** The drift repair's rows (`GET /api/v1/sync/rows`): one change per id asked for, as the pull answers it. */
export const syncRowsAnswerSchema = z.object({ table: z.string(), changes: z.array(syncChangeSchema) });

/**
 * The roots of every table's hash tree as the user may see it (`GET /api/v1/sync/roots`): the daily
 * drift check compares them in one request and descends only into the tables that differ.
 */
export const syncRootsAnswerSchema = z.object({
  roots: z.array(z.object({ table: z.string(), root: z.string() })),
});

export type SyncTreeAnswer = z.infer<typeof syncTreeAnswerSchema>;
export type SyncRootsAnswer = z.infer<typeof syncRootsAnswerSchema>;
export type SyncBucketAnswer = z.infer<typeof syncBucketAnswerSchema>;
export type SyncRowsAnswer = z.infer<typeof syncRowsAnswerSchema>;

/** What a snapshot file says it is (`format`), and the versions of its layout. */
export const SYNC_SNAPSHOT_FORMAT = 'mars-sync-snapshot';
/** One vessel's file (`vesselId`, `vesselName`): still written for one vessel, so older apps read it. */
export const SYNC_SNAPSHOT_FORMAT_VERSION = 1;
/** A file of several vessels (`vessels: [{ id, name }]`). */
export const SYNC_SNAPSHOT_FORMAT_VESSELS = 2;

const snapshotChanges = z
  .array(z.object({ table: z.string(), id: z.string(), version: z.number().optional(), row: row }))
  .max(SYNC_SNAPSHOT_MAX_ROWS);
const snapshotCommon = {
  format: z.literal(SYNC_SNAPSHOT_FORMAT),
  organizationId: z.string(),
  /** Whether the personal fields are in it (the downloader was an admin or the Master). */
  personal: z.boolean(),
  cursor: z.string(),
  createdAt: z.string(),
  changes: snapshotChanges,
};
const snapshotVessel = z.object({ id: z.string(), name: z.string() });

/**
 * A snapshot file as written (`GET /api/v1/sync/snapshot`, gzip): the live rows of its vessels as the
 * downloader may see them, and the feed's cursor they are valid at. Carried on board and loaded in
 * the sync panel; the sync then goes on from the cursor. Format version 1 holds one vessel, 2 a list.
 */
export const syncSnapshotFileSchema = z.discriminatedUnion('formatVersion', [
  z.object({
    ...snapshotCommon,
    formatVersion: z.literal(SYNC_SNAPSHOT_FORMAT_VERSION),
    vesselId: z.string(),
    vesselName: z.string(),
  }),
  z.object({
    ...snapshotCommon,
    formatVersion: z.literal(SYNC_SNAPSHOT_FORMAT_VESSELS),
    vessels: z.array(snapshotVessel).min(1).max(SYNC_MAX_VESSELS),
  }),
]);

export type SyncSnapshotFile = z.infer<typeof syncSnapshotFileSchema>;

/** A snapshot file as read on board, either version, with its vessels as a list. */
export const syncSnapshotSchema = syncSnapshotFileSchema.transform((file) => {
  if (file.formatVersion === SYNC_SNAPSHOT_FORMAT_VESSELS) return file;
  const { vesselId, vesselName, ...rest } = file;
  return { ...rest, vessels: [{ id: vesselId, name: vesselName }] };
});

export type SyncSnapshot = z.output<typeof syncSnapshotSchema>;
