import { describe, expect, it } from 'vitest';

import type { SyncPullAnswer, SyncPushAnswer } from '../api/sync';
import {
  packPullAnswer,
  packPushAnswer,
  packPushBody,
  syncPackedPullAnswerSchema,
  syncPackedPushAnswerSchema,
  syncPackedPushBodySchema,
  unpackPullAnswer,
  unpackPushAnswer,
  unpackPushBody,
} from './sync-pack';

const WRITER = '01a225a4-3df9-7172-962e-ecac51bfe784';
const AT = '2026-11-29T06:00:00.000Z';
const whole = (number: string, extra: Record<string, unknown> = {}) => ({
  organization_id: '01a225a4-3df2-74b5-9655-6f691cd40f39',
  updated_at: AT,
  certificate_number: number,
  expiry_date: '2031-01-09',
  next_survey_due: null,
  remarks: null,
  ...extra,
});

/** What goes on the wire: the packed message as JSON, read back as the other side reads it. */
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const page: SyncPullAnswer = {
  changes: [
    {
      table: 'certificates',
      id: '01a1f647-0a4e-8000-9d2c-3b4a59687786',
      version: 1,
      row: whole('C-1'),
      d: 4,
    },
    { table: 'certificates', version: 2, set: { updated_at: AT, updated_by: WRITER, status: 'valid' }, d: 3 },
    { table: 'certificates', version: 3, deleted: true, d: 1 },
    // Another field order: goes as an object.
    {
      table: 'certificates',
      id: '01a1f647-0a4f-8000-9d2c-3b4a59687786',
      version: 1,
      row: { certificate_number: 'C-2', organization_id: 'o' },
      d: 2,
    },
    { table: 'workOrders', version: 5, set: { updated_at: AT, updated_by: WRITER, title: 'Pump' }, d: 9 },
    { table: 'workOrders', id: '0193a0d2-8f6e-7c3a-9b1d-2e4f6a8c0b1d', deleted: true },
    {
      table: 'certificates',
      id: '01a1f647-0a50-8000-9d2c-3b4a59687786',
      version: 1,
      row: whole('C-3'),
      d: 1,
    },
  ],
  cursor: '0a1b2c3d.rr.1',
  more: true,
  reset: false,
  serverTime: AT,
};

describe('a packed pull page (protocol 4)', () => {
  it('reads back as the page it packed, and is shorter', () => {
    const packed = wire(packPullAnswer(page));
    const parsed = syncPackedPullAnswerSchema.parse(packed);
    expect(unpackPullAnswer(parsed)).toEqual(page);
    expect(JSON.stringify(packed).length).toBeLessThan(0.8 * JSON.stringify(page).length);
  });

  it('names each run’s table once, a table’s field order once, and what every changed row shares once', () => {
    const packed = packPullAnswer(page);
    expect(packed.c.filter((item) => typeof item === 'string')).toEqual([
      'certificates',
      'workOrders',
      'certificates',
    ]);
    expect(packed.f).toEqual({
      certificates: [
        'organization_id',
        'updated_at',
        'certificate_number',
        'expiry_date',
        'next_survey_due',
        'remarks',
      ],
    });
    expect(packed.u).toEqual({ updated_at: AT, updated_by: WRITER });
    // Dates as day numbers; a column of nulls only, or of other text, as it is.
    expect(packed.y).toEqual({ certificates: ['expiry_date'] });
    expect(packed.c[1]).toMatchObject({ w: [whole('C-1').organization_id, AT, 'C-1', 22288, null, null] });
    expect(packed.c[2]).toEqual({ d: 3, v: 2, s: { status: 'valid' } });
  });

  it('hoists nothing that not every changed row holds alike', () => {
    const mixed: SyncPullAnswer = {
      ...page,
      changes: [
        { table: 'certificates', version: 2, set: { updated_at: AT, status: 'valid' }, d: 3 },
        { table: 'certificates', version: 2, set: { status: 'expired' }, d: 1 },
      ],
    };
    const packed = packPullAnswer(mixed);
    expect(packed.u).toBeUndefined();
    expect(unpackPullAnswer(syncPackedPullAnswerSchema.parse(wire(packed)))).toEqual(mixed);
  });

  it('packs a column as day numbers only where every value is a date that reads back the same', () => {
    const texts: SyncPullAnswer = {
      ...page,
      changes: [
        { table: 'certificates', id: 'a', version: 1, row: whole('C-1', { expiry_date: '2031-02-30' }) },
        { table: 'certificates', id: 'b', version: 1, row: whole('C-2', { expiry_date: '1969-12-31' }) },
        { table: 'certificates', id: 'c', version: 1, row: whole('C-3', { remarks: '2027-01-01' }) },
      ],
    };
    const packed = packPullAnswer(texts);
    // 30 February is no date, so that column goes as text; any column of dates and nulls reads back
    // the same from day numbers, whatever the field means.
    expect(packed.y).toEqual({ certificates: ['remarks'] });
    expect(unpackPullAnswer(syncPackedPullAnswerSchema.parse(wire(packed)))).toEqual(texts);
    const dates = { ...texts, changes: texts.changes.slice(1) };
    // Before 1970 too; and a column of nulls and one date is a date column.
    expect(packPullAnswer(dates).y).toEqual({ certificates: ['expiry_date', 'remarks'] });
    expect(unpackPullAnswer(syncPackedPullAnswerSchema.parse(wire(packPullAnswer(dates))))).toEqual(dates);
  });

  it('refuses a page whose arrays do not match their field order, or that starts without a table', () => {
    const packed = packPullAnswer(page);
    const short = { ...packed, f: { certificates: ['organization_id'] } };
    expect(unpackPullAnswer(syncPackedPullAnswerSchema.parse(wire(short)))).toBeUndefined();
    const notADay = { ...packed, y: { certificates: ['certificate_number'] } };
    expect(unpackPullAnswer(syncPackedPullAnswerSchema.parse(wire(notADay)))).toBeUndefined();
    expect(syncPackedPullAnswerSchema.safeParse({ ...packed, c: packed.c.slice(1) }).success).toBe(false);
  });
});

