// The entity's declared write check on the local database (issue 14): the garbage record book's
// Annex V check, the same the server runs, refuses a plastics discharge at entry offline with the
// server's field message and queues nothing; an allowed discharge shows the check on the row as the
// server would store it, and queues only what the officer wrote (the server derives the check again).
import 'fake-indexeddb/auto';

import { garbageRecordEntryEntity } from '@mars/domain';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../data/api-client';
import { MarsLocalDb } from './local-db';
import { upsertLocal } from './local-source';
import { pendingWrites } from './local-writes';

const VESSEL = '0193a9a4-0000-7000-8000-000000000001';
const ENTRY = '0193a9a4-0000-7000-8000-0000000000f1';
const OFFICER = { userId: '0193a9a4-0000-7000-8000-0000000000a1', role: 'officer' as const };
const NOW = new Date('2026-11-24T10:00:00Z');

const opened: MarsLocalDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function database(): Promise<MarsLocalDb> {
  const db = new MarsLocalDb(`mars-write-check-${opened.length + 1}`);
  opened.push(db);
  await db.open();
  return db;
}

const discharge = (category: string) => ({
  vessel_id: VESSEL,
  part: 'I',
  occurred_at: '2026-11-23T10:00:00.000Z',
  category,
  method: 'sea',
  amount_m3: 0.5,
  latitude: 40,
  longitude: -40,
  en_route: true,
});

describe('the declared write check on the local database', () => {
  it('refuses a plastics discharge at entry with the field message the server gives, queueing nothing', async () => {
    const db = await database();
    const refused = await upsertLocal(db, garbageRecordEntryEntity, ENTRY, discharge('A'), {
      ...OFFICER,
      now: NOW,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).details).toEqual({
      fields: { method: ['validation:grbDischargeProhibited'] },
    });
    expect(await pendingWrites(db)).toEqual([]);
  });

  it('shows the check of an allowed discharge on the row and queues only what was written', async () => {
    const db = await database();
    const saved = await upsertLocal(db, garbageRecordEntryEntity, ENTRY, discharge('B'), {
      ...OFFICER,
      now: NOW,
    });
    expect(saved).toMatchObject({ annex_v_check: 'allowed', special_area: 'none', status: 'draft' });
    expect(saved.distance_from_land_nm).toBeGreaterThan(300);
    const [queued] = await pendingWrites(db);
    expect(queued!.values).toMatchObject({ category: 'B', method: 'sea' });
    expect(queued!.values).not.toHaveProperty('annex_v_check');

    // Moved to a plastics discharge afterwards: refused on the stored row with the change over it.
    const edit = await upsertLocal(
      db,
      garbageRecordEntryEntity,
      ENTRY,
      { ...discharge('B'), category: 'A' },
      { ...OFFICER, now: NOW },
    ).catch((error: unknown) => error);
    expect((edit as ApiError).details).toEqual({ fields: { method: ['validation:grbDischargeProhibited'] } });
    expect(await pendingWrites(db)).toHaveLength(1);
  });
});
