import { describe, expect, it } from 'vitest';

import {
  averageSpeedKnots,
  courseDifferenceDeg,
  formatCoordinate,
  formatPosition,
  greatCircleNm,
  initialBearingDeg,
  isAfterInstant,
  isUnLocode,
  parseCoordinate,
  trackDistanceNm,
} from './navigation';

const value = (text: string, axis: 'latitude' | 'longitude') => {
  const parsed = parseCoordinate(text, axis);
  return parsed.ok ? parsed.value : parsed.key;
};

describe('parseCoordinate', () => {
  it('reads degrees and decimal minutes with the hemisphere as written in the log', () => {
    expect(value("53°32.4'N", 'latitude')).toBeCloseTo(53.54, 6);
    expect(value("009°58.7'E", 'longitude')).toBeCloseTo(9.978333, 5);
    expect(value("33°51.9'S", 'latitude')).toBeCloseTo(-33.865, 6);
    expect(value("070°36.0'W", 'longitude')).toBeCloseTo(-70.6, 6);
  });

  it('reads blanks, a leading letter, a decimal comma, German east and seconds', () => {
    expect(value('53 32.4 N', 'latitude')).toBeCloseTo(53.54, 6);
    expect(value("N 53°32,4'", 'latitude')).toBeCloseTo(53.54, 6);
    expect(value("10°03.2'O", 'longitude')).toBeCloseTo(10.053333, 5);
    expect(value('9°58\'42"E', 'longitude')).toBeCloseTo(9.978333, 5);
    expect(value("53°32.4'n", 'latitude')).toBeCloseTo(53.54, 6);
  });

  it('reads signed decimal degrees', () => {
    expect(value('-33.8675', 'latitude')).toBeCloseTo(-33.8675, 6);
    expect(value('151.2', 'longitude')).toBeCloseTo(151.2, 6);
    expect(value("0°00.0'N", 'latitude')).toBe(0);
  });

  it('accepts the poles and the antimeridian and refuses what lies beyond with the range key', () => {
    expect(value("90°00.0'N", 'latitude')).toBe(90);
    expect(value("180°00.0'W", 'longitude')).toBe(-180);
    expect(value("90°00.1'N", 'latitude')).toBe('validation:latitude');
    expect(value("91°00.0'S", 'latitude')).toBe('validation:latitude');
    expect(value("180°00.1'E", 'longitude')).toBe('validation:longitude');
    expect(value('-181', 'longitude')).toBe('validation:longitude');
  });

  it('refuses unreadable text, minutes of 60 or more, the other axis letter and a sign with a letter', () => {
    for (const text of ['', 'abc', "53°60.0'N", "53°32.4'E", "009°58.7'N", "-53°32.4'N", 'N', "53.5°32'N"]) {
      const axis = text.includes('009') ? 'longitude' : 'latitude';
      expect(value(text, axis)).toBe('validation:coordinateFormat');
    }
    expect(value('x'.repeat(100), 'latitude')).toBe('validation:coordinateFormat');
  });
});

describe('formatCoordinate', () => {
  it('writes degrees and minutes with the hemisphere, longitude degrees in three digits', () => {
    expect(formatCoordinate(53.54, 'latitude')).toBe("53°32.4'N");
    expect(formatCoordinate(9.978333, 'longitude')).toBe("009°58.7'E");
    expect(formatCoordinate(-33.865, 'latitude')).toBe("33°51.9'S");
    expect(formatCoordinate(-70.6, 'longitude')).toBe("070°36.0'W");
    expect(formatCoordinate(1.05, 'latitude')).toBe("01°03.0'N");
    expect(formatPosition(53.54, 9.978333)).toBe("53°32.4'N 009°58.7'E");
  });

  it('carries rounded minutes of 60 into the degrees and writes zero as north and east', () => {
    expect(formatCoordinate(53.99999, 'latitude')).toBe("54°00.0'N");
    expect(formatCoordinate(0, 'latitude')).toBe("00°00.0'N");
    expect(formatCoordinate(-0.000001, 'longitude')).toBe("000°00.0'E");
  });

  it('round-trips with parseCoordinate to a tenth of a minute', () => {
    for (const [lat, lon] of [
      [51.95, 4.05],
      [-23.98, -46.3],
      [1.26, 103.8],
      [89.99, -179.99],
    ] as const) {
      expect(value(formatCoordinate(lat, 'latitude'), 'latitude')).toBeCloseTo(lat, 3);
      expect(value(formatCoordinate(lon, 'longitude'), 'longitude')).toBeCloseTo(lon, 3);
    }
  });
});

