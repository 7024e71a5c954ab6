export type DatabaseState = 'checking' | 'connected' | 'disconnected';

/** 'Database: Connected' only when the health check answered that the database is connected. */
export function databaseState(health: { database: string } | undefined, isError: boolean): DatabaseState {
  if (isError) return 'disconnected';
  if (!health) return 'checking';
  return ['connected', 'ok', 'up'].includes(health.database.toLowerCase()) ? 'connected' : 'disconnected';
}
