// The declared rules of the record of hours of rest, the ones both write paths run: crew record only
// their own days, a signed month stays as signed, a seafarer signs only their own month once it has
// begun and has days; and the ids every device gives a seafarer's day and signature.
import { describe, expect, it } from 'vitest';

import type { Role } from '../../auth/roles';
import { isUuid } from '../../rules/input-bounds';
import type { RowLookup, WriteContext } from '../define-entity';
import {
  restHourSignatureId,
  restHourSignatureWriteCheck,
  workRestDayId,
  workRestDayWriteCheck,
} from './work-rest-day.entity';

type Row = Record<string, unknown>;
const VESSEL = '0190a000-0000-7000-8000-000000000001';
const JUAN = { id: '0190a000-0000-7000-8000-0000000000a1', vessel_id: VESSEL, user_id: 'user-juan' };
const ANNA = { id: '0190a000-0000-7000-8000-0000000000a2', vessel_id: VESSEL, user_id: 'user-anna' };

/** A writer and the rows at hand, as the server's or the device's context answers them. */
function contextOf(userId: string, role: Role, held: Record<string, Row[]>, existing?: Row): WriteContext {
  const rows = async (entity: string, where: RowLookup) =>
    (held[entity] ?? []).filter(
      (row) =>
        Object.entries(where.equals).every(([field, value]) => row[field] === value) &&
        (!where.between ||
          (String(row[where.between.field]) >= where.between.from &&
            String(row[where.between.field]) <= where.between.to)),
    );
  return {
    userId,
    role,
    today: '2026-11-25',
    now: '2026-11-25T10:00:00.000Z',
    existing,
    find: async (entity, id) => (await rows(entity, { equals: { id } }))[0],
    rows,
  };
}

const day = (seafarer: { id: string }, date: string): Row => ({
  id: workRestDayId(seafarer.id, date),
  vessel_id: VESSEL,
  crew_member_id: seafarer.id,
  work_date: date,
  slots: '0'.repeat(48),
});

describe('the record of hours of rest, as both write paths check it', () => {
  const crew = [JUAN, ANNA];

  it('lets a rating record only his own days, and an officer anyone on board', async () => {
    const held = { crewMember: crew };
    expect(
      await workRestDayWriteCheck(day(JUAN, '2026-11-20'), contextOf('user-juan', 'crew', held)),
    ).toEqual({
      errors: {},
      derived: {},
    });
    expect(
      (await workRestDayWriteCheck(day(ANNA, '2026-11-20'), contextOf('user-juan', 'crew', held))).forbidden,
    ).toBe(true);
    expect(
      (await workRestDayWriteCheck(day(ANNA, '2026-11-20'), contextOf('user-officer', 'officer', held)))
        .forbidden,
    ).toBeUndefined();
  });

  it('keeps a signed month as signed, and one day per seafarer and date', async () => {
    const signature = { id: 's', crew_member_id: JUAN.id, month: '2026-10', vessel_id: VESSEL };
    const held = { crewMember: crew, restHourSignature: [signature], workRestDay: [day(JUAN, '2026-11-02')] };
    const officer = contextOf('user-officer', 'officer', held);
    expect((await workRestDayWriteCheck(day(JUAN, '2026-10-31'), officer)).errors).toEqual({
      work_date: ['validation:restHoursSigned'],
    });
    expect((await workRestDayWriteCheck(day(JUAN, '2026-11-01'), officer)).errors).toEqual({});
    const second = { ...day(JUAN, '2026-11-02'), id: '0190a000-0000-7000-8000-0000000000ff' };
    expect((await workRestDayWriteCheck(second, officer)).errors).toEqual({
      work_date: ['validation:alreadyTaken'],
    });
    // An update may not move a day to another date.
    const moved = { ...day(JUAN, '2026-11-03'), id: day(JUAN, '2026-11-02').id };
    const update = contextOf('user-officer', 'officer', held, day(JUAN, '2026-11-02'));
    expect((await workRestDayWriteCheck(moved, update)).errors).toEqual({
      work_date: ['validation:invalid'],
    });
  });

  it('lets a seafarer sign only his own month, begun and recorded, once; the signature says who and when', async () => {
    const held = { crewMember: crew, workRestDay: [day(JUAN, '2026-10-05')], restHourSignature: [] as Row[] };
    const juan = contextOf('user-juan', 'crew', held);
    const sign = (month: string, context = juan) =>
      restHourSignatureWriteCheck(
        { id: restHourSignatureId(JUAN.id, month), vessel_id: VESSEL, crew_member_id: JUAN.id, month },
        context,
      );
    expect(await sign('2026-10')).toEqual({
      errors: {},
      derived: { signed_at: '2026-11-25T10:00:00.000Z', signed_by: 'user-juan' },
    });
    expect((await sign('2026-10', contextOf('user-master', 'master', held))).forbidden).toBe(true);
    expect((await sign('2026-12')).errors).toEqual({ month: ['validation:restHoursMonthNotBegun'] });
    expect((await sign('2026-09')).errors).toEqual({ month: ['validation:restHoursNothingToSign'] });
    held.restHourSignature.push({
      id: 'other',
      crew_member_id: JUAN.id,
      month: '2026-10',
      vessel_id: VESSEL,
    });
    expect((await sign('2026-10')).errors).toEqual({ month: ['validation:restHoursSigned'] });
  });

  it("gives a seafarer's day and signature the same id wherever they are made, and each its own", () => {
    const id = workRestDayId(JUAN.id, '2026-11-20');
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('8');
    expect(workRestDayId(JUAN.id.toUpperCase(), '2026-11-20')).toBe(id);
    const others = [
      workRestDayId(JUAN.id, '2026-11-21'),
      workRestDayId(ANNA.id, '2026-11-20'),
      restHourSignatureId(JUAN.id, '2026-11'),
    ];
    expect(new Set([id, ...others]).size).toBe(4);
  });
});
