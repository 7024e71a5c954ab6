import { describe, expect, it } from 'vitest';

import { checkGarbageEntry } from '../entities/environmental/garbage-record-book';
import { distanceFromLandNm, loadCoastline, specialAreaAt } from './annex-v-geography';

describe('the special areas of Annex V reg 1.14 (approximated polygons)', () => {
  it.each([
    [35, 18, 'mediterranean'],
    [40.8, 28, 'mediterranean'],
    [43, 34, 'black_sea'],
    [57, 19, 'baltic'],
    [57, 11.5, 'baltic'],
    [58, 9.5, 'north_sea'],
    [54, 7.5, 'north_sea'],
    [20, 38.5, 'red_sea'],
    [26.5, 56.5, 'gulfs'],
    [15, -75, 'wider_caribbean'],
    [-65, 0, 'antarctic'],
  ] as const)('%f, %f lies in %s', (lat, lon, area) => {
    expect(specialAreaAt(lat, lon)).toBe(area);
  });

  it.each([
    [45.5, -4.5],
    [53.5, -5],
    [12.5, 46],
    [20, 63],
    [7, -80],
    [40, -40],
  ])('%f, %f (Biscay, Irish Sea, Gulf of Aden, Arabian Sea, Pacific, Atlantic) lies outside', (lat, lon) => {
    expect(specialAreaAt(lat, lon)).toBeNull();
  });
});

describe('the distance from land on the bundled coastline (Natural Earth 1:50m)', () => {
  it('measures a position in the open Atlantic hundreds of miles off and one off the Elbe within 25 NM', async () => {
    const coastline = await loadCoastline();
    expect(distanceFromLandNm(coastline, 40, -40)).toBeGreaterThan(300);
    const elbe = distanceFromLandNm(coastline, 54, 7.5);
    expect(elbe).toBeGreaterThan(10);
    expect(elbe).toBeLessThan(25);
    // Across the antimeridian: Fiji lies about 1 degree of longitude off.
    expect(distanceFromLandNm(coastline, -17, 179.9)).toBeLessThan(60);
  });

  it('checks an entry: food waste refused near land, allowed at sea, plastics never, a landing unjudged', async () => {
    const coastline = await loadCoastline();
    const base = { category: 'B', method: 'sea', en_route: true };
    expect(checkGarbageEntry({ ...base, latitude: 53.9, longitude: 8.3 }, coastline).check).toBe('refused');
    const atSea = checkGarbageEntry({ ...base, latitude: 40, longitude: -40 }, coastline);
    expect(atSea).toMatchObject({ check: 'allowed', rule_code: 'allowed', min_nm: 12, special_area: 'none' });
    expect(
      checkGarbageEntry({ ...base, category: 'A', latitude: 40, longitude: -40 }, coastline),
    ).toMatchObject({ check: 'refused', rule_code: 'prohibited' });
    expect(
      checkGarbageEntry({ ...base, method: 'reception_facility', latitude: 53.9, longitude: 8.3 }, coastline)
        .check,
    ).toBe('not_applicable');
    expect(
      checkGarbageEntry({ ...base, method: 'accidental_loss', latitude: 40, longitude: -40 }, coastline)
        .check,
    ).toBe('accidental');
  });
});
