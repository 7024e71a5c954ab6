// The answers of the sync routes (modules/sync on the server, offline/sync-engine.ts in the browser).
import { z } from 'zod';

const row = z.record(z.string(), z.unknown());

/** One row's change in a pull: its current value, or a tombstone (deleted, or no longer visible). */
export const syncChangeSchema = z.object({
  table: z.string(),
  id: z.string(),
  deleted: z.boolean(),
  /** The row's version (undefined for a row gone from the table or from the reader's scope). */
  version: z.number().optional(),
  /** The row as the list API answers it, without the personal fields the reader may not see. */
  row: row.optional(),
});

export const syncPullAnswerSchema = z.object({
  changes: z.array(syncChangeSchema),
  /** Where the next pull starts; stored with the page's rows in one local transaction. */
  cursor: z.string(),
  /** More changes wait past the cursor. */
  more: z.boolean(),
  /** The cursor named another feed (a restored server): this page starts from the beginning. */
  reset: z.boolean(),
  serverTime: z.string(),
});

/** The outcome of one pushed mutation; a retried mutation answers its stored outcome. */
export const syncOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    mutationId: z.string(),
    status: z.literal('applied'),
    /** The row's version after the write (undefined after a delete). */
    version: z.number().optional(),
    row: row.optional(),
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

export type SyncTreeAnswer = z.infer<typeof syncTreeAnswerSchema>;
export type SyncBucketAnswer = z.infer<typeof syncBucketAnswerSchema>;
