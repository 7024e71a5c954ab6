// The device's node id (`_sync`): made once with its offline database. Its pulls leave out the rows
// it wrote itself, and its writes' mutation ids are its node and their outbox position
// (deviceMutationId, protocol 3).
import type { MarsLocalDb } from './local-db';

/** The device's id (`_sync`), made once with its offline database: its own writes are not pulled back. */
export const NODE_ID_KEY = 'nodeId';

/** The node id of this offline database, made (16 random base64url characters) the first time. */
export async function nodeIdOf(db: MarsLocalDb): Promise<string> {
  return db.transaction('rw', db._sync, async () => {
    const stored = await db._sync.get(NODE_ID_KEY);
    if (typeof stored?.value === 'string') return stored.value;
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    const node = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    await db._sync.put({ key: NODE_ID_KEY, value: node });
    return node;
  });
}
