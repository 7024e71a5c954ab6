// The sync protocol between a browser's offline database and the server (issue 12, docs/sync.md):
// what a push carries (the outbox's mutations) and its bounds, and how an entity's table is named on
// both sides. The answers' schemas are in api/sync.ts.
import { z } from 'zod';

import type { EntityDefinition } from '../entities/define-entity';
import { ENTITIES } from '../entities/registry';

/** Mutations in one push; the client sends its outbox in batches of at most this many. */
export const SYNC_PUSH_MAX_MUTATIONS = 100;
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

/** One outbox entry as pushed: a write (upsert), a delete, or a workflow action on one row. */
export const syncMutationSchema = z
  .object({
    mutationId: UUID,
    table: z.string().min(1).max(64),
    rowId: UUID,
    op: z.enum(['upsert', 'delete', 'action']),
    /** The fields written (upsert) or the action's input (action); snake_case, as the API takes them. */
    values: z.record(z.string().max(64), z.unknown()).default({}),
    action: z.string().min(1).max(64).optional(),
    baseVersion: z.number().int().positive().optional(),
  })
  .refine((mutation) => mutation.op !== 'action' || mutation.action !== undefined, {
    path: ['action'],
    params: { key: 'validation:required' },
  });

export type SyncMutation = z.input<typeof syncMutationSchema>;

export const syncPushBodySchema = z.object({
  mutations: z.array(syncMutationSchema).min(1).max(SYNC_PUSH_MAX_MUTATIONS),
});

export const syncPullQuerySchema = z.object({
  cursor: z.string().max(SYNC_CURSOR_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(SYNC_PULL_MAX_LIMIT).optional(),
});

const syncTable = z.string().min(1).max(64);

export const syncTreeQuerySchema = z.object({ table: syncTable });

export const syncBucketQuerySchema = z.object({
  table: syncTable,
  bucket: z.string().regex(/^[0-9a-f]$/),
  after: UUID.optional(),
});
