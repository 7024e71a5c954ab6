import { describe, expect, it } from 'vitest';

import { compareSyncCursors, syncPullQuerySchema } from './sync-protocol';

describe('compareSyncCursors', () => {
  it('orders cursors of one feed by transaction id, then sequence, numerically', () => {
    expect(compareSyncCursors('0a1b2c3d.rr.1', '0a1b2c3d.rs.0')).toBe(-1);
    expect(compareSyncCursors('0a1b2c3d.100.5', '0a1b2c3d.zz.9')).toBe(1);
    expect(compareSyncCursors('0a1b2c3d.rr.2', '0a1b2c3d.rr.10')).toBe(-1);
    expect(compareSyncCursors('0a1b2c3d.rr.a', '0a1b2c3d.rr.a')).toBe(0);
  });

  it('cannot order cursors of different feeds, or malformed ones', () => {
    expect(compareSyncCursors('0a1b2c3d.rr.1', 'ffffffff.rr.1')).toBeUndefined();
    expect(compareSyncCursors('garbage', '0a1b2c3d.rr.1')).toBeUndefined();
  });
});

describe('the pull query', () => {
  it('takes a bounded list of vessels', () => {
    const vessel = '0193a0d2-8f6e-7c3a-9b1d-2e4f6a8c0b1d';
    expect(syncPullQuerySchema.parse({ vessels: `${vessel},${vessel.toUpperCase()}` }).vessels).toEqual([
      vessel,
      vessel,
    ]);
    expect(syncPullQuerySchema.safeParse({ vessels: 'not-a-vessel' }).success).toBe(false);
    expect(syncPullQuerySchema.safeParse({ vessels: Array(51).fill(vessel).join(',') }).success).toBe(false);
  });
});
