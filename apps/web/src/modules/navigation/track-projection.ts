// The map of a track (issue 14 'Navigation': 'a track on a map that works offline'): an
// equirectangular projection around the track, scaled by the cosine of its middle latitude so that a
// mile is a mile both ways near it, and the bundled coastline (the domain's loadCoastline: Natural
// Earth 1:50m, its own chunk, precached for offline use) drawn as SVG paths within the bounds. No tile
// server. Pure, so it is unit-tested.
import type { Coastline, GeoPoint } from '@mars/domain';

export type Bounds = { west: number; east: number; south: number; north: number };

/** The map's width in SVG units; its height follows from the bounds. */
export const MAP_WIDTH = 600;
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 520;
/** The least span of a map in degrees of latitude (a ship alongside still shows its port). */
const MIN_SPAN_DEGREES = 1;

export type Projection = {
  bounds: Bounds;
  width: number;
  height: number;
  x(longitude: number): number;
  y(latitude: number): number;
};

/** Bounds around the points with a margin of a sixth of their span, at least MIN_SPAN_DEGREES. */
export function boundsOf(points: readonly GeoPoint[]): Bounds | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  let south = Math.min(...latitudes);
  let north = Math.max(...latitudes);
  let west = Math.min(...longitudes);
  let east = Math.max(...longitudes);
  const pad = Math.max((north - south) / 6, (east - west) / 6, MIN_SPAN_DEGREES / 2);
  south = Math.max(-85, south - pad);
  north = Math.min(85, north + pad);
  west = Math.max(-180, west - pad);
  east = Math.min(180, east + pad);
  return { west, east, south, north };
}

/** The projection of the bounds onto the map, widened in one direction to keep its height in range. */
export function projectionOf(bounds: Bounds): Projection {
  const { south, north } = bounds;
  let { west, east } = bounds;
  let top = north;
  let bottom = south;
  const scaleX = Math.cos((((north + south) / 2) * Math.PI) / 180);
  let width = (east - west) * scaleX;
  let height = top - bottom;
  // Keep the height between MIN_HEIGHT and MAX_HEIGHT at MAP_WIDTH: widen the other way.
  if (height / width > MAX_HEIGHT / MAP_WIDTH) {
    const extra = (height * (MAP_WIDTH / MAX_HEIGHT) - width) / scaleX / 2;
    west -= extra;
    east += extra;
    width = (east - west) * scaleX;
  } else if (height / width < MIN_HEIGHT / MAP_WIDTH) {
    const extra = (width * (MIN_HEIGHT / MAP_WIDTH) - height) / 2;
    top += extra;
    bottom -= extra;
    height = top - bottom;
  }
  const scale = MAP_WIDTH / width;
  return {
    bounds: { west, east, south: bottom, north: top },
    width: MAP_WIDTH,
    height: Math.round(height * scale),
    x: (longitude) => (longitude - west) * scaleX * scale,
    y: (latitude) => (top - latitude) * scale,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A polyline through the points as an SVG path ('' for none). */
export function linePath(points: readonly GeoPoint[], projection: Projection): string {
  return points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${round(projection.x(point.longitude))},${round(projection.y(point.latitude))}`,
    )
    .join('');
}

/**
 * The coastline's arcs inside the bounds (with a margin, so a coast runs off the edge) as one SVG path:
 * a new subpath where an arc leaves the bounds or jumps across the date line.
 */
export function coastPath(coastline: Coastline, projection: Projection): string {
  const { west, east, south, north } = projection.bounds;
  const margin = 2;
  const inside = (lon: number, lat: number) =>
    lon >= west - margin && lon <= east + margin && lat >= south - margin && lat <= north + margin;
  const parts: string[] = [];
  for (const arc of coastline.arcs) {
    let drawing = false;
    let previousLon = Number.NaN;
    for (let index = 0; index < arc.length; index += 2) {
      const lon = arc[index]!;
      const lat = arc[index + 1]!;
      if (!inside(lon, lat) || Math.abs(lon - previousLon) > 180) drawing = false;
      if (inside(lon, lat)) {
        parts.push(`${drawing ? 'L' : 'M'}${round(projection.x(lon))},${round(projection.y(lat))}`);
        drawing = true;
      }
      previousLon = lon;
    }
  }
  return parts.join('');
}
