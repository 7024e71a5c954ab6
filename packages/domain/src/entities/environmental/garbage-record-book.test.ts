// The garbage record book's declared write check (checkWrite), the one the server's write path and the
// offline database's run alike: a plastics discharge is refused anywhere, food waste too close to
// land is refused, with the rule's field message; an allowed discharge derives the stored check.
import { describe, expect, it } from 'vitest';

import { garbageEntryWriteCheck } from './garbage-record-book';
import { garbageRecordEntryEntity } from './garbage-record-entry.entity';

/** Off the Elbe estuary, about 8 NM from land (North Sea special area); and mid-Atlantic. */
const NEAR_LAND = { latitude: 53.95, longitude: 8.35 };
const OPEN_SEA = { latitude: 40, longitude: -40 };
const discharge = { method: 'sea', en_route: true, part: 'I' };

describe('the garbage record book write check', () => {
  it('is the entity definition’s declared check', () => {
    expect(garbageRecordEntryEntity.checkWrite).toBe(garbageEntryWriteCheck);
  });

  it('refuses plastics anywhere at sea, and food waste closer than allowed, on the method field', async () => {
    expect(await garbageEntryWriteCheck({ ...discharge, category: 'A', ...OPEN_SEA })).toEqual({
      errors: { method: ['validation:grbDischargeProhibited'] },
      derived: {},
    });
    expect(
      await garbageEntryWriteCheck({ ...discharge, category: 'B', ...NEAR_LAND, comminuted: true }),
    ).toEqual({ errors: { method: ['validation:grbTooCloseToLand'] }, derived: {} });
    expect(
      (await garbageEntryWriteCheck({ ...discharge, category: 'B', ...OPEN_SEA, en_route: false })).errors,
    ).toEqual({ method: ['validation:grbNotEnRoute'] });
  });

  it('derives the stored check of an allowed discharge, and judges no landing ashore', async () => {
    // Numbers as a database column gives them back (strings) are read alike.
    const allowed = await garbageEntryWriteCheck({
      ...discharge,
      category: 'B',
      latitude: '40',
      longitude: '-40',
    });
    expect(allowed.errors).toEqual({});
    expect(allowed.derived).toMatchObject({
      special_area: 'none',
      annex_v_check: 'allowed',
      annex_v_rule: 'allowed',
    });
    expect(allowed.derived.distance_from_land_nm).toBeGreaterThan(300);
    expect(
      await garbageEntryWriteCheck({ category: 'A', method: 'reception_facility', port: 'Rotterdam' }),
    ).toEqual({
      errors: {},
      derived: {
        distance_from_land_nm: null,
        special_area: null,
        annex_v_check: 'not_applicable',
        annex_v_rule: null,
      },
    });
  });
});
