// A record book page certified by the Master on the local database (at sea, without the link) reaches
// the server at sync as its entries' certify steps, each with the version he saw, and goes through the
// server's rules again: the entries still as shown are certified and sealed in the chain in the order of
// the book; one changed ashore meanwhile is not certified unseen but kept in the browser's conflicts.
// The browser's real code (offline database, the page panel's computation, the sync engine) on
// fake-indexeddb against the server built in-process.
import 'fake-indexeddb/auto';

import { garbageRecordEntryEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityClient } from '../../../../web/src/data/entity-client';
import {
  certifyLocalPage,
  localRecordBookPages,
} from '../../../../web/src/modules/environmental/record-book-local-pages';
import { MarsLocalDb } from '../../../../web/src/offline/local-db';
import { localTableOf, toLocalRow } from '../../../../web/src/offline/local-schema';
import { listLocal, stepLocal } from '../../../../web/src/offline/local-source';
import { pushOutbox } from '../../../../web/src/offline/sync-engine';
import type { TestApp } from '../../test-support';
import { apiCall, createTestApp, demoVesselIds, signedIn } from '../../test-support';

type Row = Record<string, unknown> & { id: string; entry_number: string; version: number };
const BOOK = garbageRecordEntryEntity;

describe('record books: a page certified offline (pglite)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let officer: { cookie: string };
  let master: { cookie: string; userId: string };
  let vesselId: string;
  const db = new MarsLocalDb('mars-record-book-offline');

  beforeAll(async () => {
    t = await createTestApp('pglite');
    officer = await signedIn(t.app, 'officer@mars.demo');
    const session = await signedIn(t.app, 'master@mars.demo');
    const me = await apiCall(t.app, 'GET', '/api/v1/auth/session', session);
    master = { ...session, userId: me.json().user.id };
    vesselId = (await demoVesselIds(t.db)).aurora;
    await db.open();
  });
  afterAll(async () => {
    db.close();
    await Dexie.delete(db.name);
    await t.close();
  });

  async function signedEntry(day: string): Promise<Row> {
    const id = uuidv7();
    const created = await apiCall(t.app, 'PUT', `/api/v1/garbage-record-entries/${id}`, officer, {
      vessel_id: vesselId,
      part: 'I',
      occurred_at: `${day}T10:00:00.000Z`,
      category: 'C',
      method: 'reception_facility',
      amount_m3: 1,
      port: 'Rotterdam',
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const action of ['complete', 'sign']) {
      const step = await apiCall(
        t.app,
        'POST',
        `/api/v1/garbage-record-entries/${id}/${action}`,
        officer,
        {},
      );
      expect(step.statusCode, step.body).toBe(200);
    }
    return (await apiCall(t.app, 'GET', `/api/v1/garbage-record-entries/${id}`, officer)).json();
  }

  it('certifies the entries still as shown at sync and keeps the one changed ashore for review', async () => {
    // June 2024, three signed entries, held in the Master's browser as the last pull brought them.
    const entries = [
      await signedEntry('2024-06-21'),
      await signedEntry('2024-06-02'),
      await signedEntry('2024-06-11'),
    ];
    await db.rows(localTableOf(BOOK)).bulkPut(entries.map(toLocalRow));
    const context = { userId: master.userId, role: 'master' as const, now: new Date() };
    const client = {
      source: 'local',
      networkMode: 'always',
      list: (entity, params) => listLocal(db, entity, params, context),
      step: (entity, id, action, body) => stepLocal(db, entity, { id, action, body }, context),
    } as EntityClient;

    const [page] = await localRecordBookPages(client, BOOK, vesselId);
    expect(page).toMatchObject({ part: 'I', month: '2024-06', signed: 3 });
    const certified = await certifyLocalPage(client, BOOK, vesselId, page!);
    expect(certified.entry_numbers).toEqual([1, 2, 0].map((index) => entries[index]!.entry_number));
    expect(await db._outbox.count()).toBe(3);

    // Ashore meanwhile the entry of 11 June was certified on its own: its version moved on.
    const ashore = await apiCall(
      t.app,
      'POST',
      `/api/v1/garbage-record-entries/${entries[2]!.id}/certify`,
      master,
      {
        version: entries[2]!.version,
      },
    );
    expect(ashore.statusCode, ashore.body).toBe(200);

    const transport = {
      // The device's node names its own writes' mutation ids (their outbox positions, protocol 3).
      async push(body: unknown, options?: { node?: string }) {
        const node = options?.node ? `?n=${options.node}` : '';
        const response = await apiCall(t.app, 'POST', `/api/v1/sync/push${node}`, master, body);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      },
      pull: () => Promise.reject(new Error('not used')),
    };
    expect(await pushOutbox(db, transport)).toEqual({ applied: 2, conflicts: 1, rejected: 0 });
    const [conflict] = await db._conflicts.toArray();
    expect(conflict).toMatchObject({ rowId: entries[2]!.id });

    const rows = await t.db.query<{ id: string; status: string; chain_position: number | null }>(
      `SELECT id, status, chain_position FROM garbage_record_entries WHERE id = ANY($1::uuid[])`,
      [entries.map((entry) => entry.id)],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    expect(entries.map((entry) => byId.get(entry.id)!.status)).toEqual([
      'certified',
      'certified',
      'certified',
    ]);
    // Sealed as they arrived: the one certified ashore first, then the page's two in the order of the book.
    const position = (entry: Row) => byId.get(entry.id)!.chain_position!;
    expect(position(entries[1]!)).toBe(position(entries[2]!) + 1);
    expect(position(entries[0]!)).toBe(position(entries[1]!) + 1);
    const verified = await apiCall(
      t.app,
      'GET',
      `/api/v1/garbage-record-book/verify?vessel_id=${vesselId}&part=I`,
      master,
    );
    expect(verified.json()).toMatchObject({ ok: true });
  });
});
