import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { rowIdGenerator } from './row-id';

const NODE = 0x2a5b_3c4d_5e6f_7081n;
const at = (ms: number) => rowIdGenerator({ now: () => ms, node: NODE });

describe('row ids (UUID version 8 in the layout of a version 7, a counter and the generator’s bits)', () => {
  it('are UUIDs of version 8 and variant 10 that carry the time in their first 48 bits', () => {
    const time = Date.parse('2026-11-29T06:00:00.123Z');
    const id = at(time)();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('8');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(time);
  });

  it('rise in order within a millisecond, past the counter’s 4,096, and when the clock goes back', () => {
    let clock = Date.parse('2026-11-29T06:00:00Z');
    const next = rowIdGenerator({ now: () => clock, node: NODE });
    const ids = Array.from({ length: 5000 }, () => next());
    clock -= 60_000;
    ids.push(next(), next());
    clock += 120_000;
    ids.push(next());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // The 4,097th id of one millisecond is the next millisecond's first.
    expect(ids[4096]!.slice(0, 13)).not.toBe(ids[4095]!.slice(0, 13));
    expect(ids[4096]!.slice(14, 18)).toBe('8000');
  });

  it('share their generator’s 58 bits, and two generators differ in them', () => {
    const next = rowIdGenerator();
    const other = rowIdGenerator();
    const mine = [next(), next(), next()];
    expect(new Set(mine.map((id) => id.slice(20, -1))).size).toBe(1);
    expect(other().slice(20, -1)).not.toBe(mine[0]!.slice(20, -1));
    expect(at(1)().slice(20, -1)).toBe(at(2)().slice(20, -1));
  });

  it('spread evenly over the drift check’s 16 buckets (their last hexadecimal digit)', () => {
    let clock = Date.parse('2026-11-29T06:00:00Z');
    const next = rowIdGenerator({ now: () => clock, node: NODE });
    const buckets = new Map<string, number>();
    // Rows made by hand, a second to a few minutes apart (a fixed sequence of a linear congruential
    // generator), and now and then two in one millisecond.
    let seed = 42;
    const gap = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return 1000 + (Math.floor(seed / 2 ** 8) % 200_000);
    };
    for (let index = 0; index < 1600; index++) {
      if (index % 7 !== 0) clock += gap();
      const key = next().slice(-1);
      buckets.set(key, (buckets.get(key) ?? 0) + 1);
    }
    expect(buckets.size).toBe(16);
    // 100 each on average; none below half of that.
    for (const count of buckets.values()) expect(count).toBeGreaterThan(50);
  });
});
