// The backup's list of tables and the database held together: every table that holds an
// organization's rows is backed up or left out for a stated reason, and every entity's table is in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/client';
import { createTestDb } from '../../test-support';
import { BACKUP_TABLES, entityTablesMissing, NOT_BACKED_UP } from './backup-tables';

describe('the tables of a backup', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('backs up every entity of the registry', () => {
    expect(entityTablesMissing()).toEqual([]);
  });

  it('covers every table that holds an organization’s, a vessel’s or a user’s rows', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT DISTINCT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND c.column_name IN ('organization_id', 'vessel_id', 'user_id')
       ORDER BY 1`,
    );
    const known = new Set([...BACKUP_TABLES.map((entry) => entry.table), ...Object.keys(NOT_BACKED_UP)]);
    expect(rows.map((row) => row.table_name).filter((table) => !known.has(table))).toEqual([]);
  });
});
