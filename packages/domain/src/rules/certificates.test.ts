import { describe, expect, it } from 'vitest';

import { annualSurveyWindows } from './certificates';

describe('annual survey windows (3 months either side of each anniversary)', () => {
  it('lists the four anniversaries of a five-year certificate', () => {
    expect(annualSurveyWindows({ expiryDate: '2029-06-15' })).toEqual([
      { anniversary: '2025-06-15', windowStart: '2025-03-15', windowEnd: '2025-09-15' },
      { anniversary: '2026-06-15', windowStart: '2026-03-15', windowEnd: '2026-09-15' },
      { anniversary: '2027-06-15', windowStart: '2027-03-15', windowEnd: '2027-09-15' },
      { anniversary: '2028-06-15', windowStart: '2028-03-15', windowEnd: '2028-09-15' },
    ]);
  });

  it('moves window edges to the last day of a shorter month', () => {
    const [first] = annualSurveyWindows({ expiryDate: '2029-05-31' });
    expect(first).toEqual({ anniversary: '2025-05-31', windowStart: '2025-02-28', windowEnd: '2025-08-31' });
    const leap = annualSurveyWindows({ expiryDate: '2030-11-30' });
    expect(leap.find((w) => w.anniversary === '2027-11-30')?.windowEnd).toBe('2028-02-29');
  });

  it('keeps a 29 February anniversary on 28 February in common years', () => {
    expect(annualSurveyWindows({ expiryDate: '2028-02-29' }).map((w) => w.anniversary)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
    ]);
  });
});
