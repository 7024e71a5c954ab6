import { describe, expect, it } from 'vitest';

import type { CiiShip } from './cii';
import { ciiForecastWindow, forecastCii } from './cii-forecast';

// The demo bulk carrier: 81,600 DWT; required CII 2026 = 0.89 × 4745 × 81,600^-0.622 = 3.7201,
// boundaries 3.1993 / 3.4969 / 3.9433 / 4.3897 (MEPC.354(78) bulk vector).
const bulker: CiiShip = { shipType: 'bulk_carrier', dwt: 81_600, gt: 43_012 };

describe('the CII forecast window', () => {
  it('takes the 90 days up to today and counts the days left after it', () => {
    expect(ciiForecastWindow(2026, '2026-10-01')).toEqual({
      from: '2026-07-04',
      to: '2026-10-01',
      days: 90,
      basis: 'last_90_days',
      remainingDays: 91,
    });
  });

  it("takes the year's own days while fewer than 90 have passed", () => {
    expect(ciiForecastWindow(2026, '2026-02-09')).toEqual({
      from: '2026-01-01',
      to: '2026-02-09',
      days: 40,
      basis: 'year_to_date',
      remainingDays: 325,
    });
  });

  it('leaves no day for a past year and has no window for a year not begun', () => {
    expect(ciiForecastWindow(2025, '2026-10-01')?.remainingDays).toBe(0);
    expect(ciiForecastWindow(2027, '2026-10-01')).toBeNull();
    expect(() => ciiForecastWindow(2026, '1 Oct 2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('forecastCii', () => {
  it('projects the year so far at the last 90 days and tells the CO2 left to keep C', () => {
    // Year so far 18,000 t over 60,000 NM (3.6765, C); last 90 days 80 t and 250 NM a day; 91 days left:
    // 18,000 + 80 × 91 = 25,280 t over 60,000 + 250 × 91 = 82,750 NM -> 3.7439, still C.
    const window = ciiForecastWindow(2026, '2026-10-01')!;
    const forecast = forecastCii({
      ship: bulker,
      year: 2026,
      window,
      yearToDate: { co2Tonnes: 18_000, distanceNm: 60_000 },
      recent: { co2Tonnes: 7_200, distanceNm: 22_500 },
      runningRating: 'C',
    })!;
    expect(forecast.co2Tonnes).toBeCloseTo(25_280, 6);
    expect(forecast.distanceNm).toBeCloseTo(82_750, 6);
    expect(forecast.attained).toBeCloseTo(3.7439, 4);
    expect(forecast.required).toBeCloseTo(3.7201, 4);
    expect(forecast.rating).toBe('C');
    // Keep C: below 3.9433 × 81,600 × 82,750 / 10^6 = 26,626.8 t in the year, 8,626.8 t left (94.8 t a day).
    expect(forecast.target).toBe('C');
    expect(forecast.co2LimitTonnes).toBeCloseTo(26_626.8, 1);
    expect(forecast.co2LeftTonnes).toBeCloseTo(8_626.8, 1);
    expect(forecast.co2LeftPerDay).toBeCloseTo(94.8, 1);
  });

  it("keeps a better running rating as the target: B's limit is the lower boundary", () => {
    const forecast = forecastCii({
      ship: bulker,
      year: 2026,
      window: ciiForecastWindow(2026, '2026-10-01')!,
      yearToDate: { co2Tonnes: 16_000, distanceNm: 60_000 },
      recent: { co2Tonnes: 6_000, distanceNm: 22_500 },
      runningRating: 'B',
    })!;
    expect(forecast.target).toBe('B');
    expect(forecast.co2LimitTonnes).toBeCloseTo((3.49689665999 * 81_600 * 82_750) / 1e6, 1);
  });

  it('forecasts D from a heavy start of the year at its own profile, with a negative CO2 left', () => {
    // 40 days: 2,000 t over 6,000 NM (8.17 g/t·nm), then 50 t and 150 NM a day for 325 days:
    // 18,250 t over 54,750 NM -> 4.0850, D (3.9433 to 4.3897).
    const forecast = forecastCii({
      ship: bulker,
      year: 2026,
      window: ciiForecastWindow(2026, '2026-02-09')!,
      yearToDate: { co2Tonnes: 2_000, distanceNm: 6_000 },
      recent: { co2Tonnes: 2_000, distanceNm: 6_000 },
      runningRating: 'E',
    })!;
    expect(forecast.basis).toBe('year_to_date');
    expect(forecast.attained).toBeCloseTo(4.085, 3);
    expect(forecast.rating).toBe('D');
    expect(forecast.target).toBe('C');
    expect(forecast.co2LeftTonnes).toBeCloseTo((3.94330899956 * 81_600 * 54_750) / 1e6 - 2_000, 1);
  });

  it('has no forecast without distance, and refuses negative figures', () => {
    const window = ciiForecastWindow(2026, '2026-10-01')!;
    const base = { ship: bulker, year: 2026, window, runningRating: null };
    expect(
      forecastCii({
        ...base,
        yearToDate: { co2Tonnes: 0, distanceNm: 0 },
        recent: { co2Tonnes: 0, distanceNm: 0 },
      }),
    ).toBeNull();
    expect(() =>
      forecastCii({
        ...base,
        yearToDate: { co2Tonnes: -1, distanceNm: 0 },
        recent: { co2Tonnes: 0, distanceNm: 0 },
      }),
    ).toThrow(/yearToDate.co2Tonnes/);
  });
});
