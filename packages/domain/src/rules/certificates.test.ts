import { describe, expect, it } from 'vitest';

import { annualSurveyWindows, certificateStatus, daysUntilExpiry } from './certificates';

const status = (today: string) =>
  certificateStatus({ issueDate: '2021-06-15', expiryDate: '2026-06-15', today });

describe('certificate status', () => {
  it('steps through 90, 60 and 30 days to expiry', () => {
    expect(status('2026-03-16')).toBe('valid'); // 91 days left
    expect(status('2026-03-17')).toBe('expiring_90'); // 90 days
    expect(status('2026-04-15')).toBe('expiring_90'); // 61 days
    expect(status('2026-04-16')).toBe('expiring_60'); // 60 days
    expect(status('2026-05-15')).toBe('expiring_60'); // 31 days
    expect(status('2026-05-16')).toBe('expiring_30'); // 30 days
    expect(status('2026-06-15')).toBe('expiring_30'); // expiry day: still valid
    expect(status('2026-06-16')).toBe('expired');
    expect(status('2021-06-14')).toBe('not_yet_valid');
  });

  it('counts days across a leap day', () => {
    expect(daysUntilExpiry('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysUntilExpiry('2025-03-01', '2025-02-28')).toBe(1);
  });

  it('refuses an expiry before the issue date and dates that do not exist', () => {
    expect(() =>
      certificateStatus({ issueDate: '2026-01-01', expiryDate: '2025-01-01', today: '2025-06-01' }),
    ).toThrow(/must be after issueDate/);
    expect(() =>
      certificateStatus({ issueDate: '2021-02-29', expiryDate: '2026-01-01', today: '2025-06-01' }),
    ).toThrow(/not a date/);
  });
});

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
