// The entity API on the browser's offline database, as the data source 'local' offers it
// (app/data-source.tsx): one database per browser, opened on first use.
import type { Role } from '@mars/domain';

import type { EntityClient } from '../data/entity-client';
import { MarsLocalDb } from './local-db';
import type { LocalOwner } from './local-owner';
import { claimLocalDatabase } from './local-owner';
import { getLocal, listLocal, removeLocal, statsLocal, stepLocal, upsertLocal } from './local-source';

let database: MarsLocalDb | undefined;
const writeListeners = new Set<() => void>();

/** Hears every write made through the local client (the sync runner asks its triggers again). */
export function onLocalWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

async function written<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  for (const listener of writeListeners) listener();
  return result;
}

/** The browser's offline database, opened once. */
export function localDatabase(): MarsLocalDb {
  database ??= new MarsLocalDb();
  return database;
}

/** Makes the browser's offline database this user's (local-owner.ts); refused while another user's changes wait in it. */
export function claimLocal(owner: LocalOwner): Promise<void> {
  return claimLocalDatabase(localDatabase(), owner);
}

/** Deletes the browser's offline database; the next use opens a new, empty one. */
export async function deleteLocalDatabase(): Promise<void> {
  await localDatabase().delete();
  database = undefined;
}

export function localEntityClient(user: { userId: string; role: Role }): EntityClient {
  const db = localDatabase();
  const context = () => ({ ...user, now: new Date() });
  return {
    source: 'local',
    networkMode: 'always',
    list: async (entity, params) => (await listLocal(db, entity, params, context())) as never,
    stats: (entity, params) => statsLocal(db, entity, params, context()),
    get: async (entity, id) => (await getLocal(db, entity, id)) as never,
    upsert: async (entity, id, body) =>
      (await written(upsertLocal(db, entity, id, body, context()))) as never,
    remove: (entity, id) => written(removeLocal(db, entity, id, context())),
    step: async (entity, id, action, body) =>
      (await written(stepLocal(db, entity, { id, action, body }, context()))) as never,
  };
}
