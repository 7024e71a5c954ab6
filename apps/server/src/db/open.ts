// Opens the database the configuration names and brings its schema up to date.
import type { ServerConfig } from '../config';
import type { Db } from './client';
import { openPglite, openPostgres } from './client';
import { migrate } from './migrate';

export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
  await migrate(db);
  return db;
}
