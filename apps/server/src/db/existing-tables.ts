// Which of the named tables exist in the current schema.
import type { Queryable } from './client';

export async function existingTables(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [names],
  );
  return new Set(rows.map((row) => row.table_name));
}