describe('a packed push and its answer (protocol 4)', () => {
  const mutations = [
    {
      s: 7,
      table: 'certificates',
      r: 5753,
      op: 'upsert' as const,
      values: { remarks: 'Checked' },
      baseVersion: 1,
    },
    {
      table: 'certificates',
      rowId: '01a1f647-0a4e-8000-9d2c-3b4a59687786',
      op: 'upsert' as const,
      values: { certificate_number: 'C-1', status: 'valid', issue_date: '2026-11-29' },
    },
    {
      table: 'certificates',
      rowId: '01a1f647-0a4f-8000-9d2c-3b4a59687786',
      op: 'upsert' as const,
      values: { certificate_number: 'C-2', status: 'valid', issue_date: '2026-11-30' },
    },
    {
      mutationId: '0193a0d2-8f6e-7c3a-9b1d-2e4f6a8c0b1d',
      table: 'workOrders',
      r: 12,
      op: 'delete' as const,
      values: {},
    },
    {
      table: 'workOrders',
      r: 13,
      op: 'action' as const,
      action: 'complete',
      values: { note: 'done' },
      baseVersion: 4,
    },
  ];

  it('reads back as the push it packed: new rows’ values in the table’s field order', () => {
    const packed = packPushBody({ mutations });
    expect(packed.f).toEqual({ certificates: ['certificate_number', 'status', 'issue_date'] });
    expect(packed.y).toEqual({ certificates: ['issue_date'] });
    expect(packed.m).toContainEqual({ i: mutations[2]!.rowId, w: ['C-2', 'valid', 20787] });
    expect(packed.m).toContainEqual({ q: mutations[3]!.mutationId, r: 12, o: 'delete' });
    expect(unpackPushBody(syncPackedPushBodySchema.parse(wire(packed)))).toEqual({ mutations });
  });

  it('refuses values that do not match their table’s field order, and a push that starts without a table', () => {
    const packed = packPushBody({ mutations });
    expect(unpackPushBody({ ...packed, f: { certificates: ['status'] } })).toBeUndefined();
    expect(syncPackedPushBodySchema.safeParse({ m: [{ r: 1 }, 'certificates'] }).success).toBe(false);
  });

  it('answers applied writes without their status and what every written row shares once', () => {
    const answer: SyncPushAnswer = {
      outcomes: [
        { status: 'applied', version: 2, set: { updated_at: AT, updated_by: WRITER } },
        { status: 'applied', version: 1, set: { updated_at: AT, updated_by: WRITER, remarks: null }, n: 41 },
        { status: 'applied', version: 1, set: { updated_at: AT, updated_by: WRITER, remarks: null }, n: 42 },
        { mutationId: 'm', status: 'conflict', code: 'version_conflict', server: { id: 'x' } },
        { status: 'applied' },
      ],
      serverTime: AT,
    };
    const packed = packPushAnswer(answer);
    expect(packed.u).toEqual({ updated_at: AT, updated_by: WRITER });
    expect(packed.o.slice(0, 2)).toEqual([
      { v: 2, s: {} },
      { v: 1, s: { remarks: null }, n: 41 },
    ]);
    expect(unpackPushAnswer(syncPackedPushAnswerSchema.parse(wire(packed)))).toEqual(answer);
    // A number that follows none does not hold together.
    expect(unpackPushAnswer({ o: [{ v: 1, n: 0 }], serverTime: AT })).toBeUndefined();
  });
});