describe('greatCircleNm', () => {
  it('gives 60 NM per degree of latitude along a meridian', () => {
    expect(greatCircleNm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(60.04, 1);
  });

  it('measures Hamburg to Rotterdam and across the antimeridian by the short way', () => {
    const hamburg = { latitude: 53.55, longitude: 9.95 };
    const rotterdam = { latitude: 51.95, longitude: 4.05 };
    // 1.6 degrees of latitude (96 NM) and 5.9 of longitude at 52.75 N (214 NM): about 235 NM.
    expect(greatCircleNm(hamburg, rotterdam)).toBeCloseTo(234.9, 0);
    // London Heathrow to New York JFK: about 2,991 NM (5,540 km).
    const heathrow = { latitude: 51.47, longitude: -0.4543 };
    const jfk = { latitude: 40.6413, longitude: -73.7781 };
    expect(Math.abs(greatCircleNm(heathrow, jfk) - 2991)).toBeLessThan(10);
    const east = { latitude: 0, longitude: 179.5 };
    const west = { latitude: 0, longitude: -179.5 };
    expect(greatCircleNm(east, west)).toBeCloseTo(60.04, 1);
  });

  it('is zero for one point and half the circumference for antipodes', () => {
    const point = { latitude: 12.3, longitude: 45.6 };
    expect(greatCircleNm(point, point)).toBe(0);
    expect(greatCircleNm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      10_807.7,
      0,
    );
  });

  it('sums the legs of a track', () => {
    const track = [
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 0 },
      { latitude: 2, longitude: 0 },
    ];
    expect(trackDistanceNm(track)).toBeCloseTo(120.08, 1);
    expect(trackDistanceNm(track.slice(0, 1))).toBe(0);
    expect(trackDistanceNm([])).toBe(0);
  });
});

describe('passage helpers', () => {
  it('averages the speed over the time between departure and arrival', () => {
    expect(averageSpeedKnots(240, '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toBe(10);
    expect(averageSpeedKnots(240, '2026-11-02T00:00:00Z', '2026-11-01T00:00:00Z')).toBeNull();
  });

  it('knows UN/LOCODEs and the order of two instants', () => {
    expect(isUnLocode('DEHAM')).toBe(true);
    expect(isUnLocode('NLRTM')).toBe(true);
    expect(isUnLocode('deham')).toBe(false);
    expect(isUnLocode('DE HAM')).toBe(false);
    expect(isUnLocode('DEHA1')).toBe(false);
    expect(isAfterInstant('2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z')).toBe(true);
    expect(isAfterInstant('2026-11-01T12:00:00Z', '2026-11-01T10:00:00Z')).toBe(false);
    expect(isAfterInstant('2026-11-01T12:00:00Z', null)).toBe(true);
  });

  it('gives the course made good between two positions and the angle between two courses', () => {
    expect(initialBearingDeg({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(0, 9);
    expect(initialBearingDeg({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      90,
      9,
    );
    expect(initialBearingDeg({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: -1 })).toBeCloseTo(
      270,
      9,
    );
    // The great circle from 50 N leaves westwards on a course north of 270 (it bends towards the pole).
    const west = initialBearingDeg({ latitude: 50, longitude: -5 }, { latitude: 50, longitude: -60 });
    expect(west).toBeGreaterThan(290);
    expect(west).toBeLessThan(300);
    expect(courseDifferenceDeg(350, 10)).toBe(20);
    expect(courseDifferenceDeg(10, 350)).toBe(20);
    expect(courseDifferenceDeg(90, 270)).toBe(180);
    expect(courseDifferenceDeg(0, 360)).toBe(0);
  });
});
