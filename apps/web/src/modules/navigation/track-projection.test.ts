import { decodeCoastline } from '@mars/domain';
import { describe, expect, it } from 'vitest';

import { boundsOf, coastPath, linePath, MAP_WIDTH, projectionOf } from './track-projection';

describe('the map of a track', () => {
  it('frames the points with a margin, at least a degree', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([{ latitude: 54, longitude: 8 }])).toEqual({
      west: 7.5,
      east: 8.5,
      south: 53.5,
      north: 54.5,
    });
    expect(
      boundsOf([
        { latitude: 0, longitude: 0 },
        { latitude: 6, longitude: 12 },
      ]),
    ).toEqual({ west: -2, east: 14, south: -2, north: 8 });
  });

  it('keeps a mile a mile both ways near the middle latitude, and north up', () => {
    const projection = projectionOf({ west: 0, east: 2, south: 59, north: 61 });
    // At 60 N a degree of longitude is half a degree of latitude: 2 x 1 units wide, widened to fit.
    expect(projection.width).toBe(MAP_WIDTH);
    expect(projection.height).toBe(520);
    expect(projection.bounds.west).toBeLessThan(0);
    expect(projection.x(projection.bounds.west)).toBeCloseTo(0, 6);
    expect(projection.x(projection.bounds.east)).toBeCloseTo(MAP_WIDTH, 6);
    expect(projection.y(61)).toBeCloseTo(0, 6);
    expect(projection.y(59)).toBeCloseTo(520, 6);
    expect(projection.x(2) - projection.x(0)).toBeCloseTo(projection.y(59) - projection.y(60), 6);
    // A tall track is widened instead, so the map is never taller than wide by much.
    expect(projectionOf({ west: 0, east: 1, south: -10, north: 10 }).height).toBe(520);
    expect(projectionOf({ west: 0, east: 40, south: 0, north: 1 }).height).toBe(240);
  });

  it('draws the track and the coast within the bounds, broken where the coast leaves them', () => {
    const projection = projectionOf({ west: 0, east: 10, south: 0, north: 10 });
    const { west, east, south, north } = projection.bounds;
    expect(
      linePath(
        [
          { latitude: north, longitude: west },
          { latitude: south, longitude: east },
        ],
        projection,
      ),
    ).toBe(`M0,0L${MAP_WIDTH},${projection.height}`);
    // Deltas in hundredths: a coast from (1,1) to (2,2), then far off to (50,50), then back to (3,3).
    const coastline = decodeCoastline('[[100,100,100,100,4800,4800,-4700,-4700]]', 'test');
    const path = coastPath(coastline, projection);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(1);
  });
});
