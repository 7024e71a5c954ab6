import { describe, expect, it } from 'vitest';

import { abbreviatedPositions, numbersOfSteps, pushedMutationIds, steppedNumbers } from './sync-compact';
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

describe('protocol 3 on the wire', () => {
  it('names the positions that follow one another once, and reads them back alike', () => {
    const node = 'Sh1p-Br1dge_PC01';
    const pushed = [{ s: 4 }, { s: 5 }, { s: 6 }, { mutationId: 'x' }, { s: 7 }, { s: 9 }, { s: 10 }];
    const sent = abbreviatedPositions(pushed);
    expect(sent).toEqual([{ s: 4 }, {}, {}, { mutationId: 'x' }, {}, { s: 9 }, {}]);
    expect(pushedMutationIds(sent, node)).toEqual(
      [4, 5, 6, 'x', 7, 9, 10].map((position) =>
        typeof position === 'string' ? position : deviceMutationId(node, position),
      ),
    );
    // Nothing before to follow, or no node: no id.
    expect(pushedMutationIds([{}], node)).toEqual([undefined]);
    expect(pushedMutationIds([{ s: 1 }], undefined)).toEqual([undefined]);
  });

  it('sends the numbers in ascending steps and reads the same numbers back', () => {
    const page = [
      { table: 'certificates', n: 812, version: 2, set: { remarks: 'a' } },
      { table: 'certificates', id: 'gone', deleted: true },
      { table: 'workOrders', id: 'new', n: 90_001, version: 1, row: {} },
      { table: 'certificates', n: 17, version: 3, set: { remarks: 'b' } },
    ];
    const wire = steppedNumbers(page);
    expect(wire.map((change) => change.d)).toEqual([undefined, 17, 795, 89_189]);
    expect(wire.some((change) => change.n !== undefined)).toBe(false);
    const read = numbersOfSteps(wire);
    expect(read.map((change) => change.n)).toEqual([undefined, 17, 812, 90_001]);
    const byNumber = (changes: readonly { n?: number }[]) =>
      [...changes].sort((a, b) => (a.n ?? 0) - (b.n ?? 0));
    expect(byNumber(read)).toEqual(byNumber(page));
  });
});
