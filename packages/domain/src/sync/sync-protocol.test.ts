import { describe, expect, it } from 'vitest';

import { compareSyncCursors, deviceMutationId, syncPullQuerySchema } from './sync-protocol';

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

describe('a device’s mutation id', () => {
  it('lays the node and the outbox position into a version-8 UUID, one id per pair', () => {
    const id = deviceMutationId('Sh1p-Br1dge_PC01', 41)!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceMutationId('Sh1p-Br1dge_PC01', 41)).toBe(id);
    const ids = new Set<string>();
    for (const node of ['Sh1p-Br1dge_PC01', 'Sh1p-Br1dge_PC02', 'AAAAAAAAAAAAAAAA', '________________']) {
      for (const seq of [1, 2, 41, 2 ** 20, 2 ** 26 - 1]) ids.add(deviceMutationId(node, seq)!);
    }
    expect(ids.size).toBe(20);
  });

  it('has none for a node of another shape or a position out of range', () => {
    expect(deviceMutationId('short', 1)).toBeUndefined();
    expect(deviceMutationId('Sh1p-Br1dge_PC01!', 1)).toBeUndefined();
    expect(deviceMutationId('Sh1p-Br1dge_PC01', 0)).toBeUndefined();
    expect(deviceMutationId('Sh1p-Br1dge_PC01', 2 ** 26)).toBeUndefined();
    expect(deviceMutationId('Sh1p-Br1dge_PC01', 1.5)).toBeUndefined();
  });
});
