// One small database interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
// Every data function takes a Db as its first argument (style.md section 1).
import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type QueryResult<Row> = { rows: Row[]; affectedRows: number };

export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: everything or nothing is written. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

// PostgreSQL returns bigint counts as strings and dates as Date objects; MARS wants JSON-friendly
// values: numbers for counts, 'YYYY-MM-DD' for dates, ISO strings for timestamps.
const INT8_OID = 20;
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const TIMESTAMPTZ_OID = 1184;

/** PGlite in dataDir, or in memory; `loadDataDir` starts from a dump (tests start from a template). */
export function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Db & { dump(): Promise<Blob> } {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir,
    loadDataDir: options.loadDataDir,
    parsers: {
      [INT8_OID]: (value: string) => Number(value),
      [DATE_OID]: (value: string) => value,
      [NUMERIC_OID]: (value: string) => Number(value),
      [TIMESTAMPTZ_OID]: (value: string) => new Date(value).toISOString(),
    },
  });
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(client),
    transaction: (fn) => client.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
};

export function openPostgres(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: pgTypes });
  // An idle connection closed by the server (a restart, an administrator, a dropped test database)
  // is replaced by the pool; without this listener its error would end the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
