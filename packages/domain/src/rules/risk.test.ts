import { describe, expect, it } from 'vitest';

import { riskScore } from './risk';

describe('5 x 5 risk matrix (spec section 9)', () => {
  it('puts every band boundary in the right band', () => {
    expect(riskScore(1, 1)).toEqual({ score: 1, level: 'low', action: 'monitor' });
    expect(riskScore(2, 2)).toEqual({ score: 4, level: 'low', action: 'monitor' });
    expect(riskScore(1, 5)).toEqual({ score: 5, level: 'medium', action: 'reduce' });
    expect(riskScore(3, 3)).toEqual({ score: 9, level: 'medium', action: 'reduce' });
    expect(riskScore(2, 5)).toEqual({ score: 10, level: 'high', action: 'priority_action' });
    expect(riskScore(4, 4)).toEqual({ score: 16, level: 'high', action: 'priority_action' });
    expect(riskScore(4, 5)).toEqual({ score: 20, level: 'extreme', action: 'stop_work' });
    expect(riskScore(5, 5)).toEqual({ score: 25, level: 'extreme', action: 'stop_work' });
  });

  it('gives 8 low, 7 medium, 7 high and 3 extreme cells', () => {
    const counts: Record<string, number> = {};
    for (let l = 1; l <= 5; l++)
      for (let s = 1; s <= 5; s++) counts[riskScore(l, s).level] = (counts[riskScore(l, s).level] ?? 0) + 1;
    expect(counts).toEqual({ low: 8, medium: 7, high: 7, extreme: 3 });
  });

  it('refuses anything but whole numbers from 1 to 5 with a clear error', () => {
    expect(() => riskScore(0, 3)).toThrow('Likelihood must be a whole number from 1 to 5, got 0');
    expect(() => riskScore(3, 6)).toThrow(/Severity/);
    expect(() => riskScore(2.5, 3)).toThrow(/whole number/);
    expect(() => riskScore(Number.NaN, 3)).toThrow(/got NaN/);
    expect(() => riskScore('3' as unknown as number, 3)).toThrow(/whole number/);
  });
});
