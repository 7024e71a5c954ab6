// The offline browser database (IndexedDB `mars`, spec section 3): Dexie over the derived schema
// (local-schema.ts). Version 8 renamed the vessel link of vessel-scoped rows from shipId to vesselId;
// a browser that holds an older database has its rows moved over on open.
import { Dexie } from 'dexie';
import type { Table } from 'dexie';

import { LOCAL_DB_NAME, LOCAL_DB_VERSION, localSchema, localSchemaBeforeVesselId } from './local-schema';

/** A write made here, waiting for the server (sync-design.md section 6.3). */
export type OutboxEntry = {
  /** The order writes were made in: pushed in this order. */
  seq?: number;
  /** The id the server records, so a retried push never applies twice. */
  mutationId: string;
  table: string;
  rowId: string;
  op: 'upsert' | 'delete' | 'action';
  /** The fields written (upsert), the action's input (action). */
  values: Record<string, unknown>;
  /** The workflow action taken (op 'action'). */
  action?: string;
  /** The server version the write was made on; undefined for a row made here. */
  baseVersion?: number;
  /**
   * An edit's fields as the row held them before it (snake_case), kept here, never sent: a server
   * that answers a conflict because the row changed meanwhile in other fields only gets the edit
   * again on its version (sync-engine.ts, 'fields merged').
   */
  was?: Record<string, unknown>;
  createdAt: string;
};

export type ConflictEntry = {
  seq?: number;
  mutationId: string;
  table: string;
  rowId: string;
  /** The server's reason: an error code, or 'changed' for a concurrent edit. */
  reason: string;
  /** What the user wrote and what the server holds, field by field. */
  local: Record<string, unknown>;
  server: Record<string, unknown> | null;
  /** The validation codes per field of a rejected write. */
  fields?: Record<string, string[]>;
  at: string;
};

export type SyncStateEntry = { key: string; value: unknown };

/** A row's number on the server (protocol 3, row-numbers.ts), by which the sync names the row. */
export type RowNumber = { n: number; table: string; id: string };

export class MarsLocalDb extends Dexie {
  declare _outbox: Table<OutboxEntry, number>;
  declare _conflicts: Table<ConflictEntry, number>;
  declare _sync: Table<SyncStateEntry, string>;
  declare _rowNumbers: Table<RowNumber, number>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(LOCAL_DB_VERSION - 1).stores(localSchemaBeforeVesselId());
    this.version(LOCAL_DB_VERSION)
      .stores(localSchema())
      .upgrade(async (tx) => {
        for (const table of tx.storeNames) {
          await tx
            .table(table)
            .toCollection()
            .modify((row: Record<string, unknown>) => {
              if (!('shipId' in row)) return;
              row.vesselId ??= row.shipId;
              delete row.shipId;
            });
        }
      });
  }

  /** A table of the schema by name (an entity's `localTableOf`). */
  rows(table: string): Table<Record<string, unknown>, string> {
    return this.table(table);
  }
}
